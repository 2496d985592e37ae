package org.grundybench.setnim;

import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;
import org.grundybench.core.BitsetMex;
import org.grundybench.core.SolverLimitException;

/**
 * Answers piles of any size through the eventual period of G. G is tabulated bottom-up until
 * either the period is proven or the table reaches the largest pile asked for, whichever
 * comes first; only piles beyond a table the budget allows need a proven period (e, p).
 *
 * <p>G(h) depends only on the window G(h - m .. h - 1), m = max(S). Windows are hashed as the
 * table grows; the first window seen twice, at h' and then h (checked value by value, not
 * trusted to the hash), proves the period p = h - h' from e = h' - m on: that is exactly the
 * certificate of games.md, G(x + p) = G(x) for m consecutive x, from a table of length
 * e + p + m. The first repeat of the window sequence gives the smallest p; e is then lowered
 * while G(e - 1) = G(e - 1 + p).
 *
 * <p>The table is bounded by a configurable budget ({@value #DEFAULT_TABLE_BUDGET} values by
 * default); a pile beyond it whose period no table within the budget proves is refused with a
 * {@link SolverLimitException} that names the budget.
 */
public final class PeriodicSolver implements SetNimSolver {
    public static final int DEFAULT_TABLE_BUDGET = 10_000_000;

    private final int tableBudget;

    public PeriodicSolver() {
        this(DEFAULT_TABLE_BUDGET);
    }

    public PeriodicSolver(int tableBudget) {
        if (tableBudget < 1) {
            throw new IllegalArgumentException("table budget must be positive, got " + tableBudget);
        }
        this.tableBudget = tableBudget;
    }

    public int tableBudget() {
        return tableBudget;
    }

    @Override
    public long maxPile() {
        return Long.MAX_VALUE;
    }

    @Override
    public int[] grundy(MoveSet moves, long[] piles) {
        long largest = SetNimSolver.largestPile("periodic", piles, Long.MAX_VALUE);
        // One pass: stop at the proven period, or at the largest pile if that comes first.
        Search search = search(moves, largest);
        int[] values = new int[piles.length];
        for (int i = 0; i < piles.length; i++) {
            values[i] = search.period != null ? search.period.grundy(piles[i])
                    : search.table[(int) piles[i]] & 0xFF;
        }
        return values;
    }

    /**
     * Finds and proves the smallest (e, p) for S.
     *
     * @throws SolverLimitException when no period is proven within the table budget
     */
    public Period period(MoveSet moves) {
        return search(moves, Long.MAX_VALUE).period;
    }

    /** Either a proven period, or (when {@code largestPile} came first) G(0..largestPile). */
    private static final class Search {
        Period period;
        byte[] table;
    }

    /**
     * Tabulates G until a window of m values repeats (proving the period) or the table reaches
     * {@code largestPile}, whichever is first.
     *
     * @throws SolverLimitException when neither happens within the table budget
     */
    private Search search(MoveSet moveSet, long largestPile) {
        int[] moves = moveSet.sizes();
        int m = moveSet.max();
        if (moveSet.size() > 255) {
            throw new SolverLimitException("periodic stores G in a byte and handles |S| <= 255, got "
                    + moveSet.size());
        }
        Search result = new Search();
        long wanted = Math.min(largestPile, (long) tableBudget - 1);
        byte[] g = new byte[(int) Math.min(wanted + 1, 1L << 16)];
        BitsetMex seen = new BitsetMex();
        // Polynomial hash of the window G(h - m + 1 .. h), updated in O(1) per step.
        final long base = 0x9E3779B97F4A7C15L;
        long baseToM = 1;
        for (int i = 0; i < m; i++) {
            baseToM *= base;
        }
        long hash = 0;
        Long2IntOpenHashMap firstSeen = new Long2IntOpenHashMap();
        firstSeen.defaultReturnValue(-1);
        for (int h = 0; h < tableBudget; h++) {
            if (h == g.length) {
                g = java.util.Arrays.copyOf(g, (int) Math.min(tableBudget, 2L * g.length));
            }
            seen.clear();
            for (int s : moves) {
                if (s > h) {
                    break;
                }
                seen.add(g[h - s] & 0xFF);
            }
            int value = seen.mex();
            g[h] = (byte) value;
            if (h == largestPile) {
                result.table = g;
                return result;
            }
            // Window of the m values ending at h; values before 0 count as absent (hash 0 terms).
            hash = hash * base + (value + 1);
            if (h >= m) {
                hash -= baseToM * ((g[h - m] & 0xFF) + 1);
            }
            if (h < m - 1) {
                continue; // windows that reach before 0 are not states of the recurrence
            }
            int earlier = firstSeen.putIfAbsent(hash, h);
            if (earlier >= 0 && sameWindow(g, earlier, h, m)) {
                int p = h - earlier;
                int e = earlier - m + 1;
                while (e > 0 && g[e - 1] == g[e - 1 + p]) {
                    e--;
                }
                result.period = new Period(moveSet, e, p, java.util.Arrays.copyOf(g, e + p));
                return result;
            }
        }
        throw new SolverLimitException("no period of G proven within the table budget of "
                + tableBudget + " values for S = " + moveSet);
    }

    private static boolean sameWindow(byte[] g, int a, int b, int m) {
        for (int i = 0; i < m; i++) {
            if (g[a - i] != g[b - i]) {
                return false;
            }
        }
        return true;
    }
}
