package org.grundybench.reference;

import java.util.HashMap;
import java.util.Map;
import org.grundybench.rect.Board;

/**
 * Exhaustive reference for rectangle removal, written from the rules alone and sharing no
 * code with the solvers: a position is a boolean grid, every rectangle r1..r2 x c1..c2 is
 * tried and checked cell by cell, and values are memoised by the grid's contents.
 */
public final class RectangleReference {
    private final int rows;
    private final int cols;
    private final Map<Long, Integer> memo = new HashMap<>();

    public RectangleReference(int rows, int cols) {
        this.rows = rows;
        this.cols = cols;
    }

    /** G of a board (read through {@link Board#get}); practical up to about 20 ones. */
    public static int grundy(Board board) {
        return new RectangleReference(board.rows(), board.cols()).grundy(toGrid(board));
    }

    public static boolean[][] toGrid(Board board) {
        boolean[][] grid = new boolean[board.rows()][board.cols()];
        for (int r = 0; r < board.rows(); r++) {
            for (int c = 0; c < board.cols(); c++) {
                grid[r][c] = board.get(r, c);
            }
        }
        return grid;
    }

    public int grundy(boolean[][] grid) {
        long key = key(grid);
        Integer known = memo.get(key);
        if (known != null) {
            return known;
        }
        boolean[] seen = new boolean[rows * cols + 2];
        for (int r1 = 0; r1 < rows; r1++) {
            for (int c1 = 0; c1 < cols; c1++) {
                for (int r2 = r1; r2 < rows; r2++) {
                    for (int c2 = c1; c2 < cols; c2++) {
                        if (allOnes(grid, r1, c1, r2, c2)) {
                            set(grid, r1, c1, r2, c2, false);
                            seen[grundy(grid)] = true;
                            set(grid, r1, c1, r2, c2, true);
                        }
                    }
                }
            }
        }
        int mex = 0;
        while (seen[mex]) {
            mex++;
        }
        memo.put(key, mex);
        return mex;
    }

    /**
     * The value of every position of an R x C board; position p has cell (r, c) set when bit
     * r * C + c of p is set (the documented table layout).
     */
    public static byte[] table(int rows, int cols) {
        RectangleReference ref = new RectangleReference(rows, cols);
        byte[] table = new byte[1 << (rows * cols)];
        boolean[][] grid = new boolean[rows][cols];
        for (int p = 0; p < table.length; p++) {
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    grid[r][c] = (p >> (r * cols + c) & 1) == 1;
                }
            }
            table[p] = (byte) ref.grundy(grid);
        }
        return table;
    }

    private static boolean allOnes(boolean[][] g, int r1, int c1, int r2, int c2) {
        for (int r = r1; r <= r2; r++) {
            for (int c = c1; c <= c2; c++) {
                if (!g[r][c]) {
                    return false;
                }
            }
        }
        return true;
    }

    private static void set(boolean[][] g, int r1, int c1, int r2, int c2, boolean v) {
        for (int r = r1; r <= r2; r++) {
            for (int c = c1; c <= c2; c++) {
                g[r][c] = v;
            }
        }
    }

    /** The grid's cells read row by row as the bits of a number (at most 64 cells). */
    private static long key(boolean[][] g) {
        long key = 0;
        int i = 0;
        for (boolean[] row : g) {
            for (boolean b : row) {
                if (b) {
                    key |= 1L << i;
                }
                i++;
            }
        }
        return key;
    }
}
