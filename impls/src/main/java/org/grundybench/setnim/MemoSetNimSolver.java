package org.grundybench.setnim;

import java.util.function.Function;
import org.grundybench.core.MemoizedRecursion;

/**
 * Shared plumbing of the Set-Nim solvers built on {@link MemoizedRecursion}: one memo per
 * input, shared by its piles; the recursion runs on a stack sized for h / min(S) levels.
 */
abstract class MemoSetNimSolver implements SetNimSolver {
    /** Deep recursion (s = 1 descends h levels) and a boxed or hashed entry per pile size. */
    public static final long MAX_PILE = 1_000_000;

    private final String name;
    private final Function<PileGame, MemoizedRecursion> recursionFactory;

    MemoSetNimSolver(String name, Function<PileGame, MemoizedRecursion> recursionFactory) {
        this.name = name;
        this.recursionFactory = recursionFactory;
    }

    @Override
    public long maxPile() {
        return MAX_PILE;
    }

    @Override
    public int[] grundy(MoveSet moves, long[] piles) {
        SetNimSolver.largestPile(name, piles, MAX_PILE);
        return recursionFactory.apply(new PileGame(moves)).grundyAll(piles);
    }
}
