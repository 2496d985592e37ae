package org.grundybench.triomino;

import static org.grundybench.triomino.ReducedRecurrenceSolver.halfTop;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.function.IntConsumer;

/**
 * The steps m < {@link #LIMIT} of {@link ReducedRecurrenceSolver}'s recurrences, while every
 * value fits in a byte (it does up to m = 4,500 or so: the values pass 255 later).
 *
 * <p>Each option set is x(i) ^ y(s - i) over a range of i. The values are also packed eight to
 * a long: x forwards, and y reversed in eight copies, each shifted by one more byte, so that
 * for every s one copy lines y(s - i) up with x(i) on whole longs. One XOR of two aligned array
 * loads then yields eight options. Marks are byte flags, cleared per step up to the bound of the
 * values recorded: with every value below a power of two, so is every XOR of two.
 *
 * <p>From step {@link #SPLIT_FROM} on, a fill that reaches {@link #HELPER_MIN_LIMIT} splits the
 * two sequences between two threads: the calling thread computes A, a helper thread B. A(m)
 * needs B only up to B(m - 2), and B(m) needs A only up to A(m - 1), so each thread marks
 * nearly all of a step's options from values it already has and then waits for one value of
 * the other's, which pairs with index 0 (A(0) = B(0) = 0) and so is one more option: B(m - 2)
 * (and its own A(m - 2)) for A(m), A(m - 1) for B(m). Each thread hands its values over in a
 * mailbox, one long holding the last step published and that sequence's last four values
 * (while the two keep pace, a reader asks for one at most two steps back; one that has fallen
 * further behind takes the value elsewhere, see below), read early in a step so that the cache
 * line crosses while the step marks. Each thread keeps packed copies of both sequences of
 * its own, so the marking loops read nothing the other core writes. The two do about the same
 * work per step (m - 1 options for A, twice m / 2 for B). Compared with handing over chunks of
 * marked steps, which this replaced, nothing is gathered, cleared or claimed for the other
 * thread and no step's options are split between the threads: in the quietest of several
 * interleaved JMH sessions on the project's 2 vCPUs, N = 800 took 0.186 ms on the mean where the
 * chunks took 0.210 (results/ab-triomino-split-n800.md, which also shows the mode near 0.4 ms
 * that a busy host brings out).
 *
 * <p>The helper is a common-pool task started with the fill; while it waits for the handover it
 * copies the values done so far, and it takes over B at whatever step the calling thread has
 * reached when it is ready. A helper can stall (preempted, or its vCPU descheduled by the host):
 * after waiting {@link #PATIENCE_NANOS} for a value, the calling thread computes B itself, and
 * then waits no more, taking B from the mailbox only when it is already there. A helper that
 * finds the calling thread past the step it was computing rejoins at the step it needs next, so
 * a stall costs its length, not the rest of the fill. The values are the same either way.
 */
final class SmallStepFill {
    /** Steps below this run here (ChunkedFill takes the rest). */
    static final int LIMIT = 4_096;
    /** Byte lanes: every value below this, so every XOR of two is too. */
    static final int VALUE_LIMIT = 256;
    /** Steps below this run whole on the calling thread: too few options to share. */
    private static final int SPLIT_FROM = 128;
    /** A fill that ends below this is not worth waking a second thread for. */
    private static final int HELPER_MIN_LIMIT = 500;
    /** Nor is one with fewer steps from SPLIT_FROM on (a table grown by a few lengths). */
    private static final int HELPER_MIN_STEPS = 64;
    /**
     * How long the calling thread waits for a value of B before it computes B itself: several
     * steps' work (a step is under 1.5 us below N = 4,096; the usual wait, well under 1 us), far
     * shorter than a helper's absence when its vCPU is descheduled (often hundreds of us on the
     * project's VM). In interleaved runs on a busy host N = 800 took 0.19 to 0.21 ms with 2 or
     * 5 us, 0.22 to 0.24 with 10 us to 100 us: every microsecond waited for an absent helper is
     * lost, and a wrong guess costs one step computed twice.
     */
    static final long PATIENCE_NANOS = 5_000;
    /**
     * A longer gap between two looks at the clock (64 spins, about a microsecond) is a pause of
     * both threads (a safepoint) or this thread descheduled, not a wait: it counts as this much.
     */
    private static final long GAP_NANOS = 2_000;

