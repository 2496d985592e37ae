package org.grundybench.triomino;

import static org.grundybench.triomino.ReducedRecurrenceSolver.halfTop;
import static org.grundybench.triomino.ReducedRecurrenceSolver.oldFrom;
import static org.grundybench.triomino.ReducedRecurrenceSolver.oldTo;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicIntegerArray;

/**
 * The steps m < {@link #LIMIT} of {@link ReducedRecurrenceSolver}'s recurrences, while every
 * value fits in a byte (it does up to m = 4,500 or so: the values pass 255 later).
 *
 * <p>Each option set is x(i) ^ y(s - i) over a range of i. The values are also packed eight to
 * a long: x forwards, and y reversed in eight copies, each shifted by one more byte, so that
 * for every s one copy lines y(s - i) up with x(i) on whole longs. One XOR of two aligned array
 * loads then yields eight options. Marks are byte flags, cleared per step up to {@link #bound}:
 * with every value below a power of two, so is every XOR of two.
 *
 * <p>From step {@link #CHUNKED_FROM} on, a fill that reaches {@link #HELPER_MIN_LIMIT} shares
 * its work with one helper thread, in chunks of steps [m0, m1]. The pairs of a chunk's steps
 * whose indices are both below m0 (nearly all of them) need no value of the chunk, so both
 * threads claim those steps a few at a time and mark their old pairs, each into byte marks of
 * its own, and hand the result over as a 256-bit set per option set: one cache line per step,
 * in memory the marking thread allocated and writes once, so no write waits for the other
 * core. Then the calling thread walks the chunk in order, marking the pairs that reach into it
 * (four short runs from index 0) and taking the mexes. The helper is a common-pool task started
 * with the fill, so waking it overlaps the first steps. The caller claims any step the helper
 * has not, so a late helper (waking a parked thread takes tens of microseconds on a VM) or an
 * absent one (a busy pool) costs time, never progress.
 */
final class SmallStepFill {
    /** Steps below this run here (ChunkedFill takes the rest). */
    static final int LIMIT = 4_096;
    /** Byte lanes: every value below this, so every XOR of two is too. */
    static final int VALUE_LIMIT = 256;
    /** Steps below this run whole on the calling thread: too few pairs to share. */
    private static final int CHUNKED_FROM = 160;
    /** A fill that ends below this is not worth waking a second thread for. */
    private static final int HELPER_MIN_LIMIT = 500;
    /** Nor is one with fewer steps from CHUNKED_FROM on (a table grown by a few lengths). */
    private static final int HELPER_MIN_STEPS = 64;
    /**
     * Chunk sizes: about m / 12 steps, within these bounds. A smaller chunk leaves fewer pairs
     * for the calling thread alone (each step's new pairs grow with its place in the chunk);
     * a larger one has fewer hand-overs. At N = 800 the calling thread's part took 40 us of
     * 200 (it was 65 with m / 8).
     */
    private static final int MIN_CHUNK = 24;
    private static final int MAX_CHUNK = 128;
    /** Longs in one 256-bit set of options. */
    private static final int SET_LONGS = VALUE_LIMIT / 64;
    /** Longs per step in the hand-over: A's set, then B's set. */
    private static final int STEP_LONGS = 2 * SET_LONGS;

    private static final VarHandle LONGS =
            MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /**
     * The arrays below hold values 0..capacity - 1. They are sized to the fill and grow by
     * copying: a strip of 800 needs a quarter of the room of one of 4,095, and zeroing the rest
     * was more than a quarter of the time at N = 100.
     */
    private int capacity;
    /** Reversed copies: value j sits at byte k - j (plus the copy's shift), k = capacity + 8. */
    private int k;
    /** Byte j % 8 of word j / 8 holds A(j) (B(j)). */
    private long[] aWords;
    private long[] bWords;
    /** In copy r, byte k - j + r holds A(j) (B(j)). */
    private long[][] aShifted;
    private long[][] bShifted;
    /** A power of two above every value recorded so far, so above every option. */
    private int bound = 1;

