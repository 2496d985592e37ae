package org.grundybench.workloads;

/**
 * Four dense 8x8 boards (the score is per board): only the solvers that split a board into its
 * 4-connected groups finish them.
 */
public enum DenseBoardCase implements RandomBoards {
    _8x8_50(8, 8, 0.5),
    _8x8_60(8, 8, 0.6);

    private final int rows;
    private final int cols;
    private final double density;

    DenseBoardCase(int rows, int cols, double density) {
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
        return BoardCase.BOARDS;
    }
}
