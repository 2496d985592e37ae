package org.grundybench.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.grundybench.core.Implementation;
import org.grundybench.workloads.Case;
import org.grundybench.workloads.Workload;
import org.junit.jupiter.params.provider.Arguments;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * The body tests' combinations: small cases with every implementation the catalogue runs on
 * them. The full-size cases are left to CI's run of the benchmarks jar.
 */
final class Small {
    private Small() {
    }

    /** (implementation, case) for every implementation that runs each of {@code cases} in their workload. */
    static Stream<Arguments> of(Case... cases) {
        return Arrays.stream(cases).flatMap(c -> of(workload(c), c));
    }

    /** (implementation, case) for every implementation that runs each of {@code cases} in {@code w}. */
    static Stream<Arguments> of(Workload w, Case... cases) {
        List<Arguments> all = new ArrayList<>();
        for (Case c : cases) {
            for (Implementation<?> impl : w.runs(c)) {
                all.add(Arguments.of(impl, c));
            }
        }
        return all.stream();
    }

    /** The catalogue's first workload whose cases {@code c} is one of. */
    static Workload workload(Case c) {
        return Workload.values().stream().filter(w -> w.cases().contains(c)).findFirst().orElseThrow();
    }

    /** What JMH hands an iteration-level setup. */
    static IterationParams iteration(IterationType type) {
        return new IterationParams(type, 1, TimeValue.NONE, 1);
    }
}
