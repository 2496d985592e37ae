package org.grundybench.rect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.grundybench.core.SolverLimitException;
import org.grundybench.core.Deadline;
import org.grundybench.core.TestClock;
import org.grundybench.reference.RectangleReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What {@link OutcomeSearchSolver} promises beyond the contract: its outcomes and values agree
 * with the exhaustive reference and with canonical_groups. Small thresholds of 1 to 6 cells send
 * nearly every group through the outcome search rather than the mex search it delegates to.
 */
@Timeout(value = 1, unit = TimeUnit.MINUTES)
class OutcomeSearchSolverTest {
    private static OutcomeSearchSolver solver(int smallCells) {
        return new OutcomeSearchSolver(CanonicalGroupsSolver.DEFAULT_MAX_MEMO_ENTRIES,
                CanonicalGroupsSolver.DEFAULT_TIME_BUDGET_MILLIS, smallCells);
    }

    private static Board random(Random rnd, int rows, int cols, double density) {
        long cells = 0;
        for (int i = 0; i < rows * cols; i++) {
            if (rnd.nextDouble() < density) {
                cells |= 1L << i;
            }
        }
        return new Board(rows, cols, cells);
    }

    private static int largestGroup(Board b) {
        RectangleGeometry g = RectangleGeometry.of(b);
        int largest = 0;
        for (long rest = b.cells(); rest != 0; ) {
            long group = g.groupOf(rest, rest & -rest);
            rest ^= group;
            largest = Math.max(largest, Long.bitCount(group));
        }
        return largest;
    }

    /** Random boards up to 14 ones: the outcome and the value, on a fresh solver and a kept one. */
    @ParameterizedTest
    @ValueSource(ints = {1, 3, 6, OutcomeSearchSolver.DEFAULT_SMALL_CELLS})
    void matchesTheReferenceOnRandomSmallBoards(int smallCells) {
        Random rnd = new Random(0x0C7C_0E5L + smallCells);
        int[][] shapes = {{3, 3}, {3, 4}, {4, 4}, {2, 8}, {4, 5}, {5, 5}, {6, 6}, {8, 8}};
        OutcomeSearchSolver kept = solver(smallCells);
        int losses = 0;
        for (int i = 0; i < 100; i++) {
            int[] s = shapes[i % shapes.length];
            Board b = BoardOps.random(rnd, s[0], s[1], rnd.nextInt(Math.min(s[0] * s[1], 14) + 1));
            int g = RectangleReference.grundy(b);
            String where = "small " + smallCells + ", case " + i + ", " + BoardOps.describe(b);
            assertEquals(g != 0, solver(smallCells).firstPlayerWins(b), where);
            assertEquals(g != 0, kept.firstPlayerWins(b), "kept memo; " + where);
            assertEquals(g, solver(smallCells).grundy(b), where);
            assertEquals(g, kept.grundy(b), "kept memo; " + where);
            losses += g == 0 ? 1 : 0;
        }
        assertTrue(losses >= 5, losses + " second-player wins");
    }

