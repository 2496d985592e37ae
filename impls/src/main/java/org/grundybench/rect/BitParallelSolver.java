package org.grundybench.rect;

import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;
import org.grundybench.core.Mex;
import org.grundybench.core.Work;

/**
 * Rectangles as bit masks, and only the rectangles that fit are generated
 * ({@link RectangleGeometry#fittingRectangles}): tables bottom-up, single boards by
 * memoised recursion in a primitive map, with a {@code long} mex and move buffers reused
 * per recursion depth so the hot loop allocates nothing.
 */
public final class BitParallelSolver extends Work.Counted implements RectangleSolver {
    private RectangleGeometry shape;
    private Long2IntOpenHashMap memo;
    private long[][] buffers;

    @Override
    public int grundy(Board board) {
        RectangleGeometry g = RectangleGeometry.of(board);
        if (!g.equals(shape)) {
            shape = g;
            memo = new Long2IntOpenHashMap();
            memo.defaultReturnValue(-1);
            buffers = new long[g.cells() + 1][g.rectangleCount()];
        }
        int value = solve(board.cells(), 0);
        Work.hold(work, memo.size());
        return value;
    }

    private int solve(long board, int depth) {
        if (board == 0) {
            return 0;
        }
        int known = Work.lookup(work, memo.get(board));
        if (known >= 0) {
            return known;
        }
        long[] moves = buffers[depth];
        int n = shape.fittingRectangles(board, moves);
        long seen = 0;
        for (int i = 0; i < n; i++) {
            seen = Mex.with(seen, solve(board ^ moves[i], depth + 1));
        }
        Work.add(work, 1, n, 0);
        int value = Mex.ofMask(seen);
        memo.put(board, value);
        return value;
    }

    @Override
    public byte[] table(int rows, int cols) {
        RectangleGeometry.checkTableSize(rows, cols, maxTableCells());
        RectangleGeometry g = RectangleGeometry.of(rows, cols);
        byte[] table = new byte[1 << g.cells()];
        long[] moves = new long[g.rectangleCount()];
        for (int p = 1; p < table.length; p++) {
            int n = g.fittingRectangles(p, moves);
            long seen = 0;
            for (int i = 0; i < n; i++) {
                seen |= 1L << table[(int) (p ^ moves[i])];
            }
            table[p] = (byte) Mex.ofMask(seen);
            Work.add(work, 1, n, n);
        }
        Work.hold(work, table.length);
        return table;
    }
}
