package org.grundybench.reference;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Exhaustive reference for Set-Nim, sharing no code with the solvers. {@link #pileValues}
 * applies the definition G(h) = mex{G(h - s)} directly; {@link #firstPlayerWinsBySearch}
 * plays the whole multi-pile game out (win/lose search over sorted pile tuples), so it also
 * checks the XOR rule itself, for small piles.
 */
public final class SetNimReference {
    private SetNimReference() {
    }

    /** G(0..limit) for the move sizes given (any order). */
    public static int[] pileValues(int[] moves, int limit) {
        int[] g = new int[limit + 1];
        for (int h = 0; h <= limit; h++) {
            boolean[] seen = new boolean[moves.length + 2];
            for (int s : moves) {
                if (s <= h) {
                    seen[g[h - s]] = true;
                }
            }
            int mex = 0;
            while (seen[mex]) {
                mex++;
            }
            g[h] = mex;
        }
        return g;
    }

    /**
     * The smallest p with G(x + p) = G(x) for e <= x < e + m, where m = max(S), found in the
     * table {@code g}: by the certificate of games.md, G is then p-periodic from e on.
     */
    public static int provenPeriod(int[] g, int e, int m) {
        for (int p = 1; e + p + m <= g.length; p++) {
            boolean holds = true;
            for (int x = e; x < e + m && holds; x++) {
                holds = g[x + p] == g[x];
            }
            if (holds) {
                return p;
            }
        }
        throw new IllegalStateException("no period proven within the reference table of "
                + g.length + " values from " + e);
    }

    /**
     * G(h) for piles of any size: from a table of G(0..tableLimit) straight from the definition
     * and a period proven in it from {@code tableLimit / 2} (so the preperiod must be below that).
     */
    public static int[] valuesOfAnyPiles(int[] moves, long[] piles, int tableLimit) {
        int[] g = pileValues(moves, tableLimit);
        int e = tableLimit / 2;
        int p = provenPeriod(g, e, Arrays.stream(moves).max().getAsInt());
        return Arrays.stream(piles).mapToInt(h -> h < e ? g[(int) h] : g[(int) (e + (h - e) % p)]).toArray();
    }

    /** The verdict from the pile values and Sprague-Grundy: XOR != 0. */
    public static boolean firstPlayerWins(int[] moves, long[] piles) {
        long max = Arrays.stream(piles).max().orElse(0);
        int[] g = pileValues(moves, (int) max);
        int x = 0;
        for (long h : piles) {
            x ^= g[(int) h];
        }
        return x != 0;
    }

    /** The verdict by playing every line of the multi-pile game; keep piles small. */
    public static boolean firstPlayerWinsBySearch(int[] moves, int[] piles) {
        return wins(moves, piles.clone(), new HashMap<>());
    }

    private static boolean wins(int[] moves, int[] piles, Map<String, Boolean> memo) {
        int[] sorted = piles.clone();
        Arrays.sort(sorted);
        String key = Arrays.toString(sorted);
        Boolean known = memo.get(key);
        if (known != null) {
            return known;
        }
        boolean win = false;
        for (int i = 0; i < sorted.length && !win; i++) {
            for (int s : moves) {
                if (s <= sorted[i]) {
                    sorted[i] -= s;
                    boolean opponentWins = wins(moves, sorted, memo);
                    sorted[i] += s;
                    if (!opponentWins) {
                        win = true;
                        break;
                    }
                }
            }
        }
        memo.put(key, win);
        return win;
    }
}
