package org.grundybench.workloads;

/** The 5x6 table (1,073,741,824 positions, 1 GiB): above every table limit but canonical-groups'. */
public enum HugeTableShape implements Table {
    _5x6(5, 6);

    private final int rows;
    private final int cols;

    HugeTableShape(int rows, int cols) {
        this.rows = rows;
        this.cols = cols;
    }

    @Override
    public int rows() {
        return rows;
    }

    @Override
    public int cols() {
        return cols;
    }
}
