package org.grundybench.setnim;

import org.grundybench.core.SolverLimitException;
import org.grundybench.core.Work;

/**
 * Answers piles of any size through the eventual period of G, found by cycle detection on the
 * window of the last max(S) values ({@link PeriodSearch}) in memory of a few windows. The work
 * is bounded by a step limit, a count of values of G computed for one answer
 * ({@value #DEFAULT_STEP_LIMIT} by default, enough for every S with preperiod + period <= 10^9);
 * beyond it a {@link SolverLimitException} says how far the search got.
 */
public final class PeriodicSolver extends Work.Counted implements SetNimSolver {
    /**
     * A search takes fewer than 3 max(S) + 2(e + p) + 2^30 steps when e + p <= 10^9, that is
     * below 9.52 * 10^9 for any max(S) the solver takes.
     */
    public static final long DEFAULT_STEP_LIMIT = 10_000_000_000L;

    private final long stepLimit;

    public PeriodicSolver() {
        this(DEFAULT_STEP_LIMIT);
    }

    /** @param stepLimit the most values of G one answer may compute */
    public PeriodicSolver(long stepLimit) {
        if (stepLimit < 1) {
            throw new IllegalArgumentException("the step limit must be positive, got " + stepLimit);
        }
        this.stepLimit = stepLimit;
    }

    @Override
    public long maxPile() {
        return Long.MAX_VALUE;
    }

    @Override
    public int[] grundy(MoveSet moves, long[] piles) {
        SetNimSolver.largestPile("periodic", piles, Long.MAX_VALUE);
        return search(moves).grundy(piles);
    }

    /** The smallest (e, p) for S, proven; a {@link SolverLimitException} if the step limit comes first. */
    public Period period(MoveSet moves) {
        return search(moves).period();
    }

    /** The refusal at the step limit: the one limit of this solver that a larger step limit lifts. */
    public static final class StepLimitReached extends SolverLimitException {
        private static final long serialVersionUID = 1L;

        StepLimitReached(String message) {
            super(message);
        }
    }

    private PeriodSearch search(MoveSet moves) {
        return new PeriodSearch(moves, stepLimit, PeriodSearch.DEFAULT_TABLE_CAPACITY,
                PeriodSearch.DEFAULT_HASH_MULTIPLIER, work);
    }
}
