package org.grundybench.workloads;

import java.util.List;
import java.util.Random;
import org.grundybench.core.Implementation;
import org.grundybench.setnim.MoveSet;
import org.grundybench.setnim.SetNimSolver;

/** A collection of Set-Nim inputs, each a move set and piles, from fixed seeds. */
public interface SetNimInputs extends Case {
    /** One input: the move set and the piles. */
    record Input(MoveSet moves, long[] piles) {
    }

    /** 10^18, the largest pile of the inputs only a period proof answers. */
    long HUGE_PILE = 1_000_000_000_000_000_000L;

    /** The collection's inputs. */
    Input[] inputs();

    @Override
    default List<Input> items() {
        return List.of(inputs());
    }

    /** The largest pile the inputs may hold. */
    long maxPile();

    @Override
    default double size() {
        return maxPile();
    }

    @Override
    default String beyondLimits(Implementation<?> impl) {
        return beyondLimits(impl, maxPile());
    }

    /** Why {@code impl} refuses piles up to {@code largestPile}, or null. */
    static String beyondLimits(Implementation<?> impl, long largestPile) {
        return Case.refuses("piles", ((SetNimSolver) impl.create()).maxPile(), "SetNimSolver.maxPile", largestPile);
    }

    /** {@code k} distinct move sizes in 1..maxMove and {@code n} piles in 1..maxPile. */
    static Input random(Random random, int k, int maxMove, int n, long maxPile) {
        int[] sizes = random.ints(1, maxMove + 1).distinct().limit(k).toArray();
        long[] piles = random.longs(n, 1, maxPile + 1).toArray();
        return new Input(MoveSet.of(sizes), piles);
    }
}
