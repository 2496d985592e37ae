package org.grundybench.workloads;

/** Tables every implementation fills. */
public enum TableShape implements Table {
    _3x3(3, 3),
    _4x4(4, 4),
    _4x5(4, 5);

    private final int rows;
    private final int cols;

    TableShape(int rows, int cols) {
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
