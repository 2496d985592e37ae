package org.grundybench.triomino;

import static org.grundybench.triomino.ReducedRecurrenceSolver.halfTop;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;

/**
 * The first steps of {@link ReducedRecurrenceSolver}'s recurrences, while every value is below
 * {@link #VALUE_LIMIT} (up to about m = 1,600), on one thread with SIMD: the options of a set
 * are not marked one store each but gathered as bits of a 128-bit set in vector registers.
 *
 * <p>x(i) and y(s - i) sit in byte arrays, y reversed, so one vector load of each and one XOR
 * give a vector's width of options (64 with AVX-512). Each eighth of those is widened to longs,
 * and {@code 1L << option} is ORed into the low or the high half of the set (while every value
 * is below 64, so is every option, and the high half is skipped). The halves are reduced once
 * per set and the mex is the first zero bit. A range that is not a whole number of vectors ends
 * with a vector that overlaps the one before: an option counted twice is still one option.
 *
 * <p>MEASURED_PLACEHOLDER This class uses the incubating
 * {@code jdk.incubator.vector} module: it is loaded only when that module is (see there).
 */
final class SimdFill {
    /** Values below this fit the 128-bit option set; the fill stops at the first that does not. */
    static final int VALUE_LIMIT = 128;
    /** Steps below this run here at most (the byte arrays grow up to it); 128 comes first. */
    static final int LIMIT = 4_096;

    private static final VectorSpecies<Byte> BYTES = ByteVector.SPECIES_PREFERRED;
    private static final VectorSpecies<Long> LONGS = LongVector.SPECIES_PREFERRED;
    private static final int WIDTH = BYTES.length();
    /** The long vectors one byte vector widens to (8: both species have the preferred shape). */
    private static final int PARTS = WIDTH / LONGS.length();
    private static final LongVector ONE = LongVector.broadcast(LONGS, 1L);

    /** Whether vectors here are wide enough to beat scalar code (at least 16 bytes). */
    static boolean worthIt() {
        return WIDTH >= 16;
    }

    /** Room for the values 0..capacity - 1. */
    private int capacity;
    /** a[j], b[j] at index j; aReversed[k - j], bReversed[k - j], k = capacity - 1. */
    private byte[] aBytes = new byte[0];
    private byte[] bBytes = new byte[0];
    private byte[] aReversed = new byte[0];
    private byte[] bReversed = new byte[0];
    /** Values 1..recorded are in the byte arrays (A(0) = B(0) = 0, as arrays start). */
    private int recorded;
    /** Some value is 64 or more, so options can be too. */
    private boolean wide;
    /** The option set being gathered: values 0..63 and 64..127. */
    private long low;
    private long high;

    /**
     * Computes A(m) and B(m) into {@code a} and {@code b} for m = from..limit (values below from
     * already there), stopping at {@link #LIMIT} - 1 or at the first value of
     * {@link #VALUE_LIMIT}, which is stored in the int arrays but not here. Returns the last step
     * done.
     */
    int fill(int[] a, int[] b, int from, int limit) {
        int to = Math.min(limit, LIMIT - 1);
        reserve(a, b, from, to + 1);
        int k = capacity - 1;
        for (int m = from; m <= to; m++) {
            // A(m): A(i) ^ B(m - 2 - i), 0 <= i <= m - 2.
            low = 0;
            high = 0;
            addOptions(aBytes, bReversed, k - (m - 2), m - 1);
            int av = mex(low, high);
            // B(m): A(i) ^ A(m - 1 - i) and B(i) ^ B(m - 2 - i), each over its symmetric half.
            low = 0;
            high = 0;
            addOptions(aBytes, aReversed, k - (m - 1), halfTop(m - 1) + 1);
            addOptions(bBytes, bReversed, k - (m - 2), halfTop(m - 2) + 1);
            int bv = mex(low, high);
            a[m] = av;
            b[m] = bv;
            if (av >= VALUE_LIMIT || bv >= VALUE_LIMIT) {
                return m;
            }
            record(k, m, av, bv);
        }
        return to;
    }

