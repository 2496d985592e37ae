package org.grundybench.workloads;

import java.util.List;

/** Every Grundy value of the empty 2 x n strip for n = 0..N. */
public enum StripLength implements Case {
    n100(100, Cost.MILLIS),
    n800(800, Cost.MILLIS),
    /** 1.2-6.3 s (reduced_recurrence 10 ms). */
    n5000(5_000, Cost.SECONDS_WARM),
    /** 2.5-6 s on the reduced recurrence, the one implementation that reaches it in seconds. */
    n100000(100_000, Cost.SECONDS_WARM, Catalogue.TRIOMINO_MEMO_100K, Catalogue.TRIOMINO_BITSET_100K);

    private final int n;
    private final Cost cost;
    private final List<LeftOut> leftOut;

    StripLength(int n, Cost cost, LeftOut... leftOut) {
        this.n = n;
        this.cost = cost;
        this.leftOut = List.of(leftOut);
    }

    public int n() {
        return n;
    }

    @Override
    public Workload workload() {
        return Workload.TRIOMINO;
    }

    @Override
    public double size() {
        return n;
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
