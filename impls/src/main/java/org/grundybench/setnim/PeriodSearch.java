package org.grundybench.setnim;

import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;
import java.util.Arrays;
import org.grundybench.core.SolverLimitException;
import org.grundybench.core.Work;

/**
 * Finds the smallest preperiod e and period p of G for one move set, answering piles on the
 * way, in memory independent of p: a table of at most {@code tableCapacity} values, then a few
 * windows of m = max(S) values. From h = m - 1 on, the window W(h) = G(h - m + 1 .. h)
 * determines W(h + 1), so the windows run into a cycle whose length is p. Two passes:
 * <ol>
 *   <li>G is computed from 0 (a table while it fits the capacity, then a ring of that size)
 *       while Brent's algorithm looks for the cycle: a saved window, moved to the current one at
 *       every power of two, is compared with each new one, a rolling hash filtering what is
 *       compared value by value. While the table holds the values, distinguished windows (1 in
 *       256 by hash) are remembered where first seen; the first one seen again is p later,
 *       usually near e + p + m, where Brent may run to twice that. Piles passed are answered;
 *       with every value still in the table, p gives e (the first m consecutive x with
 *       G(x) = G(x + p)) and every pile.</li>
 *   <li>Otherwise two recurrences run p values apart; the first m consecutive x with
 *       G(x) = G(x + p) start at e (the certificate of games.md). The one ahead answers the
 *       remaining piles: per residue of h mod p, the last value seen, which is periodic.</li>
 * </ol>
 * A search computes at most m + 2^j - 1 + p values in the first pass (2^j the smallest power of
 * two >= max(e + 1, p)) and p + 2(e + m) in the second: fewer than 3m + 4(e + p) in all, each
 * counted against the step limit.
 */
final class PeriodSearch {
    /** The most values of G kept as a table (bytes); beyond it a ring, and a second pass finds e. */
    static final int DEFAULT_TABLE_CAPACITY = 1 << 24;

    /** A window is distinguished when the top 8 bits of its hash are 0: about 1 in 256. */
    private static final int DISTINGUISHED_SHIFT = 56;
    /** At most 1 in 64 values of the table is remembered, whatever the hashes do. */
    private static final int DISTINGUISHED_SHARE = 6;
    /** An odd constant with well-mixed bits (the golden ratio in 64 bits). */
    static final long DEFAULT_HASH_MULTIPLIER = 0x9E3779B97F4A7C15L;

    private final MoveSet moveSet;
    private final int[] moves;
    private final int m;
    private final long stepLimit;
    private final int tableCapacity;
    private final long multiplier;
    private final Work work;

