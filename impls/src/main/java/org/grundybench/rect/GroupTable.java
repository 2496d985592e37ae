package org.grundybench.rect;

import java.util.stream.IntStream;
import org.grundybench.core.Mex;
import org.grundybench.core.Work;
import org.grundybench.core.Workers;

/**
 * Full tables by groups: a position that is not connected is the XOR of two smaller entries
 * (its first group and the rest); only connected ones need a mex over their rectangles.
 */
final class GroupTable {
    private GroupTable() {
    }

    /** Tables of fewer cells are filled on the calling thread (measured: 4x4 is faster so). */
    static final int PARALLEL_FROM_CELLS = 18;

    /** The full table by groups, on the calling thread. */
    static byte[] build(int rows, int cols, Work work) {
        RectangleGeometry.checkTableSize(rows, cols, RectangleGeometry.MAX_TABLE_CELLS);
        RectangleGeometry g = RectangleGeometry.of(rows, cols);
        byte[] table = new byte[1 << g.cells()];
        fillBlock(g, table, 1, table.length, work);
        Work.hold(work, table.length);
        return table;
    }

    /**
     * The full table by groups, on {@code threads} threads ({@link Workers}). Positions are cut
     * into blocks by their top k bits h; an option's h is a subset of h (the same block, at a
     * smaller position, or a block with fewer top bits set), so blocks are filled layer by layer
     * (by the popcount of h), the blocks of a layer claimed by the threads, each in ascending
     * order. Rectangles come by row bands ({@link #fillBlockByBands}). Tables below
     * {@link #PARALLEL_FROM_CELLS} cells are filled in ascending order on the calling thread, so a
     * position may take a smaller symmetric image's value ({@link TableSymmetry}).
     */
    static byte[] build(int rows, int cols, int maxCells, int threads, Work work) {
        RectangleGeometry.checkTableSize(rows, cols, maxCells);
        RectangleGeometry g = RectangleGeometry.of(rows, cols);
        int n = g.cells();
        byte[] table = new byte[1 << n];
        Work.hold(work, table.length);
        if (n < PARALLEL_FROM_CELLS) {
            // A second thread costs more than it saves. Ascending, so symmetric images below
            // a position are filled before it.
            fillBlockByBands(g, table, 1, table.length, g.hasBands() ? new TableSymmetry(g) : null, work);
            return table;
        }
        int k = Math.min(6, n / 2);
        int low = n - k;
        try (Workers workers = new Workers(threads, "canonical_groups table")) {
            for (int layer = 0; layer <= k; layer++) {
                int bits = layer;
                int[] blocks = IntStream.range(0, 1 << k).filter(h -> Integer.bitCount(h) == bits)
                        .toArray();
                workers.forEach(0, blocks.length, i -> fillBlockByBands(g, table,
                        Math.max(1, blocks[i] << low), (blocks[i] + 1) << low, null, work));
            }
        }
        return table;
    }

    /**
     * The value of a position that is not connected, from two smaller entries (its first
     * group and the rest; a lone lowest cell, the commonest case, needs no flood fill), or -1
     * for a connected position, whose value needs a mex over its moves.
     */
    private static int valueIfSplit(RectangleGeometry g, byte[] table, int p) {
        int lowest = p & -p;
        if (loneLowest(g, p)) {
            return table[p ^ lowest] ^ 1;
        }
        long first = g.groupOf(p, lowest);
        if (first != p) {
            return table[(int) first] ^ table[(int) (p ^ first)];
        }
        return -1;
    }

    /** Whether p's lowest cell has no neighbour in p: a group of its own, worth 1. */
    private static boolean loneLowest(RectangleGeometry g, int p) {
        return (p & g.neighbours(p & -p)) == 0;
    }

    /** Fills positions [from, to), all of whose options below {@code from} are filled. */
    private static void fillBlock(RectangleGeometry g, byte[] table, int from, int to, Work work) {
        long[] moves = new long[g.rectangleCount()];
        for (int p = from; p < to; p++) {
            int split = valueIfSplit(g, table, p);
            if (split >= 0) {
                Work.add(work, 0, 0, loneLowest(g, p) ? 1 : 2);
                table[p] = (byte) split;
                continue;
            }
            int n = g.fittingRectangles(p, moves);
            long seen = 0;
            for (int i = 0; i < n; i++) {
                seen |= 1L << table[(int) (p ^ moves[i])];
            }
            Work.add(work, 1, n, n);
            table[p] = (byte) Mex.ofMask(seen);
        }
    }

    /**
     * As {@link #fillBlock}, but a connected position's rectangles come from row bands: for each
     * top row r1, the AND of rows r1..r2 holds the columns every row of the band holds, and each
     * column interval inside a run of it (tabulated per pattern) times the band's spread is one
     * all-ones rectangle, until the AND is empty: only rectangles that fit, no move buffer. With
     * a {@code symmetry} (only when every smaller position is filled), a position with a smaller
     * translate or mirror image copies that entry instead.
     */
    private static void fillBlockByBands(RectangleGeometry g, byte[] table, int from, int to,
            TableSymmetry symmetry, Work work) {
        if (!g.hasBands()) {
            fillBlock(g, table, from, to, work);
            return;
        }
        int rows = g.rows();
        // Counted per block, in locals: a billion positions of a 5x6 table pay no shared counter.
        long mexes = 0;
        long options = 0;
        long reads = 0;
        for (int p = from; p < to; p++) {
            int moved = symmetry == null ? -1 : symmetry.movedUpOrLeft(p);
            if (moved >= 0) {
                reads++;
                table[p] = table[moved];
                continue;
            }
            int split = valueIfSplit(g, table, p);
            if (split >= 0) {
                reads += loneLowest(g, p) ? 1 : 2;
                table[p] = (byte) split;
                continue;
            }
            int mirrored = symmetry == null ? -1 : symmetry.smallerMirrorImage(p);
            if (mirrored >= 0) {
                reads++;
                table[p] = table[mirrored];
                continue;
            }
            long seen = 0;
            mexes++;
            for (int r1 = 0; r1 < rows; r1++) {
                int and = g.rowPattern(p, r1);
                for (int r2 = r1; and != 0; ) {
                    long sp = g.spread(r1, r2);
                    long[] intervals = g.bandIntervals(and);
                    options += intervals.length;
                    for (long interval : intervals) {
                        seen |= 1L << table[(int) (p ^ interval * sp)];
                    }
                    if (++r2 == rows) {
                        break;
                    }
                    and &= g.rowPattern(p, r2);
                }
            }
            table[p] = (byte) Mex.ofMask(seen);
        }
        Work.add(work, mexes, options, options + reads);
    }
}
