package org.grundybench.workloads;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.grundybench.core.Implementation;

/**
 * Cases of one workload that the same implementations run, and the JMH benchmark class that
 * times them: every combination of its cases and implementations runs, so a JMH user can run
 * the class as it is. Every implementation of the game runs unless {@link #leftOut()} names it,
 * with the measured reason.
 *
 * <p>JMH's {@code -p NAME=V} sets a parameter in every benchmark that has one of that name, so
 * the names keep one group's values out of another's: the first group of a workload names its
 * case parameter as the workload does ({@code shape}), the others after their case enum
 * ({@code largeTableShape}); the implementation parameter is {@code impl} where every
 * implementation runs, is named after the case parameter ({@code largeTableShapeImpl}) where
 * some are left out, and is absent where one implementation runs.
 */
public final class CaseGroup {
    private final Workload workload;
    private final String benchmark;
    private final Class<? extends Enum<?>> caseType;
    private final Map<Implementation<?>, String> leftOut = new LinkedHashMap<>();

    CaseGroup(Workload workload, String benchmark, Class<? extends Enum<?>> caseType) {
        if (!Case.class.isAssignableFrom(caseType)) {
            throw new IllegalArgumentException(caseType + " is not a Case");
        }
        this.workload = workload;
        this.benchmark = benchmark;
        this.caseType = caseType;
    }

    /** Leaves {@code impls} out of this group's cases for {@code reason}, a measurement. */
    CaseGroup leftOut(String reason, Implementation<?>... impls) {
        if (reason == null || reason.isBlank()) {
            throw new IllegalArgumentException("an implementation left out needs a reason");
        }
        for (Implementation<?> impl : impls) {
            if (((Enum<?>) impl).getDeclaringClass() != workload.implType()) {
                throw new IllegalArgumentException(impl + " is not a " + workload.implType().getSimpleName());
            }
            leftOut.put(impl, reason);
        }
        return this;
    }

    public Workload workload() {
        return workload;
    }

    /** The simple name of the JMH benchmark class that times this group. */
    public String benchmark() {
        return benchmark;
    }

    /** The case enum: the type of the benchmark's case parameter. */
    public Class<? extends Enum<?>> caseType() {
        return caseType;
    }

    public List<Case> cases() {
        List<Case> cases = new ArrayList<>();
        for (Enum<?> e : caseType.getEnumConstants()) {
            cases.add((Case) e);
        }
        return cases;
    }

    /** The implementations that run every case of the group, in enum order. */
    public List<Implementation<?>> implementations() {
        List<Implementation<?>> run = new ArrayList<>();
        for (Enum<?> e : workload.implType().getEnumConstants()) {
            if (!leftOut.containsKey((Implementation<?>) e)) {
                run.add((Implementation<?>) e);
            }
        }
        return run;
    }

    /** Whether the benchmark has an implementation parameter (more than one implementation runs). */
    public boolean hasImplParam() {
        return implementations().size() > 1;
    }

    /** The implementations left out of the group, each with the measured reason. */
    public Map<Implementation<?>, String> leftOut() {
        return Collections.unmodifiableMap(leftOut);
    }

    /** The name of the benchmark's case parameter (see the class comment). */
    public String caseParam() {
        if (workload.groups().get(0) == this) {
            return workload.caseParam();
        }
        String type = caseType.getSimpleName();
        return Character.toLowerCase(type.charAt(0)) + type.substring(1);
    }

    /** The name of the benchmark's implementation parameter, or null where it has none. */
    public String implParam() {
        if (!hasImplParam()) {
            return null;
        }
        return leftOut.isEmpty() ? "impl" : caseParam() + "Impl";
    }

    public boolean contains(Case c) {
        return Arrays.asList(caseType.getEnumConstants()).contains(c);
    }

    @Override
    public String toString() {
        return benchmark;
    }
}