    private static final VarHandle LONGS =
            MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private final long patienceNanos;
    /** Room for nothing: a solver made per call (as the benchmarks do) allocates no more. */
    private static final Packed EMPTY = new Packed(0);
    /** The values so far, packed for the marking loops; replaced when a fill needs more room. */
    private Packed packed = EMPTY;
    /** Values of B the calling thread computed itself in split fills (for tests). */
    long callerComputedB;

    /** Called by the helper in the middle of each step, if not null (for tests that hold it up). */
    private final IntConsumer helperPause;

    SmallStepFill() {
        this(PATIENCE_NANOS, null);
    }

    /**
     * For tests: with a patience of 0 the calling thread hardly waits for the helper, and a
     * helperPause can hold the helper up at chosen steps.
     */
    SmallStepFill(long patienceNanos, IntConsumer helperPause) {
        this.patienceNanos = patienceNanos;
        this.helperPause = helperPause;
    }

    /**
     * A(j) and B(j), packed: sized to the fill and grown by copying (a strip of 800 needs a
     * quarter of the room of one of 4,095, and zeroing the rest was more than a quarter of the
     * time at N = 100). Each thread of a split fill keeps one of its own.
     */
    private static final class Packed {
        /** Room for the values 0..capacity - 1. */
        final int capacity;
        /** Reversed copies: value j sits at byte k - j (plus the copy's shift), k = capacity + 8. */
        final int k;
        /** Byte j % 8 of word j / 8 holds A(j) (B(j)). */
        final long[] aWords;
        final long[] bWords;
        /** In copy r, byte k - j + r holds A(j) (B(j)). */
        final long[][] aShifted;
        final long[][] bShifted;
        /** A power of two above every value recorded so far, so above every option. */
        int bound = 1;

        Packed(int capacity) {
            this.capacity = capacity;
            this.k = capacity + 8;
            aWords = new long[capacity / 8 + 2];
            bWords = new long[capacity / 8 + 2];
            aShifted = new long[8][(k + 32) / 8];
            bShifted = new long[8][(k + 32) / 8];
        }

        /** Packed copies of A(j), B(j) for 0 < j < known (A(0) = B(0) = 0, as arrays start). */
        Packed(int capacity, int[] a, int[] b, int known) {
            this(capacity);
            recordAll(a, b, 1, known - 1);
        }

        /** Records A(j) and B(j) from the int arrays for j in [from, to] (none if to < from). */
        void recordAll(int[] a, int[] b, int from, int to) {
            for (int j = from; j <= to; j++) {
                record(j, a[j], b[j]);
            }
        }

        /** Stores A(m) and B(m), both below {@link #VALUE_LIMIT}. */
        void record(int m, int av, int bv) {
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

        /** Marks A(m)'s options x(i) ^ y(s - i), s = m - 2, for i in [from, to). */
        void markSetA(int marks, int m, int from, int to) {
            markXors(marks, aWords, bShifted, k - (m - 2), from, to);
        }

        /** Marks B(m)'s options, its first A pair from index aFrom (the other is index 0). */
        void markSetsB(int marks, int m, int aFrom) {
            markXors(marks, aWords, aShifted, k - (m - 1), aFrom, halfTop(m - 1) + 1);
            markXors(marks, bWords, bShifted, k - (m - 2), 0, halfTop(m - 2) + 1);
        }

        /** B(m), with every value up to A(m - 1) and B(m - 1) recorded. */
        int computeB(int marks, int m) {
            clear(marks, bound);
            markSetsB(marks, m, 0);
            return mex(marks);
        }
    }

