package org.grundybench.rect;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Board manipulation for the contract tests, written from the documented {@link Board} API
 * ({@code get}, the record constructor and the bit layout bit r * C + c) and sharing no code
 * with the solvers: symmetries, translation into a larger frame, 4-connected groups.
 */
final class BoardOps {
    private BoardOps() {
    }

    @FunctionalInterface
    interface CellRule {
        boolean isOne(int r, int c);
    }

    static Board build(int rows, int cols, CellRule rule) {
        long cells = 0;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (rule.isOne(r, c)) {
                    cells |= 1L << (r * cols + c);
                }
            }
        }
        return new Board(rows, cols, cells);
    }

    /** A board with exactly {@code ones} ones at uniformly random cells. */
    static Board random(Random rnd, int rows, int cols, int ones) {
        int n = rows * cols;
        if (ones < 0 || ones > n) {
            throw new IllegalArgumentException(ones + " ones on " + rows + "x" + cols);
        }
        int[] cells = new int[n];
        for (int i = 0; i < n; i++) {
            cells[i] = i;
        }
        long bits = 0;
        for (int i = 0; i < ones; i++) {
            int j = i + rnd.nextInt(n - i);
            int t = cells[i];
            cells[i] = cells[j];
            cells[j] = t;
            bits |= 1L << cells[i];
        }
        return new Board(rows, cols, bits);
    }

    /** Rotated a quarter turn clockwise: an R x C board becomes C x R. */
    static Board rotate(Board b) {
        return build(b.cols(), b.rows(), (r, c) -> b.get(b.rows() - 1 - c, r));
    }

    /** Mirrored left to right. */
    static Board mirror(Board b) {
        return build(b.rows(), b.cols(), (r, c) -> b.get(r, b.cols() - 1 - c));
    }

    static Board transpose(Board b) {
        return build(b.cols(), b.rows(), (r, c) -> b.get(c, r));
    }

    /** All eight images under rotation and reflection, the board itself first. */
    static List<Board> symmetries(Board b) {
        List<Board> out = new ArrayList<>();
        Board x = b;
        for (int i = 0; i < 4; i++) {
            out.add(x);
            out.add(mirror(x));
            x = rotate(x);
        }
        return out;
    }

    /** The board placed with its top-left cell at (dr, dc) of an empty R x C frame. */
    static Board embed(Board b, int rows, int cols, int dr, int dc) {
        if (dr + b.rows() > rows || dc + b.cols() > cols) {
            throw new IllegalArgumentException("does not fit");
        }
        return build(rows, cols, (r, c) -> r >= dr && c >= dc && r - dr < b.rows() && c - dc < b.cols()
                && b.get(r - dr, c - dc));
    }

    /** The 4-connected groups of ones, each as a boolean grid over the whole board. */
    static List<boolean[][]> groups(Board b) {
        boolean[][] seen = new boolean[b.rows()][b.cols()];
        List<boolean[][]> out = new ArrayList<>();
        int[] stack = new int[b.rows() * b.cols()];
        for (int r0 = 0; r0 < b.rows(); r0++) {
            for (int c0 = 0; c0 < b.cols(); c0++) {
                if (!b.get(r0, c0) || seen[r0][c0]) {
                    continue;
                }
                boolean[][] group = new boolean[b.rows()][b.cols()];
                int top = 0;
                stack[top++] = r0 * b.cols() + c0;
                seen[r0][c0] = true;
                while (top > 0) {
                    int cell = stack[--top];
                    int r = cell / b.cols();
                    int c = cell % b.cols();
                    group[r][c] = true;
                    int[][] next = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
                    for (int[] n : next) {
                        if (n[0] >= 0 && n[0] < b.rows() && n[1] >= 0 && n[1] < b.cols()
                                && b.get(n[0], n[1]) && !seen[n[0]][n[1]]) {
                            seen[n[0]][n[1]] = true;
                            stack[top++] = n[0] * b.cols() + n[1];
                        }
                    }
                }
                out.add(group);
            }
        }
        return out;
    }

    /** The smallest board holding the given cells (at least one), cut to their bounding box. */
    static Board crop(boolean[][] grid) {
        int r1 = Integer.MAX_VALUE;
        int r2 = -1;
        int c1 = Integer.MAX_VALUE;
        int c2 = -1;
        for (int r = 0; r < grid.length; r++) {
            for (int c = 0; c < grid[r].length; c++) {
                if (grid[r][c]) {
                    r1 = Math.min(r1, r);
                    r2 = Math.max(r2, r);
                    c1 = Math.min(c1, c);
                    c2 = Math.max(c2, c);
                }
            }
        }
        int top = r1;
        int left = c1;
        return build(r2 - r1 + 1, c2 - c1 + 1, (r, c) -> grid[top + r][left + c]);
    }

    /** The groups of a board, each cut to its bounding box. */
    static List<Board> croppedGroups(Board b) {
        List<Board> out = new ArrayList<>();
        for (boolean[][] g : groups(b)) {
            out.add(crop(g));
        }
        return out;
    }

    /**
     * Lays boards out left to right with one empty column between neighbours, each at a
     * random height in a frame of {@code rows} rows, or returns null when they do not fit in
     * 64 cells.
     */
    static Board layOut(List<Board> parts, Random rnd, int extraRows) {
        int height = extraRows;
        int width = -1;
        for (Board p : parts) {
            height = Math.max(height, p.rows() + extraRows);
            width += p.cols() + 1;
        }
        if (parts.isEmpty() || (long) height * width > Board.MAX_CELLS) {
            return null;
        }
        boolean[][] grid = new boolean[height][width];
        int left = 0;
        for (Board p : parts) {
            int dr = rnd.nextInt(height - p.rows() + 1);
            for (int r = 0; r < p.rows(); r++) {
                for (int c = 0; c < p.cols(); c++) {
                    grid[dr + r][left + c] = p.get(r, c);
                }
            }
            left += p.cols() + 1;
        }
        return build(height, width, (r, c) -> grid[r][c]);
    }

    static String describe(Board b) {
        return b.rows() + "x" + b.cols() + " board with " + b.ones() + " ones (cells=0x"
                + Long.toHexString(b.cells()) + "):\n" + b;
    }
}
