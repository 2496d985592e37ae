package org.grundybench.setnim;

import java.util.Arrays;

/**
 * A proven eventual period of G for one move set: G(h + p) = G(h) for every h >= e, with e
 * and p the smallest such. Holds G(0 .. e + p - 1), enough to answer any pile in O(1).
 */
public final class Period {
    private final MoveSet moves;
    private final int preperiod;
    private final int period;
    private final byte[] values;

    Period(MoveSet moves, int preperiod, int period, byte[] values) {
        this.moves = moves;
        this.preperiod = preperiod;
        this.period = period;
        this.values = values;
    }

    public MoveSet moves() {
        return moves;
    }

    /** The smallest e: G is periodic from e on. */
    public int preperiod() {
        return preperiod;
    }

    /** The smallest p. */
    public int period() {
        return period;
    }

    /** G(h) for any pile h >= 0. */
    public int grundy(long pile) {
        if (pile < 0) {
            throw new IllegalArgumentException("pile sizes must be >= 0, got " + pile);
        }
        long h = pile < preperiod ? pile : preperiod + (pile - preperiod) % period;
        return values[(int) h];
    }

    /** G(0 .. e - 1), the values before the period starts. */
    public int[] preperiodValues() {
        return toInts(Arrays.copyOfRange(values, 0, preperiod));
    }

    /** G(e .. e + p - 1), one full period. */
    public int[] periodValues() {
        return toInts(Arrays.copyOfRange(values, preperiod, preperiod + period));
    }

    private static int[] toInts(byte[] b) {
        int[] out = new int[b.length];
        for (int i = 0; i < b.length; i++) {
            out[i] = b[i] & 0xFF;
        }
        return out;
    }

    @Override
    public String toString() {
        return "S=" + moves + " e=" + preperiod + " p=" + period;
    }
}
