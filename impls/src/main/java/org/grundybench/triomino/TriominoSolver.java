package org.grundybench.triomino;

import org.grundybench.core.Work;

/**
 * Solves the triomino game on a 2 x N strip. Implementations keep what they computed across
 * calls on one instance (not thread-safe); {@link TriominoImpl#create()} gives a fresh one.
 */
public interface TriominoSolver extends Work.Source {
    /** The largest m this implementation accepts; beyond it a {@code SolverLimitException}. */
    int maxN();

    /** The Grundy value of a strip of the given shape with m full columns. */
    int grundy(StripShape shape, int m);

    /** The Grundy value of the empty 2 x n strip. */
    default int grundy(int n) {
        return grundy(StripShape.FLAT, n);
    }

    /** The Grundy values of the empty 2 x n strip for n = 0..limit. */
    int[] grundyUpTo(int limit);

    /** Whether the first player (X) wins the empty 2 x n strip. */
    default boolean firstPlayerWins(int n) {
        return grundy(n) != 0;
    }
}
