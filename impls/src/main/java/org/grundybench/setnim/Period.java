package org.grundybench.setnim;

import java.util.function.IntConsumer;
import org.grundybench.core.Work;

/**
 * A proven eventual period of G for one move set: G(h + p) = G(h) for every h >= e, with e
 * and p the smallest such. It holds no values (p may run to billions); {@link #forEachValue}
 * computes them again in memory of max(S) values.
 */
public final class Period {
    private final MoveSet moves;
    private final long preperiod;
    private final long period;

    Period(MoveSet moves, long preperiod, long period) {
        this.moves = moves;
        this.preperiod = preperiod;
        this.period = period;
    }

    public MoveSet moves() {
        return moves;
    }

    /** The smallest e: G is periodic from e on. */
    public long preperiod() {
        return preperiod;
    }

    /** The smallest p. */
    public long period() {
        return period;
    }

    /**
     * Passes G(0), G(1), ..., G(e + p - 1) to {@code action} in order: the preperiod, then one
     * full period. Takes e + p steps of the recurrence (the search's step limit does not apply).
     */
    public void forEachValue(IntConsumer action) {
        Recurrence g = new Recurrence(moves.sizes(), moves.max(), Work.create());
        for (long h = 0, end = preperiod + period; h < end; h++) {
            action.accept(g.next());
        }
    }

    @Override
    public String toString() {
        return "S=" + moves + " e=" + preperiod + " p=" + period;
    }
}
