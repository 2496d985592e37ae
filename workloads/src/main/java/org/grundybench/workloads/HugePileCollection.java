package org.grundybench.workloads;

import java.util.Random;
import org.grundybench.setnim.MoveSet;

/**
 * Set-Nim inputs with piles up to 10^18 whose per-operation time is the per-input time (one
 * input each): only a solver that proves a period answers them, and the proof is part of every
 * operation. {@link PerInputCollection} times collections of such inputs one input per shot.
 */
public enum HugePileCollection implements SetNimInputs {
    /**
     * S = {8, 37, 43, 72, 80} (preperiod 1,252, period 8,006,351) and 100 piles from 1..10^18:
     * a period of millions, found without a table of it.
     */
    LONG_PERIOD("long-period", 1);

    /** 10^18, the largest pile of these inputs and of {@link PerInputCollection}'s. */
    static final long MAX_PILE = 1_000_000_000_000_000_000L;

    private final String label;
    private final int count;

    HugePileCollection(String label, int count) {
        this.label = label;
        this.count = count;
    }

    @Override
    public String label() {
        return label;
    }

    @Override
    public long maxPile() {
        return MAX_PILE;
    }

    @Override
    public int collectionSize() {
        return count;
    }

    @Override
    public Input[] inputs() {
        switch (this) {
            case LONG_PERIOD:
                return new Input[] {new Input(MoveSet.of(8, 37, 43, 72, 80),
                        new Random(Catalogue.SEED + 3).longs(100, 1, MAX_PILE + 1).toArray())};
            default:
                throw new AssertionError(this);
        }
    }
}
