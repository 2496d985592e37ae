package org.grundybench.setnim;

import java.util.Arrays;
import org.grundybench.core.BitsetMex;
import org.grundybench.core.Work;

/**
 * G(0), G(1), G(2), ... one value per {@link #next()}. From h = m = max(S) on, G(h) = mex{G(h - s)
 * : s in S} reads only the last m values, so the values live in a ring of a fixed capacity
 * (at least m): until h reaches the capacity it is simply the table of G(0..h-1), grown by
 * doubling, and after that it keeps the last {@code capacity} values.
 */
final class Recurrence {
    private static final int FIRST_LENGTH = 1 << 12;

    private final int[] moves;
    private final int m;
    private final int capacity;
    /** G(x) at x mod values.length; until the ring wraps, the table G(0..h-1). */
    private byte[] values;
    private int pos;
    private long h;
    /** Collects the options' values when the mex is 64 or more; null while values are below 64. */
    private final BitsetMex seen;
    /** One mex per value, over the sizes up to its h, each option one read. */
    private final Work work;

    /**
     * @param capacity at least m (values are at most |S| <= 255), or fewer when no more than
     *     {@code capacity} values will be computed
     */
    Recurrence(int[] ascendingMoves, int capacity, Work work) {
        this.moves = ascendingMoves;
        this.m = ascendingMoves[ascendingMoves.length - 1];
        this.capacity = capacity;
        this.values = new byte[Math.min(capacity, Math.max(FIRST_LENGTH, m))];
        // Values are at most |S|: below 64 they fit one word.
        this.seen = ascendingMoves.length >= 64 ? new BitsetMex() : null;
        this.work = work;
    }

    /** The index h of the value {@link #next()} computes. */
    long index() {
        return h;
    }

    /** Whether G(0..h-1) are all still held ({@link #tableValue}). */
    boolean isTable() {
        return h <= values.length;
    }

    /** G(x) for x < h, while {@link #isTable()}. */
    int tableValue(long x) {
        return values[(int) x];
    }

    /**
     * Whether the windows of m values ending at G(a) and G(b) are equal, while {@link
     * #isTable()} (m - 1 <= a, b < h).
     */
    boolean tableWindowsEqual(long a, long b) {
        return Arrays.equals(values, (int) a - m + 1, (int) a + 1, values, (int) b - m + 1, (int) b + 1);
    }

    /** G(h - m), the value that leaves the window G(h - m .. h - 1) at the next step (h >= m). */
    int oldest() {
        int i = pos - m;
        return values[i + ((i >> 31) & values.length)];
    }

    /** Computes G(h) and moves on to h + 1. */
    int next() {
        byte[] v = values;
        int length = v.length;
        int value;
        if (h < m) {
            value = firstValue();
        } else if (seen == null) {
            Work.add(work, 1, moves.length, moves.length);
            long mask = 0;
            for (int s : moves) {
                int i = pos - s;
                i += (i >> 31) & length; // (pos - s) mod length, without a branch
                mask |= 1L << v[i];
            }
            value = Long.numberOfTrailingZeros(~mask);
        } else {
            Work.add(work, 1, moves.length, moves.length);
            long mask = 0;
            for (int s : moves) {
                int i = pos - s;
                i += (i >> 31) & length;
                int x = v[i] & 0xFF;
                mask |= x < 64 ? 1L << x : 0;
            }
            value = mask != -1L ? Long.numberOfTrailingZeros(~mask) : wideMex(moves.length);
        }
        v[pos] = (byte) value;
        h++;
        if (++pos == length) {
            endOfArray();
        }
        return value;
    }

    /**
     * G(h) for h < m: only the sizes s <= h are moves, and nothing has wrapped. The values
     * below 64 are collected in a local word (a field would cost a store per option).
     */
    private int firstValue() {
        byte[] v = values;
        int at = pos; // = h
        int options = 0;
        long mask = 0;
        for (int s : moves) {
            if (s > at) {
                break;
            }
            int x = v[at - s] & 0xFF;
            mask |= x < 64 ? 1L << x : 0;
            options++;
        }
        Work.add(work, 1, options, options);
        return mask != -1L ? Long.numberOfTrailingZeros(~mask) : wideMex(options);
    }

    /** The mex of G(h - s) over the first {@code options} sizes, when it is 64 or more. */
    private int wideMex(int options) {
        seen.clear();
        for (int i = 0; i < options; i++) {
            int back = pos - moves[i];
            seen.add(values[back + ((back >> 31) & values.length)] & 0xFF);
        }
        return seen.mex();
    }

    private void endOfArray() {
        if (values.length < capacity) {
            values = Arrays.copyOf(values, (int) Math.min(capacity, 2L * values.length));
        } else {
            pos = 0;
        }
    }

    /** Copies the window G(h - m .. h - 1), oldest first, into {@code out} (length m; h >= m). */
    void copyWindow(byte[] out) {
        int start = pos - m;
        if (start >= 0) {
            System.arraycopy(values, start, out, 0, m);
        } else {
            System.arraycopy(values, start + values.length, out, 0, -start);
            System.arraycopy(values, 0, out, -start, pos);
        }
    }

    /** Whether the window G(h - m .. h - 1) equals {@code window}, given oldest first (h >= m). */
    boolean windowEquals(byte[] window) {
        int start = pos - m;
        if (start >= 0) {
            return Arrays.equals(values, start, pos, window, 0, m);
        }
        return Arrays.equals(values, start + values.length, values.length, window, 0, -start)
                && Arrays.equals(values, 0, pos, window, -start, m);
    }
}
