package org.grundybench.bench;

import org.grundybench.rect.Board;
import org.grundybench.rect.RectangleImpl;

/** The body of the one-board benchmarks. */
final class RectangleBoards {
    private RectangleBoards() {
    }

    /** The value of each board, each with a new solver (an empty memo). */
    static int[] solve(RectangleImpl impl, Board[] boards) {
        int[] values = new int[boards.length];
        for (int i = 0; i < boards.length; i++) {
            values[i] = impl.create().grundy(boards[i]);
        }
        return values;
    }
}
