package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.grundybench.rect.RectangleImpl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs {@link RectangleTableThreadsBenchmark#table} for every implementation and case: the table
 * is checked like the large tables of {@link RectangleTableBenchmarkTest}, and the tables of one
 * shape must be identical whatever the thread count.
 */
class RectangleTableThreadsBenchmarkTest {
    /** Per shape, the first table seen. */
    private static final Map<String, byte[]> SEEN = new ConcurrentHashMap<>();

    static Stream<Arguments> combinations() {
        return Combinations.of(RectangleTableThreadsBenchmark.class);
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("combinations")
    void tableIsRightOnEveryPool(RectangleImpl impl, String table) throws Exception {
        RectangleTableThreadsBenchmark bench = new RectangleTableThreadsBenchmark();
        bench.impl = impl;
        bench.table = table;
        if (Exclusions.isExcluded(RectangleTableThreadsBenchmark.class, table, impl)) {
            assertThrows(Exclusions.ExcludedCombinationException.class, bench::setup);
            return;
        }
        bench.setup();
        try {
            assertEquals(Integer.parseInt(table.substring(table.indexOf('-') + 1, table.length() - 1)),
                    bench.pool.getParallelism());
            byte[] values = bench.table();
            RectangleTableBenchmarkTest.checkLarge(bench.rows, bench.cols, values);
            String shape = table.substring(0, table.indexOf('-'));
            assertArrayEquals(SEEN.computeIfAbsent(shape, k -> values), values, impl + " " + table);
        } finally {
            bench.tearDown();
        }
    }

    @Test
    void casesListedOnceForTheExclusions() {
        assertEquals(RectangleTableThreadsBenchmark.CASES, Workloads.cases(RectangleTableThreadsBenchmark.class));
        assertEquals(List.of(), RectangleTableThreadsBenchmark.CASES.stream()
                .filter(c -> !c.matches("\\d+x\\d+-\\d+t")).toList());
    }
}
