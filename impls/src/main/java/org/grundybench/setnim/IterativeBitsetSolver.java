package org.grundybench.setnim;

import org.grundybench.core.BitsetMex;

/**
 * Tabulates G(0..max pile) bottom-up in an {@code int[]}: each entry is the mex of at most k
 * earlier entries, collected in a reused bitset (G(h) <= k, which may pass 63). Refuses piles
 * above {@value #MAX_PILE} (a 400 MB table).
 */
public final class IterativeBitsetSolver implements SetNimSolver {
    public static final long MAX_PILE = 100_000_000;

    @Override
    public long maxPile() {
        return MAX_PILE;
    }

    @Override
    public int[] grundy(MoveSet moves, long[] piles) {
        int largest = (int) SetNimSolver.largestPile("iterative_bitset", piles, MAX_PILE);
        int[] table = tabulate(moves.sizes(), largest);
        int[] values = new int[piles.length];
        for (int i = 0; i < piles.length; i++) {
            values[i] = table[(int) piles[i]];
        }
        return values;
    }

    /** G(0..limit) for ascending move sizes. */
    static int[] tabulate(int[] moves, int limit) {
        int[] g = new int[limit + 1];
        BitsetMex seen = new BitsetMex();
        for (int h = 1; h <= limit; h++) {
            seen.clear();
            for (int s : moves) {
                if (s > h) {
                    break;
                }
                seen.add(g[h - s]);
            }
            g[h] = seen.mex();
        }
        return g;
    }
}
