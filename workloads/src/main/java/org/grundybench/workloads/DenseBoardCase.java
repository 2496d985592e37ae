package org.grundybench.workloads;

/**
 * Four dense 8x8 boards (the score is per board): only the solvers that split a board into its
 * 4-connected groups finish them.
 */
public enum DenseBoardCase implements RandomBoards {
    _8x8_50(8, 8, 0.5),
    _8x8_60(8, 8, 0.6);

    private final Spec spec;

    DenseBoardCase(int rows, int cols, double density) {
        this.spec = new Spec(rows, cols, density, BoardCase.BOARDS);
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
