package org.grundybench.workloads;

/**
 * Four random boards (the score is per board) that every implementation solves. The constant
 * names read as R x C and the percentage of ones.
 */
public enum BoardCase implements RandomBoards {
    _4x4_30(4, 4, 0.3),
    _4x4_50(4, 4, 0.5),
    _6x6_30(6, 6, 0.3),
    _6x6_50(6, 6, 0.5),
    _8x8_30(8, 8, 0.3);

    /** Boards per case; the benchmark reports the time per board. */
    public static final int BOARDS = 4;

    private final int rows;
    private final int cols;
    private final double density;

    BoardCase(int rows, int cols, double density) {
        this.rows = rows;
        this.cols = cols;
        this.density = density;
    }

    @Override
    public Workload workload() {
        return Workload.RECTANGLE_BOARD;
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
        return BOARDS;
    }
}
