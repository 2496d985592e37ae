package org.grundybench.bench;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * What a benchmark computed, as a number JMH reports next to its time: the secondary result
 * {@code checksum}, one value per measured iteration in the JSON's {@code rawData}. Each
 * operation hashes its answer inside the timed method and stores it here, so the number proves
 * what the timed run computed; two runs of one case report the same number iff they computed
 * the same answers (up to hash collisions), whatever the implementation or the number of
 * operations in the iteration.
 *
 * <p>JMH reads an {@code EVENTS} counter once at the end of each iteration and does not reset
 * it, so {@link #reset} clears it when an iteration starts. Every value is below 2^53, so the
 * JSON's doubles hold it exactly.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.EVENTS)
public class Checksum {
    /** Values are masked to 53 bits, exact in a double. */
    static final long MASK = (1L << 53) - 1;
    /** Odd, so each multiply is invertible modulo 2^64 and a change to one word always changes the sum. */
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
        long h = values.length;
        for (int v : values) {
            h = (h + v) * M;
        }
        return finish(h);
    }

    /**
     * The hash of a table, eight bytes per step in four independent lanes, so it runs at memory
     * speed (the benchmarks' tests time it against the table's fill).
     */
    static long of(byte[] table) {
        long h0 = table.length;
        long h1 = 1;
        long h2 = 2;
        long h3 = 3;
        int i = 0;
        for (int end = table.length - 31; i < end; i += 32) {
            h0 = (h0 + (long) LONGS.get(table, i)) * M;
            h1 = (h1 + (long) LONGS.get(table, i + 8)) * M;
            h2 = (h2 + (long) LONGS.get(table, i + 16)) * M;
            h3 = (h3 + (long) LONGS.get(table, i + 24)) * M;
        }
        for (; i < table.length; i++) {
            h0 = (h0 + table[i]) * M;
        }
        return finish(((h0 * M + h1) * M + h2) * M + h3);
    }

    /** Spreads every bit of {@code h} over the 53 kept (a 64-bit finaliser of the murmur kind). */
    private static long finish(long h) {
        h ^= h >>> 33;
        h *= 0xFF51AFD7ED558CCDL;
        h ^= h >>> 33;
        h *= 0xC4CEB9FE1A85EC53L;
        h ^= h >>> 33;
        return h & MASK;
    }
}
