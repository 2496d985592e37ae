package org.grundybench.workloads;

/** Tables every implementation fills. */
public enum TableShape implements Table {
    _3x3(3, 3),
    _4x4(4, 4),
    _4x5(4, 5);

    private final Shape shape;

    TableShape(int rows, int cols) {
        this.shape = new Shape(rows, cols);
    }

    @Override
    public Shape shape() {
        return shape;
    }
}
