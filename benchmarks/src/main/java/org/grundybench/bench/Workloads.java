package org.grundybench.bench;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.openjdk.jmh.annotations.Param;

/**
 * The benchmark classes, one per workload, and the shape every one of them has: exactly two
 * {@code @Param} fields, {@value #IMPL_PARAM} (the game's implementation enum, all of its
 * constants) and one case parameter whose values are listed in its annotation.
 */
public final class Workloads {
    /** Name of the implementation parameter of every workload. */
    public static final String IMPL_PARAM = "impl";

    /** Every workload, in the order the suite runs them. */
    public static final List<Class<?>> ALL = List.of(
            RectangleTableBenchmark.class,
            RectangleTableThreadsBenchmark.class,
            RectangleBoardBenchmark.class,
            RectangleBoardMedianBenchmark.class,
            TriominoBenchmark.class,
            SetNimBenchmark.class);

    private Workloads() {
    }

    /** The implementation enum of a workload. */
    @SuppressWarnings("unchecked")
    public static Class<? extends Enum<?>> implType(Class<?> workload) {
        try {
            Class<?> type = workload.getField(IMPL_PARAM).getType();
            if (!type.isEnum()) {
                throw new IllegalStateException(workload.getName() + "." + IMPL_PARAM + " is not an enum");
            }
            return (Class<? extends Enum<?>>) type;
        } catch (NoSuchFieldException e) {
            throw new IllegalStateException(workload.getName() + " has no public @Param field "
                    + IMPL_PARAM, e);
        }
    }

    /** The implementations of a workload, in declaration order. */
    public static List<Enum<?>> implementations(Class<?> workload) {
        return Arrays.asList(implType(workload).getEnumConstants());
    }

    /** The implementation constant named by a {@code -p impl=} value (constant name or id), or null. */
    public static Enum<?> findImplementation(Class<?> workload, String nameOrId) {
        for (Enum<?> e : implementations(workload)) {
            if (e.name().equals(nameOrId) || id(e).equals(nameOrId)) {
                return e;
            }
        }
        return null;
    }

    /** The kebab-case id of an implementation constant ({@code Implementation.id()}). */
    public static String id(Enum<?> impl) {
        return ((org.grundybench.core.Implementation<?>) impl).id();
    }

    /** The case parameter field: the one {@code @Param} that is not {@value #IMPL_PARAM}. */
    public static Field caseField(Class<?> workload) {
        List<Field> others = new ArrayList<>();
        for (Field f : workload.getFields()) {
            if (f.isAnnotationPresent(Param.class) && !f.getName().equals(IMPL_PARAM)) {
                others.add(f);
            }
        }
        if (others.size() != 1) {
            throw new IllegalStateException(workload.getName() + " must have exactly one @Param besides "
                    + IMPL_PARAM + ", has " + others);
        }
        return others.get(0);
    }

    public static String caseParam(Class<?> workload) {
        return caseField(workload).getName();
    }

    /** The case values listed in the annotation, in order. */
    public static List<String> cases(Class<?> workload) {
        return List.of(caseField(workload).getAnnotation(Param.class).value());
    }

    /** The workload whose benchmark class is {@code className}, or null. */
    public static Class<?> byClassName(String className) {
        for (Class<?> w : ALL) {
            if (w.getName().equals(className)) {
                return w;
            }
        }
        return null;
    }
}
