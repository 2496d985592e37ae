package org.grundybench.workloads;

import java.util.List;
import org.grundybench.core.Implementation;

/**
 * A 5x5 table filled on a given number of threads: one, two, and all the processors the JVM sees
 * ({@code all}, 0 here).
 */
public enum ThreadedTable implements Case {
    _5x5_1t(1),
    _5x5_2t(2),
    _5x5_all(0);

    /** The table is SIDE x SIDE. */
    public static final int SIDE = 5;

    private final int threads;

    ThreadedTable(int threads) {
        this.threads = threads;
    }

    /** The solver's thread count: the fixed count, or every processor this JVM has. */
    @Override
    public int threads() {
        return threads > 0 ? threads : Runtime.getRuntime().availableProcessors();
    }


    /** The thread count (the charts plot time against it). */
    @Override
    public double size() {
        return threads();
    }

    @Override
    public String beyondLimits(Implementation<?> impl) {
        return TableShape.beyondLimits(impl, SIDE * SIDE);
    }

    @Override
    public String borrowed(Implementation<?> impl) {
        return TableShape.borrowedTables(impl);
    }

    /** Those of the 5x5 table on the default threads. */
    @Override
    public List<LeftOut> measured() {
        return TableShape._5x5.measured();
    }
}
