package org.grundybench.workloads;

/**
 * A fixed collection of dense 8x8 boards, each timed on its own, cold, for the median board:
 * dense boards are heavy-tailed (at density 0.5 most take well under a millisecond and one in a
 * hundred a quarter of a second), so a mean over four boards says little about a typical one.
 */
public enum BoardCollection implements RandomBoards {
    _8x8_50(8, 8, 0.5, 105),
    _8x8_60(8, 8, 0.6, 21);

    private final Spec spec;

    BoardCollection(int rows, int cols, double density, int count) {
        this.spec = new Spec(rows, cols, density, count);
    }

    @Override
    public Spec spec() {
        return spec;
    }

    @Override
    public Workload workload() {
        return Workload.RECTANGLE_BOARD_MEDIAN;
    }

    /** {@code RxC@density#count}. */
    @Override
    public String label() {
        return RandomBoards.super.label() + "#" + spec.count();
    }
}
