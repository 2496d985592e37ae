package org.grundybench.workloads;

import java.util.Random;
import org.grundybench.setnim.MoveSet;

/** Set-Nim inputs every implementation answers: the piles are small enough to tabulate. */
public enum SetNimCollection implements SetNimInputs {
    /** The classic problem's limits: k = 100 move sizes and n = 100 piles, all from 1..10,000. */
    CLASSIC("classic", 10_000),
    /** S = {2, 5} and 100 piles from 1..1,000,000: a table or a recursion must reach a million. */
    S2_5_1E6("s2-5-1e6", 1_000_000);

    private final String label;
    private final long maxPile;

    SetNimCollection(String label, long maxPile) {
        this.label = label;
        this.maxPile = maxPile;
    }

    @Override
    public String label() {
        return label;
    }

    @Override
    public long maxPile() {
        return maxPile;
    }

    @Override
    public Input[] inputs() {
        switch (this) {
            case CLASSIC:
                return new Input[] {SetNimInputs.random(new Random(Catalogue.SEED), 100, 10_000, 100, maxPile)};
            case S2_5_1E6:
                return new Input[] {new Input(MoveSet.of(2, 5),
                        new Random(Catalogue.SEED + 1).longs(100, 1, maxPile + 1).toArray())};
            default:
                throw new AssertionError(this);
        }
    }
}
