package org.grundybench.triomino;

import java.util.function.Supplier;
import org.grundybench.core.LongIntMemo;
import org.grundybench.core.MemoizedRecursion;
import org.grundybench.core.MexAccumulator;
import org.grundybench.core.SolverLimitException;
import org.grundybench.core.Work;

/**
 * The triomino solvers built on {@link MemoizedRecursion} over strip shapes; they differ only
 * in the memo and the mex ({@link TriominoImpl}).
 */
final class MemoTriominoSolver extends Work.Counted implements TriominoSolver {
    /** The recursion is O(N^2) memo look-ups; beyond this a table is the better tool. */
    public static final int MAX_N = 20_000;

    private final String name;
    private final MemoizedRecursion recursion;

    MemoTriominoSolver(String name, LongIntMemo memo, Supplier<? extends MexAccumulator> mex) {
        this.name = name;
        this.recursion = new MemoizedRecursion(new StripGame(), memo, mex, work);
    }

    @Override
    public int maxN() {
        return MAX_N;
    }

    @Override
    public int grundy(StripShape shape, int m) {
        checkN(name, m, MAX_N);
        return recursion.grundy(StripGame.encode(shape, m));
    }

    @Override
    public int[] grundyUpTo(int limit) {
        checkN(name, limit, MAX_N);
        long[] strips = new long[limit + 1];
        for (int n = 0; n <= limit; n++) {
            strips[n] = StripGame.encode(StripShape.FLAT, n);
        }
        // Ascending n keeps each descent shallow: smaller strips are memoised already.
        return recursion.grundyAll(strips);
    }

    /** The argument check of every triomino solver. */
    static void checkN(String name, int n, int max) {
        if (n < 0) {
            throw new IllegalArgumentException("N must be >= 0, got " + n);
        }
        if (n > max) {
            throw new SolverLimitException(name + " handles N up to " + max + ", got " + n);
        }
    }
}
