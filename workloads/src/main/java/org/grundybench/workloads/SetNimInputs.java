package org.grundybench.workloads;

import java.util.Random;
import org.grundybench.setnim.MoveSet;

/**
 * A collection of Set-Nim inputs; each operation answers one whole input (the value of every
 * pile), the next one in turn, so the score is the mean over the collection.
 */
public interface SetNimInputs extends Case {
    /** One input: the move set and the piles. */
    record Input(MoveSet moves, long[] piles) {
    }

    /** The collection's inputs, {@link #collectionSize()} of them, from fixed seeds. */
    Input[] inputs();

    /** The largest pile the inputs may hold. */
    long maxPile();

    @Override
    default Workload workload() {
        return Workload.SET_NIM;
    }

    @Override
    default double size() {
        return maxPile();
    }

    /** {@code k} distinct move sizes in 1..maxMove and {@code n} piles in 1..maxPile. */
    static Input random(Random random, int k, int maxMove, int n, long maxPile) {
        int[] sizes = random.ints(1, maxMove + 1).distinct().limit(k).toArray();
        long[] piles = random.longs(n, 1, maxPile + 1).toArray();
        return new Input(MoveSet.of(sizes), piles);
    }
}
