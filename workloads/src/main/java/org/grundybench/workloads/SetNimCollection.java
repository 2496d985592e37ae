package org.grundybench.workloads;

import java.util.Random;
import org.grundybench.setnim.MoveSet;

/** Set-Nim inputs of one input each; an operation answers the whole input (the value of every pile). */
public enum SetNimCollection implements SetNimInputs {
    /** The classic problem's limits: k = 100 move sizes and n = 100 piles, all from 1..10,000. */
    classic(10_000),
    /** S = {2, 5} and 100 piles from 1..1,000,000: a table or a recursion must reach a million. */
    s2_5_1e6(1_000_000),
    /**
     * S = {8, 37, 43, 72, 80} (preperiod 1,252, period 8,006,351) and 100 piles from 1..10^18:
     * a period of millions, found without a table of it; the proof is part of every operation.
     */
    long_period(HUGE_PILE);

    private final long maxPile;

    SetNimCollection(long maxPile) {
        this.maxPile = maxPile;
    }

    @Override
    public long maxPile() {
        return maxPile;
    }

    @Override
    public Input[] inputs() {
        return new Input[] {switch (this) {
            case classic -> SetNimInputs.random(new Random(Case.SEED), 100, 10_000, 100, maxPile);
            case s2_5_1e6 -> new Input(MoveSet.of(2, 5), new Random(Case.SEED + 1).longs(100, 1, maxPile + 1).toArray());
            case long_period -> new Input(MoveSet.of(8, 37, 43, 72, 80),
                    new Random(Case.SEED + 3).longs(100, 1, maxPile + 1).toArray());
        }};
    }


}
