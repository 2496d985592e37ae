package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.stream.Stream;
import org.grundybench.rect.Board;
import org.grundybench.rect.CanonicalGroupsSolver;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.workloads.ThreadedBoards;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openjdk.jmh.runner.IterationType;

/**
 * Runs {@link RectangleBoardThreadsBenchmark#grundy} the way JMH does, shot by shot, for every
 * thread count: the warmup pass and the measured passes walk the collection in order, and each
 * board's value and checksum are those of the components solver (another implementation; the
 * boards' largest groups, of 29 to 32 cells, are out of the exhaustive reference's reach), the same at
 * every thread count.
 */
class RectangleBoardThreadsBenchmarkTest {
    /** The components solver's values of the collection, computed once. */
    private static int[] independent;
    private static final Checksums CHECKSUMS = new Checksums();

    static Stream<Arguments> combinations() {
        return Combinations.of(RectangleBoardThreadsBenchmark.class);
    }

    private static synchronized int[] independentValues(Board[] boards) {
        if (independent == null) {
            independent = RectangleBoards.solve(RectangleImpl.components, boards);
        }
        return independent;
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("combinations")
    void everyShotSolvesTheNextBoardOnTheCasesThreads(RectangleImpl impl, ThreadedBoards boards) {
        assertEquals(RectangleImpl.canonical_groups, impl, "the benchmark creates a CanonicalGroupsSolver");
        assertSame(RectangleBoardThreadsBenchmark.IMPL, impl);
        RectangleBoardThreadsBenchmark bench = new RectangleBoardThreadsBenchmark();
        bench.boards = boards;
        bench.setup();
        Board[] collection = bench.collection;
        assertEquals(Arrays.asList(boards.boards()), Arrays.asList(collection));
        int[] expected = independentValues(collection);
        for (int i = 0; i < ThreadedBoards.COUNT; i++) {
            bench.nextBoard(RectangleBoardMedianBenchmarkTest.iteration(IterationType.WARMUP));
            assertSame(collection[i], bench.current, "warmup shot " + i);
        }
        for (int i = 0; i <= collection.length; i++) {
            bench.nextBoard(RectangleBoardMedianBenchmarkTest.iteration(IterationType.MEASUREMENT));
            int item = i % collection.length;
            assertSame(collection[item], bench.current, "measured shot " + i);
            if (i == collection.length) {
                break; // the second pass starts again at the first board
            }
            Checksum checksum = new Checksum();
            checksum.reset();
            String what = boards.label() + " board " + item + ":\n" + bench.current;
            assertEquals(expected[item], bench.grundy(checksum), what);
            CHECKSUMS.check("board " + item, Checksum.of(expected[item]), checksum, what);
        }
    }

    /**
     * Every board reaches the solver's parallel search (a group of at least 20 cells) and is
     * hard: at least 300,000 memoised groups on one thread, which took over a second (the memo
     * size does not depend on the machine).
     */
    @Test
    void everyBoardIsHardAndSearchedOnEveryThread() {
        Board[] boards = ThreadedBoards._8x8_60_1t.boards();
        int[] values = new int[boards.length];
        for (int i = 0; i < boards.length; i++) {
            assertTrue(RectangleBoardMedianBenchmarkTest.largestGroup(boards[i]) >= 20, "board " + i);
            CanonicalGroupsSolver solver = new CanonicalGroupsSolver(CanonicalGroupsSolver.DEFAULT_MAX_MEMO_ENTRIES,
                    CanonicalGroupsSolver.DEFAULT_TIME_BUDGET_MILLIS, 1);
            values[i] = solver.grundy(boards[i]);
            assertTrue(solver.memoSize() >= 300_000, "board " + i + " memoised " + solver.memoSize());
        }
        assertArrayEquals(independentValues(boards), values);
    }
}
