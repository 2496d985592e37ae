package org.grundybench.rect;

import org.grundybench.core.SolverLimitException;

/**
 * The rules of rectangle removal for one board shape, written once: rectangle masks, the
 * fit-only rectangle enumeration, and 4-connected groups, all on the {@link Board} bit layout.
 * Immutable and cheap to share.
 */
public final class RectangleGeometry {
    /** Largest board whose full table (one byte per position) the solvers build. */
    public static final int MAX_TABLE_CELLS = 25;

    private final int rows;
    private final int cols;
    private final long full;
    /** {@code fill[h * (cols + 1) + w]}: an h x w rectangle with its top-left at bit 0. */
    private final long[] fill;
    private final long[] allRectangles;
    private final long[] columnMasks;
    private final long notFirstColumn;
    private final long notLastColumn;
    /** {@code spread[r1 * rows + r2]}: bit 0 of each row r1..r2, so that a one-row column
     *  pattern times it repeats the pattern down those rows (no carries: pattern < 2^cols). */
    private final long[] spread;
    /** For boards up to {@link #MAX_BAND_COLS} wide: per one-row pattern of ones, the column
     *  interval masks inside its runs, i.e. the widths of every rectangle a band can hold. */
    private final long[][] runIntervals;

    /** Widest board for which {@link #runIntervals} are tabulated (2^cols patterns). */
    static final int MAX_BAND_COLS = 8;

