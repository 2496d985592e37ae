package org.grundybench.core;

/** Minimum excludant helpers shared by every solver. */
public final class Mex {
    private Mex() {
    }

    /**
     * The mex of a set given as a bit mask (bit v set when value v occurs). Returns 64 when
     * all of 0..63 occur, which is exact: only values below 64 fit in the mask.
     */
    public static int ofMask(long seen) {
        return Long.numberOfTrailingZeros(~seen);
    }

    /** Adds value v to a single-word mask; values above 63 cannot change a mex below 64. */
    public static long with(long seen, int v) {
        return v < 64 ? seen | (1L << v) : seen;
    }
}
