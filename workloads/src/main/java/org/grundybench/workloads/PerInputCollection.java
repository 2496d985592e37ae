package org.grundybench.workloads;

import java.util.Random;

/**
 * Set-Nim collections whose target is per input: each single shot answers one input, so every
 * input has times of its own and the slowest one can be judged. Piles up to 10^18: only a
 * solver that proves a period answers them, and the proof is part of every shot.
 */
public enum PerInputCollection implements SetNimInputs {
    /** 32 inputs, each a set of 1 to 10 move sizes from 1..100 and 100 piles from 1..10^18. */
    huge_1e18(32);

    private final int count;

    PerInputCollection(int count) {
        this.count = count;
    }

    @Override
    public long maxPile() {
        return HUGE_PILE;
    }

    @Override
    public Input[] inputs() {
        Random random = new Random(Case.SEED + 2);
        Input[] all = new Input[count];
        for (int i = 0; i < count; i++) {
            all[i] = SetNimInputs.random(random, 1 + random.nextInt(10), 100, 100, HUGE_PILE);
        }
        return all;
    }


}
