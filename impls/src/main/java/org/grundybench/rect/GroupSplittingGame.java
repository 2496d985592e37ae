package org.grundybench.rect;

import org.grundybench.core.ImpartialGame;

/**
 * Rectangle removal on one 4-connected group: each option is split into its groups, each
 * translated to the corner, so the memo holds small connected shapes shared across boards.
 */
final class GroupSplittingGame implements ImpartialGame {
    private final RectangleGeometry geometry;

    GroupSplittingGame(RectangleGeometry geometry) {
        this.geometry = geometry;
    }

    @Override
    public void forEachOption(long group, OptionSink sink) {
        long[] moves = new long[geometry.rectangleCount()];
        long[] parts = new long[geometry.cells()];
        int n = geometry.fittingRectangles(group, moves);
        for (int i = 0; i < n; i++) {
            int count = split(group ^ moves[i], parts);
            sink.option(parts, count);
        }
    }

    /** The groups of {@code board}, each moved to the corner. */
    int split(long board, long[] parts) {
        int count = geometry.groups(board, parts);
        for (int j = 0; j < count; j++) {
            parts[j] = geometry.toCorner(parts[j]);
        }
        return count;
    }

    @Override
    public long depthBound(long board) {
        return Long.bitCount(board);
    }
}
