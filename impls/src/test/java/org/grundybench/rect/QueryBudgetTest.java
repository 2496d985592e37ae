package org.grundybench.rect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.grundybench.core.Deadline;
import org.grundybench.core.SolverLimitException;
import org.grundybench.core.TestClock;
import org.grundybench.reference.RectangleReference;
import org.junit.jupiter.api.Test;

/**
 * A query of {@link CanonicalGroupsSolver} is the value and the search for a winning move
 * together ({@link RectangleMoves#answer}): one deadline and one memo budget bound both, and
 * the search reuses the memo the value filled.
 */
class QueryBudgetTest {
    /**
     * A group, the same group turned a quarter, and a lone cell last: G = 1. The value search
     * solves the group once and finds its turned copy under its canonical key; the move search
     * meets the turned copy's options (each stored under one more key) before the lone cell,
     * the winning move.
     */
    static final Board TWIN_GROUPS_AND_A_CELL = Board.of(
            "11100000",
            "10000000",
            "11000000",
            "01100000",
            "00000000",
            "00000111",
            "00001101",
            "10001001");

    /** The memo the value of {@code board} fills in a fresh solver. */
    static int memoOfTheValue(Board board) {
        CanonicalGroupsSolver solver = new CanonicalGroupsSolver();
        solver.grundy(board);
        return solver.memoSize();
    }

    @Test
    void theMemoBudgetBoundsTheValueAndTheMoveTogether() {
        Board board = TWIN_GROUPS_AND_A_CELL;
        assertEquals(RectangleReference.grundy(board), new CanonicalGroupsSolver().grundy(board));
        int memo = memoOfTheValue(board);
        // The value alone fits a budget of exactly its memo...
        assertEquals(RectangleReference.grundy(board), new CanonicalGroupsSolver(memo, 60_000).grundy(board));
        // ...the value and the move search do not.
        SolverLimitException e = assertThrows(SolverLimitException.class,
                () -> RectangleMoves.answer(new CanonicalGroupsSolver(memo, 60_000), board));
        assertTrue(e.getMessage().contains("Grundy value " + RectangleReference.grundy(board)), e.getMessage());
        assertTrue(e.getMessage().contains("memo budget of " + memo + " groups"), e.getMessage());
        // With room for both, the move wins.
        RectangleMove move = RectangleMoves.answer(new CanonicalGroupsSolver(2 * memo, 60_000), board)
                .winningMove().orElseThrow();
        assertEquals(0, RectangleReference.grundy(move.applyTo(board)), move.toString());
    }

    @Test
    void theMoveSearchReusesTheMemoOfTheValue() {
        SplittableRandom rnd = new SplittableRandom(6_6);
        for (int i = 0; i < 5; i++) {
            Board board = random(rnd, 7, 7, 0.55);
            CanonicalGroupsSolver solver = new CanonicalGroupsSolver();
            Deadline deadline = solver.newDeadline();
            int g = solver.grundy(board, deadline);
            int memo = solver.memoSize();
            RectangleMoves.Answer answer = RectangleMoves.answer(solver, board, deadline);
            assertEquals(g, answer.grundy());
            // Every option's groups were valued by the value search: at most a key per
            // group image more, never a fresh search.
            assertTrue(solver.memoSize() <= memo + 4 * board.ones() * board.ones(),
                    memo + " groups before, " + solver.memoSize() + " after the search; " + board);
            answer.winningMove().ifPresent(m -> assertEquals(0, new ComponentsSolver().grundy(m.applyTo(board)),
                    board + "\n" + m));
        }
    }

    @Test
    void aPassedDeadlineRefusesEvenAMemoisedBoard() {
        CanonicalGroupsSolver solver = new CanonicalGroupsSolver();
        Board board = Board.of("0110", "0000", "0000", "0001");
        assertEquals(3, solver.grundy(board));
        SolverLimitException e = assertThrows(SolverLimitException.class,
                () -> RectangleMoves.answer(solver, board, TestClock.passed(1)));
        assertTrue(e.getMessage().contains("time budget of 1 ms"), e.getMessage());
    }

    /**
     * A clock that moves a millisecond at each read: the 10-ms deadline passes at its 12th read
     * (the one that made it, 10 within the budget, the first past it), and that read refuses the
     * whole answer; the search reads the clock at regular intervals of groups.
     */
    @Test
    void theTimeBudgetBoundsTheWholeAnswer() {
        Board full = Board.full(8, 8);
        CanonicalGroupsSolver solver = new CanonicalGroupsSolver(Integer.MAX_VALUE - 8, 60_000, 1);
        TestClock clock = TestClock.steppingMillis(1);
        SolverLimitException e = assertThrows(SolverLimitException.class,
                () -> RectangleMoves.answer(solver, full, Deadline.in(10, clock)));
        assertTrue(e.getMessage().contains("time budget of 10 ms"), e.getMessage());
        assertEquals(12, clock.reads(), "no read after the first one past the deadline");
    }

    static Board random(SplittableRandom rnd, int rows, int cols, double density) {
        long cells = 0;
        for (int i = 0; i < rows * cols; i++) {
            if (rnd.nextDouble() < density) {
                cells |= 1L << i;
            }
        }
        return new Board(rows, cols, cells);
    }
}