    /** Stores A(m) and B(m), both below {@link #VALUE_LIMIT}, in the long copies. */
    private void record(int m, int av, int bv) {
        aWords[m >> 3] |= (long) av << 8 * (m & 7);
        bWords[m >> 3] |= (long) bv << 8 * (m & 7);
        for (int r = 0; r < 8; r++) {
            int at = k - m + r;
            aShifted[r][at >> 3] |= (long) av << 8 * (at & 7);
            bShifted[r][at >> 3] |= (long) bv << 8 * (at & 7);
        }
        while (bound <= Math.max(av, bv)) {
            bound <<= 1;
        }
    }

    /**
     * Computes A(m) and B(m) into {@code a} and {@code b} for m = from.. up to {@code limit},
     * stopping early at the first value of {@link #VALUE_LIMIT} or more (stored in the int
     * arrays but not in the long copies) or at {@link #LIMIT} - 1. Returns the last step done.
     */
    int fill(int[] a, int[] b, int from, int limit, boolean parallel) {
        int to = Math.min(limit, LIMIT - 1);
        reserve(a, b, from, to + 1);
        // The calling thread's flags (MarkSlots says why they are not in this object). Claimed
        // before the helper starts: a helper holds its slot until the fill ends, so a caller
        // waiting for the slot its own helper took would wait forever.
        int slot = MarkSlots.claim();
        int marksA = MarkSlots.areaA(slot);
        int marksB = MarkSlots.areaB(slot);
        Crew crew = null;
        try {
            if (parallel && to >= HELPER_MIN_LIMIT && to - Math.max(from, CHUNKED_FROM) >= HELPER_MIN_STEPS) {
                // Started with the fill, so waking the helper overlaps the steps done alone.
                crew = new Crew(Math.max(from, CHUNKED_FROM), to);
                ForkJoinPool.commonPool().execute(crew);
            }
            int m = from;
            for (; m <= to && (m < CHUNKED_FROM || crew == null); m++) {
                clear(marksA);
                clear(marksB);
                markAll(marksA, marksB, m);
                if (!store(a, b, m, mex(marksA), mex(marksB))) {
                    return m;
                }
            }
            while (m <= to) {
                int end = Math.min(to, m + Math.min(MAX_CHUNK, Math.max(MIN_CHUNK, m / 12)) - 1);
                crew.markOldPairs(m, end, marksA, marksB);
                for (int step = m; step <= end; step++) {
                    clear(marksA);
                    clear(marksB);
                    markNewPairs(marksA, marksB, step, step - m);
                    long[] sets = crew.setsOf(step);
                    int at = crew.at(step);
                    int av = mex(marksA, sets, at);
                    int bv = mex(marksB, sets, at + SET_LONGS);
                    if (!store(a, b, step, av, bv)) {
                        return step;
                    }
                }
                m = end + 1;
            }
            return to;
        } finally {
            if (crew != null) {
                crew.stopped = true;
            }
            MarkSlots.release(slot);
        }
    }

    /** Makes room for values 0..needed - 1, keeping the `known` values already computed. */
    private void reserve(int[] a, int[] b, int known, int needed) {
        if (needed <= capacity) {
            return;
        }
        capacity = Math.min(LIMIT, Math.max(128, Integer.highestOneBit(needed - 1) << 1));
        k = capacity + 8;
        aWords = new long[capacity / 8 + 2];
        bWords = new long[capacity / 8 + 2];
        aShifted = new long[8][(k + 32) / 8];
        bShifted = new long[8][(k + 32) / 8];
        for (int j = 1; j < known; j++) {
            record(j, a[j], b[j]); // A(0) = B(0) = 0, as the arrays start
        }
    }

    private boolean store(int[] a, int[] b, int m, int av, int bv) {
        a[m] = av;
        b[m] = bv;
        if (av >= VALUE_LIMIT || bv >= VALUE_LIMIT) {
            return false;
        }
        record(m, av, bv);
        return true;
    }

    private void clear(int marks) {
        clear(marks, bound);
    }

