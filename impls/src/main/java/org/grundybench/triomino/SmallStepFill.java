package org.grundybench.triomino;

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
 * <p>Each option set is x(i) ^ y(s - i) over a range of i. With the y values also stored
 * reversed (position {@code K - j} holds y(j)), y(s - i) sits at {@code K - s + i}, so both
 * operands run forwards and one 64-bit XOR of two unaligned loads yields eight options. Marks
 * are byte flags cleared per step.
 *
 * <p>From step {@link #HELPER_FROM} on, a second thread takes part of each step: the pairs
 * whose indices are both at most m - {@link #LAG} - 1 are computable {@code LAG} steps early,
 * so a helper task marks (up to half of) them into a slot of its own while the calling thread
 * is still on earlier steps; the calling thread adds the rest and takes the mex. The two meet
 * through three counters, and the calling thread claims any step the helper has not claimed
 * yet, so a late or absent helper (a busy common pool) costs time, never progress.
 */
final class SmallStepFill {
    /** Steps below this run here (ChunkedFill takes the rest). */
    static final int LIMIT = 4_096;
    /** Byte lanes: every value below this, so every XOR of two is too. */
    static final int VALUE_LIMIT = 256;
    /** How far ahead of the calling thread the helper may mark. */
    private static final int LAG = 64;
    /** Below this the old pairs are too few to share. */
    private static final int HELPER_FROM = 4 * LAG;
    /** A fill that ends below this is not worth waking a second thread for. */
    private static final int HELPER_MIN_LIMIT = 1_024;
    /** Reversed copies: position K - j holds the value at j. */
    private static final int K = LIMIT + 8;

    private static final VarHandle LONGS =
            MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private final byte[] a8 = new byte[LIMIT + 8];
    private final byte[] b8 = new byte[LIMIT + 8];
    private final byte[] aReversed = new byte[K + 8];
    private final byte[] bReversed = new byte[K + 8];
    /** The calling thread's marks for A(m) and B(m); a mex can reach VALUE_LIMIT. */
    private final byte[] marksA = new byte[VALUE_LIMIT + 1];
    private final byte[] marksB = new byte[VALUE_LIMIT + 1];

    /** Stores A(m) and B(m), both below {@link #VALUE_LIMIT}, in the byte copies. */
    private void record(int m, int av, int bv) {
        a8[m] = (byte) av;
        b8[m] = (byte) bv;
        aReversed[K - m] = (byte) av;
        bReversed[K - m] = (byte) bv;
    }

    /**
     * Computes A(m) and B(m) into {@code a} and {@code b} for m = from.. up to {@code limit},
     * stopping early at the first value of {@link #VALUE_LIMIT} or more (stored in the int
     * arrays but not in the byte copies) or at {@link #LIMIT} - 1. Returns the last step done.
     */
    int fill(int[] a, int[] b, int from, int limit, boolean parallel) {
        int to = Math.min(limit, LIMIT - 1);
        Helper helper = parallel && to >= HELPER_MIN_LIMIT ? new Helper(from, to) : null;
        if (helper != null) {
            ForkJoinPool.commonPool().execute(helper);
        }
        try {
            for (int m = from; m <= to; m++) {
                boolean shared = helper != null && helper.tookShare(m);
                Arrays.fill(marksA, (byte) 0);
                Arrays.fill(marksB, (byte) 0);
                if (shared) {
                    for (int set = 0; set < 3; set++) {
                        byte[] marks = set == 0 ? marksA : marksB;
                        markSet(marks, set, m, 0, helperFrom(set));
                        markSet(marks, set, m, helperTo(set, m), size(set, m));
                    }
                } else {
                    // The three sets of markSet written out: every step below N = 1,024 runs
                    // here, and through markSet's switch N = 800 measured about 10% slower.
                    markXors(marksA, a8, bReversed, K - (m - 2), 0, m - 1);
                    markXors(marksB, a8, aReversed, K - (m - 1), 0, (m + 1) / 2);
                    markXors(marksB, b8, bReversed, K - (m - 2), 0, m / 2);
                }
                int av = shared ? mex(marksA, helper.slot(m)[0]) : mex(marksA);
                int bv = shared ? mex(marksB, helper.slot(m)[1]) : mex(marksB);
                a[m] = av;
                b[m] = bv;
                if (av >= VALUE_LIMIT || bv >= VALUE_LIMIT) {
                    return m;
                }
                record(m, av, bv);
                if (helper != null) {
                    helper.counters.lazySet(PUBLISHED, m);
                }
            }
            return to;
        } finally {
            if (helper != null) {
                helper.stopped = true;
            }
        }
    }

    /*
     * The three option sets of step m, as x(i) ^ y(s - i) for i in [0, size):
     * set 0, A(m): A(i) ^ B(m-2-i), i <= m-2;
     * set 1, B(m): A(i) ^ A(m-1-i), i <= m-1-i;
     * set 2, B(m): B(i) ^ B(m-2-i), i <= m-2-i.
     */

    private static int size(int set, int m) {
        switch (set) {
            case 0:
                return m - 1;
            case 1:
                return (m + 1) / 2;
            default:
                return m / 2;
        }
    }

    /** The sum s of the pair indices of a set. */
    private static int pairSum(int set, int m) {
        return set == 1 ? m - 1 : m - 2;
    }

    /** The first i whose partner s - i is at most m - LAG - 1. */
    private static int helperFrom(int set) {
        return set == 1 ? LAG : LAG - 1;
    }

    /**
     * The end of the helper's share: the pairs from {@link #helperFrom} whose indices are both
     * at most m - LAG - 1, but no more than half of the set.
     */
    private static int helperTo(int set, int m) {
        int n = size(set, m);
        int from = helperFrom(set);
        int oldTo = set == 0 ? m - LAG : n;
        return from + Math.max(0, Math.min(oldTo - from, n / 2));
    }

    /** Marks the options of one set for i in [from, to). */
    private void markSet(byte[] marks, int set, int m, int from, int to) {
        int yAt = K - pairSum(set, m);
        switch (set) {
            case 0:
                markXors(marks, a8, bReversed, yAt, from, to);
                break;
            case 1:
                markXors(marks, a8, aReversed, yAt, from, to);
                break;
            default:
                markXors(marks, b8, bReversed, yAt, from, to);
                break;
        }
    }

    /** Sets marks[x[i] ^ y[yAt + i]] for i in [from, to), eight at a time. */
    private static void markXors(byte[] marks, byte[] x, byte[] y, int yAt, int from, int to) {
        int i = from;
        for (; i + 8 <= to; i += 8) {
            long w = (long) LONGS.get(x, i) ^ (long) LONGS.get(y, yAt + i);
            marks[(int) w & 0xFF] = 1;
            marks[(int) (w >>> 8) & 0xFF] = 1;
            marks[(int) (w >>> 16) & 0xFF] = 1;
            marks[(int) (w >>> 24) & 0xFF] = 1;
            marks[(int) (w >>> 32) & 0xFF] = 1;
            marks[(int) (w >>> 40) & 0xFF] = 1;
            marks[(int) (w >>> 48) & 0xFF] = 1;
            marks[(int) (w >>> 56)] = 1;
        }
        for (; i < to; i++) {
            marks[(x[i] ^ y[yAt + i]) & 0xFF] = 1;
        }
    }

    private static int mex(byte[] marks) {
        int v = 0;
        while (marks[v] != 0) {
            v++;
        }
        return v;
    }

    private static int mex(byte[] marks, byte[] more) {
        int v = 0;
        while ((marks[v] | more[v]) != 0) {
            v++;
        }
        return v;
    }

    /** Counter positions in {@link Helper}'s array, 16 ints (64 bytes) apart. */
    private static final int SPACING = 16;
    private static final int CLAIMED = 0;
    private static final int READY = SPACING;
    private static final int PUBLISHED = 2 * SPACING;

    /**
     * The second thread's part: claims steps in order and marks its share of each into a ring
     * of slots. A step's slot is reused LAG + 2 steps later, when the calling thread has
     * published (so finished reading) it.
     */
    private final class Helper implements Runnable {
        private final int first;
        private final int to;
        /**
         * Three counters, 64 bytes apart so that each thread's writes do not evict the other's
         * reads: CLAIMED (every step up to it is claimed, by the helper or the calling thread),
         * READY (the helper's share of every step up to it that it claimed is marked) and
         * PUBLISHED (A(m) and B(m) are stored, bytes included, for every m up to it).
         */
        private final AtomicIntegerArray counters = new AtomicIntegerArray(3 * SPACING);
        volatile boolean stopped;
        private final byte[][][] slots = new byte[LAG + 2][2][VALUE_LIMIT + 1];

        Helper(int from, int to) {
            this.to = to;
            this.first = Math.max(from, HELPER_FROM);
            counters.set(CLAIMED, first - 1);
            counters.set(READY, first - 1);
            counters.set(PUBLISHED, from - 1);
        }

        byte[][] slot(int m) {
            return slots[m % slots.length];
        }

        /**
         * Called by the calling thread at step m, in order: whether the helper marked its
         * share of m (waiting for it if it is busy on it); false means the caller claimed m.
         */
        boolean tookShare(int m) {
            if (m < first) {
                return false;
            }
            if (counters.get(READY) >= m) {
                return true;
            }
            if (counters.get(CLAIMED) < m && counters.compareAndSet(CLAIMED, m - 1, m)) {
                return false;
            }
            while (counters.get(READY) < m) {
                Thread.onSpinWait();
            }
            return true;
        }

        @Override
        public void run() {
            while (!stopped) {
                int m = counters.get(CLAIMED) + 1;
                if (m > to) {
                    return;
                }
                int needed = m - LAG - 1;
                while (counters.get(PUBLISHED) < needed && !stopped && counters.get(CLAIMED) < m) {
                    Thread.onSpinWait();
                }
                if (counters.get(PUBLISHED) < needed || !counters.compareAndSet(CLAIMED, m - 1, m)) {
                    continue; // stopped, or the calling thread took step m
                }
                byte[][] slot = slot(m);
                Arrays.fill(slot[0], (byte) 0);
                Arrays.fill(slot[1], (byte) 0);
                for (int set = 0; set < 3; set++) {
                    markSet(slot[set == 0 ? 0 : 1], set, m, helperFrom(set), helperTo(set, m));
                }
                counters.lazySet(READY, m);
            }
        }
    }
}
