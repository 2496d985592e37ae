package org.grundybench.workloads;

import java.util.List;
import org.grundybench.core.Implementation;
import org.grundybench.triomino.TriominoImpl;
import org.grundybench.triomino.TriominoSolver;

/** Every Grundy value of the empty 2 x n strip for n = 0..N. */
public enum StripLength implements Case {
    n100(100, Cost.MILLIS),
    n800(800, Cost.MILLIS),
    /** 1.2-6.3 s (reduced_recurrence 10 ms). */
    n5000(5_000, Cost.SECONDS_WARM),
    /** 2.5-6 s on the reduced recurrence, the one implementation that reaches it in seconds. */
    n100000(100_000, Cost.SECONDS_WARM, new LeftOut("fills the strip in time quadratic in N on one thread:"
            + " 1.21 s a fill at N = 5,000 (results/2026-11-25-full-4), so about 8 minutes an operation at"
            + " N = 100,000 (400 times the work)", TriominoImpl.iterative_bitset));

    private final int n;
    private final Cost cost;
    private final List<LeftOut> measured;

    StripLength(int n, Cost cost, LeftOut... measured) {
        this.n = n;
        this.cost = cost;
        this.measured = List.of(measured);
    }

    public int n() {
        return n;
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
    public String beyondLimits(Implementation<?> impl) {
        return beyondLimits(impl, n);
    }

    /** Why {@code impl} refuses a strip of length {@code n}, or null. */
    static String beyondLimits(Implementation<?> impl, int n) {
        return Case.refuses("N", ((TriominoSolver) impl.create()).maxN(), "TriominoSolver.maxN", n);
    }

    @Override
    public List<LeftOut> measured() {
        return measured;
    }
}
