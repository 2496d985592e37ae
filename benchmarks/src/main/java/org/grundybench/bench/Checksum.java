package org.grundybench.bench;

import static org.grundybench.core.LongKeyTable.mix;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * What a benchmark computed, as the secondary result {@code checksum} JMH reports next to its time
 * (one value per measured iteration in the JSON's {@code rawData}): each operation hashes its
 * answer inside the timed method, so two runs of a case report the same number iff they computed
 * the same answers (up to hash collisions), whatever the implementation or the operations per
 * iteration. JMH reads an {@code EVENTS} counter at the end of each iteration and does not reset
 * it, so {@link #reset} clears it when one starts. Values are below 2^53: exact in the JSON.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.EVENTS)
public class Checksum {
    /** Values are masked to 53 bits, exact in a double. */
    static final long MASK = (1L << 53) - 1;
    /** Odd, so each multiply is invertible modulo 2^64. */
    private static final long M = 0x9E3779B97F4A7C15L;
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /** The hash of the answer of the iteration's last operation; 0 before its first. */
    public long checksum;

    @Setup(Level.Iteration)
    public void reset() {
        checksum = 0;
    }

    /** The hash of a sequence of values (a strip's values, a collection's or an input's answers). */
    static long of(int... values) {
        long h0 = values.length;
        long h1 = 1;
        long h2 = 2;
        long h3 = 3;
        int i = 0;
        for (int end = values.length - 7; i < end; i += 8) {
            h0 = step(h0, pair(values[i], values[i + 1]));
            h1 = step(h1, pair(values[i + 2], values[i + 3]));
            h2 = step(h2, pair(values[i + 4], values[i + 5]));
            h3 = step(h3, pair(values[i + 6], values[i + 7]));
        }
        for (; i < values.length; i++) {
            h0 = step(h0, values[i]);
        }
        return combine(h0, h1, h2, h3);
    }

    private static long pair(int low, int high) {
        return (low & 0xFFFF_FFFFL) | (long) high << 32;
    }

    /**
     * The hash of a table, eight bytes per step in four independent lanes (as the values above,
     * two per step), so it runs at memory speed (a test times it against the table's fill).
     */
    static long of(byte[] table) {
        long h0 = table.length;
        long h1 = 1;
        long h2 = 2;
        long h3 = 3;
        int i = 0;
        for (int end = table.length - 31; i < end; i += 32) {
            h0 = step(h0, (long) LONGS.get(table, i));
            h1 = step(h1, (long) LONGS.get(table, i + 8));
            h2 = step(h2, (long) LONGS.get(table, i + 16));
            h3 = step(h3, (long) LONGS.get(table, i + 24));
        }
        for (; i < table.length; i++) {
            h0 = step(h0, table[i]);
        }
        return combine(h0, h1, h2, h3);
    }

    /**
     * The four lanes into 53 bits, each mixed on its own first ({@code mix}, the memos' 64-bit
     * finaliser): chaining them through
     * {@link #step} let a change to a lane's last words stay in bits the mask drops.
     */
    private static long combine(long h0, long h1, long h2, long h3) {
        return mix(mix(h0) ^ Long.rotateLeft(mix(h1), 16) ^ Long.rotateLeft(mix(h2), 32)
                ^ Long.rotateLeft(mix(h3), 48)) & MASK;
    }

    /**
     * One word into a running hash: each operation is a bijection of {@code h}, so a changed word
     * changes the lane; XOR, multiply and shift do not commute, so differences do not add up
     * linearly (with additions and rotations alone, flipped top bits of two words collided).
     */
    private static long step(long h, long word) {
        h = (h ^ word) * M;
        return h ^ (h >>> 29);
    }
}
