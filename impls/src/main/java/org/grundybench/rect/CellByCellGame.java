package org.grundybench.rect;

import org.grundybench.core.ImpartialGame;

/**
 * Rectangle removal as the textbook program plays it: try every corner pair and check the
 * rectangle between them cell by cell, giving up at the first empty cell.
 */
final class CellByCellGame implements ImpartialGame {
    private final int rows;
    private final int cols;

    CellByCellGame(int rows, int cols) {
        this.rows = rows;
        this.cols = cols;
    }

    @Override
    public void forEachOption(long board, OptionSink sink) {
        long[] part = new long[1];
        for (int r1 = 0; r1 < rows; r1++) {
            for (int c1 = 0; c1 < cols; c1++) {
                for (int r2 = r1; r2 < rows; r2++) {
                    for (int c2 = c1; c2 < cols; c2++) {
                        long after = clearIfAllOnes(board, r1, c1, r2, c2);
                        if (after != board) {
                            part[0] = after;
                            sink.option(part, 1);
                        }
                    }
                }
            }
        }
    }

    /** The board with the rectangle cleared, or the board itself if a cell is empty. */
    private long clearIfAllOnes(long board, int r1, int c1, int r2, int c2) {
        long after = board;
        for (int r = r1; r <= r2; r++) {
            for (int c = c1; c <= c2; c++) {
                long bit = 1L << (r * cols + c);
                if ((board & bit) == 0) {
                    return board;
                }
                after &= ~bit;
            }
        }
        return after;
    }

    @Override
    public long depthBound(long board) {
        return Long.bitCount(board);
    }
}
