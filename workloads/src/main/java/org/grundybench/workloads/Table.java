package org.grundybench.workloads;

/** A full table of an R x C board: the Grundy value of every one of its 2^(R*C) positions. */
public interface Table extends Case {
    /** R x C. */
    record Shape(int rows, int cols) {
    }

    Shape shape();

    default int rows() {
        return shape().rows();
    }

    default int cols() {
        return shape().cols();
    }

    @Override
    default Workload workload() {
        return Workload.RECTANGLE_TABLE;
    }

    @Override
    default String label() {
        return rows() + "x" + cols();
    }

    @Override
    default double size() {
        return Math.pow(2, rows() * cols());
    }
}