    /**
     * Computes A(m) and B(m) into {@code a} and {@code b} for m = from.. up to {@code limit},
     * stopping early at the first value of {@link #VALUE_LIMIT} or more (stored in the int
     * arrays but not in the packed copies) or at {@link #LIMIT} - 1. Returns the last step done.
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
        Split split = null;
        try {
            if (parallel && to >= HELPER_MIN_LIMIT && to - Math.max(from, SPLIT_FROM) >= HELPER_MIN_STEPS) {
                // Started with the fill, so waking the helper overlaps the steps done alone.
                split = new Split(a, b, to, packed.capacity, patienceNanos, helperPause);
                ForkJoinPool.commonPool().execute(split);
            }
            Packed p = packed;
            for (int m = from; m <= to; m++) {
                if (split != null && m >= SPLIT_FROM && split.ready) {
                    split.handover = m;
                    int last = split.computeA(m, marksA, marksB, p);
                    callerComputedB += split.callerComputedB;
                    return last;
                }
                // Both sets marked before either mex: a mex that reads the flags just stored waits
                // for the stores (N = 100 was 5% slower with each set marked and read in turn).
                clear(marksA, p.bound);
                clear(marksB, p.bound);
                p.markSetA(marksA, m, 0, m - 1);
                p.markSetsB(marksB, m, 0);
                int av = mex(marksA);
                int bv = mex(marksB);
                a[m] = av;
                b[m] = bv;
                if (av >= VALUE_LIMIT || bv >= VALUE_LIMIT) {
                    return m;
                }
                p.record(m, av, bv);
                if (split != null) {
                    split.boxes.setRelease(A_BOX, (long) m << STEP_SHIFT); // for the helper's copies
                }
            }
            return to;
        } finally {
            if (split != null) {
                split.stopped = true;
            }
            MarkSlots.release(slot);
        }
    }

    /** Makes room for values 0..needed - 1, keeping the `known` values already computed. */
    private void reserve(int[] a, int[] b, int known, int needed) {
        if (needed > packed.capacity) {
            packed = new Packed(capacityFor(needed), a, b, known);
        }
    }

