package org.grundybench.triomino;

import java.util.Arrays;
import org.grundybench.core.Work;
import org.grundybench.core.Workers;

/**
 * The strip recurrences worked out by hand from {@link TriominoRules}, then shrunk to two
 * sequences, A (FLAT) and B (ONE_STUB):
 * <ul>
 * <li>a FLAT strip's "third cell left" options equal its "third cell right" ones, so
 *     A(m) = mex{ A(i) ^ B(m-2-i) : 0 <= i <= m-2 };</li>
 * <li>STUBS_SAME_ROW and STUBS_OPPOSITE_ROWS have the same options, and their value is
 *     E(m) = A(m+1): E(m) = mex({ B(m-1) } + { B(i) ^ E(m-2-i) }), and if E(k) = A(k+1) for
 *     k < m, those options are { B(i) ^ A(m-1-i) : 0 <= i <= m-1 } (i = m-1 is B(m-1) ^ A(0)),
 *     exactly the options of A(m+1);</li>
 * <li>B(m) = mex({ A(m-1) } + { A(i) ^ E(m-2-i) } + { B(i) ^ B(m-2-i) }), which with E(k) =
 *     A(k+1) is mex({ A(i) ^ A(m-1-i) : 0 <= i <= m-1 } + { B(i) ^ B(m-2-i) }): two symmetric
 *     sets, so only half of each is walked.</li>
 * </ul>
 * That is m - 1 + m options per length instead of about 3.5m. The contract suite checks all
 * four shapes against the generic rules.
 *
 * <p>Lengths below {@link ByteFill#LIMIT} go through {@link ByteFill} (or {@link SimdFill}, see
 * {@link #SIMD}) on the calling thread, longer ones through {@link ChunkedFill} on the solver's
 * threads ({@link Workers}). No allocation inside the O(N^2) loops.
 */
public final class ReducedRecurrenceSolver extends Work.Counted implements TriominoSolver {
    public static final int MAX_N = 200_000;
    /** From this strip length on, {@link ChunkedFill} takes over. */
    static final int PARALLEL_FROM = ByteFill.LIMIT;

    /**
     * Whether {@link SimdFill} takes the first steps: with the incubating vector module in the
     * JVM ({@code java --add-modules jdk.incubator.vector}; the benchmarks add it, a plain
     * {@code java -jar} does not) on JDK 25 or later, whose C2 compiles it well (on 17 it was
     * 1.3x slower than scalar code).
     */
    static final boolean SIMD = simdUsable();

    private static boolean simdUsable() {
        if (Runtime.version().feature() < 25 || ModuleLayer.boot().findModule("jdk.incubator.vector").isEmpty()) {
            return false;
        }
        try {
            return SimdFill.worthIt(); // only now is SimdFill (and the module) loaded
        } catch (LinkageError e) { // an incubating module may change: then the scalar path
            return false;
        }
    }

    /** Threads that mark a chunk's old pairs: the calling one and {@code threads - 1} helpers. */
    private final int threads;
    /** A {@link SimdFill} where it is used (see {@link #SIMD}). */
    private final ByteFill bytes;

    /** One thread per available processor. */
    public ReducedRecurrenceSolver() {
        this(Workers.available());
    }

    /** {@code threads} (at least 1; 1 is the calling thread alone) fill long strips together. */
    public ReducedRecurrenceSolver(int threads) {
        this(threads, SIMD);
    }

    /**
     * With {@code simd} true {@link SimdFill} takes the first steps, else {@link ByteFill} (the
     * tests' way to run either on any JDK; true needs the vector module).
     */
    ReducedRecurrenceSolver(int threads, boolean simd) {
        this.threads = Workers.checked(threads);
        this.bytes = simd ? new SimdFill(work) : new ByteFill(work);
    }

    /** A(m) and B(m); E(m) is A(m+1). */
    private int[] a = new int[0];
    private int[] b = new int[0];
    private int filled = -1;
    private int maxValue;

    @Override
    public int maxN() {
        return MAX_N;
    }

    @Override
    public int grundy(StripShape shape, int m) {
        MemoTriominoSolver.checkN("reduced_recurrence", m, MAX_N);
        switch (shape) {
            case FLAT:
                fillTo(m);
                return a[m];
            case ONE_STUB:
                fillTo(m);
                return b[m];
            default:
                fillTo(m + 1);
                return a[m + 1];
        }
    }

    @Override
    public int[] grundyUpTo(int limit) {
        MemoTriominoSolver.checkN("reduced_recurrence", limit, MAX_N);
        fillTo(limit);
        return Arrays.copyOf(a, limit + 1);
    }

    private void fillTo(int limit) {
        if (limit <= filled) {
            return;
        }
        a = Arrays.copyOf(a, limit + 1);
        b = Arrays.copyOf(b, limit + 1);
        int from = Math.max(1, filled + 1); // A(0) = B(0) = 0 (no moves), as the arrays start
        if (from < ByteFill.LIMIT && maxValue < ByteFill.VALUE_LIMIT) {
            for (int done = bytes.fill(a, b, from, limit); from <= done; from++) {
                maxValue = Math.max(maxValue, Math.max(a[from], b[from]));
            }
        }
        if (from <= limit) {
            try (Workers workers = new Workers(threads, "reduced_recurrence")) {
                new ChunkedFill(from, limit, workers).run();
            }
        }
        filled = limit;
        Work.hold(work, 2L * (limit + 1));
    }