    /** Clears the flags of values below limit in the area starting at MarkSlots.FLAGS[marks]. */
    private static void clear(int marks, int limit) {
        Arrays.fill(MarkSlots.FLAGS, marks, marks + limit, (byte) 0);
    }

    /*
     * The three option sets of step m, as x(i) ^ y(s - i) for i in [0, top]:
     * A(m): A(i) ^ B(s - i), s = m - 2, top = s;
     * B(m): A(i) ^ A(s - i), s = m - 1, top = floor(s / 2) (the set is symmetric);
     * B(m): B(i) ^ B(s - i), s = m - 2, top = floor(s / 2) (-1 at m = 1: no pair).
     * With a chunk starting at m0, a pair is old when i and s - i are both below m0: i in
     * [oldFrom(s, m0), oldTo(s, top, m0)) (ReducedRecurrenceSolver's, which ChunkedFill uses too).
     */

    /*
     * An int `marks` below is the first flag of an area in MarkSlots.FLAGS, whose flag v says
     * that v is an option.
     */

    /** Marks every option of step m into the calling thread's marks. */
    private void markAll(int marksA, int marksB, int m) {
        markXors(marksA, aWords, bShifted, k - (m - 2), 0, m - 1);
        markXors(marksB, aWords, aShifted, k - (m - 1), 0, halfTop(m - 1) + 1);
        markXors(marksB, bWords, bShifted, k - (m - 2), 0, halfTop(m - 2) + 1);
    }

    /**
     * Marks the options of step m = m0 + t that are not old in the chunk starting at m0, into
     * the calling thread's marks. They are four runs of pairs from index 0, t at most in each:
     * A(i) ^ B(s - i), B(j) ^ A(s - j) (set A's pairs whose right or left index is in the
     * chunk), A(i) ^ A(s + 1 - i) and B(i) ^ B(s - i), with s = m - 2. A run is marked in whole
     * longs: the few pairs past its end are other options of the same set (0 <= i <= s) of
     * values already known, so marking them again changes nothing.
     */
    private void markNewPairs(int marksA, int marksB, int m, int t) {
        int ks = k - (m - 2);
        markFourRuns(marksA, marksB, aWords, bWords, bShifted[copy(ks)], aShifted[copy(ks)], word(ks),
                aShifted[copy(ks - 1)], word(ks - 1), (t + 7) >> 3);
    }

    /** See {@link #markNewPairs}; y words for sum s start at yAt, for s + 1 at y1At. */
    private static void markFourRuns(int marksA, int marksB, long[] a, long[] b, long[] bReversed,
            long[] aReversed, int yAt, long[] aReversed1, int y1At, int words) {
        for (int q = 0; q < words; q++) {
            markWord(marksA, a[q] ^ bReversed[yAt + q]);
            markWord(marksA, b[q] ^ aReversed[yAt + q]);
            markWord(marksB, a[q] ^ aReversed1[y1At + q]);
            markWord(marksB, b[q] ^ bReversed[yAt + q]);
        }
    }

    /** Marks step m's old options in the chunk starting at m0. */
    private void markOld(int marksA, int marksB, int m, int m0) {
        markOld(marksA, aWords, bShifted, k, m - 2, m - 2, m0);
        markOld(marksB, aWords, aShifted, k, m - 1, halfTop(m - 1), m0);
        markOld(marksB, bWords, bShifted, k, m - 2, halfTop(m - 2), m0);
    }

    private static void markOld(int marks, long[] xWords, long[][] yShifted, int k,
            int s, int top, int m0) {
        markXors(marks, xWords, yShifted, k - s, oldFrom(s, m0), oldTo(s, top, m0));
    }

