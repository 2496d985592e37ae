package org.grundybench.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.grundybench.core.Implementation;
import org.grundybench.workloads.Case;
import org.grundybench.workloads.CaseGroup;
import org.grundybench.workloads.Catalogue;
import org.junit.jupiter.params.provider.Arguments;

/**
 * Every (implementation, case) combination a benchmark class runs, from its group in the
 * catalogue ({@link BenchmarkShapeTest} keeps the class's parameters equal to the group).
 */
final class Combinations {
    private Combinations() {
    }

    static CaseGroup group(Class<?> benchmark) {
        return Catalogue.group(benchmark.getName() + ".x")
                .orElseThrow(() -> new AssertionError(benchmark + " is in no catalogue group"));
    }

    static Stream<Arguments> of(Class<?> benchmark) {
        CaseGroup g = group(benchmark);
        List<Arguments> all = new ArrayList<>();
        for (Case c : g.cases()) {
            for (Implementation<?> impl : g.implementations()) {
                all.add(Arguments.of(impl, c));
            }
        }
        return all.stream();
    }

    /** The combinations of several benchmark classes, each with its class first. */
    static Stream<Arguments> ofAll(Class<?>... benchmarks) {
        List<Arguments> all = new ArrayList<>();
        for (Class<?> b : benchmarks) {
            of(b).forEach(a -> all.add(Arguments.of(b.getSimpleName(), a.get()[0], a.get()[1])));
        }
        return all.stream();
    }
}
