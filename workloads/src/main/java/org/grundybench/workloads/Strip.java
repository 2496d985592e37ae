package org.grundybench.workloads;

/** Every Grundy value of the empty 2 x n strip for n = 0..N. */
public interface Strip extends Case {
    int n();

    @Override
    default Workload workload() {
        return Workload.TRIOMINO;
    }

    @Override
    default String label() {
        return Integer.toString(n());
    }

    @Override
    default double size() {
        return n();
    }
}
