package org.grundybench.workloads;

/** A strip long enough that one operation takes seconds: the reduced recurrence alone reaches it. */
public enum LongStripLength implements Strip {
    N100000(100_000);

    private final int n;

    LongStripLength(int n) {
        this.n = n;
    }

    @Override
    public int n() {
        return n;
    }
}
