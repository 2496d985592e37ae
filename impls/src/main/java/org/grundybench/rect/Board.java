package org.grundybench.rect;

/**
 * An R x C board of 0/1 cells, R * C <= 64, as a bitboard: cell (r, c), 0-based from the
 * top-left, is bit {@code r * cols + c}. A set bit is a 1-cell (still removable).
 */
public record Board(int rows, int cols, long cells) {
    public static final int MAX_CELLS = 64;

    public Board {
        if (rows < 1 || cols < 1) {
            throw new IllegalArgumentException("a board needs at least one row and one column, got "
                    + rows + "x" + cols);
        }
        if ((long) rows * cols > MAX_CELLS) {
            throw new IllegalArgumentException("a board has at most " + MAX_CELLS + " cells, got "
                    + rows + "x" + cols + " = " + (long) rows * cols);
        }
        if ((cells & ~fullMask(rows, cols)) != 0) {
            throw new IllegalArgumentException("cell bits beyond a " + rows + "x" + cols + " board");
        }
    }

    /** The mask of every cell of an R x C board. */
    public static long fullMask(int rows, int cols) {
        int n = rows * cols;
        return n == 64 ? -1L : (1L << n) - 1;
    }

    /** The all-ones board. */
    public static Board full(int rows, int cols) {
        return new Board(rows, cols, fullMask(rows, cols));
    }

    /** Parses rows of {@code 0}/{@code 1} characters, e.g. {@code "0110", "0001"}. */
    public static Board of(String... rowTexts) {
        int rows = rowTexts.length;
        int cols = rows == 0 ? 0 : rowTexts[0].length();
        long cells = 0;
        for (int r = 0; r < rows; r++) {
            if (rowTexts[r].length() != cols) {
                throw new IllegalArgumentException("row " + (r + 1) + " has " + rowTexts[r].length()
                        + " cells, expected " + cols);
            }
            for (int c = 0; c < cols; c++) {
                char ch = rowTexts[r].charAt(c);
                if (ch == '1') {
                    cells |= 1L << (r * cols + c);
                } else if (ch != '0') {
                    throw new IllegalArgumentException("row " + (r + 1) + ", column " + (c + 1)
                            + ": expected 0 or 1, got '" + ch + "'");
                }
            }
        }
        return new Board(rows, cols, cells);
    }

    public int cellCount() {
        return rows * cols;
    }

    public boolean get(int row, int col) {
        return (cells >>> (row * cols + col) & 1) != 0;
    }

    public int ones() {
        return Long.bitCount(cells);
    }

    /** The board with the rectangle rows r1..r2, columns c1..c2 (0-based, inclusive) cleared. */
    public Board clear(int r1, int c1, int r2, int c2) {
        long mask = 0;
        for (int r = r1; r <= r2; r++) {
            for (int c = c1; c <= c2; c++) {
                mask |= 1L << (r * cols + c);
            }
        }
        return new Board(rows, cols, cells & ~mask);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            if (r > 0) {
                sb.append('\n');
            }
            for (int c = 0; c < cols; c++) {
                sb.append(get(r, c) ? '1' : '0');
            }
        }
        return sb.toString();
    }
}
