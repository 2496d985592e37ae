package org.grundybench.setnim;

import org.grundybench.core.Work;

/**
 * Solves Set-Nim. Each call starts cold for its move set: the work measured for one input
 * includes everything needed to answer it.
 */
public interface SetNimSolver extends Work.Source {
    /** The largest pile this implementation accepts; beyond it a {@code SolverLimitException}. */
    long maxPile();

    /** G(h) for each pile h, under move set S. */
    int[] grundy(MoveSet moves, long[] piles);

    /** G(h) of one pile. */
    default int grundy(MoveSet moves, long pile) {
        return grundy(moves, new long[] {pile})[0];
    }

    /** The value of the whole position: the XOR of the piles' values. */
    default int sum(MoveSet moves, long[] piles) {
        int x = 0;
        for (int g : grundy(moves, piles)) {
            x ^= g;
        }
        return x;
    }

    /** Whether the first player wins ("Yes"). */
    default boolean firstPlayerWins(MoveSet moves, long[] piles) {
        return sum(moves, piles) != 0;
    }

    /** Checks piles against 0..maxPile; shared by every implementation. */
    static long largestPile(String name, long[] piles, long maxPile) {
        long largest = 0;
        for (long h : piles) {
            if (h < 0) {
                throw new IllegalArgumentException("pile sizes must be >= 0, got " + h);
            }
            largest = Math.max(largest, h);
        }
        if (largest > maxPile) {
            throw new org.grundybench.core.SolverLimitException(name + " handles piles up to "
                    + maxPile + ", got " + largest);
        }
        return largest;
    }
}
