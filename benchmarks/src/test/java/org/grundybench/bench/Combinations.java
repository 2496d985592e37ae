package org.grundybench.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;

/** Every (implementation, case) combination of a workload, excluded ones included. */
final class Combinations {
    private Combinations() {
    }

    static Stream<Arguments> of(Class<?> workload) {
        List<Arguments> all = new ArrayList<>();
        for (String c : Workloads.cases(workload)) {
            for (Enum<?> impl : Workloads.implementations(workload)) {
                all.add(Arguments.of(impl, c));
            }
        }
        return all.stream();
    }
}