    /**
     * Sets marks[x(i) ^ y(s - i)] for i in [from, to), a long (eight pairs) at a time. In the
     * first and last long, the lanes outside the range take the value of the range's first
     * lane there, so they mark nothing new.
     */
    private static void markXors(int marks, long[] xWords, long[][] yShifted, int ks, int from, int to) {
        if (from >= to) {
            return;
        }
        long[] y = yShifted[copy(ks)];
        int yAt = word(ks);
        int first = from >> 3;
        int last = (to - 1) >> 3;
        long before = (1L << 8 * (from & 7)) - 1; // lanes below from
        long after = (to & 7) == 0 ? 0 : -1L << 8 * (to & 7); // lanes from to on
        long head = xWords[first] ^ y[yAt + first];
        if (first == last) {
            markWord(marks, fillLanes(head, from & 7, before | after));
            return;
        }
        markWord(marks, fillLanes(head, from & 7, before));
        markWords(marks, xWords, y, yAt, first + 1, last);
        long tail = xWords[last] ^ y[yAt + last];
        markWord(marks, fillLanes(tail, 0, after));
    }

    /**
     * For a pair set with sum s and ks = k - s: the shifted copy r = -ks mod 8 in which
     * y(s - i) for i = 8q.. sits in one long, word(ks) + q.
     */
    private static int copy(int ks) {
        return -ks & 7;
    }

    private static int word(int ks) {
        return (ks + copy(ks)) >> 3;
    }

    /** w with the lanes in {@code outside} replaced by lane {@code lane}. */
    private static long fillLanes(long w, int lane, long outside) {
        long copies = (w >>> 8 * lane & 0xFF) * 0x0101010101010101L;
        return w & ~outside | copies & outside;
    }

    /** Marks the eight byte lanes of w. */
    private static void markWord(int marks, long w) {
        byte[] flags = MarkSlots.FLAGS;
        int at = marks & MarkSlots.AREA_MASK; // no change; lets the JIT drop the bounds checks
        // Two int halves: fewer and cheaper shifts than eight of the long.
        int low = (int) w;
        int high = (int) (w >>> 32);
        flags[at + (low & 0xFF)] = 1;
        flags[at + (low >>> 8 & 0xFF)] = 1;
        flags[at + (low >>> 16 & 0xFF)] = 1;
        flags[at + (low >>> 24)] = 1;
        flags[at + (high & 0xFF)] = 1;
        flags[at + (high >>> 8 & 0xFF)] = 1;
        flags[at + (high >>> 16 & 0xFF)] = 1;
        flags[at + (high >>> 24)] = 1;
    }

    /** Marks the byte lanes of x[q] ^ y[yAt + q] for q in [from, to). */
    private static void markWords(int marks, long[] x, long[] y, int yAt, int from, int to) {
        for (int q = from; q < to; q++) {
            markWord(marks, x[q] ^ y[yAt + q]);
        }
    }

    /** The first unmarked value, eight flags at a time (marks past the last value are zero). */
    private static int mex(int marks) {
        for (int v = 0;; v += 8) {
            long unmarked = ~(long) LONGS.get(MarkSlots.FLAGS, marks + v) & 0x0101010101010101L;
            if (unmarked != 0) {
                return v + (Long.numberOfTrailingZeros(unmarked) >>> 3);
            }
        }
    }

    /**
     * The mex of the values marked in {@code marks} or in the 256-bit set at sets[at]: the first
     * value missing from the set that is not marked either (the marks hold the few new pairs).
     */
    private static int mex(int marks, long[] sets, int at) {
        for (int word = 0; word < SET_LONGS; word++) {
            for (long missing = ~sets[at + word]; missing != 0; missing &= missing - 1) {
                int v = word * 64 + Long.numberOfTrailingZeros(missing);
                if (MarkSlots.FLAGS[marks + v] == 0) {
                    return v;
                }
            }
        }
        return VALUE_LIMIT;
    }

    /**
     * Stores the flags of values [0, limit) in the marks as a 256-bit set at sets[at] (the flags
     * from limit to the next multiple of 64 must be zero). A multiply moves the low bit of each
     * of eight bytes into the top byte, in order; no two partial products meet, so nothing
     * carries.
     */
    private static void gather(int marks, int limit, long[] sets, int at) {
        for (int word = 0; word < SET_LONGS; word++) {
            long bits = 0;
            if (word * 64 < limit) {
                for (int k = 0; k < 8; k++) {
                    long flags = (long) LONGS.get(MarkSlots.FLAGS, marks + word * 64 + 8 * k);
                    bits |= (flags * 0x0102040810204080L >>> 56) << 8 * k;
                }
            }
            sets[at + word] = bits;
        }
    }

