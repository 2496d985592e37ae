package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.grundybench.rect.Board;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.workloads.HugeTableShape;
import org.grundybench.workloads.LargeTableShape;
import org.grundybench.workloads.TableShape;
import org.junit.jupiter.api.Test;
import org.grundybench.reference.RectangleReference;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs the full-table benchmarks for every implementation and shape and checks the table:
 * against the exhaustive reference's table for 3x3, 4x4 and 4x5; the 5x5 and 5x6 tables (33M
 * and 2^30 positions, seconds each) by {@link #checkLarge}.
 */
class RectangleTableBenchmarkTest {
    private static final Map<String, byte[]> REFERENCE = new ConcurrentHashMap<>();
    private static final Checksums CHECKSUMS = new Checksums();
    /** The 5x5 table of another implementation, the independent answer for the 5x5 checksums. */
    private static final Map<String, Long> OTHER_5X5 = new ConcurrentHashMap<>();

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("org.grundybench.bench.RectangleTableBenchmarkTest#small")
    void tableMatchesReference(RectangleImpl impl, TableShape shape) {
        RectangleTableBenchmark bench = new RectangleTableBenchmark();
        bench.impl = impl;
        bench.shape = shape;
        byte[] expected = REFERENCE.computeIfAbsent(shape.label(),
                s -> RectangleReference.table(shape.rows(), shape.cols()));
        Checksum checksum = new Checksum();
        assertArrayEquals(expected, bench.table(checksum), impl + " " + shape.label());
        CHECKSUMS.check(shape.label(), Checksum.of(expected), checksum, impl + " " + shape.label());
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("org.grundybench.bench.RectangleTableBenchmarkTest#large")
    void largeTableObeysTheRules(RectangleImpl impl, LargeTableShape shape) {
        RectangleLargeTableBenchmark bench = new RectangleLargeTableBenchmark();
        bench.largeTableShapeImpl = impl;
        bench.largeTableShape = shape;
        Checksum checksum = new Checksum();
        checkLarge(shape.rows(), shape.cols(), bench.table(checksum));
        CHECKSUMS.check(shape.label(), independentChecksum(impl, shape.rows(), shape.cols()), checksum,
                impl + " " + shape.label());
    }

    @Test
    void hugeTableObeysTheRules() {
        for (HugeTableShape shape : HugeTableShape.values()) {
            RectangleHugeTableBenchmark bench = new RectangleHugeTableBenchmark();
            bench.hugeTableShape = shape;
            Checksum checksum = new Checksum();
            byte[] table = bench.table(checksum);
            checkLarge(shape.rows(), shape.cols(), table);
            // One implementation fills 5x6: no other answer exists, so the table it returned
            // (checked above) is the one the checksum must hash.
            CHECKSUMS.check(shape.label(), Checksum.of(table), checksum, shape.label());
        }
    }

    /**
     * The checksum of an R x C table filled by an implementation other than {@code impl}
     * ({@code iterative_bitset}, or {@code bit_parallel} for it), with its table checked.
     */
    static long independentChecksum(RectangleImpl impl, int rows, int cols) {
        RectangleImpl other = impl == RectangleImpl.iterative_bitset ? RectangleImpl.bit_parallel
                : RectangleImpl.iterative_bitset;
        return OTHER_5X5.computeIfAbsent(other + " " + rows + "x" + cols, k -> {
            byte[] table = other.create().table(rows, cols);
            checkLarge(rows, cols, table);
            return Checksum.of(table);
        });
    }

    static Stream<Arguments> small() {
        return Combinations.of(RectangleTableBenchmark.class);
    }

    static Stream<Arguments> large() {
        return Combinations.of(RectangleLargeTableBenchmark.class);
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