    /**
     * A group and a rotated or reflected copy, apart: G + G' = 0, a second-player win; with a
     * lone cell added, a first-player win of value 1. Groups of up to 24 cells, beyond the
     * reference, searched for their outcome.
     */
    @ParameterizedTest
    @ValueSource(ints = {2, 5, OutcomeSearchSolver.DEFAULT_SMALL_CELLS})
    void twoEqualGroupsAreASecondPlayerWin(int smallCells) {
        Random rnd = new Random(0x7E0_6E0L + smallCells);
        int done = 0;
        while (done < 12) {
            // A group within rows 0..2 of an 8x8 board, its image within rows 5..7.
            Board band = random(rnd, 3, 8, 0.7);
            List<Board> groups = BoardOps.croppedGroups(band);
            Board group = groups.stream().max((x, y) -> Integer.compare(x.ones(), y.ones())).orElse(null);
            if (group == null || group.ones() <= smallCells || group.ones() > 24) {
                continue;
            }
            List<Board> images = BoardOps.symmetries(group);
            Board image = images.get(rnd.nextInt(images.size()));
            if (image.rows() > 3) {
                image = images.get(0);
            }
            Board a = BoardOps.embed(group, 8, 8, 0, rnd.nextInt(8 - group.cols() + 1));
            Board b = BoardOps.embed(image, 8, 8, 5, rnd.nextInt(8 - image.cols() + 1));
            Board twins = new Board(8, 8, a.cells() | b.cells());
            // A lone cell in row 3 under a gap of row 2, or in row 4 over a gap of row 5.
            long lone = (~(a.cells() << 8) & 0xFFL << 24) | (~(b.cells() >>> 8) & 0xFFL << 32);
            if (lone == 0) {
                continue;
            }
            String where = "small " + smallCells + ", " + BoardOps.describe(twins);
            assertFalse(solver(smallCells).firstPlayerWins(twins), where);
            assertEquals(0, solver(smallCells).grundy(twins), where);
            Board withCell = new Board(8, 8, twins.cells() | Long.lowestOneBit(lone));
            assertTrue(solver(smallCells).firstPlayerWins(withCell), where + " and a lone cell");
            assertEquals(1, solver(smallCells).grundy(withCell), where + " and a lone cell");
            done++;
        }
    }

    /** 8x8 at density 0.5 (largest group kept to 24 cells, quick for canonical_groups). */
    @Test
    void matchesCanonicalGroupsOnRandom8x8Boards() {
        Random rnd = new Random(0x88_05L);
        int done = 0;
        while (done < 6) {
            Board b = random(rnd, 8, 8, 0.5);
            if (largestGroup(b) > 24) {
                continue;
            }
            int g = new CanonicalGroupsSolver(1).grundy(b);
            assertEquals(g != 0, new OutcomeSearchSolver().firstPlayerWins(b), b.toString());
            assertEquals(g, new OutcomeSearchSolver().grundy(b), b.toString());
            assertEquals(g != 0, solver(6).firstPlayerWins(b), "small 6\n" + b);
            done++;
        }
    }

    /**
     * Every query on two and three threads from the start: outcomes and values as the
     * reference's, on fresh solvers and on one that keeps its memos.
     */
    @ParameterizedTest
    @ValueSource(ints = {1, 3, 6})
    void matchesTheReferenceOnEveryThread(int smallCells) {
        Random rnd = new Random(0x7A2E_ADL + smallCells);
        int[][] shapes = {{3, 4}, {4, 4}, {4, 5}, {5, 5}, {6, 6}, {8, 8}};
        for (int threads = 2; threads <= 3; threads++) {
            OutcomeSearchSolver kept = everyThread(smallCells, threads);
            for (int i = 0; i < 60; i++) {
                int[] s = shapes[i % shapes.length];
                Board b = BoardOps.random(rnd, s[0], s[1], 6 + rnd.nextInt(Math.min(s[0] * s[1], 14) - 5));
                int g = RectangleReference.grundy(b);
                String where = "small " + smallCells + ", threads " + threads + ", case " + i + ", " + BoardOps.describe(b);
                assertEquals(g != 0, everyThread(smallCells, threads).firstPlayerWins(b), where);
                assertEquals(g != 0, kept.firstPlayerWins(b), "kept memo; " + where);
                assertEquals(g, everyThread(smallCells, threads).grundy(b), where);
                assertEquals(g, kept.grundy(b), "kept memo; " + where);
            }
        }
    }

    /** 8x8 boards of 38 ones (the suite's density 0.6), beyond the reference: two threads decide them as one does. */
    @Test
    void everyThreadAgreesWithOneOnDenseBoards() {
        Random rnd = new Random(0x6060L);
        for (int i = 0; i < 8; i++) {
            Board b = BoardOps.random(rnd, 8, 8, 38);
            boolean one = new OutcomeSearchSolver(CanonicalGroupsSolver.DEFAULT_MAX_MEMO_ENTRIES,
                    CanonicalGroupsSolver.DEFAULT_TIME_BUDGET_MILLIS, OutcomeSearchSolver.DEFAULT_SMALL_CELLS, 1)
                    .firstPlayerWins(b);
            assertEquals(one, everyThread(OutcomeSearchSolver.DEFAULT_SMALL_CELLS, 2).firstPlayerWins(b), b.toString());
            assertEquals(one, new OutcomeSearchSolver(2).firstPlayerWins(b), "default start\n" + b);
        }
    }

