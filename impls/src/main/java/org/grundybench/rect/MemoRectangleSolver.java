package org.grundybench.rect;

import java.util.function.BiFunction;
import org.grundybench.core.MemoizedRecursion;
import org.grundybench.core.Work;

/**
 * The rectangle solvers built on {@link MemoizedRecursion}, which differ in the moves, the memo
 * and the mex ({@link RectangleImpl}): one recursion (and memo) per board shape, kept across
 * calls, and the full table read from it.
 */
class MemoRectangleSolver extends Work.Counted implements RectangleSolver {
    private final BiFunction<RectangleGeometry, Work, MemoizedRecursion> recursionFactory;
    private RectangleGeometry lastShape;
    private MemoizedRecursion lastRecursion;

    MemoRectangleSolver(BiFunction<RectangleGeometry, Work, MemoizedRecursion> recursionFactory) {
        this.recursionFactory = recursionFactory;
    }

    /** The recursion for a shape; switching shape starts a fresh memo. */
    MemoizedRecursion recursionFor(RectangleGeometry shape) {
        if (!shape.equals(lastShape)) {
            lastShape = shape;
            lastRecursion = recursionFactory.apply(shape, work);
        }
        return lastRecursion;
    }

    @Override
    public int grundy(Board board) {
        return recursionFor(RectangleGeometry.of(board)).grundy(board.cells());
    }

    @Override
    public byte[] table(int rows, int cols) {
        RectangleGeometry.checkTableSize(rows, cols, maxTableCells());
        RectangleGeometry shape = RectangleGeometry.of(rows, cols);
        MemoizedRecursion recursion = recursionFactory.apply(shape, work);
        long[] positions = new long[1 << shape.cells()];
        for (int p = 0; p < positions.length; p++) {
            positions[p] = p;
        }
        int[] values = recursion.grundyAll(positions);
        byte[] table = new byte[values.length];
        for (int p = 0; p < table.length; p++) {
            table[p] = (byte) values[p];
        }
        return table;
    }
}
