package org.grundybench.workloads;

import java.util.List;

/**
 * A fixed collection of dense 8x8 boards, each timed on its own, cold, for the median board:
 * dense boards are heavy-tailed (at density 0.5 most take well under a millisecond and one in a
 * hundred a quarter of a second), so a mean over four boards says little about a typical one.
 */
public enum BoardCollection implements RandomBoards {
    _8x8_50(0.5, 105, Cost.MILLIS),
    /**
     * The 21 boards take up to 14 s each on components, so the benchmark's 5 passes cost 96 s a
     * fork (results/2026-11-23-full): one pass a fork.
     */
    _8x8_60(0.6, 21, Cost.ONE_PASS);

    private final double density;
    private final int count;
    private final Cost cost;

    BoardCollection(double density, int count, Cost cost) {
        this.density = density;
        this.count = count;
        this.cost = cost;
    }

    @Override
    public int rows() {
        return 8;
    }

    @Override
    public int cols() {
        return 8;
    }

    @Override
    public double density() {
        return density;
    }

    @Override
    public int items() {
        return count;
    }

    /** The seed text of the warmup boards, {@code warmup RxC@density#count}, as runs before the catalogue wrote it. */
    public String warmupSeedText() {
        return "warmup " + seedText() + "#" + count;
    }

    @Override
    public Workload workload() {
        return Workload.RECTANGLE_BOARD_MEDIAN;
    }

    @Override
    public Cost cost() {
        return cost;
    }

    @Override
    public List<LeftOut> leftOut() {
        return List.of(Catalogue.NO_SPLIT_8X8_DENSE, Catalogue.BITSET_8X8_DENSE);
    }
}
