package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.grundybench.rect.Board;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.reference.RectangleReference;
import org.grundybench.workloads.TableShape;
import org.grundybench.workloads.ThreadedTable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs the full-table benchmark bodies for every implementation on the small shapes and checks
 * the table against the exhaustive reference's; the table by thread count on two threads, for
 * every implementation that runs it, checked by {@link #checkLarge}. The large shapes run in CI's run of the benchmarks jar.
 */
class RectangleTableBenchmarkTest {
    private static final Map<TableShape, byte[]> REFERENCE = new ConcurrentHashMap<>();
    private static final Checksums CHECKSUMS = new Checksums();

    static Stream<Arguments> small() {
        return Small.of(TableShape._3x3, TableShape._4x4);
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("small")
    void tableMatchesReference(RectangleImpl impl, TableShape shape) {
        RectangleTableBenchmark bench = new RectangleTableBenchmark();
        bench.impl = impl;
        bench.shape = shape;
        byte[] expected = REFERENCE.computeIfAbsent(shape, s -> RectangleReference.table(s.rows(), s.cols()));
        Checksum checksum = new Checksum();
        assertArrayEquals(expected, bench.table(checksum), impl + " " + shape);
        CHECKSUMS.check(shape.name(), Checksum.of(expected), checksum, impl + " " + shape);
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("byThreads")
    void theTableByThreadCountIsRight(RectangleImpl impl, ThreadedTable t) {
        RectangleTableThreadsBenchmark bench = new RectangleTableThreadsBenchmark();
        bench.impl = impl;
        bench.table = t;
        assertEquals(2, t.threads());
        Checksum checksum = new Checksum();
        byte[] values = bench.table(checksum);
        checkLarge(ThreadedTable.SIDE, ThreadedTable.SIDE, values);
        assertEquals(Checksum.of(values), checksum.checksum);
    }

    static Stream<Arguments> byThreads() {
        return Small.of(ThreadedTable._5x5_2t);
    }

    /**
     * A table too large for the reference's: against the reference on random sparse positions,
     * against the mex rule (the game's rules only) on random positions, and G(empty) = 0.
     */
    static void checkLarge(int rows, int cols, byte[] table) {
        int cells = rows * cols;
        assertEquals(1L << cells, table.length);
        Random random = new Random(5);
        // Sparse positions are cheap for the exhaustive reference.
        for (int i = 0; i < 300; i++) {
            long position = 0;
            int ones = 1 + random.nextInt(11);
            while (Long.bitCount(position) < ones) {
                position |= 1L << random.nextInt(cells);
            }
            Board b = new Board(rows, cols, position);
            assertEquals(RectangleReference.grundy(b), table[(int) position], b.toString());
        }
        // Any position: its entry is the mex of the entries its moves lead to.
        for (int i = 0; i < 20_000; i++) {
            int p = random.nextInt(table.length);
            assertEquals(mexOfOptions(rows, cols, table, p), table[p], "position " + p);
        }
        assertEquals(0, table[0]);
    }

    private static int mexOfOptions(int rows, int cols, byte[] table, int p) {
        long seen = 0;
        for (int r1 = 0; r1 < rows; r1++) {
            for (int c1 = 0; c1 < cols; c1++) {
                for (int r2 = r1; r2 < rows; r2++) {
                    for (int c2 = c1; c2 < cols; c2++) {
                        int mask = 0;
                        for (int r = r1; r <= r2; r++) {
                            for (int c = c1; c <= c2; c++) {
                                mask |= 1 << (r * cols + c);
                            }
                        }
                        if ((p & mask) == mask) {
                            seen |= 1L << table[p ^ mask];
                        }
                    }
                }
            }
        }
        return Long.numberOfTrailingZeros(~seen);
    }
}
