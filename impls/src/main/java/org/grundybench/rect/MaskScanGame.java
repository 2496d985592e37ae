package org.grundybench.rect;

import org.grundybench.core.ImpartialGame;

/**
 * Rectangle removal over precomputed rectangle masks: a move is valid when
 * {@code (board & mask) == mask}. Scans every mask of the shape.
 */
final class MaskScanGame implements ImpartialGame {
    private final long[] rectangles;

    MaskScanGame(RectangleGeometry geometry) {
        this.rectangles = geometry.allRectangles();
    }

    @Override
    public void forEachOption(long board, OptionSink sink) {
        long[] part = new long[1];
        for (long m : rectangles) {
            if ((board & m) == m) {
                part[0] = board ^ m;
                sink.option(part, 1);
            }
        }
    }

    @Override
    public long depthBound(long board) {
        return Long.bitCount(board);
    }
}