    /** Makes room for values 0..needed - 1 and copies in those below {@code known} not yet here. */
    private void reserve(int[] a, int[] b, int known, int needed) {
        if (needed > capacity) {
            // A power of two from 128: a table grown a length at a time is copied log times.
            capacity = Math.min(LIMIT, Math.max(128, Integer.highestOneBit(needed - 1) << 1));
            // No slack needed: a set's last vector ends at its last option (it overlaps the one
            // before instead), at index k at most in a reversed copy.
            aBytes = new byte[capacity];
            bBytes = new byte[capacity];
            aReversed = new byte[capacity];
            bReversed = new byte[capacity];
            recorded = 0; // every copy starts over
        }
        for (int j = recorded + 1; j < known; j++) {
            record(capacity - 1, j, a[j], b[j]);
        }
    }

    private void record(int k, int m, int av, int bv) {
        aBytes[m] = (byte) av;
        bBytes[m] = (byte) bv;
        aReversed[k - m] = (byte) av;
        bReversed[k - m] = (byte) bv;
        recorded = m;
        wide |= (av | bv) >= 64;
    }

    /** Adds the options x(i) ^ y[yAt + i], i < count, to the 128-bit set {low, high}. */
    private void addOptions(byte[] x, byte[] y, int yAt, int count) {
        if (count < WIDTH) { // the first steps: shorter than a vector
            for (int i = 0; i < count; i++) {
                int v = x[i] ^ y[yAt + i];
                if (v < 64) {
                    low |= 1L << v;
                } else {
                    high |= 1L << v;
                }
            }
            return;
        }
        if (!wide) {
            low |= optionsBelow64(x, y, yAt, count);
            return;
        }
        LongVector lowBits = LongVector.zero(LONGS);
        LongVector highBits = LongVector.zero(LONGS);
        int last = count - WIDTH;
        for (int i = 0;; i += WIDTH) {
            if (i > last) {
                i = last; // the last vector overlaps the one before
            }
            ByteVector v = ByteVector.fromArray(BYTES, x, i)
                    .lanewise(VectorOperators.XOR, ByteVector.fromArray(BYTES, y, yAt + i));
            for (int p = 0; p < PARTS; p++) {
                LongVector option = (LongVector) v.convertShape(VectorOperators.B2L, LONGS, p);
                VectorMask<Long> below64 = option.compare(VectorOperators.LT, 64L);
                LongVector bit = ONE.lanewise(VectorOperators.LSHL, option); // shifts by option % 64
                lowBits = lowBits.lanewise(VectorOperators.OR, bit, below64);
                highBits = highBits.lanewise(VectorOperators.OR, bit, below64.not());
            }
            if (i == last) {
                break;
            }
        }
        low |= lowBits.reduceLanes(VectorOperators.OR);
        high |= highBits.reduceLanes(VectorOperators.OR);
    }

    /**
     * The options x(i) ^ y[yAt + i], i < count (at least WIDTH), as a 64-bit set: every value is
     * below 64.
     */
    private static long optionsBelow64(byte[] x, byte[] y, int yAt, int count) {
        LongVector bits = LongVector.zero(LONGS);
        int last = count - WIDTH;
        for (int i = 0;; i += WIDTH) {
            if (i > last) {
                i = last; // the last vector overlaps the one before
            }
            ByteVector v = ByteVector.fromArray(BYTES, x, i)
                    .lanewise(VectorOperators.XOR, ByteVector.fromArray(BYTES, y, yAt + i));
            for (int p = 0; p < PARTS; p++) {
                LongVector option = (LongVector) v.convertShape(VectorOperators.B2L, LONGS, p);
                bits = bits.lanewise(VectorOperators.OR, ONE.lanewise(VectorOperators.LSHL, option));
            }
            if (i == last) {
                break;
            }
        }
        return bits.reduceLanes(VectorOperators.OR);
    }

    /** The first value not in the set {low, high}: 128 when all are. */
    private static int mex(long low, long high) {
        return low != -1L ? Long.numberOfTrailingZeros(~low) : 64 + Long.numberOfTrailingZeros(~high);
    }
}
