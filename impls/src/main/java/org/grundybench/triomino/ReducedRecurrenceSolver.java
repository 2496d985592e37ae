package org.grundybench.triomino;

import java.util.Arrays;

/**
 * The strip recurrences worked out by hand from {@link TriominoRules}, then shrunk:
 * <ul>
 * <li>a FLAT strip's "third cell left" options equal its "third cell right" ones, so
 *     A(m) = mex{ A(i) ^ B(m-2-i) };</li>
 * <li>STUBS_SAME_ROW and STUBS_OPPOSITE_ROWS have the same options, so one sequence E serves
 *     both: E(m) = mex({ B(m-1) } + { B(i) ^ E(m-2-i) });</li>
 * <li>B(m) = mex({ A(m-1) } + { A(i) ^ E(m-2-i) } + { B(i) ^ B(m-2-i) }), the last set
 *     symmetric, so only half of it is walked.</li>
 * </ul>
 * Values live in flat {@code int[]}s and the mex marks values with a per-step stamp, so the
 * O(N^2) inner loops are two array reads, an XOR and a store, with no allocation and no
 * clearing. The contract suite checks all of this against the generic rules.
 */
public final class ReducedRecurrenceSolver implements TriominoSolver {
    public static final int MAX_N = 200_000;
    /** From this strip length on, each step's options are split between two threads. */
    static final int PARALLEL_FROM = 4_096;

    private final boolean parallel;

    public ReducedRecurrenceSolver() {
        this(Runtime.getRuntime().availableProcessors() >= 2);
    }

    /** With {@code parallel} false every step runs on the calling thread (for tests). */
    ReducedRecurrenceSolver(boolean parallel) {
        this.parallel = parallel;
    }

    private int[] a = new int[0];
    private int[] b = new int[0];
    private int[] e = new int[0];
    private int filled = -1;
    private int[] mark = new int[64];
    private int stamp;
    private int maxValue;

    @Override
    public int maxN() {
        return MAX_N;
    }

    @Override
    public int grundy(StripShape shape, int m) {
        MemoTriominoSolver.Limits.check("reduced-recurrence", m, MAX_N);
        fillTo(m);
        switch (shape) {
            case FLAT:
                return a[m];
            case ONE_STUB:
                return b[m];
            default:
                return e[m];
        }
    }

    @Override
    public int[] grundyUpTo(int limit) {
        MemoTriominoSolver.Limits.check("reduced-recurrence", limit, MAX_N);
        fillTo(limit);
        return Arrays.copyOf(a, limit + 1);
    }

    private void fillTo(int limit) {
        if (limit <= filled) {
            return;
        }
        a = Arrays.copyOf(a, limit + 1);
        b = Arrays.copyOf(b, limit + 1);
        e = Arrays.copyOf(e, limit + 1);
        int from = Math.max(1, filled + 1);
        int sequentialTo = parallel ? Math.min(limit, PARALLEL_FROM - 1) : limit;
        fillSequential(from, sequentialTo);
        if (sequentialTo < limit) {
            new ParallelFill(Math.max(from, sequentialTo + 1), limit).run();
        }
        filled = limit;
    }

    private void fillSequential(int from, int limit) {
        int[] a = this.a;
        int[] b = this.b;
        int[] e = this.e;
        for (int m = from; m <= limit; m++) {
            int last = m - 2;
            int[] mk = beginMex();
            int st = stamp;
            markXors(mk, st, a, b, last);
            a[m] = mex(mk, st);

            mk = beginMex();
            st = stamp;
            mk[a[m - 1]] = st;
            markXors(mk, st, a, e, last);
            markSymmetricXors(mk, st, b, last);
            b[m] = mex(mk, st);

            mk = beginMex();
            st = stamp;
            mk[b[m - 1]] = st;
            markXors(mk, st, b, e, last);
            e[m] = mex(mk, st);
            maxValue = Math.max(maxValue, Math.max(a[m], Math.max(b[m], e[m])));
        }
    }

    /** A fresh stamp, with the mark array wide enough for any XOR of values so far. */
    private int[] beginMex() {
        stamp++;
        // With every value below 2^k, so is every XOR of two, and the mex is at most 2^k:
        // 2^(k+1) marks suffice. The running maximum only grows, so widening is rare.
        int needed = Integer.highestOneBit(maxValue) << 2;
        if (needed > mark.length) {
            mark = Arrays.copyOf(mark, needed);
        }
        return mark;
    }

    /** Marks x(i) ^ y(last - i) for i = 0..last: the options that split a strip in two. */
    private static void markXors(int[] mk, int st, int[] x, int[] y, int last) {
        markXors(mk, st, x, y, last, 0, last + 1);
    }

