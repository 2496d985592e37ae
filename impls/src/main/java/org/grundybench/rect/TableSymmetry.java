package org.grundybench.rect;

/**
 * Smaller positions with the same value, for a table filled in ascending order: G is unchanged
 * by moving a position and by the board's reflections (and a square board's transposition), so
 * a position whose top row or first column is empty, or with a numerically smaller mirror image,
 * copies that entry. Moving is checked for every position (cheaper than finding the groups),
 * mirror images only for connected ones. On a 4x4 board 1,479 of the 11,506 connected positions
 * are left to enumerate.
 */
final class TableSymmetry {
    private final int rows;
    private final int cols;
    private final int rowMask;
    private final int topRow;
    private final int firstColumn;
    /** images[s][r][pattern]: where symmetry s puts the cells {@code pattern} of row r. */
    private final int[][][] images;

    /** For boards whose positions fit an int and whose rows are at most 8 cells wide. */
    TableSymmetry(RectangleGeometry g) {
        if (g.cells() > 31 || g.cols() > RectangleGeometry.MAX_BAND_COLS) {
            throw new IllegalArgumentException("symmetry tables are for boards of at most 31 cells"
                    + " and 8 columns, not " + g);
        }
        this.rows = g.rows();
        this.cols = g.cols();
        this.rowMask = (1 << cols) - 1;
        this.topRow = rowMask;
        int column = 0;
        for (int r = 0; r < rows; r++) {
            column |= 1 << (r * cols);
        }
        this.firstColumn = column;
        // Symmetry bits: 1 flips the rows, 2 the columns, 4 transposes (square boards only).
        int count = rows == cols ? 7 : 3;
        this.images = new int[count][rows][1 << cols];
        for (int s = 0; s < count; s++) {
            int symmetry = s + 1;
            for (int r = 0; r < rows; r++) {
                for (int pattern = 1; pattern <= rowMask; pattern++) {
                    int image = 0;
                    for (int c = 0; c < cols; c++) {
                        if ((pattern >>> c & 1) != 0) {
                            int rr = (symmetry & 1) != 0 ? rows - 1 - r : r;
                            int cc = (symmetry & 2) != 0 ? cols - 1 - c : c;
                            image |= (symmetry & 4) != 0 ? 1 << (cc * cols + rr) : 1 << (rr * cols + cc);
                        }
                    }
                    images[s][r][pattern] = image;
                }
            }
        }
    }

    /** p moved one row up or one column left when that row or column is empty, else -1. */
    int movedUpOrLeft(int p) {
        if ((p & topRow) == 0) {
            return p >>> cols;
        }
        if ((p & firstColumn) == 0) {
            return p >>> 1;
        }
        return -1;
    }

    /** A reflection (or transposition) of p that is numerically below p, or -1. */
    int smallerMirrorImage(int p) {
        for (int[][] symmetry : images) {
            int image = 0;
            for (int r = 0; r < rows; r++) {
                image |= symmetry[r][(p >>> (r * cols)) & rowMask];
            }
            if (image < p) {
                return image;
            }
        }
        return -1;
    }
}