    /**
     * @param tableCapacity the most values of G kept as a table (at least max(S) are kept)
     * @param hashMultiplier the base of the window's polynomial hash; any value gives right
     *     answers (equal hashes are confirmed value by value), a poor one only more comparisons
     * @param work counts every value of G computed, and holds the first pass's table at its end
     */
    PeriodSearch(MoveSet moves, long stepLimit, int tableCapacity, long hashMultiplier, Work work) {
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
        this.work = work;
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

    /** Fills {@code values[i]} with G({@code piles[i]}); returns the period if found first, else null. */
    private Period run(long[] piles, int[] values) {
        int table = Math.max(m, tableCapacity);
        Answers answers = new Answers(piles, values, table);
        Recurrence g = new Recurrence(moves, answers.inTable ? (int) answers.largest + 1 : table, work);
        try {
            long hash = 0;
            while (g.index() < m) {
                long h = g.index();
                if (h == answers.event && answers.onEvent(g, h, 0)) {
                    return null;
                }
                int v = g.next();
                hash = hash * multiplier + (v + 1);
                if (h == answers.want && answers.take(v)) {
                    return null;
                }
            }
            long leavingWeight = power(multiplier, m); // the weight of the value leaving the window
            // Brent: the saved window is W at state index 2^j - 1 (state 0 being W(m - 1)), compared
            // with the next 2^j; the first equal one is p states later.
            byte[] saved = new byte[m];
            g.copyWindow(saved);
            long savedHash = hash;
            long round = 1;
            long sinceSaved = 0;
            long exceeded = 0; // e + p > exceeded, from the rounds that ended without a repeat
            // While the table holds every value: where each distinguished window (top hash bits 0)
            // was first seen. The first one seen again is p later; on a long period this comes
            // near e + p + m, where Brent may run to 2^j + p.
            Long2IntOpenHashMap firstSeen = new Long2IntOpenHashMap();
            firstSeen.defaultReturnValue(-1);
            int remembered = table >>> DISTINGUISHED_SHARE;
            long p;
            while (true) {
                long h = g.index();
                if (h == answers.event && answers.onEvent(g, h, exceeded)) {
                    return null;
                }
                int leaving = g.oldest();
                int v = g.next();
                hash = hash * multiplier + (v + 1) - leavingWeight * (leaving + 1);
                if (h == answers.want && answers.take(v)) {
                    return null;
                }
                sinceSaved++;
                if (hash == savedHash && g.windowEquals(saved)) {
                    p = sinceSaved;
                    break;
                }
                if (sinceSaved == round) {
                    exceeded = round;
                    round <<= 1;
                    g.copyWindow(saved);
                    savedHash = hash;
                    sinceSaved = 0;
                }
                if (hash >>> DISTINGUISHED_SHIFT == 0 && h < table) {
                    int earlier = firstSeen.size() < remembered ? firstSeen.putIfAbsent(hash, (int) h)
                            : firstSeen.get(hash);
                    if (earlier >= 0 && g.tableWindowsEqual(earlier, h)) {
                        p = h - earlier;
                        break;
                    }
                }
            }
            if (g.isTable()) {
                long e = preperiodInTable(g, p);
                answerFromTable(g, piles, values, e, p);
                return new Period(moveSet, e, p);
            }
            long[] rest = answers.remaining();
            int[] restValues = new int[rest.length];
            Period period = preperiod(p, g.index(), rest, restValues);
            answers.finish(restValues);
            return period;
        } finally {
            Work.hold(work, g.isTable() ? g.index() : table); // G(0..h-1), or the full ring
        }
    }

    /** The piles: answered from the table, or (once it wraps) as they are passed, or later. */
    private final class Answers {
        final long[] piles;
        final int[] values;
        final long largest;
        /** Every pile lies within the table. */
        final boolean inTable;
        final int table;
        /** The next h, before computing G(h), at which {@link #onEvent} must run. */
        long event;
        /** The next pile to record as it is passed (once the table wraps), else -1. */
        long want = -1;
        long[] pending = new long[0];
        int[] pendingValues = new int[0];
        int answered;

        Answers(long[] piles, int[] values, int table) {
            this.piles = piles;
            this.values = values;
            long max = -1;
            for (long h : piles) {
                max = Math.max(max, h);
            }
            this.largest = max;
            this.inTable = largest >= 0 && largest < table;
            this.table = table;
            // Every pile is in the table (h = largest + 1), the table wraps (h = table; only
            // with piles beyond it), or the limit.
            event = Math.min(stepLimit, inTable ? largest + 1 : piles.length > 0 ? table : Long.MAX_VALUE);
        }

        /** @return whether every pile is answered */
        boolean onEvent(Recurrence g, long h, long exceeded) {
            if (inTable && h == largest + 1) {
                answerFromTable(g, piles, values, -1, -1);
                return true;
            }
            if (!inTable && h == table && piles.length > 0) {
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
                throw new PeriodicSolver.StepLimitReached(noPeriod(h, exceeded));
            }
            return false;
        }

        /** Records G(want) = v; @return whether every pile is answered */
        boolean take(int v) {
            pendingValues[answered++] = v;
            if (answered < pending.length) {
                want = pending[answered];
                return false;
            }
            finish(new int[0]);
            return true;
        }

        /** The piles still to answer, ascending. */
        long[] remaining() {
            return Arrays.copyOfRange(pending, answered, pending.length);
        }

        /** Takes the values of {@link #remaining()} and fills in every pile beyond the table. */
        void finish(int[] remainingValues) {
            System.arraycopy(remainingValues, 0, pendingValues, answered, remainingValues.length);
            for (int i = 0; i < piles.length; i++) {
                int at = Arrays.binarySearch(pending, piles[i]);
                if (at >= 0) {
                    values[i] = pendingValues[at];
                }
            }
        }
    }

    /** base^exponent (mod 2^64), by squaring: m may be large. */
    private static long power(long base, int exponent) {
        long result = 1;
        for (long b = base; exponent > 0; exponent >>= 1, b *= b) {
            if ((exponent & 1) != 0) {
                result *= b;
            }
        }
        return result;
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

        Recurrence behind = new Recurrence(moves, m, work);
        Recurrence ahead = new Recurrence(moves, m, work);
        long budget = stepLimit - steps;
        int run = 0;
        while (true) {
            boolean lockstep = ahead.index() >= p;
            if (budget < (lockstep ? 2 : 1)) {
                throw new PeriodicSolver.StepLimitReached(noPreperiod(p, behind.index() - m));
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
