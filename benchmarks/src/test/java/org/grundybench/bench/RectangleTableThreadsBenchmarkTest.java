package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.workloads.ThreadedTable;
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
    private static final Checksums CHECKSUMS = new Checksums();

    static Stream<Arguments> combinations() {
        return Combinations.of(RectangleTableThreadsBenchmark.class);
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("combinations")
    void tableIsRightOnEveryPool(RectangleImpl impl, ThreadedTable table) throws Exception {
        assertEquals(RectangleTableThreadsBenchmark.IMPL, impl);
        RectangleTableThreadsBenchmark bench = new RectangleTableThreadsBenchmark();
        bench.table = table;
        bench.setup();
        try {
            assertEquals(table.threads(), bench.pool.getParallelism());
            Checksum checksum = new Checksum();
            byte[] values = bench.table(checksum);
            RectangleTableBenchmarkTest.checkLarge(table.rows(), table.cols(), values);
            String shape = table.rows() + "x" + table.cols();
            assertArrayEquals(SEEN.computeIfAbsent(shape, k -> values), values, impl + " " + table.label());
            CHECKSUMS.check(shape, RectangleTableBenchmarkTest.independentChecksum(impl, table.rows(), table.cols()),
                    checksum, impl + " " + table.label());
        } finally {
            bench.tearDown();
        }
    }

    @Test
    void allMeansEveryProcessor() {
        assertEquals(1, ThreadedTable._5x5_1t.threads());
        assertEquals(2, ThreadedTable._5x5_2t.threads());
        assertEquals(Runtime.getRuntime().availableProcessors(), ThreadedTable._5x5_all.threads());
    }
}
