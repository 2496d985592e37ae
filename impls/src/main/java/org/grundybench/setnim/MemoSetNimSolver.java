package org.grundybench.setnim;

import java.util.function.Supplier;
import org.grundybench.core.LongIntMemo;
import org.grundybench.core.MemoizedRecursion;
import org.grundybench.core.MexAccumulator;
import org.grundybench.core.Work;

/**
 * The Set-Nim solvers built on {@link MemoizedRecursion}, which differ only in the memo and the
 * mex ({@link SetNimImpl}): one memo per input, shared by its piles; the recursion runs on a
 * stack sized for h / min(S) levels.
 */
final class MemoSetNimSolver extends Work.Counted implements SetNimSolver {
    /** Deep recursion (s = 1 descends h levels) and a boxed or hashed entry per pile size. */
    public static final long MAX_PILE = 1_000_000;

    private final String name;
    private final Supplier<? extends LongIntMemo> memo;
    private final Supplier<? extends MexAccumulator> mex;

    MemoSetNimSolver(String name, Supplier<? extends LongIntMemo> memo,
            Supplier<? extends MexAccumulator> mex) {
        this.name = name;
        this.memo = memo;
        this.mex = mex;
    }

    @Override
    public long maxPile() {
        return MAX_PILE;
    }

    @Override
    public int[] grundy(MoveSet moves, long[] piles) {
        SetNimSolver.largestPile(name, piles, MAX_PILE);
        return new MemoizedRecursion(new PileGame(moves), memo.get(), mex, work).grundyAll(piles);
    }
}
