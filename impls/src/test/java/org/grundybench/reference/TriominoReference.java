package org.grundybench.reference;

import java.util.HashMap;
import java.util.Map;

/**
 * Exhaustive reference for the triomino game, sharing no code with the solvers: it searches
 * the 2N cells directly. A position is a mask of filled cells, top row bits 0..N-1 and bottom
 * row bits N..2N-1; a move fills three empty cells of a 2x2 block. Practical for N <= 12.
 * {@link #grundy(End, int, End)} searches strips whose ends have one extra cell sticking out
 * the same way, on a grid whose unused end cells start filled.
 */
public final class TriominoReference {
    /** The cell a placement leaves empty within its 2x2 block at columns c, c+1. */
    public enum Corner {
        TOP_LEFT, TOP_RIGHT, BOTTOM_LEFT, BOTTOM_RIGHT
    }

    private final int n;
    private final Map<Long, Integer> memo = new HashMap<>();

    public TriominoReference(int n) {
        if (n < 0 || n > 31) {
            throw new IllegalArgumentException("the reference handles 0 <= N <= 31");
        }
        this.n = n;
    }

    /** One end of a strip: flush, or one extra empty cell sticking out in the top or bottom row. */
    public enum End {
        FLUSH, TOP, BOTTOM
    }

    /** G of the empty 2 x n strip. */
    public static int grundy(int n) {
        return new TriominoReference(n).grundy(0L);
    }

    /**
     * G of a strip of m full (empty) columns with the given ends, searched cell by cell on a
     * 2 x (m + 2) grid: column 0 and column m + 1 hold the end cells, and every cell of those
     * two columns that is not an extra end cell starts filled. Practical for m <= 10.
     */
    public static int grundy(End left, int m, End right) {
        if (m < 0 || m > 29) {
            throw new IllegalArgumentException("the reference handles 0 <= m <= 29");
        }
        int width = m + 2;
        TriominoReference ref = new TriominoReference(width);
        long filled = 0;
        if (left != End.TOP) {
            filled |= 1L; // top cell of column 0
        }
        if (left != End.BOTTOM) {
            filled |= 1L << width; // bottom cell of column 0
        }
        if (right != End.TOP) {
            filled |= 1L << (width - 1); // top cell of column m + 1
        }
        if (right != End.BOTTOM) {
            filled |= 1L << (2 * width - 1); // bottom cell of column m + 1
        }
        return ref.grundy(filled);
    }

    /** The mask of the block at 0-based column c (c, c+1) minus the given corner. */
    public long piece(int c, Corner empty) {
        long tl = 1L << c;
        long tr = 1L << (c + 1);
        long bl = 1L << (n + c);
        long br = 1L << (n + c + 1);
        long block = tl | tr | bl | br;
        switch (empty) {
            case TOP_LEFT:
                return block & ~tl;
            case TOP_RIGHT:
                return block & ~tr;
            case BOTTOM_LEFT:
                return block & ~bl;
            default:
                return block & ~br;
        }
    }

    /** G of the strip with the given cells already filled. */
    public int grundy(long filled) {
        Integer known = memo.get(filled);
        if (known != null) {
            return known;
        }
        boolean[] seen = new boolean[4 * n + 2];
        for (int c = 0; c + 1 < n; c++) {
            for (Corner corner : Corner.values()) {
                long p = piece(c, corner);
                if ((filled & p) == 0) {
                    seen[grundy(filled | p)] = true;
                }
            }
        }
        int mex = 0;
        while (seen[mex]) {
            mex++;
        }
        memo.put(filled, mex);
        return mex;
    }
}
