package org.grundybench.rect;

import java.util.Optional;
import org.grundybench.core.Deadline;
import org.grundybench.core.SolverLimitException;

/** Winning moves of rectangle removal, found by asking a solver for the value of each option. */
public final class RectangleMoves {
    private RectangleMoves() {
    }

    /** The value of a board and, when the first player wins, a winning move. */
    public record Answer(int grundy, Optional<RectangleMove> winningMove) {
    }

    /** A winning move of {@code board}, or empty when the first player loses; see {@link #answer}. */
    public static Optional<RectangleMove> winningMove(RectangleSolver solver, Board board) {
        return answer(solver, board).winningMove();
    }

    /** {@link #answer(RectangleSolver, Board, Deadline)} within one new deadline of the solver's. */
    public static Answer answer(RectangleSolver solver, Board board) {
        return answer(solver, board, solver.newDeadline());
    }

    /**
     * The value of {@code board} and a move after which the board has value 0 (empty when the
     * value is 0). Options are tried in row-major order of the rectangle's top-left cell, then
     * by bottom row, then by right column; the first one of value 0 is the answer. The search asks
     * {@code solver} for each option's value: a solver that keeps its memo has met every option
     * (or its groups) already; {@link IterativeBitsetSolver} keeps nothing and would tabulate each
     * option afresh, so a {@link ComponentsSolver} of its own values its options.
     *
     * <p>The value and the search are one query: both run within {@code deadline}, checked
     * before each option too, and a refusal during the search says that the value was found.
     */
    public static Answer answer(RectangleSolver solver, Board board, Deadline deadline) {
        int g = solver.grundy(board, deadline);
        if (g == 0) {
            return new Answer(0, Optional.empty());
        }
        try {
            return new Answer(g, Optional.of(search(solver, board, g, deadline)));
        } catch (SolverLimitException e) {
            throw new SolverLimitException("the board has Grundy value " + g + ", but the search"
                    + " for a winning move was refused: " + e.getMessage());
        }
    }

    private static RectangleMove search(RectangleSolver solver, Board board, int g, Deadline deadline) {
        RectangleSolver search = solver instanceof IterativeBitsetSolver i ? i.forOptions() : solver;
        int rows = board.rows();
        int cols = board.cols();
        for (int r1 = 0; r1 < rows; r1++) {
            for (int c1 = 0; c1 < cols; c1++) {
                if (!board.get(r1, c1)) {
                    continue;
                }
                int width = cols - c1; // the right edge stays within every row's run of ones
                for (int r2 = r1; r2 < rows && board.get(r2, c1); r2++) {
                    int run = 0;
                    while (run < width && board.get(r2, c1 + run)) {
                        run++;
                    }
                    width = run;
                    for (int c2 = c1; c2 < c1 + width; c2++) {
                        deadline.check("no winning move found");
                        if (search.grundy(board.clear(r1, c1, r2, c2), deadline) == 0) {
                            return new RectangleMove(r1, c1, r2, c2);
                        }
                    }
                }
            }
        }
        throw new IllegalStateException("the board has Grundy value " + g
                + ", but no move leads to a board of value 0:\n" + board);
    }
}
