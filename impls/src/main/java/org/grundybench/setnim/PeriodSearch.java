package org.grundybench.setnim;

import java.util.Arrays;
import org.grundybench.core.SolverLimitException;

/**
 * Finds the smallest preperiod e and period p of G for one move set, answering piles on the
 * way, in memory independent of p: a table of at most {@code tableCapacity} values, then a few
 * windows of m = max(S) values.
 *
 * <p>From h = m - 1 on, the window W(h) = G(h - m + 1 .. h) determines W(h + 1), so the windows
 * run into a cycle whose length is the smallest period p of G. Two passes:
 * <ol>
 *   <li>G is computed from 0 while Brent's algorithm looks for the cycle: a saved window, moved
 *       to the current one at every power of two, is compared with each new window. A rolling
 *       hash of the window only filters the comparisons; equality is checked value by value.
 *       The values are kept as a table while they fit the table capacity, then in a ring of
 *       that size. Piles reached on the way are answered directly, and when the largest one is
 *       reached first, nothing more is done. Otherwise the first repeat gives p, and when the
 *       table still holds every value so far, it also gives e (scanning for the first m
 *       consecutive x with G(x) = G(x + p)) and every pile: the search ends there.</li>
 *   <li>Otherwise, two copies of the recurrence run p values apart, G(x) and G(x + p); the first m
 *       consecutive x with G(x) = G(x + p) start at e (the certificate of games.md, and no
 *       earlier run of m can start before e). The one ahead also answers the remaining piles:
 *       for each residue of h mod p it keeps the last value seen, which at the end lies at
 *       e + m or later, so inside the periodic part.</li>
 * </ol>
 * A search computes at most m + 2^j - 1 + p values in the first pass (2^j the smallest power of
 * two >= max(e + 1, p)) and p + 2(e + m) in the second: at most 3m + 2(e + p) + 2^j - 1 in
 * all, fewer than 3m + 4(e + p). Every value computed in either pass counts against the step
 * limit.
 */
final class PeriodSearch {
    /**
     * The most values of G kept as a table (bytes): when the period is found within it, it
     * also gives e and the piles; beyond it the values run in a ring and a second pass finds e.
     */
    static final int DEFAULT_TABLE_CAPACITY = 1 << 24;

    /** An odd constant with well-mixed bits (the golden ratio in 64 bits). */
    static final long DEFAULT_HASH_MULTIPLIER = 0x9E3779B97F4A7C15L;

    private final MoveSet moveSet;
    private final int[] moves;
    private final int m;
    private final long stepLimit;
    private final int tableCapacity;
    private final long multiplier;

    /**
     * @param tableCapacity the most values of G kept as a table (at least max(S) are kept)
     * @param hashMultiplier the base of the window's polynomial hash; any value gives right
     *     answers (equal hashes are confirmed value by value), a poor one only more comparisons
     */
    PeriodSearch(MoveSet moves, long stepLimit, int tableCapacity, long hashMultiplier) {
        if (moves.size() > 255) {
            throw new SolverLimitException("periodic stores G in a byte and handles |S| <= 255, got "
                    + moves.size());
        }
        if (moves.max() > Integer.MAX_VALUE - 8) {
            throw new SolverLimitException("periodic keeps a window of max(S) values and handles"
                    + " max(S) <= " + (Integer.MAX_VALUE - 8) + ", got " + moves.max());
        }
        this.moveSet = moves;
        this.moves = moves.sizes();
        this.m = moves.max();
        this.stepLimit = stepLimit;
        this.tableCapacity = tableCapacity;
        this.multiplier = hashMultiplier;
    }

    /** The smallest (e, p). */
    Period period() {
        return run(new long[0], new int[0]);
    }

    /** G(h) for each pile h. */
    int[] grundy(long[] piles) {
        int[] values = new int[piles.length];
        if (piles.length > 0) {
            run(piles, values);
        }
        return values;
    }

