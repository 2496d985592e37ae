package org.grundybench.rect;

/**
 * Solves rectangle removal. Implementations may keep a memo across calls on one instance
 * (so they are not thread-safe); {@link RectangleImpl#create()} gives a fresh one.
 */
public interface RectangleSolver {
    /** The Grundy value of one board (any R x C with R * C <= 64). */
    int grundy(Board board);

    /**
     * The Grundy value of every position of an R x C board, R * C <= 25, indexed by the
     * position's bits in the {@link Board} layout (bit r * C + c is cell (r, c)).
     *
     * @throws org.grundybench.core.SolverLimitException beyond 25 cells
     */
    byte[] table(int rows, int cols);

    /** Whether the first player (A) wins. */
    default boolean firstPlayerWins(Board board) {
        return grundy(board) != 0;
    }
}
