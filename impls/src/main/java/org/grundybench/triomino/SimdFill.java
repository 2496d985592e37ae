package org.grundybench.triomino;

import static org.grundybench.triomino.ReducedRecurrenceSolver.halfTop;

import jdk.incubator.vector.ByteVector;
import jdk.incubator.vector.LongVector;
import jdk.incubator.vector.VectorMask;
import jdk.incubator.vector.VectorOperators;
import jdk.incubator.vector.VectorSpecies;
import org.grundybench.core.Work;

/**
 * {@link ByteFill}'s steps with SIMD while every value is below {@link #SET_VALUES} (up to
 * m = 1,607): a set's options are not marked one store each but gathered as bits of a 128-bit
 * set in vector registers. One vector load of x(i), one of the reversed y(s - i) and one XOR give
 * a vector's width of options; each eighth is widened to longs and {@code 1L << option} ORed into
 * the low or high half of the set (only the low one while every value is below 64). The halves
 * are reduced once per set; the mex is the first zero bit. A range that is not a whole number of
 * vectors ends with a vector that overlaps the one before.
 *
 * <p>On JDK 25, N = 800 took ByteFill alone 1.3x this class's time (interleaved JMH rounds,
 * results/notes/ab-triomino-simd-vs-bytes.md); JDK 17's C2 compiles it slower than byte flags. It is
 * loaded only with the incubating vector module ({@link ReducedRecurrenceSolver#SIMD}).
 */
final class SimdFill extends ByteFill {
    /** Values below this fit the 128-bit option set. */
    static final int SET_VALUES = 128;

    private static final VectorSpecies<Byte> BYTES = ByteVector.SPECIES_PREFERRED;
    private static final VectorSpecies<Long> LONGS = LongVector.SPECIES_PREFERRED;
    static final int WIDTH = BYTES.length();
    /** The long vectors one byte vector widens to (8: both species have the preferred shape). */
    private static final int PARTS = WIDTH / LONGS.length();
    private static final LongVector ONE = LongVector.broadcast(LONGS, 1L);

    SimdFill(Work work) {
        super(work);
    }

    /** Whether vectors here are wide enough to beat scalar code (at least 16 bytes). */
    static boolean worthIt() {
        return WIDTH >= 16;
    }

    /** The option set being gathered: values 0..63 and 64..127 (zero between sets). */
    private long low;
    private long high;

    @Override
    int step(int m) {
        return bound > SET_VALUES || m < 2 * WIDTH ? super.step(m) : vectorStep(m);
    }

    /**
     * {@link #step} with every value below m under {@link #SET_VALUES} and every set at least a
     * vector long (m >= 2 * WIDTH; the first steps are ByteFill's).
     */
    int vectorStep(int m) {
        addOptions(aBytes, bReversed, k - (m - 2), m - 1);
        int av = takeMex();
        addOptions(aBytes, aReversed, k - (m - 1), halfTop(m - 1) + 1);
        addOptions(bBytes, bReversed, k - (m - 2), halfTop(m - 2) + 1);
        return av | takeMex() << 16;
    }

    /** Adds the options x(i) ^ y[yAt + i], i < count (at least WIDTH), to the set {low, high}. */
    private void addOptions(byte[] x, byte[] y, int yAt, int count) {
        Work.add(work, 0, count, 2L * count);
        if (bound <= 64) {
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

    /** The first value not in the set {low, high} (128 when all are); empties the set. */
    private int takeMex() {
        int mex = low != -1L ? Long.numberOfTrailingZeros(~low) : 64 + Long.numberOfTrailingZeros(~high);
        low = 0;
        high = 0;
        return mex;
    }
}
