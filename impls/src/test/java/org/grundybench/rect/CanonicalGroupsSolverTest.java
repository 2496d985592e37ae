package org.grundybench.rect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.grundybench.core.SolverLimitException;
import org.grundybench.core.Deadline;
import org.grundybench.core.TestClock;
import org.grundybench.reference.RectangleReference;
import org.junit.jupiter.api.Test;

/** What only {@link CanonicalGroupsSolver} promises: 8x8 boards, a kept memo, budgets. */
class CanonicalGroupsSolverTest {
    private static Board random(SplittableRandom rnd, int rows, int cols, double density) {
        long cells = 0;
        for (int i = 0; i < rows * cols; i++) {
            if (rnd.nextDouble() < density) {
                cells |= 1L << i;
            }
        }
        return new Board(rows, cols, cells);
    }

    @Test
    void sparse8x8BoardsMatchTheReference() {
        // Density 0.25 keeps groups small, and the reference searches the board whole.
        SplittableRandom rnd = new SplittableRandom(8_8);
        CanonicalGroupsSolver solver = new CanonicalGroupsSolver();
        int checked = 0;
        while (checked < 20) {
            Board b = random(rnd, 8, 8, 0.25);
            if (b.ones() > 18) {
                continue;
            }
            assertEquals(RectangleReference.grundy(b), solver.grundy(b), b.toString());
            checked++;
        }
    }

    @Test
    void denser8x8BoardsMatchTheComponentsSolver() {
        SplittableRandom rnd = new SplittableRandom(4_2);
        CanonicalGroupsSolver canonical = new CanonicalGroupsSolver();
        for (int i = 0; i < 10; i++) {
            Board b = random(rnd, 8, 8, 0.45);
            assertEquals(new ComponentsSolver().grundy(b), canonical.grundy(b), b.toString());
        }
    }

    @Test
    void longThinBoardsUseTheirOwnFrame() {
        SplittableRandom rnd = new SplittableRandom(1_64);
        CanonicalGroupsSolver canonical = new CanonicalGroupsSolver();
        for (int[] shape : new int[][] {{1, 64}, {2, 32}, {3, 20}, {20, 3}, {64, 1}}) {
            Board b = random(rnd, shape[0], shape[1], 0.5);
            assertEquals(new ComponentsSolver().grundy(b), canonical.grundy(b), b.toString());
        }
    }

    @Test
    void memoIsKeptAcrossQueries() {
        CanonicalGroupsSolver solver = new CanonicalGroupsSolver();
        Board b = random(new SplittableRandom(7), 6, 6, 0.5);
        int first = solver.grundy(b);
        int size = solver.memoSize();
        assertTrue(size > 0);
        assertEquals(first, solver.grundy(b));
        assertEquals(size, solver.memoSize(), "a repeated board adds nothing to the memo");
    }

    @Test
    void refusesABoardBeyondTheMemoryBudget() {
        CanonicalGroupsSolver solver = new CanonicalGroupsSolver(100, 60_000);
        SolverLimitException e = assertThrows(SolverLimitException.class,
                () -> solver.grundy(Board.full(4, 4)));
        assertTrue(e.getMessage().contains("memo budget of 100 groups (about 2.3 KiB)"), e.getMessage());
        // The solver stays usable after a refusal.
        assertEquals(1, solver.grundy(Board.of("1")));
    }

    @Test
    void refusesABoardBeyondTheTimeBudget() {
        CanonicalGroupsSolver solver = new CanonicalGroupsSolver(Integer.MAX_VALUE - 8, 1);
        Board dense = random(new SplittableRandom(70), 8, 8, 0.7);
        Deadline oneMsPerRead = Deadline.in(1, TestClock.steppingMillis(1));
        SolverLimitException e = assertThrows(SolverLimitException.class, () -> solver.grundy(dense, oneMsPerRead));
        assertTrue(e.getMessage().contains("time budget of 1 ms"), e.getMessage());
    }

    /** Tables past the others' 25 cells: 4x7 by row bands, 2x13 (too wide for bands) without. */
    @Test
    void tablesBeyondTwentyFiveCellsMatchTheReferenceOnSampledPositions() {
        for (int[] shape : new int[][] {{4, 7}, {2, 13}}) {
            int rows = shape[0];
            int cols = shape[1];
            byte[] table = new CanonicalGroupsSolver().table(rows, cols);
            assertEquals(1 << (rows * cols), table.length);
            SplittableRandom rnd = new SplittableRandom(rows * 100 + cols);
            int checked = 0;
            while (checked < 150) {
                long p = rnd.nextLong() & rnd.nextLong() & Board.fullMask(rows, cols);
                if (Long.bitCount(p) > 15) {
                    continue;
                }
                Board b = new Board(rows, cols, p);
                assertEquals(RectangleReference.grundy(b), table[(int) p], b.toString());
                checked++;
            }
            Board full = Board.full(rows, cols);
            // The full 4x7 board takes half a minute on one thread: a budget to match.
            assertEquals(new CanonicalGroupsSolver(CanonicalGroupsSolver.DEFAULT_MAX_MEMO_ENTRIES, 600_000)
                    .grundy(full), table[(int) full.cells()], rows + "x" + cols + " full board");
        }
    }

