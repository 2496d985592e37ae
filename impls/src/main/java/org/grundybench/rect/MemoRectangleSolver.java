package org.grundybench.rect;

import java.util.function.Function;
import org.grundybench.core.MemoizedRecursion;

/**
 * Shared plumbing of the rectangle solvers built on {@link MemoizedRecursion}: one recursion
 * (and memo) per board shape, kept across calls, and the full table read from it.
 */
abstract class MemoRectangleSolver implements RectangleSolver {
    private final Function<RectangleGeometry, MemoizedRecursion> recursionFactory;
    private RectangleGeometry lastShape;
    private MemoizedRecursion lastRecursion;

    MemoRectangleSolver(Function<RectangleGeometry, MemoizedRecursion> recursionFactory) {
        this.recursionFactory = recursionFactory;
    }

    /** The recursion for a shape; switching shape starts a fresh memo. */
    MemoizedRecursion recursionFor(RectangleGeometry shape) {
        if (!shape.equals(lastShape)) {
            lastShape = shape;
            lastRecursion = recursionFactory.apply(shape);
        }
        return lastRecursion;
    }

    @Override
    public int grundy(Board board) {
        return recursionFor(RectangleGeometry.of(board)).grundy(board.cells());
    }

    @Override
    public byte[] table(int rows, int cols) {
        RectangleGeometry.checkTableSize(rows, cols);
        RectangleGeometry shape = RectangleGeometry.of(rows, cols);
        MemoizedRecursion recursion = recursionFactory.apply(shape);
        // Every position is a subset of the full board, so one descent fills the memo.
        recursion.grundy(shape.fullMask());
        byte[] table = new byte[1 << shape.cells()];
        for (int p = 0; p < table.length; p++) {
            table[p] = (byte) recursion.grundy(p);
        }
        return table;
    }
}
