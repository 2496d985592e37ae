package org.grundybench.rect;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The memo of {@link CanonicalGroupsSolver}, shared by its search threads: group (a non-zero
 * {@code long}) to Grundy value (0..64), in open-addressing tables without boxing. A group is
 * claimed (being searched, {@link #BUSY}) before it gets its value, so that a thread that meets
 * it meanwhile can do other work first.
 *
 * <p>Keys are spread over segments, each a table of its own: reads take no lock (a key is
 * published after the slot's value, and a value is read after its key), writes lock their
 * segment, which also grows its table alone. A read that races with a growth may miss or see a
 * group as busy that has just got its value; both only cost the reader a second look.
 */
final class GroupMemo {
    /** {@link #get}: no entry. {@link #claim}: the caller now owns the group. */
    static final int ABSENT = -1;
    /** The group is claimed and its value not stored yet. */
    static final int BUSY = -2;

    private static final VarHandle KEYS = MethodHandles.arrayElementVarHandle(long[].class);
    private static final VarHandle VALUES = MethodHandles.arrayElementVarHandle(byte[].class);
    /** 64 segments: few enough to cost nothing when small, enough that two writers rarely meet. */
    private static final int SEGMENT_BITS = 6;
    private static final int INITIAL_CAPACITY = 16;

    /** One segment's slots: a key of 0 is a free slot, a value byte is value + 1, 0 while busy. */
    private static final class Table {
        final long[] keys;
        final byte[] values;
        final int mask;
        int used;

        Table(int capacity) {
            keys = new long[capacity];
            values = new byte[capacity];
            mask = capacity - 1;
        }
    }

    private static final class Segment {
        volatile Table table = new Table(INITIAL_CAPACITY);
    }

    private final Segment[] segments = new Segment[1 << SEGMENT_BITS];
    private final AtomicInteger size = new AtomicInteger();

    GroupMemo() {
        for (int i = 0; i < segments.length; i++) {
            segments[i] = new Segment();
        }
    }

    /** Entries stored or claimed. */
    int size() {
        return size.get();
    }

    /** The value of {@code group}, {@link #BUSY}, or {@link #ABSENT}. */
    int get(long group) {
        long h = hash(group);
        Table t = segments[(int) (h >>> (64 - SEGMENT_BITS))].table;
        long[] keys = t.keys;
        int mask = t.mask;
        for (int i = (int) h & mask; ; i = (i + 1) & mask) {
            long k = keys[i];
            if (k == group) {
                // The writer stored the value before the key: read it after the key.
                VarHandle.acquireFence();
                int v = t.values[i];
                return v == 0 ? BUSY : v - 1;
            }
            if (k == 0) {
                return ABSENT;
            }
        }
    }

    /**
     * Claims {@code group} for the caller, who must then {@link #put} its value: returns
     * {@link #ABSENT} when the claim is the caller's, else the value or {@link #BUSY}.
     */
    int claim(long group) {
        return store(group, 0);
    }

    /** Stores the value of {@code group}, claimed or not. */
    void put(long group, int value) {
        store(group, value + 1);
    }

    /** Writes the slot of {@code group} (value byte {@code stored}); returns what was there. */
    private int store(long group, int stored) {
        long h = hash(group);
        Segment segment = segments[(int) (h >>> (64 - SEGMENT_BITS))];
        synchronized (segment) {
            Table t = segment.table;
            int i = (int) h & t.mask;
            for (long k; (k = t.keys[i]) != 0; i = (i + 1) & t.mask) {
                if (k == group) {
                    int old = t.values[i];
                    if (stored != 0) {
                        VALUES.setRelease(t.values, i, (byte) stored);
                    }
                    return old == 0 ? BUSY : old - 1;
                }
            }
            VALUES.setRelease(t.values, i, (byte) stored);
            KEYS.setRelease(t.keys, i, group);
            size.incrementAndGet();
            // Grow at two thirds full: 13.5 to 27 bytes per entry.
            if (++t.used * 3 > t.keys.length * 2) {
                segment.table = grown(t);
            }
            return ABSENT;
        }
    }

    private static Table grown(Table t) {
        Table g = new Table(t.keys.length * 2);
        for (int j = 0; j < t.keys.length; j++) {
            long k = t.keys[j];
            if (k != 0) {
                int i = (int) hash(k) & g.mask;
                while (g.keys[i] != 0) {
                    i = (i + 1) & g.mask;
                }
                g.keys[i] = k;
                g.values[i] = t.values[j];
            }
        }
        g.used = t.used;
        return g;
    }

    /** A 64-bit mix (the MurmurHash3 finaliser): the high bits pick the segment, the low the slot. */
    private static long hash(long key) {
        long h = key;
        h ^= h >>> 33;
        h *= 0xff51afd7ed558ccdL;
        h ^= h >>> 33;
        h *= 0xc4ceb9fe1a85ec53L;
        return h ^ (h >>> 33);
    }
}
