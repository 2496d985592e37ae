package org.grundybench.setnim;

import org.grundybench.core.BitsetMex;
import org.grundybench.core.Work;

/**
 * Tabulates G(0..max pile) bottom-up in an {@code int[]}: each entry is the mex of at most k
 * earlier entries, collected in a reused bitset (G(h) <= k, which may pass 63). Refuses piles
 * above {@value #MAX_PILE} (a 400 MB table).
 */
public final class IterativeBitsetSolver extends Work.Counted implements SetNimSolver {
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
    private int[] tabulate(int[] moves, int limit) {
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
        // Counted outside the loop: size s is an option of the piles s..limit.
        for (int i = 0; Work.COUNTING && i < moves.length; i++) {
            long options = Math.max(0, limit + 1L - moves[i]);
            Work.add(work, 0, options, options);
        }
        Work.add(work, limit, 0, 0);
        Work.hold(work, limit + 1L);
        return g;
    }
}
