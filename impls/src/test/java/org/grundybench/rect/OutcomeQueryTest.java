package org.grundybench.rect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.grundybench.core.Deadline;
import org.grundybench.core.SolverLimitException;
import org.grundybench.core.TestClock;
import org.grundybench.reference.RectangleReference;
import org.junit.jupiter.api.Test;

/**
 * A "who wins" query ({@link RectangleSolver#firstPlayerWins(Board, Deadline)},
 * {@link RectangleMoves#outcome}): the outcome and the search for a winning move by outcomes
 * are one query of {@link OutcomeSearchSolver}, bounded by one deadline and one memo budget;
 * a value and a move by two solvers that disagree are an internal failure, not an answer.
 */
class OutcomeQueryTest {
    /**
     * 8x8, 42 ones (density 0.7): decided in milliseconds, and its winning move too; the test's
     * clock, not the board's cost, passes the deadline between the two. (With the options in
     * row-major order its move search took seconds.)
     */
    static final Board DENSE_WIN = Board.of(
            "10000011",
            "01011100",
            "01010110",
            "00111111",
            "10011111",
            "10011111",
            "10011111",
            "11111101");

    private static OutcomeSearchSolver solver(int maxMemoEntries, long timeBudgetMillis) {
        return new OutcomeSearchSolver(maxMemoEntries, timeBudgetMillis, OutcomeSearchSolver.DEFAULT_SMALL_CELLS, 1);
    }

    @Test
    void theMemoBudgetBoundsTheOutcomeAndTheMoveTogether() {
        Board board = QueryBudgetTest.TWIN_GROUPS_AND_A_CELL;
        OutcomeSearchSolver alone = solver(Integer.MAX_VALUE - 8, 60_000);
        assertTrue(alone.firstPlayerWins(board));
        int memo = alone.memoSize();
        // The outcome alone fits a budget of exactly its memo...
        assertTrue(solver(memo, 60_000).firstPlayerWins(board));
        // ...the outcome and the move search do not.
        SolverLimitException e = assertThrows(SolverLimitException.class,
                () -> RectangleMoves.outcome(solver(memo, 60_000), board));
        assertTrue(e.getMessage().startsWith("the first player wins, but the search for a winning move was"
                + " refused: board needs more than the memo budget of " + memo + " groups"), e.getMessage());
        // With room for both, the move wins.
        RectangleMove move = RectangleMoves.outcome(solver(2 * memo, 60_000), board).winningMove().orElseThrow();
        assertEquals(0, RectangleReference.grundy(move.applyTo(board)), move.toString());
    }

    /** The clock stands still while the outcome is decided, then passes the deadline: the move search is refused. */
    @Test
    void theTimeBudgetBoundsTheOutcomeAndTheMoveTogether() {
        TestClock clock = TestClock.standingStill();
        OutcomeSearchSolver outcomes = solver(Integer.MAX_VALUE - 8, 60_000);
        RectangleSolver passesAfterTheOutcome = new Delegating(outcomes) {
            private boolean decided;

            @Override
            public boolean firstPlayerWins(Board board, Deadline deadline) {
                boolean wins = outcomes.firstPlayerWins(board, deadline);
                if (!decided) {
                    decided = true;
                    clock.advanceMillis(501);
                }
                return wins;
            }
        };
        SolverLimitException e = assertThrows(SolverLimitException.class,
                () -> RectangleMoves.outcome(passesAfterTheOutcome, DENSE_WIN, Deadline.in(500, clock)));
        assertTrue(e.getMessage().startsWith("the first player wins, but the search for a winning move was"
                + " refused: "), e.getMessage());
        assertTrue(e.getMessage().contains("within the time budget of 500 ms"), e.getMessage());
    }

    /** Every solver's outcome, the default's (from the value) and outcome_search's, checks the deadline it is given. */
    @Test
    void aPassedDeadlineRefusesEvenADecidedBoard() {
        Board board = Board.of("0110", "0000", "0000", "0001");
        Deadline passed = TestClock.passed(1);
        for (RectangleSolver solver : new RectangleSolver[] {new CanonicalGroupsSolver(), new OutcomeSearchSolver()}) {
            assertTrue(solver.firstPlayerWins(board));
            SolverLimitException e = assertThrows(SolverLimitException.class,
                    () -> solver.firstPlayerWins(board, passed));
            assertTrue(e.getMessage().contains("time budget of 1 ms"), e.getMessage());
        }
        assertTrue(new ComponentsSolver().firstPlayerWins(board, passed), "no budget, no refusal");
    }

    /** A solver that answers as {@code inner}, for tests to change one of its answers. */
    private static class Delegating implements RectangleSolver {
        private final RectangleSolver inner;

        Delegating(RectangleSolver inner) {
            this.inner = inner;
        }

        @Override
        public int grundy(Board board) {
            return inner.grundy(board);
        }

        @Override
        public int grundy(Board board, Deadline deadline) {
            return inner.grundy(board, deadline);
        }

        @Override
        public boolean firstPlayerWins(Board board, Deadline deadline) {
            return inner.firstPlayerWins(board, deadline);
        }

        @Override
        public byte[] table(int rows, int cols) {
            return inner.table(rows, cols);
        }

        @Override
        public org.grundybench.core.Work.Counts work() {
            return inner.work();
        }
    }

    /** A solver whose every board is a first-player win, right or wrong. */
    private static final class AlwaysWins extends Delegating {
        AlwaysWins() {
            super(new ComponentsSolver());
        }

        @Override
        public boolean firstPlayerWins(Board board, Deadline deadline) {
            return true;
        }
    }

    @Test
    void outcomesThatContradictTheValueAreAnInternalFailure() {
        Board loss = Board.of("0010", "0000", "0000", "0001");
        Board win = Board.of("0110", "0000", "0000", "0001");
        RectangleSolver values = new ComponentsSolver();
        assertEquals(new RectangleMoves.Answer(0, java.util.Optional.empty()),
                RectangleMoves.answer(values, new ComponentsSolver(), loss, Deadline.NONE));
        IllegalStateException lossWon = assertThrows(IllegalStateException.class,
                () -> RectangleMoves.answer(values, new AlwaysWins(), loss, Deadline.NONE));
        assertTrue(lossWon.getMessage().startsWith("the board has Grundy value 0, but the solver of outcomes"
                + " finds a win for the first player"), lossWon.getMessage());
        IllegalStateException noMove = assertThrows(IllegalStateException.class,
                () -> RectangleMoves.answer(values, new AlwaysWins(), win, Deadline.NONE));
        assertTrue(noMove.getMessage().startsWith("the board has Grundy value 3, but no move leaves a loss"),
                noMove.getMessage());
        assertFalse(RectangleMoves.outcome(values, loss).firstPlayerWins());
    }
}
