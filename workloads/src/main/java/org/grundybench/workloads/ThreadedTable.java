package org.grundybench.workloads;

/**
 * A 5x5 table filled inside a pool of a given parallelism: on one thread, on two, and on all
 * the processors the JVM sees ({@code all}, 0 here).
 */
public enum ThreadedTable implements Case {
    _5x5_1t(5, 5, 1),
    _5x5_2t(5, 5, 2),
    _5x5_all(5, 5, 0);

    private final int rows;
    private final int cols;
    private final int threads;

    ThreadedTable(int rows, int cols, int threads) {
        this.rows = rows;
        this.cols = cols;
        this.threads = threads;
    }

    public int rows() {
        return rows;
    }

    public int cols() {
        return cols;
    }

    /** The pool's parallelism: the fixed count, or every processor this JVM has. */
    public int threads() {
        return threads > 0 ? threads : Runtime.getRuntime().availableProcessors();
    }

    @Override
    public Workload workload() {
        return Workload.RECTANGLE_TABLE_THREADS;
    }

    @Override
    public String label() {
        return rows + "x" + cols + "-" + (threads > 0 ? threads + "t" : "all");
    }

    /** The thread count (the charts plot time against it). */
    @Override
    public double size() {
        return threads();
    }
}
