package org.grundybench.workloads;

/**
 * A fixed collection of dense 8x8 boards, each timed on its own, cold, for the median board:
 * dense boards are heavy-tailed (at density 0.5 most take well under a millisecond and one in a
 * hundred a quarter of a second), so a mean over four boards says little about a typical one.
 */
public enum BoardCollection implements RandomBoards {
    _8x8_50(8, 8, 0.5, 105),
    _8x8_60(8, 8, 0.6, 21);

    private final int rows;
    private final int cols;
    private final double density;
    private final int count;

    BoardCollection(int rows, int cols, double density, int count) {
        this.rows = rows;
        this.cols = cols;
        this.density = density;
        this.count = count;
    }

    @Override
    public Workload workload() {
        return Workload.RECTANGLE_BOARD_MEDIAN;
    }

    @Override
    public int rows() {
        return rows;
    }

    @Override
    public int cols() {
        return cols;
    }

    @Override
    public double density() {
        return density;
    }

    @Override
    public int collectionSize() {
        return count;
    }

    /** {@code RxC@density#count}. */
    @Override
    public String label() {
        return RandomBoards.super.label() + "#" + count;
    }
}