    /** Counter positions in {@link Crew}'s array, 16 ints (64 bytes) apart. */
    private static final int CLAIMED = 0;
    private static final int DONE = 16;

    /**
     * The fill's two threads: the calling thread opens one chunk at a time, and both claim its
     * steps, a few at a time, until every step's old pairs are marked. The helper runs until the
     * fill ends, spinning between chunks.
     */
    private final class Crew implements Runnable {
        /**
         * CLAIMED: the next step to claim (it only grows, so a claim made with a stale view of
         * the chunk fails its compare-and-set); DONE: steps marked since the first chunk.
         */
        private final AtomicIntegerArray counters = new AtomicIntegerArray(DONE + 16);
        private final int first;
        /**
         * Each thread's old-pair sets, per step of the fill: written once by the thread that
         * marked the step (in memory it allocated, so no write waits for the other core).
         */
        private final long[] callerSets;
        private volatile long[] helperSets;
        /** The steps the calling thread marked; the helper marked the others. */
        private final boolean[] byCaller;
        /** The open chunk: openFrom is written before openTo and read after it. */
        private int openFrom;
        private volatile int openTo = -1;
        volatile boolean stopped;

        Crew(int first, int to) {
            this.first = first;
            this.callerSets = new long[(to - first + 1) * STEP_LONGS];
            this.byCaller = new boolean[to - first + 1];
            counters.set(CLAIMED, first);
        }

        long[] setsOf(int step) {
            return byCaller[step - first] ? callerSets : helperSets;
        }

        int at(int step) {
            return (step - first) * STEP_LONGS;
        }

        /** Opens the chunk [m0, m1], takes part in it and returns once every step is marked. */
        void markOldPairs(int m0, int m1, int marksA, int marksB) {
            openFrom = m0;
            openTo = m1;
            while (claimAndMark(marksA, marksB, callerSets, byCaller)) {
                // claimed a few steps and marked them
            }
            while (counters.get(DONE) < m1 - first + 1) {
                Thread.onSpinWait();
            }
        }

        @Override
        public void run() {
            int slot = MarkSlots.tryClaim();
            if (slot < 0) {
                return; // every slot is marking for some fill: the calling thread does it all
            }
            try {
                long[] sets = new long[callerSets.length];
                helperSets = sets;
                while (!stopped) {
                    if (!claimAndMark(MarkSlots.areaA(slot), MarkSlots.areaB(slot), sets, null)) {
                        Thread.onSpinWait();
                    }
                }
            } finally {
                MarkSlots.release(slot);
            }
        }

        /** Claims the next few steps of the open chunk and marks them; false if none is left. */
        private boolean claimAndMark(int ownA, int ownB, long[] sets, boolean[] claims) {
            int m = counters.get(CLAIMED);
            int m1 = openTo;
            int m0 = openFrom;
            if (m > m1) {
                return false;
            }
            // Fewer steps near the chunk's end, so neither thread waits long for the other.
            int count = Math.max(1, Math.min(4, (m1 - m + 1) / 4));
            if (!counters.compareAndSet(CLAIMED, m, m + count)) {
                return true; // the other thread took them: look again
            }
            int limit = bound; // every value below m0 is below it
            for (int step = m; step < m + count; step++) {
                clear(ownA, limit);
                clear(ownB, limit);
                markOld(ownA, ownB, step, m0);
                int at = at(step);
                gather(ownA, limit, sets, at);
                gather(ownB, limit, sets, at + SET_LONGS);
                if (claims != null) {
                    claims[step - first] = true;
                }
            }
            counters.addAndGet(DONE, count);
            return true;
        }
    }
}
