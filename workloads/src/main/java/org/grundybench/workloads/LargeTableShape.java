package org.grundybench.workloads;

/** The 5x5 table (33,554,432 positions): too large for the memoised recursions. */
public enum LargeTableShape implements Table {
    _5x5(5, 5);

    private final Shape shape;

    LargeTableShape(int rows, int cols) {
        this.shape = new Shape(rows, cols);
    }

    @Override
    public Shape shape() {
        return shape;
    }
}