    /** Marks x(i) ^ y(s - i) for i in [from, to): options of two reads each. */
    private void markXors(int[] mk, int st, int[] x, int[] y, int s, int from, int to) {
        Work.add(work, 0, to - from, 2L * (to - from));
        for (int i = from; i < to; i++) {
            mk[x[i] ^ y[s - i]] = st;
        }
    }

    /**
     * Steps m in chunks of K steps, with int values and stamped marks. When a chunk starts at m0,
     * every option pair (i, j) with both indices below m0 is computable for every step of the
     * chunk: those "old" pairs, nearly all of the work, are marked for all K steps by every
     * thread at once, each claiming the next step (into marks of its own). Then the calling
     * thread walks the chunk in order, adding the few pairs that reach into it (at most 2K per
     * step and set) and taking each mex. Two synchronisations per chunk, not per step.
     */
    private final class ChunkedFill {
        private static final int MAX_CHUNK = 512;
        private final int from;
        private final int limit;
        private final Workers workers;
        /** stepMarks[slot][A or B], stamped with the step number. */
        private final int[][][] stepMarks = new int[MAX_CHUNK][2][0];

        ChunkedFill(int from, int limit, Workers workers) {
            this.from = from;
            this.limit = limit;
            this.workers = workers;
        }

        void run() {
            for (int m0 = from; m0 <= limit; ) {
                int chunk = Math.min(MAX_CHUNK, Math.max(64, m0 / 32));
                int end = Math.min(limit, m0 + chunk - 1);
                int needed = markLength();
                int first = m0;
                workers.forEach(m0, end + 1, m -> markOldPairs(first, m, needed));
                for (int m = m0; m <= end; m++) {
                    finishStep(m0, m);
                }
                m0 = end + 1;
            }
        }

        /** With every value below 2^k, so is every XOR of two, and the mex is at most 2^k. */
        private int markLength() {
            return Math.max(64, Integer.highestOneBit(maxValue) << 2);
        }

        private int[][] marks(int m0, int m, int needed) {
            int[][] mk = stepMarks[m - m0];
            for (int s = 0; s < 2; s++) {
                if (mk[s].length < needed) {
                    mk[s] = Arrays.copyOf(mk[s], needed); // keeps the marks made so far
                }
            }
            return mk;
        }

        /**
         * Pairs of step m whose indices are both below m0. For a pair set x(i) ^ y(s - i) that
         * is i in [s - m0 + 1, m0 - 1], cut at s / 2 for the symmetric sets.
         */
        private void markOldPairs(int m0, int m, int needed) {
            int[][] mk = marks(m0, m, needed);
            int last = m - 2;
            markXors(mk[0], m, a, b, last, oldFrom(last, m0), oldTo(last, last, m0));
            markXors(mk[1], m, a, a, m - 1, oldFrom(m - 1, m0), oldTo(m - 1, halfTop(m - 1), m0));
            markXors(mk[1], m, b, b, last, oldFrom(last, m0), oldTo(last, halfTop(last), m0));
        }

        /** The pairs of step m that reach into the chunk, then the two mexes. */
        private void finishStep(int m0, int m) {
            int[][] mk = marks(m0, m, markLength());
            int last = m - 2;
            markNewPairs(mk[0], m, a, b, last, last, m0);
            markNewPairs(mk[1], m, a, a, m - 1, halfTop(m - 1), m0);
            markNewPairs(mk[1], m, b, b, last, halfTop(last), m0);
            a[m] = mex(mk[0], m);
            b[m] = mex(mk[1], m);
            Work.add(work, 2, 0, 0);
            maxValue = Math.max(maxValue, Math.max(a[m], b[m]));
        }

        /** Marks x(i) ^ y(s - i) for i in [0, top] outside the old range. */
        private void markNewPairs(int[] mk, int st, int[] x, int[] y, int s, int top, int m0) {
            int lo = oldFrom(s, m0);
            int hi = oldTo(s, top, m0);
            if (lo < hi) {
                markXors(mk, st, x, y, s, 0, lo);
                markXors(mk, st, x, y, s, hi, top + 1);
            } else {
                markXors(mk, st, x, y, s, 0, top + 1);
            }
        }
    }

    /*
     * A pair set x(i) ^ y(s - i), i in [0, top], seen from a chunk of steps starting at m0: its
     * old pairs, with i and s - i both below m0, are i in [oldFrom(s, m0), oldTo(s, top, m0)).
     */

    /** The largest i with i <= s - i (top of a symmetric set), or -1 when s < 0. */
    static int halfTop(int s) {
        return (s + 2) / 2 - 1;
    }

    private static int oldFrom(int s, int m0) {
        return Math.max(0, s - m0 + 1);
    }

    private static int oldTo(int s, int top, int m0) {
        return Math.min(top, m0 - 1) + 1;
    }

    private static int mex(int[] mk, int st) {
        int v = 0;
        while (mk[v] == st) {
            v++;
        }
        return v;
    }
}
