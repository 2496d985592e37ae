package org.grundybench.rect;

import org.grundybench.core.Deadline;
import org.grundybench.core.Work;

/**
 * Solves rectangle removal. Implementations may keep a memo across calls on one instance
 * (so they are not thread-safe); {@link RectangleImpl#create()} gives a fresh one.
 */
public interface RectangleSolver extends Work.Source {
    /** The Grundy value of one board (any R x C with R * C <= 64), as one query of its own. */
    int grundy(Board board);

    /**
     * The Grundy value of one board as part of the query that {@code deadline} bounds (calls
     * given one deadline, e.g. a value and the search for a winning move): a solver with a budget
     * keeps its memo for the query and refuses with a
     * {@link org.grundybench.core.SolverLimitException} once the deadline has passed.
     */
    default int grundy(Board board, Deadline deadline) {
        return grundy(board);
    }

    /** The deadline of a query starting now: the solver's time budget, or {@link Deadline#NONE}. */
    default Deadline newDeadline() {
        return Deadline.NONE;
    }

    /**
     * The Grundy value of every position of an R x C board, R * C <= {@link #maxTableCells()},
     * indexed by the position's bits in the {@link Board} layout (bit r * C + c is cell (r, c)).
     *
     * @throws org.grundybench.core.SolverLimitException beyond {@link #maxTableCells()} cells
     */
    byte[] table(int rows, int cols);

    /** The most cells a board may have for {@link #table}: 25 (32 MiB) unless a solver says more. */
    default int maxTableCells() {
        return RectangleGeometry.MAX_TABLE_CELLS;
    }

    /** The implementation whose search {@link #table} runs where it is not this solver's own; null where it is. */
    default RectangleImpl tablesBy() {
        return null;
    }

    /** The most ones a board may have for {@link #grundy(Board)}: every board the game allows unless a solver says fewer. */
    default int maxBoardOnes() {
        return Long.SIZE;
    }

    /** Whether the first player (A) wins, as one query of its own. */
    default boolean firstPlayerWins(Board board) {
        return firstPlayerWins(board, newDeadline());
    }

    /**
     * Whether the first player (A) wins, as part of the query that {@code deadline} bounds (see
     * {@link #grundy(Board, Deadline)}): whether the value is non-zero, unless a solver decides
     * the outcome without the value.
     */
    default boolean firstPlayerWins(Board board, Deadline deadline) {
        return grundy(board, deadline) != 0;
    }
}
