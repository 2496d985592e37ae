package org.grundybench.rect;

import java.util.Arrays;
import org.grundybench.core.BitsetMex;
import org.grundybench.core.FastutilMemo;
import org.grundybench.core.MemoizedRecursion;

/**
 * A board is the sum of its 4-connected groups of ones, so its value is the XOR of theirs.
 * One board: each group, moved to the corner, is solved by memoised recursion whose options
 * are split into groups again. Tables: {@link GroupTable#build}, by groups on one thread.
 */
public final class ComponentsSolver extends MemoRectangleSolver {
    public ComponentsSolver() {
        super((shape, work) -> new MemoizedRecursion(new GroupSplittingGame(shape), new FastutilMemo(),
                BitsetMex::new, work));
    }

    @Override
    public int grundy(Board board) {
        RectangleGeometry shape = RectangleGeometry.of(board);
        long[] parts = new long[shape.cells()];
        int count = new GroupSplittingGame(shape).split(board.cells(), parts);
        return recursionFor(shape).grundyOfSum(Arrays.copyOf(parts, count));
    }

    @Override
    public byte[] table(int rows, int cols) {
        return GroupTable.build(rows, cols, work);
    }
}
