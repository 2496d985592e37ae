package org.grundybench.workloads;

/** The 5x6 table (1,073,741,824 positions, 1 GiB): above every table limit but canonical_groups'. */
public enum HugeTableShape implements Table {
    _5x6(5, 6);

    private final Shape shape;

    HugeTableShape(int rows, int cols) {
        this.shape = new Shape(rows, cols);
    }

    @Override
    public Shape shape() {
        return shape;
    }
}
