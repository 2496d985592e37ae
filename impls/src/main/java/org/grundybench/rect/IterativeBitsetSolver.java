package org.grundybench.rect;

import org.grundybench.core.Mex;
import org.grundybench.core.SolverLimitException;
import org.grundybench.core.Work;

/**
 * Bottom-up table over every subset of the board's ones, in increasing numeric order (every
 * option is a subset, hence smaller), scanning all rectangle masks with a {@code long} mex.
 * One board is solved by numbering its k ones 0..k-1 and tabulating those 2^k subsets, so it
 * refuses boards with more than {@value #MAX_ONES} ones.
 */
public final class IterativeBitsetSolver extends Work.Counted implements RectangleSolver {
    /** Most ones a single board may have: its table takes 2^k bytes. */
    public static final int MAX_ONES = RectangleGeometry.MAX_TABLE_CELLS;

    /**
     * Values the options in the search for a winning move ({@link RectangleMoves}): this solver
     * keeps nothing and would tabulate each option afresh. Created on first use; its work is this one's.
     */
    private ComponentsSolver options;

    RectangleSolver forOptions() {
        if (options == null) {
            options = new ComponentsSolver();
        }
        return options;
    }

    @Override
    public Work.Counts work() {
        return options == null ? super.work() : super.work().plus(options.work());
    }

    @Override
    public int maxBoardOnes() {
        return MAX_ONES;
    }

    @Override
    public int grundy(Board board) {
        int k = board.ones();
        if (k > MAX_ONES) {
            throw new SolverLimitException("iterative_bitset tabulates boards with at most "
                    + MAX_ONES + " ones; this board has " + k);
        }
        long cells = board.cells();
        RectangleGeometry shape = RectangleGeometry.of(board);
        // Renumber each rectangle inside the board onto the board's k ones.
        long[] all = shape.allRectangles();
        int[] moves = new int[all.length];
        int n = 0;
        for (long m : all) {
            if ((cells & m) == m) {
                moves[n++] = compress(m, cells);
            }
        }
        byte[] table = tabulate(moves, n, k);
        return table[table.length - 1];
    }

    @Override
    public byte[] table(int rows, int cols) {
        RectangleGeometry.checkTableSize(rows, cols, maxTableCells());
        RectangleGeometry shape = RectangleGeometry.of(rows, cols);
        long[] all = shape.allRectangles();
        int[] moves = new int[all.length];
        for (int i = 0; i < all.length; i++) {
            moves[i] = (int) all[i];
        }
        return tabulate(moves, moves.length, shape.cells());
    }

    private byte[] tabulate(int[] moves, int moveCount, int bits) {
        byte[] table = new byte[1 << bits];
        for (int p = 1; p < table.length; p++) {
            long seen = 0;
            for (int i = 0; i < moveCount; i++) {
                int m = moves[i];
                if ((p & m) == m) {
                    seen |= 1L << table[p ^ m];
                }
            }
            table[p] = (byte) Mex.ofMask(seen);
        }
        // Counted outside the loop: move m is an option of the 2^(bits - |m|) positions holding it.
        for (int i = 0; Work.COUNTING && i < moveCount; i++) {
            long options = 1L << (bits - Integer.bitCount(moves[i]));
            Work.add(work, 0, options, options);
        }
        Work.add(work, table.length - 1, 0, 0);
        Work.hold(work, table.length);
        return table;
    }

    /** The bits of {@code mask} renumbered by their rank among the bits of {@code cells}. */
    private static int compress(long mask, long cells) {
        int out = 0;
        int rank = 0;
        for (long rest = cells; rest != 0; rest &= rest - 1, rank++) {
            if ((mask & rest & -rest) != 0) {
                out |= 1 << rank;
            }
        }
        return out;
    }
}
