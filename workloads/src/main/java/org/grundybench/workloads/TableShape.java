package org.grundybench.workloads;

import java.util.List;

/** A full table of an R x C board: the Grundy value of every one of its 2^(R*C) positions. */
public enum TableShape implements Case {
    _3x3(3, 3, Cost.MILLIS),
    _4x4(4, 4, Cost.MILLIS),
    /** recursive_hashset 2.4 s. */
    _4x5(4, 5, Cost.SECONDS),
    /** 33,554,432 positions: 0.5-6.7 s; too large for the memoised recursions. */
    _5x5(5, 5, Cost.SECONDS, Catalogue.MEMO_TABLE_5X5),
    /** 1,073,741,824 positions, 1 GiB: 11.6 s, above every table limit but canonical_groups'. */
    _5x6(5, 6, Cost.SECONDS_WARM, Catalogue.TABLE_LIMIT_5X6);

    private final int rows;
    private final int cols;
    private final Cost cost;
    private final List<LeftOut> leftOut;

    TableShape(int rows, int cols, Cost cost, LeftOut... leftOut) {
        this.rows = rows;
        this.cols = cols;
        this.cost = cost;
        this.leftOut = List.of(leftOut);
    }

    public int rows() {
        return rows;
    }

    public int cols() {
        return cols;
    }

    @Override
    public Workload workload() {
        return Workload.RECTANGLE_TABLE;
    }

    @Override
    public double size() {
        return Math.pow(2, rows * cols);
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
