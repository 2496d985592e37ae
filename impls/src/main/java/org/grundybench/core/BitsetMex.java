package org.grundybench.core;

import java.util.Arrays;

/**
 * A mex over a growable bitset: one {@code long} covers values 0..63, further words are
 * allocated only when a larger value arrives (triomino values pass 63 near N = 700).
 */
public final class BitsetMex implements MexAccumulator {
    private long low;
    private long[] high = new long[0];

    @Override
    public void add(int value) {
        if (value < 64) {
            low |= 1L << value;
            return;
        }
        int word = (value >>> 6) - 1;
        if (word >= high.length) {
            high = Arrays.copyOf(high, Math.max(word + 1, high.length * 2));
        }
        high[word] |= 1L << value;
    }

    @Override
    public int mex() {
        if (low != -1L) {
            return Long.numberOfTrailingZeros(~low);
        }
        for (int w = 0; w < high.length; w++) {
            if (high[w] != -1L) {
                return ((w + 1) << 6) + Long.numberOfTrailingZeros(~high[w]);
            }
        }
        return (high.length + 1) << 6;
    }

    @Override
    public void clear() {
        low = 0;
        Arrays.fill(high, 0);
    }
}
