package org.grundybench.rect;

import org.grundybench.core.BitsetMex;
import org.grundybench.core.FastutilMemo;
import org.grundybench.core.Mex;
import org.grundybench.core.MemoizedRecursion;

/**
 * A board is the sum of its 4-connected groups of ones, so its value is the XOR of theirs.
 * One board: each group, moved to the corner, is solved by memoised recursion whose options
 * are split into groups again. Tables: a position that is not connected is the XOR of two
 * smaller entries (its first group and the rest); only connected ones need a mex.
 */
public final class ComponentsSolver extends MemoRectangleSolver {
    public ComponentsSolver() {
        super(shape -> new MemoizedRecursion(new GroupSplittingGame(shape), new FastutilMemo(),
                BitsetMex::new));
    }

    @Override
    public int grundy(Board board) {
        RectangleGeometry shape = RectangleGeometry.of(board);
        long[] parts = new long[shape.cells()];
        int count = new GroupSplittingGame(shape).split(board.cells(), parts);
        return recursionFor(shape).grundyOfSum(java.util.Arrays.copyOf(parts, count));
    }

    @Override
    public byte[] table(int rows, int cols) {
        return componentTable(rows, cols);
    }

    /** The full table by groups: shared with {@link CanonicalGroupsSolver}. */
    static byte[] componentTable(int rows, int cols) {
        RectangleGeometry.checkTableSize(rows, cols);
        RectangleGeometry g = RectangleGeometry.of(rows, cols);
        byte[] table = new byte[1 << g.cells()];
        long[] moves = new long[g.rectangleCount()];
        for (int p = 1; p < table.length; p++) {
            long first = g.groupOf(p, p & -p);
            if (first != p) {
                table[p] = (byte) (table[(int) first] ^ table[(int) (p ^ first)]);
                continue;
            }
            int n = g.fittingRectangles(p, moves);
            long seen = 0;
            for (int i = 0; i < n; i++) {
                seen |= 1L << table[(int) (p ^ moves[i])];
            }
            table[p] = (byte) Mex.ofMask(seen);
        }
        return table;
    }
}
