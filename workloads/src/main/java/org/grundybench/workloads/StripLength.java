package org.grundybench.workloads;

/** Strip lengths every implementation reaches. */
public enum StripLength implements Strip {
    N100(100),
    N800(800),
    N5000(5_000);

    private final int n;

    StripLength(int n) {
        this.n = n;
    }

    @Override
    public int n() {
        return n;
    }
}
