package org.grundybench.core;

/**
 * Bit tricks on an 8x8 bitboard whose bit {@code r * 8 + c} is row r, column c: the eight
 * symmetries of the square are compositions of these three.
 */
public final class Bits {
    private Bits() {
    }

    /** Row r to row 7 - r. */
    public static long flipRows(long x) {
        return Long.reverseBytes(x);
    }

    /** Column c to column 7 - c: reverses the bits of each byte. */
    public static long flipColumns(long x) {
        x = ((x >>> 1) & 0x5555555555555555L) | ((x & 0x5555555555555555L) << 1);
        x = ((x >>> 2) & 0x3333333333333333L) | ((x & 0x3333333333333333L) << 2);
        return ((x >>> 4) & 0x0F0F0F0F0F0F0F0FL) | ((x & 0x0F0F0F0F0F0F0F0FL) << 4);
    }

    /** (r, c) to (c, r), by three delta swaps (blocks of 4, 2 and 1). */
    public static long transpose(long x) {
        long t = 0x0F0F0F0F00000000L & (x ^ (x << 28));
        x ^= t ^ (t >>> 28);
        t = 0x3333000033330000L & (x ^ (x << 14));
        x ^= t ^ (t >>> 14);
        t = 0x5500550055005500L & (x ^ (x << 7));
        return x ^ t ^ (t >>> 7);
    }
}