    private RectangleGeometry(int rows, int cols) {
        new Board(rows, cols, 0); // validates the shape
        this.rows = rows;
        this.cols = cols;
        this.full = Board.fullMask(rows, cols);
        this.fill = new long[(rows + 1) * (cols + 1)];
        for (int h = 1; h <= rows; h++) {
            for (int w = 1; w <= cols; w++) {
                long line = w == 64 ? -1L : (1L << w) - 1;
                long mask = 0;
                for (int k = 0; k < h; k++) {
                    mask |= line << (k * cols);
                }
                fill[h * (cols + 1) + w] = mask;
            }
        }
        int count = rows * (rows + 1) / 2 * (cols * (cols + 1) / 2);
        this.allRectangles = new long[count];
        int n = 0;
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                for (int h = 1; r + h <= rows; h++) {
                    for (int w = 1; c + w <= cols; w++) {
                        allRectangles[n++] = rectangleAt(r, c, h, w);
                    }
                }
            }
        }
        this.columnMasks = new long[cols];
        for (int c = 0; c < cols; c++) {
            for (int r = 0; r < rows; r++) {
                columnMasks[c] |= 1L << (r * cols + c);
            }
        }
        this.notFirstColumn = full & ~columnMasks[0];
        this.notLastColumn = full & ~columnMasks[cols - 1];
        this.spread = new long[rows * rows];
        for (int r1 = 0; r1 < rows; r1++) {
            long sp = 0;
            for (int r2 = r1; r2 < rows; r2++) {
                sp |= 1L << (r2 * cols);
                spread[r1 * rows + r2] = sp;
            }
        }
        this.runIntervals = cols <= MAX_BAND_COLS ? tabulateRunIntervals(cols) : null;
    }

    private static long[][] tabulateRunIntervals(int cols) {
        long[][] out = new long[1 << cols][];
        long[] buffer = new long[cols * (cols + 1) / 2];
        for (int pattern = 0; pattern < out.length; pattern++) {
            int n = 0;
            for (int c1 = 0; c1 < cols; c1++) {
                long interval = 0;
                for (int c2 = c1; c2 < cols && (pattern >>> c2 & 1) != 0; c2++) {
                    interval |= 1L << c2;
                    buffer[n++] = interval;
                }
            }
            out[pattern] = java.util.Arrays.copyOf(buffer, n);
        }
        return out;
    }

    /** Whether {@link #bandIntervals} is available (boards up to 8 columns wide). */
    public boolean hasBands() {
        return runIntervals != null;
    }

    /** Row r of {@code board} as a {@code cols}-bit pattern. */
    public int rowPattern(long board, int r) {
        return (int) ((board >>> (r * cols)) & ((1L << cols) - 1));
    }

    /** The multiplier that repeats a one-row pattern down rows r1..r2. */
    public long spread(int r1, int r2) {
        return spread[r1 * rows + r2];
    }

    /**
     * Every column interval inside a run of ones of a one-row pattern: with the AND of rows r1..r2
     * as the pattern, times spread(r1, r2), every all-ones rectangle of those rows. Shared arrays.
     */
    public long[] bandIntervals(int pattern) {
        return runIntervals[pattern];
    }

    private static final RectangleGeometry[] CACHE = new RectangleGeometry[65 * 65];

    /** The geometry of an R x C board (R * C <= 64); instances are cached. */
    public static RectangleGeometry of(int rows, int cols) {
        if (rows >= 1 && cols >= 1 && rows <= 64 && cols <= 64) {
            int key = rows * 65 + cols;
            RectangleGeometry g = CACHE[key];
            if (g == null) {
                g = new RectangleGeometry(rows, cols);
                CACHE[key] = g;
            }
            return g;
        }
        return new RectangleGeometry(rows, cols); // throws with the reason
    }

    public static RectangleGeometry of(Board board) {
        return of(board.rows(), board.cols());
    }

    /** Refuses shapes whose full table would exceed {@code maxCells} cells. */
    public static void checkTableSize(int rows, int cols, int maxCells) {
        if (rows < 1 || cols < 1 || (long) rows * cols > maxCells) {
            throw new SolverLimitException("full tables are built for boards of 1 to "
                    + maxCells + " cells; " + rows + "x" + cols + " has " + (long) rows * cols);
        }
    }

    public int rows() {
        return rows;
    }

    public int cols() {
        return cols;
    }

    public int cells() {
        return rows * cols;
    }

    public long fullMask() {
        return full;
    }

    /** The mask of the h x w rectangle whose top-left cell is (r, c). */
    private long rectangleAt(int r, int c, int h, int w) {
        return fill[h * (cols + 1) + w] << (r * cols + c);
    }

    /** Every rectangle of the board shape, as masks (100 for 4x4, 225 for 5x5). */
    public long[] allRectangles() {
        return allRectangles.clone();
    }

    /** Number of rectangles of the shape: C(R+1, 2) * C(C+1, 2). */
    public int rectangleCount() {
        return allRectangles.length;
    }

    /**
     * Writes the mask of every all-ones rectangle of {@code board} into {@code out} (sized
     * {@link #rectangleCount()}) and returns how many. Only rectangles that fit are generated: each
     * grows down from a set top-left cell, its width capped by each row's run of ones.
     */
    public int fittingRectangles(long board, long[] out) {
        int n = 0;
        long rest = board;
        while (rest != 0) {
            int i = Long.numberOfTrailingZeros(rest);
            rest &= rest - 1;
            int r = i / cols;
            int c = i - r * cols;
            int width = cols - c;
            for (int h = 1; r + h <= rows; h++) {
                int run = Long.numberOfTrailingZeros(~(board >>> (i + (h - 1) * cols)));
                if (run < width) {
                    width = run;
                    if (width == 0) {
                        break;
                    }
                }
                int base = h * (cols + 1);
                for (int w = 1; w <= width; w++) {
                    out[n++] = fill[base + w] << i;
                }
            }
        }
        return n;
    }

    /** How many rectangles {@link #fittingRectangles} would write for {@code board}. */
    public int countRectangles(long board) {
        int n = 0;
        long rest = board;
        while (rest != 0) {
            int i = Long.numberOfTrailingZeros(rest);
            rest &= rest - 1;
            int r = i / cols;
            int width = cols - (i - r * cols);
            for (int h = 1; r + h <= rows; h++) {
                width = Math.min(width, Long.numberOfTrailingZeros(~(board >>> (i + (h - 1) * cols))));
                if (width == 0) {
                    break;
                }
                n += width;
            }
        }
        return n;
    }

    /** The cells 4-adjacent to some cell of {@code cells} (within the board shape). */
    public long neighbours(long cells) {
        return ((cells << 1) & notFirstColumn) | ((cells >>> 1) & notLastColumn)
                | ((cells << cols) & full) | (cells >>> cols);
    }

    /** The 4-connected group of {@code board} that contains the cells of {@code seed}. */
    public long groupOf(long board, long seed) {
        long g = seed & board;
        while (true) {
            long grown = (g | neighbours(g)) & board;
            if (grown == g) {
                return g;
            }
            g = grown;
        }
    }

    /** Writes each 4-connected group of {@code board} into {@code out}; returns how many. */
    public int groups(long board, long[] out) {
        int n = 0;
        long rest = board;
        while (rest != 0) {
            long g = groupOf(rest, rest & -rest);
            out[n++] = g;
            rest &= ~g;
        }
        return n;
    }

    /** Moves a non-empty set of cells to the top-left corner: translates share one memo entry. */
    public long toCorner(long cellsToMove) {
        if (cellsToMove == 0) {
            return 0;
        }
        int top = Long.numberOfTrailingZeros(cellsToMove) / cols;
        if (cols == 8) {
            // Rows are bytes: the leftmost column is the lowest bit of all rows ORed together.
            long x = cellsToMove | cellsToMove >>> 32;
            x |= x >>> 16;
            x |= x >>> 8;
            return cellsToMove >>> (top * 8 + Long.numberOfTrailingZeros(x & 0xFF));
        }
        int left = 0;
        while ((cellsToMove & columnMasks[left]) == 0) {
            left++;
        }
        return cellsToMove >>> (top * cols + left);
    }

    @Override
    public String toString() {
        return rows + "x" + cols;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RectangleGeometry g && g.rows == rows && g.cols == cols;
    }

    @Override
    public int hashCode() {
        return rows * 65 + cols;
    }
}
