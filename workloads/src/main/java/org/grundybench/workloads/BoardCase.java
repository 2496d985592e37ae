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

    private final Spec spec;

    BoardCase(int rows, int cols, double density) {
        this.spec = new Spec(rows, cols, density, BOARDS);
    }

    @Override
    public Spec spec() {
        return spec;
    }

    @Override
    public Workload workload() {
        return Workload.RECTANGLE_BOARD;
    }
}
