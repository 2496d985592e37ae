package org.grundybench.rect;

/**
 * Solves rectangle removal. Implementations may keep a memo across calls on one instance
 * (so they are not thread-safe); {@link RectangleImpl#create()} gives a fresh one.
 */
public interface RectangleSolver {
    /** The Grundy value of one board (any R x C with R * C <= 64). */
    int grundy(Board board);

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

    /** Whether the first player (A) wins. */
    default boolean firstPlayerWins(Board board) {
        return grundy(board) != 0;
    }
}
