package org.grundybench.workloads;

/**
 * Every triomino value up to N = 100,000 on one thread, on two, and on all the processors the
 * JVM sees ({@code all}, 0 here): what more cores buy the reduced recurrence's chunked fill.
 */
public enum ThreadedStrip implements Case {
    N100000_1t(100_000, 1),
    N100000_2t(100_000, 2),
    N100000_all(100_000, 0);

    private final int n;
    private final int threads;

    ThreadedStrip(int n, int threads) {
        this.n = n;
        this.threads = threads;
    }

    public int n() {
        return n;
    }

    /** The solver's thread count: the fixed count, or every processor this JVM has. */
    public int threads() {
        return threads > 0 ? threads : Runtime.getRuntime().availableProcessors();
    }

    @Override
    public Workload workload() {
        return Workload.TRIOMINO_THREADS;
    }

    /** {@code 100000-1t}, {@code -2t}, {@code -all}. */
    @Override
    public String label() {
        return n + "-" + (threads > 0 ? threads + "t" : "all");
    }

    /** The thread count (the charts plot time against it). */
    @Override
    public double size() {
        return threads();
    }
}
