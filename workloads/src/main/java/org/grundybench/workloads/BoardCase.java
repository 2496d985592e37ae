package org.grundybench.workloads;

import java.util.List;

/**
 * Four random boards (the score is per board), named as R x C and the percentage of ones. Only
 * the solvers that split a board into its 4-connected groups finish the dense 8x8 ones.
 */
public enum BoardCase implements RandomBoards {
    _4x4_30(4, 4, 0.3, Cost.MILLIS),
    _4x4_50(4, 4, 0.5, Cost.MILLIS),
    _6x6_30(6, 6, 0.3, Cost.MILLIS),
    /** An invocation (4 boards) up to 9 s on recursive_hashset. */
    _6x6_50(6, 6, 0.5, Cost.SECONDS),
    /** An invocation (4 boards): 1.6 s bit_parallel to 13 s recursive_hashset. */
    _8x8_30(8, 8, 0.3, Cost.SECONDS),
    _8x8_50(8, 8, 0.5, Cost.MILLIS, Catalogue.NO_SPLIT_8X8_DENSE, Catalogue.BITSET_8X8_DENSE),
    _8x8_60(8, 8, 0.6, Cost.MILLIS, Catalogue.NO_SPLIT_8X8_DENSE, Catalogue.BITSET_8X8_DENSE);

    /** Boards per case; the benchmark reports the time per board. */
    public static final int BOARDS = 4;

    private final int rows;
    private final int cols;
    private final double density;
    private final Cost cost;
    private final List<LeftOut> leftOut;

    BoardCase(int rows, int cols, double density, Cost cost, LeftOut... leftOut) {
        this.rows = rows;
        this.cols = cols;
        this.density = density;
        this.cost = cost;
        this.leftOut = List.of(leftOut);
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
    public int items() {
        return BOARDS;
    }

    @Override
    public Workload workload() {
        return Workload.RECTANGLE_BOARD;
    }

    @Override
    public Cost cost() {
        return cost;
    }

    @Override
    public List<LeftOut> leftOut() {
        return leftOut;
    }
}
