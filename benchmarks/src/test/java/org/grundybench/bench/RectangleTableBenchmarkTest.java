package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.grundybench.rect.Board;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.reference.RectangleReference;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs {@link RectangleTableBenchmark#table} for every implementation and shape and checks the
 * table: against the exhaustive reference's table for 3x3, 4x4 and 4x5; for 5x5 (33M positions,
 * seconds per table) only {@link #CHECKED_5X5} runs the body, and for 5x6 (2^30 positions, about
 * 20 s) the one implementation that fills it; those tables are checked by {@link #checkLarge}.
 */
class RectangleTableBenchmarkTest {
    /** The fastest 5x5 table; the other 5x5 implementations only have their setup checked. */
    static final RectangleImpl CHECKED_5X5 = RectangleImpl.COMPONENTS;

    private static final Map<String, byte[]> REFERENCE = new ConcurrentHashMap<>();

    static Stream<Arguments> combinations() {
        return Combinations.of(RectangleTableBenchmark.class);
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("combinations")
    void tableMatchesReference(RectangleImpl impl, String shape) {
        RectangleTableBenchmark bench = new RectangleTableBenchmark();
        bench.impl = impl;
        bench.shape = shape;
        if (Exclusions.isExcluded(RectangleTableBenchmark.class, shape, impl)) {
            assertThrows(Exclusions.ExcludedCombinationException.class, bench::setup);
            return;
        }
        bench.setup();
        if (shape.equals("5x5") || shape.equals("5x6")) {
            if (impl == CHECKED_5X5 || shape.equals("5x6")) {
                checkLarge(bench.rows, bench.cols, bench.table());
            }
            return;
        }
        byte[] expected = REFERENCE.computeIfAbsent(shape, s -> {
            int[] rc = Inputs.shape(s);
            return RectangleReference.table(rc[0], rc[1]);
        });
        assertArrayEquals(expected, bench.table(), impl + " " + shape);
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
