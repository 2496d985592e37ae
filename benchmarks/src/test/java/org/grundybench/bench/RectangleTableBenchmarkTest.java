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
 * seconds per table) only {@link #CHECKED_5X5} runs the body, and its table is checked against
 * the reference on random sparse positions and against the mex rule on random positions.
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
        if (shape.equals("5x5")) {
            if (impl == CHECKED_5X5) {
                check5x5(bench.table());
            }
            return;
        }
        byte[] expected = REFERENCE.computeIfAbsent(shape, s -> {
            int[] rc = Inputs.shape(s);
            return RectangleReference.table(rc[0], rc[1]);
        });
        assertArrayEquals(expected, bench.table(), impl + " " + shape);
    }

    private static void check5x5(byte[] table) {
        assertEquals(1 << 25, table.length);
        Random random = new Random(5);
        // Sparse positions are cheap for the exhaustive reference.
        for (int i = 0; i < 300; i++) {
            long cells = 0;
            int ones = 1 + random.nextInt(11);
            while (Long.bitCount(cells) < ones) {
                cells |= 1L << random.nextInt(25);
            }
            Board b = new Board(5, 5, cells);
            assertEquals(RectangleReference.grundy(b), table[(int) cells], b.toString());
        }
        // Any position: its entry is the mex of the entries its moves lead to (the rules only).
        for (int i = 0; i < 20_000; i++) {
            int p = random.nextInt(1 << 25);
            assertEquals(mexOfOptions(table, p), table[p], "position " + p);
        }
        assertEquals(0, table[0]);
    }

    private static int mexOfOptions(byte[] table, int p) {
        long seen = 0;
        for (int r1 = 0; r1 < 5; r1++) {
            for (int c1 = 0; c1 < 5; c1++) {
                for (int r2 = r1; r2 < 5; r2++) {
                    for (int c2 = c1; c2 < 5; c2++) {
                        int mask = 0;
                        for (int r = r1; r <= r2; r++) {
                            for (int c = c1; c <= c2; c++) {
                                mask |= 1 << (r * 5 + c);
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