    /**
     * Room for at least {@code needed} values (at most LIMIT): a power of two from 128, so a table
     * grown a length at a time is copied log times. SimdFill sizes its arrays the same way.
     */
    static int capacityFor(int needed) {
        return Math.min(LIMIT, Math.max(128, Integer.highestOneBit(needed - 1) << 1));
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
     * An int `marks` is the first flag of an area in MarkSlots.FLAGS, whose flag v says that v
     * is an option.
     */

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
     * The first value neither marked nor one of the two options given (below
     * {@link #VALUE_LIMIT}): a step's last options, taken this way rather than stored as flags
     * that the mex would read right after (a load that waits for the stores).
     */
    private static int mex(int marks, int option1, int option2) {
        for (int v = 0;; v += 8) {
            long unmarked = ~(long) LONGS.get(MarkSlots.FLAGS, marks + v) & 0x0101010101010101L;
            unmarked &= ~lane(option1 - v) & ~lane(option2 - v);
            if (unmarked != 0) {
                return v + (Long.numberOfTrailingZeros(unmarked) >>> 3);
            }
        }
    }

    /** The low bit of byte lane d of a long, or 0 when d is not a lane (0..7). */
    private static long lane(int d) {
        return d >>> 3 == 0 ? 1L << 8 * d : 0;
    }

    /** Mailbox positions in {@link Split#boxes}, 16 longs (128 bytes) apart. */
    private static final int A_BOX = 0;
    private static final int B_BOX = 16;
    /** A mailbox: the last step published in bits 48 up, its values in 12 bits each below. */
    private static final int STEP_SHIFT = 48;
    private static final long VALUES = (1L << STEP_SHIFT) - 1;

    /**
     * A split fill: the calling thread computes A from the handover step on ({@link #computeA}),
     * the helper B ({@link #run}).
     */
    private static final class Split implements Runnable {
        private final int[] a;
        private final int[] b;
        private final int to;
        private final int capacity;
        /** Each thread's mailbox: see {@link #STEP_SHIFT}. */
        private final AtomicLongArray boxes = new AtomicLongArray(B_BOX + 16);
        /** The helper has its flags and waits for a handover step. */
        volatile boolean ready;
        /** The first step of B the helper computes; A and B below it are in the int arrays. */
        volatile int handover = -1;
        /** The fill has ended. */
        volatile boolean stopped;
        /** The helper's run ended (normally or not): its mailbox takes no more values. */
        private volatile boolean gone;
        /** The calling thread waits for B (it stops after a wait of PATIENCE_NANOS in vain). */
        private boolean patient = true;

        private final long patienceNanos;
        private final IntConsumer helperPause;
        int callerComputedB;

        Split(int[] a, int[] b, int to, int capacity, long patienceNanos, IntConsumer helperPause) {
            this.a = a;
            this.b = b;
            this.to = to;
            this.capacity = capacity;
            this.patienceNanos = patienceNanos;
            this.helperPause = helperPause;
        }

        @Override
        public void run() {
            try {
                if (stopped) {
                    return; // started after the fill ended
                }
                int slot = MarkSlots.tryClaim();
                if (slot < 0) {
                    return; // every slot is marking for some fill: the calling thread does it all
                }
                try {
                    // While it waits, the helper copies the values the calling thread has done.
                    Packed p = new Packed(capacity);
                    int copied = 0; // A(j) and B(j) are in p for j <= copied
                    ready = true;
                    int h;
                    while ((h = handover) < 0) {
                        if (stopped) {
                            return;
                        }
                        int done = (int) (boxes.getAcquire(A_BOX) >>> STEP_SHIFT);
                        if (handover >= 0) {
                            // The box may already show a split step, whose B is not in b yet;
                            // the handover (written before that step) is seen here, so stop.
                            continue;
                        }
                        p.recordAll(a, b, copied + 1, done);
                        copied = Math.max(copied, done);
                        Thread.onSpinWait();
                    }
                    p.recordAll(a, b, copied + 1, h - 1);
                    computeB(h, MarkSlots.areaB(slot), p);
                } finally {
                    MarkSlots.release(slot);
                }
            } finally {
                gone = true;
            }
        }

        /**
         * The helper: B(m) for m = h..to, or until the fill stops. p holds A(j) and B(j) for
         * j < h. If the calling thread has computed B itself (this thread was held up), the helper
         * rejoins at the step the calling thread needs next.
         */
        private void computeB(int h, int marks, Packed p) {
            int recorded = h - 1; // A(j) and B(j) are in p for j <= recorded
            int aOld = a[h - 2]; // A(m - 2) at the start of step m
            int bOld = b[h - 2]; // B(m - 2)
            int bNew = b[h - 1]; // B(m - 1)
            long window = 0;
            for (int m = h; m <= to; m++) {
                long mail = boxes.getAcquire(A_BOX); // early: the line comes in while this step marks
                int done = (int) (mail >>> STEP_SHIFT);
                if (done - 2 >= m) {
                    // A(done) is out, so the calling thread has B up to done - 2 (in b, written
                    // before A(done) was published) and needs B(done - 1) next.
                    m = done - 1;
                    p.recordAll(a, b, recorded + 1, m - 3);
                    recorded = Math.max(recorded, m - 3);
                    aOld = a[m - 2];
                    bOld = b[m - 2];
                    bNew = b[m - 1];
                    window = 0; // the calling thread never asks for a step before m again
                }
                if (recorded < m - 2) {
                    p.record(m - 2, aOld, bOld);
                    recorded = m - 2;
                }
                if (helperPause != null) {
                    helperPause.accept(m);
                }
                clear(marks, p.bound);
                p.markSetsB(marks, m, 1); // all but A(0) ^ A(m - 1)
                int aNew = a[m - 1]; // known if m - 1 < h
                if (m - 1 >= h) {
                    mail = await(A_BOX, mail, m - 1, true);
                    if (mail < 0) {
                        return;
                    }
                    aNew = valueIn(mail, m - 1);
                    if (aNew < 0) {
                        // A(m - 1) has left the mailbox: the calling thread, computing B itself,
                        // is past B(m), so the next step's look at the mailbox rejoins.
                        continue;
                    }
                }
                int bv = mex(marks, aNew, aNew);
                window = (window << 12 | bv) & VALUES;
                boxes.setRelease(B_BOX, (long) m << STEP_SHIFT | window);
                if (bv >= VALUE_LIMIT) {
                    return;
                }
                aOld = aNew;
                bOld = bNew;
                bNew = bv;
            }
        }

        /**
         * The calling thread from step h: A(m) for m = h..to, taking B from the helper. Returns the
         * last step done, as {@link SmallStepFill#fill}.
         */
        int computeA(int h, int marksA, int marksB, Packed p) {
            long window = 0;
            int m = h;
            for (; m <= to; m++) {
                long mail = boxes.getAcquire(B_BOX); // early: the line comes in while this step marks
                if (m - 3 >= h) {
                    p.record(m - 3, a[m - 3], b[m - 3]);
                }
                clear(marksA, p.bound);
                p.markSetA(marksA, m, 1, m - 2); // all but A(0) ^ B(m - 2) and A(m - 2) ^ B(0)
                int bv = m - 2 < h ? b[m - 2] : takeB(m - 2, mail, marksB, p);
                if (bv >= VALUE_LIMIT) {
                    return m - 2;
                }
                int av = mex(marksA, bv, a[m - 2]);
                a[m] = av;
                if (av >= VALUE_LIMIT) {
                    break; // B(m - 1) and B(m) below, then m is the last step
                }
                window = (window << 12 | av) & VALUES;
                boxes.setRelease(A_BOX, (long) m << STEP_SHIFT | window);
            }
            int last = Math.min(m, to);
            for (int j = Math.max(h, last - 1); j <= last; j++) {
                if (j - 1 >= h) {
                    p.record(j - 1, a[j - 1], b[j - 1]);
                }
                if (takeB(j, boxes.getAcquire(B_BOX), marksB, p) >= VALUE_LIMIT) {
                    return j;
                }
            }
            if (a[last] < VALUE_LIMIT) {
                p.record(last, a[last], b[last]);
            }
            return last;
        }

        /**
         * B(j) into b[j]: from the helper, or computed here (every value up to A(j - 1) and B(j - 1)
         * is in p whenever this is called) when the helper is gone or has kept this thread waiting
         * for {@link #PATIENCE_NANOS}. After that, this thread waits no more until the helper
         * catches up: it takes B(j) from the helper if it is there, and otherwise computes it.
         */
        private int takeB(int j, long mail, int marksB, Packed p) {
            int bv = valueIn(mail, j);
            if (bv < 0) {
                mail = boxes.getAcquire(B_BOX);
                bv = valueIn(patient ? await(B_BOX, mail, j, false) : mail, j);
            }
            patient = bv >= 0;
            if (bv < 0) {
                bv = p.computeB(marksB, j);
                callerComputedB++;
            }
            b[j] = bv;
            return bv;
        }

        /**
         * Value j from a mailbox, or -1 if it does not have it: not yet, or no longer (more than
         * three steps back, which only a thread that has fallen behind asks for: a helper whose
         * calling thread computes B itself, and which then rejoins).
         */
        private static int valueIn(long mail, int j) {
            int back = (int) (mail >>> STEP_SHIFT) - j;
            return mail < 0 || back < 0 || back > 3 ? -1 : (int) (mail >>> 12 * back) & 0xFFF;
        }

        /**
         * The mailbox once it has published step j, waiting for it; -1 if the fill stops first
         * (the helper) or if the helper is gone or late (the calling thread).
         */
        private long await(int box, long mail, int j, boolean helper) {
            long waited = 0;
            long then = 0;
            for (int spins = 0; (int) (mail >>> STEP_SHIFT) < j; spins++) {
                if (helper ? stopped : gone) {
                    return -1;
                }
                if (!helper && (spins & 63) == 63) {
                    // Time spent spinning, with gaps over GAP_NANOS (a safepoint, or this thread
                    // descheduled, when the helper was not running either) counted as GAP_NANOS.
                    long now = System.nanoTime();
                    waited += then == 0 ? 0 : Math.min(now - then, GAP_NANOS);
                    then = now;
                    if (waited > patienceNanos) {
                        return -1;
                    }
                }
                Thread.onSpinWait();
                mail = boxes.getAcquire(box);
            }
            return mail;
        }
    }
}
