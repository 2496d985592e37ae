package org.grundybench.workloads;

/** The 5x5 table (33,554,432 positions): too large for the memoised recursions. */
public enum LargeTableShape implements Table {
    _5x5(5, 5);

    private final int rows;
    private final int cols;

    LargeTableShape(int rows, int cols) {
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