    /** Marks x(i) ^ x(last - i): symmetric in i, so only the first half is walked. */
    private static void markSymmetricXors(int[] mk, int st, int[] x, int last) {
        markSymmetricXors(mk, st, x, last, 0, (last + 2) / 2); // i <= last - i; none for last < 0
    }

    /** Marks x(i) ^ y(last - i) for i in [from, to). */
    private static void markXors(int[] mk, int st, int[] x, int[] y, int last, int from, int to) {
        for (int i = from; i < to; i++) {
            mk[x[i] ^ y[last - i]] = st;
        }
    }

    /** Marks x(i) ^ x(last - i) for i in [from, to), all i <= last - i. */
    private static void markSymmetricXors(int[] mk, int st, int[] x, int last, int from, int to) {
        for (int i = from; i < to; i++) {
            mk[x[i] ^ x[last - i]] = st;
        }
    }

    /**
     * Steps m >= {@link #PARALLEL_FROM} in chunks of K steps. When a chunk starts at m0, every
     * option pair (i, m - 2 - i) with both indices below m0 is already computable for every
     * step of the chunk: those "old" pairs, nearly all of the work, are marked for all K steps
     * in parallel (a parallel stream over the steps, each into marks of its own). Then the
     * calling thread walks the chunk in order, adding the few pairs that reach into the chunk
     * (at most 2K per step) and taking each mex. Two synchronisations per chunk, not per step,
     * so the scheme keeps its speed when the second core is briefly busy.
     */
    private final class ParallelFill {
        private static final int MAX_CHUNK = 512;
        private final int from;
        private final int limit;
        /** stepMarks[slot][sequence A, B, E], stamped with the step number. */
        private final int[][][] stepMarks = new int[MAX_CHUNK][3][0];

        ParallelFill(int from, int limit) {
            this.from = from;
            this.limit = limit;
        }

        void run() {
            for (int m0 = from; m0 <= limit; ) {
                int chunk = Math.min(MAX_CHUNK, Math.max(64, m0 / 32));
                int end = Math.min(limit, m0 + chunk - 1);
                int start = m0;
                int needed = markLength();
                java.util.stream.IntStream.rangeClosed(start, end).parallel()
                        .forEach(m -> markOldPairs(start, m, needed));
                for (int m = start; m <= end; m++) {
                    finishStep(start, m);
                }
                m0 = end + 1;
            }
        }

        private int markLength() {
            return Math.max(64, Integer.highestOneBit(maxValue) << 2);
        }

        /** Pairs of step m whose indices are both below m0. */
        private void markOldPairs(int m0, int m, int needed) {
            int[][] mk = stepMarks[m - m0];
            for (int s = 0; s < 3; s++) {
                if (mk[s].length < needed) {
                    mk[s] = new int[needed];
                }
            }
            int last = m - 2;
            int lo = Math.max(0, last - m0 + 1);
            int hi = Math.min(last, m0 - 1) + 1;
            markXors(mk[0], m, a, b, last, lo, hi);
            markXors(mk[1], m, a, e, last, lo, hi);
            markXors(mk[2], m, b, e, last, lo, hi);
            int symHi = Math.min(last / 2, m0 - 1) + 1;
            if (lo < symHi) {
                markSymmetricXors(mk[1], m, b, last, lo, symHi);
            }
        }

        /** The pairs of step m that reach into the chunk, then the three mexes. */
        private void finishStep(int m0, int m) {
            int[][] mk = stepMarks[m - m0];
            int needed = markLength();
            for (int s = 0; s < 3; s++) {
                if (mk[s].length < needed) {
                    mk[s] = Arrays.copyOf(mk[s], needed); // keeps the marks made so far
                }
            }
            int last = m - 2;
            int lo = Math.max(0, last - m0 + 1);
            int hi = Math.min(last, m0 - 1) + 1;
            markXors(mk[0], m, a, b, last, 0, lo);
            markXors(mk[0], m, a, b, last, hi, last + 1);
            markXors(mk[1], m, a, e, last, 0, lo);
            markXors(mk[1], m, a, e, last, hi, last + 1);
            markXors(mk[2], m, b, e, last, 0, lo);
            markXors(mk[2], m, b, e, last, hi, last + 1);
            markSymmetricXors(mk[1], m, b, last, 0, Math.min(lo, last / 2 + 1));
            int symHi = Math.min(last / 2, m0 - 1) + 1;
            markSymmetricXors(mk[1], m, b, last, Math.max(lo, symHi), last / 2 + 1);
            mk[1][a[m - 1]] = m;
            mk[2][b[m - 1]] = m;
            a[m] = mex(mk[0], m);
            b[m] = mex(mk[1], m);
            e[m] = mex(mk[2], m);
            maxValue = Math.max(maxValue, Math.max(a[m], Math.max(b[m], e[m])));
        }
    }

    private static int mex(int[] mk, int st) {
        int v = 0;
        while (mk[v] == st) {
            v++;
        }
        return v;
    }
}