    /**
     * A refusal on a helper thread stops the others and leaves the solver usable: the deadline's
     * clock moves only when a helper reads it, so the refusal is a helper's and the calling
     * thread is told to stop.
     */
    @Test
    void refusesOnEveryThreadAndStaysUsable() {
        Board dense = random(new Random(70), 8, 8, 0.7);
        OutcomeSearchSolver solver = new OutcomeSearchSolver(Integer.MAX_VALUE - 8, 60_000, 4, 2, 0);
        TestClock clock = TestClock.standingStill();
        Thread caller = Thread.currentThread();
        Deadline helpersPassIt = Deadline.in(30, () -> {
            if (Thread.currentThread() != caller) {
                clock.advanceMillis(1);
            }
            return clock.getAsLong();
        });
        SolverLimitException time = assertThrows(SolverLimitException.class, () -> solver.grundy(dense, helpersPassIt));
        assertTrue(time.getMessage().contains("time budget of 30 ms"), time.getMessage());
        assertTrue(solver.firstPlayerWins(Board.of("11"), Deadline.NONE));
        assertEquals(2, solver.grundy(Board.of("11"), Deadline.NONE));
    }

    /** A solver that searches every query on {@code threads} threads from the start. */
    private static OutcomeSearchSolver everyThread(int smallCells, int threads) {
        return new OutcomeSearchSolver(CanonicalGroupsSolver.DEFAULT_MAX_MEMO_ENTRIES,
                CanonicalGroupsSolver.DEFAULT_TIME_BUDGET_MILLIS, smallCells, threads, 0);
    }

    /**
     * Winning moves come from the solver's outcomes, after its value or alone: each leaves a board
     * the reference values 0.
     */
    @Test
    void winningMovesLeaveALoss() {
        Random rnd = new Random(0x30E5_0CL);
        OutcomeSearchSolver solver = solver(3);
        int wins = 0;
        for (int i = 0; i < 30; i++) {
            Board b = BoardOps.random(rnd, 4, 5, 6 + rnd.nextInt(8));
            RectangleMoves.Answer answer = RectangleMoves.answer(solver, b);
            assertEquals(RectangleReference.grundy(b), answer.grundy(), BoardOps.describe(b));
            assertEquals(new RectangleMoves.Outcome(answer.grundy() != 0, answer.winningMove()),
                    RectangleMoves.outcome(solver(3), b), BoardOps.describe(b));
            if (answer.winningMove().isPresent()) {
                wins++;
                assertEquals(0, RectangleReference.grundy(answer.winningMove().get().applyTo(b)),
                        BoardOps.describe(b) + "\n" + answer.winningMove().get());
            }
        }
        assertTrue(wins >= 15, wins + " first-player wins");
    }

    /** Dense boards that no single move empties (a full board is won at once by taking it all). */
    @Test
    void refusesBeyondItsBudgetsAndStaysUsable() {
        Board dense = random(new Random(70), 8, 8, 0.7);
        OutcomeSearchSolver tiny = new OutcomeSearchSolver(100, 60_000, 4);
        SolverLimitException memo = assertThrows(SolverLimitException.class, () -> tiny.firstPlayerWins(dense));
        assertTrue(memo.getMessage().contains("memo budget of 100 groups"), memo.getMessage());
        assertEquals(1, tiny.grundy(Board.of("1")));
        OutcomeSearchSolver quick = new OutcomeSearchSolver(Integer.MAX_VALUE - 8, 60_000, 4);
        SolverLimitException time = assertThrows(SolverLimitException.class,
                () -> quick.grundy(dense, Deadline.in(1, TestClock.steppingMillis(1))));
        assertTrue(time.getMessage().contains("time budget of 1 ms"), time.getMessage());
        assertTrue(quick.firstPlayerWins(Board.of("1"), Deadline.NONE));
    }
}