    @Test
    void tablesAreRefusedBeyondThirtyCells() {
        SolverLimitException e = assertThrows(SolverLimitException.class,
                () -> new CanonicalGroupsSolver().table(5, 7));
        assertTrue(e.getMessage().contains("1 to 30 cells"), e.getMessage());
        assertEquals(30, new CanonicalGroupsSolver().maxTableCells());
    }

    /** Large groups are searched on every thread; the values are those of one thread. */
    @Test
    void valuesAreTheSameOnOneThreadAndOnSeveral() {
        SplittableRandom rnd = new SplittableRandom(2_4);
        CanonicalGroupsSolver two = new CanonicalGroupsSolver(1 << 22, 60_000, 2);
        CanonicalGroupsSolver four = new CanonicalGroupsSolver(1 << 22, 60_000, 4);
        int parallel = 0;
        for (int i = 0; i < 16; ) {
            int side = 6 + i % 3;
            Board b = random(rnd, side, side, 0.55);
            if (largestGroup(b) > 26) {
                continue; // kept quick: a group of 27 cells or more can take seconds
            }
            i++;
            int one = new CanonicalGroupsSolver(1 << 22, 60_000, 1).grundy(b);
            assertEquals(one, two.grundy(b), "2 threads, " + b);
            assertEquals(one, four.grundy(b), "4 threads, " + b);
            assertEquals(one, new CanonicalGroupsSolver(1 << 22, 60_000, 3).grundy(b), "3 threads, fresh, " + b);
            if (largestGroup(b) >= CanonicalGroupsSolver.PARALLEL_FROM_CELLS) {
                parallel++;
            }
        }
        assertTrue(parallel >= 6, parallel + " boards with a group searched on several threads");
    }

    /** Each large group of a board is searched by the threads in turn, and small ones after. */
    @Test
    void boardsWithSeveralLargeGroupsOnSeveralThreads() {
        Board b = Board.of(
                "11111000",
                "11111000",
                "11111000",
                "11111010",
                "00000000",
                "11111110",
                "11111110",
                "11011111");
        int one = new CanonicalGroupsSolver(1 << 22, 60_000, 1).grundy(b);
        assertEquals(new ComponentsSolver().grundy(b), one);
        CanonicalGroupsSolver two = new CanonicalGroupsSolver(1 << 22, 60_000, 2);
        assertEquals(one, two.grundy(b));
        assertEquals(one, two.grundy(b), "again, on the kept memo");
        Board turned = BoardOps.transpose(b);
        assertEquals(one, two.grundy(turned), "its transpose, on the kept memo");
        assertEquals(one, new CanonicalGroupsSolver(1 << 22, 60_000, 4).grundy(turned), "its transpose, 4 threads");
    }

    @Test
    void budgetsBoundTheSearchOnSeveralThreads() {
        // A clock that moves a millisecond at each read, by any thread: the deadline passes at its
        // 12th read, and each of the four threads reads it at most once more, refused there.
        CanonicalGroupsSolver timed = new CanonicalGroupsSolver(Integer.MAX_VALUE - 8, 60_000, 4);
        TestClock clock = TestClock.steppingMillis(1);
        SolverLimitException e = assertThrows(SolverLimitException.class,
                () -> timed.grundy(Board.full(8, 8), Deadline.in(10, clock)));
        assertTrue(e.getMessage().contains("time budget of 10 ms"), e.getMessage());
        assertTrue(clock.reads() >= 12 && clock.reads() <= 11 + 4, clock.reads() + " reads");
        assertEquals(1, timed.grundy(Board.of("1"), Deadline.NONE), "usable after a refusal");

        CanonicalGroupsSolver small = new CanonicalGroupsSolver(5_000, 60_000, 4);
        e = assertThrows(SolverLimitException.class, () -> small.grundy(Board.full(8, 8)));
        assertTrue(e.getMessage().contains("memo budget of 5,000 groups"), e.getMessage());
        assertTrue(small.memoSize() == 0, "the refused board's memo is released");
        Board b = random(new SplittableRandom(5), 5, 5, 0.8);
        assertEquals(new ComponentsSolver().grundy(b), small.grundy(b), b.toString());
    }

    private static int largestGroup(Board b) {
        int largest = 0;
        for (Board g : BoardOps.croppedGroups(b)) {
            largest = Math.max(largest, g.ones());
        }
        return largest;
    }
}
