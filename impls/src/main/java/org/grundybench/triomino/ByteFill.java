package org.grundybench.triomino;

import static org.grundybench.triomino.ReducedRecurrenceSolver.halfTop;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;
import org.grundybench.core.Work;

/**
 * The steps m < {@link #LIMIT} of {@link ReducedRecurrenceSolver}'s recurrences while every
 * value fits in a byte (up to m = 4,500 or so), on the calling thread.
 *
 * <p>Each option set is x(i) ^ y(s - i) over a range of i; with y reversed in a byte array, eight
 * options per XOR of two longs. A range that is not a whole number of longs ends with a long that
 * overlaps the one before (an option marked twice is one option). Byte flags are cleared per step
 * up to a power of two above every value, so above every XOR of two. On JDK 17 the chunked
 * fill's int marks took 1.6x this fill's time at N = 800 (results/notes/ab-triomino-bytes-vs-chunked.md);
 * a second thread did not pay here (results/notes/ab-triomino-split-vs-bytes.md).
 */
class ByteFill {
    /** Steps below this run here at most. */
    static final int LIMIT = 4_096;
    /** Byte lanes: every value below this, so every XOR of two is too. */
    static final int VALUE_LIMIT = 256;

    private static final VarHandle LONG_VIEW =
            MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /** Room for the values 0..k. */
    int k = -1;
    /** a[j], b[j] at index j; aReversed[k - j], bReversed[k - j]. */
    byte[] aBytes = new byte[0];
    byte[] bBytes = new byte[0];
    byte[] aReversed = new byte[0];
    byte[] bReversed = new byte[0];
    /** A power of two above every value recorded, so above every option. */
    int bound = 1;
    /** Option flags of A(m) and of B(m), a power of two long (see markWord). */
    private final byte[] marksA = new byte[VALUE_LIMIT];
    private final byte[] marksB = new byte[VALUE_LIMIT];
    /** The solver's: A(m) and B(m) are two mexes, each option two reads. */
    final Work work;

    ByteFill(Work work) {
        this.work = work;
    }

    /**
     * A(m) and B(m) into {@code a} and {@code b} for m = from..limit, stopping at {@link #LIMIT} - 1
     * or at the first value of {@link #VALUE_LIMIT} (stored in the int arrays only); returns the
     * last step done.
     */
    final int fill(int[] a, int[] b, int from, int limit) {
        int to = Math.min(limit, LIMIT - 1);
        reserve(a, b, from, to + 1);
        for (int m = from; m <= to; m++) {
            int values = step(m);
            Work.add(work, 2, 0, 0);
            a[m] = values & 0xFFFF;
            b[m] = values >>> 16;
            if (Math.max(a[m], b[m]) >= VALUE_LIMIT) {
                return m;
            }
            record(m, a[m], b[m]);
        }
        return to;
    }

    /**
     * A(m) | B(m) << 16. A(m): A(i) ^ B(m - 2 - i), 0 <= i <= m - 2. B(m): A(i) ^ A(m - 1 - i)
     * and B(i) ^ B(m - 2 - i), each over its symmetric half.
     */
    int step(int m) {
        Arrays.fill(marksA, 0, bound, (byte) 0);
        Arrays.fill(marksB, 0, bound, (byte) 0);
        // Both sets marked before either mex, which would wait for the stores it reads.
        markXors(marksA, aBytes, bReversed, k - (m - 2), m - 1);
        markXors(marksB, aBytes, aReversed, k - (m - 1), halfTop(m - 1) + 1);
        markXors(marksB, bBytes, bReversed, k - (m - 2), halfTop(m - 2) + 1);
        return mex(marksA) | mex(marksB) << 16;
    }

    /** Makes room for values 0..needed - 1; new arrays get the values below {@code known}. */
    private void reserve(int[] a, int[] b, int known, int needed) {
        if (needed > k + 1) {
            // A power of two from 128: a table grown a length at a time is copied log times.
            int capacity = Math.min(LIMIT, Math.max(128, Integer.highestOneBit(needed - 1) << 1));
            k = capacity - 1;
            aBytes = new byte[capacity];
            bBytes = new byte[capacity];
            aReversed = new byte[capacity];
            bReversed = new byte[capacity];
            for (int j = 1; j < known; j++) {
                record(j, a[j], b[j]);
            }
        }
    }

    private void record(int m, int av, int bv) {
        aBytes[m] = (byte) av;
        bBytes[m] = (byte) bv;
        aReversed[k - m] = (byte) av;
        bReversed[k - m] = (byte) bv;
        while (bound <= Math.max(av, bv)) {
            bound <<= 1;
        }
    }

    /** Sets marks[x[i] ^ y[yAt + i]] for i < count. */
    private void markXors(byte[] marks, byte[] x, byte[] y, int yAt, int count) {
        Work.add(work, 0, count, 2L * count);
        if (count < 8) {
            for (int i = 0; i < count; i++) {
                marks[(x[i] ^ y[yAt + i]) & 0xFF] = 1;
            }
            return;
        }
        int last = count - 8;
        for (int i = 0;; i += 8) {
            if (i > last) {
                i = last; // the last long overlaps the one before
            }
            markWord(marks, (long) LONG_VIEW.get(x, i) ^ (long) LONG_VIEW.get(y, yAt + i));
            if (i == last) {
                return;
            }
        }
    }

    /**
     * Marks the eight byte lanes of w. Each index is masked with the length less one (a power of
     * two), which lets the JIT drop the bounds checks.
     */
    private static void markWord(byte[] marks, long w) {
        int mask = marks.length - 1;
        // Two int halves: fewer and cheaper shifts than eight of the long.
        int low = (int) w;
        int high = (int) (w >>> 32);
        marks[low & mask] = 1;
        marks[low >>> 8 & mask] = 1;
        marks[low >>> 16 & mask] = 1;
        marks[low >>> 24 & mask] = 1;
        marks[high & mask] = 1;
        marks[high >>> 8 & mask] = 1;
        marks[high >>> 16 & mask] = 1;
        marks[high >>> 24 & mask] = 1;
    }

    /** The first unmarked value, eight flags at a time; VALUE_LIMIT when all are marked. */
    private static int mex(byte[] marks) {
        for (int v = 0; v < marks.length; v += 8) {
            long unmarked = ~(long) LONG_VIEW.get(marks, v) & 0x0101010101010101L;
            if (unmarked != 0) {
                return v + (Long.numberOfTrailingZeros(unmarked) >>> 3);
            }
        }
        return marks.length;
    }
}