    /**
     * Fills {@code values[i]} with G({@code piles[i]}).
     *
     * @return the period, when it was found before the largest pile was reached, else null
     */
    private Period run(long[] piles, int[] values) {
        long largest = -1;
        for (long h : piles) {
            largest = Math.max(largest, h);
        }
        int table = Math.max(m, tableCapacity);
        boolean inTable = largest >= 0 && largest < table;
        Recurrence g = new Recurrence(moves, inTable ? (int) largest + 1 : table);
        // Events, checked before computing G(h): every pile is in the table (done), the table
        // wraps and the piles still to come are answered as they are passed, or the limit.
        long done = inTable ? largest + 1 : Long.MAX_VALUE;
        long wrap = !inTable && piles.length > 0 ? table : Long.MAX_VALUE;
        long event = Math.min(stepLimit, Math.min(done, wrap));
        long[] pending = null;
        int[] pendingValues = null;
        int answered = 0;
        long want = -1;

        long hash = 0;
        long leavingWeight = 1; // multiplier^m, the weight of the value leaving the window
        for (int i = 0; i < m; i++) {
            leavingWeight *= multiplier;
        }
        // Brent: the saved window is W at state index 2^j - 1 (state 0 being W(m - 1)), compared
        // with the next 2^j; the first equal one is p states later.
        byte[] saved = null;
        long savedHash = 0;
        long round = 1;
        long sinceSaved = 0;
        long exceeded = 0; // e + p > exceeded, from the rounds that ended without a repeat
        while (true) {
            long h = g.index();
            if (h == event) {
                if (h == done) {
                    answerFromTable(g, piles, values, -1, -1);
                    return null;
                }
                if (h == wrap) {
                    // The table wraps: answer the piles in it, and sort the rest.
                    for (int i = 0; i < piles.length; i++) {
                        if (piles[i] < table) {
                            values[i] = g.tableValue(piles[i]);
                        }
                    }
                    pending = Arrays.stream(piles).filter(x -> x >= table).sorted().distinct().toArray();
                    pendingValues = new int[pending.length];
                    want = pending[0];
                    event = stepLimit;
                }
                if (h == stepLimit) {
                    throw new SolverLimitException(noPeriod(h, exceeded));
                }
            }
            int leaving = h >= m ? g.oldest() + 1 : 0;
            int v = g.next();
            hash = hash * multiplier + (v + 1) - leavingWeight * leaving;
            if (h == want) {
                pendingValues[answered++] = v;
                if (answered == pending.length) {
                    fromPending(piles, values, pending, pendingValues);
                    return null;
                }
                want = pending[answered];
            }
            if (h < m - 1) {
                continue; // the first window, W(m - 1), is not complete yet
            }
            if (saved == null) {
                saved = new byte[m];
                g.copyWindow(saved);
                savedHash = hash;
                continue;
            }
            sinceSaved++;
            if (hash == savedHash && g.windowEquals(saved)) {
                break;
            }
            if (sinceSaved == round) {
                exceeded = round;
                round <<= 1;
                g.copyWindow(saved);
                savedHash = hash;
                sinceSaved = 0;
            }
        }
        long p = sinceSaved;
        if (g.isTable()) {
            long e = preperiodInTable(g, p);
            answerFromTable(g, piles, values, e, p);
            return new Period(moveSet, e, p);
        }
        long[] rest = Arrays.copyOfRange(pending == null ? new long[0] : pending, answered,
                pending == null ? 0 : pending.length);
        int[] restValues = new int[rest.length];
        Period period = preperiod(p, g.index(), rest, restValues);
        if (pending != null) {
            System.arraycopy(restValues, 0, pendingValues, answered, rest.length);
            fromPending(piles, values, pending, pendingValues);
        }
        return period;
    }

    /** The first x with G(x + i) = G(x + i + p) for i < m, read from the table of G. */
    private long preperiodInTable(Recurrence g, long p) {
        int run = 0;
        long x = 0;
        while (true) {
            run = g.tableValue(x) == g.tableValue(x + p) ? run + 1 : 0;
            if (run == m) {
                return x - m + 1;
            }
            x++;
        }
    }

    /** Every pile from the table, piles beyond it through the period (e, p). */
    private static void answerFromTable(Recurrence g, long[] piles, int[] values, long e, long p) {
        for (int i = 0; i < piles.length; i++) {
            long h = piles[i];
            values[i] = g.tableValue(h < g.index() ? h : e + (h - e) % p);
        }
    }

    private static void fromPending(long[] piles, int[] values, long[] pending, int[] pendingValues) {
        for (int i = 0; i < piles.length; i++) {
            int at = Arrays.binarySearch(pending, piles[i]);
            if (at >= 0) {
                values[i] = pendingValues[at];
            }
        }
    }

    /**
     * The second pass, for the period p after {@code steps} values of the first: finds e, and
     * answers {@code piles} (all beyond e) into {@code values}.
     */
    private Period preperiod(long p, long steps, long[] piles, int[] values) {
        // Piles grouped by h mod p, in ascending residue order (the order the one ahead meets them).
        Integer[] order = new Integer[piles.length];
        long[] residues = new long[piles.length];
        for (int i = 0; i < piles.length; i++) {
            order[i] = i;
            residues[i] = piles[i] % p;
        }
        Arrays.sort(order, (a, b) -> Long.compare(residues[a], residues[b]));
        int[] lastSeen = new int[piles.length];
        int next = 0;
        long wantResidue = piles.length > 0 ? residues[order[0]] : -1;
        long residue = 0;

        Recurrence behind = new Recurrence(moves, m);
        Recurrence ahead = new Recurrence(moves, m);
        long budget = stepLimit - steps;
        int run = 0;
        while (true) {
            boolean lockstep = ahead.index() >= p;
            if (budget < (lockstep ? 2 : 1)) {
                throw new SolverLimitException(noPreperiod(p, behind.index() - m));
            }
            int a = 0;
            if (lockstep) {
                a = behind.next();
                budget--;
            }
            int b = ahead.next();
            budget--;
            if (residue == wantResidue) {
                // Every pile of this residue takes the value; the next residue is met later in
                // this round of p, or in the next round after wrapping to the smallest.
                do {
                    lastSeen[order[next]] = b;
                    next = next + 1 == piles.length ? 0 : next + 1;
                } while (next != 0 && residues[order[next]] == residue);
                wantResidue = residues[order[next]];
            }
            residue = residue + 1 == p ? 0 : residue + 1;
            if (lockstep) {
                run = a == b ? run + 1 : 0;
                if (run == m) {
                    break;
                }
            }
        }
        System.arraycopy(lastSeen, 0, values, 0, piles.length);
        return new Period(moveSet, behind.index() - m, p);
    }

    private String noPeriod(long computed, long exceeded) {
        return "no period of G found for S = " + moveSet + " within the step limit of "
                + stepLimit + " values of G (computed G(0.." + (computed - 1) + ")"
                + (exceeded > 0 ? "; its preperiod plus period exceed " + exceeded : "") + ")";
    }

    private String noPreperiod(long p, long exceeded) {
        return "G has period " + p + " for S = " + moveSet + ", but its preperiod was not found"
                + " within the step limit of " + stepLimit + " values of G"
                + (exceeded > 0 ? " (it exceeds " + exceeded + ")" : "");
    }
}
