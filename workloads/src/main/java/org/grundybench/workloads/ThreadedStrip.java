package org.grundybench.workloads;

import java.util.List;
import org.grundybench.core.Implementation;

/**
 * Every triomino value up to N = 100,000 on one thread, on two, and on all the processors the
 * JVM sees ({@code all}, 0 here): what more cores buy the reduced recurrence's chunked fill.
 */
public enum ThreadedStrip implements Case {
    n100000_1t(1),
    n100000_2t(2),
    n100000_all(0);

    private final int threads;

    ThreadedStrip(int threads) {
        this.threads = threads;
    }

    public int n() {
        return StripLength.n100000.n();
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
        return StripLength.beyondLimits(impl, n());
    }

    /** Those of the same length on the default threads. */
    @Override
    public List<LeftOut> measured() {
        return StripLength.n100000.measured();
    }
}
