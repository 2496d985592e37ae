package org.grundybench.core;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * Open addressing over non-zero {@code long} keys (0 marks a free slot), probed linearly from the
 * {@link #mix}ed key and replaced by a table twice as large at two thirds full. A slot holds a key,
 * or a key and the long after it ({@code width} 2: one cache miss reads both); values kept in
 * arrays beside the keys move with them through {@link #moveValue}.
 *
 * <p>Growth makes a new table and leaves this one as it was, so a reader without a lock can go on
 * with the table it holds: a writer stores a slot's value, then its key ({@link #insert}, a
 * release), and such a reader reads the value after {@link VarHandle#acquireFence} once
 * {@link #find} has found the key. A table kept to one thread needs no fence, and its hot reads
 * pay none.
 */
public class LongKeyTable {
    private static final VarHandle SLOTS = MethodHandles.arrayElementVarHandle(long[].class);

    /** Slot i's key at i * width, followed by its value when the width is 2. */
    private final long[] slots;
    private final int mask;
    /** log2 of the width. */
    private final int shift;
    private int used;

    /** {@code capacity} slots (a power of two) of {@code width} longs (1 or 2). */
    public LongKeyTable(int capacity, int width) {
        shift = width - 1;
        slots = new long[capacity << shift];
        mask = capacity - 1;
    }

    /** A 64-bit mix (the MurmurHash3 finaliser): every bit of {@code x} changes about half of the result's. */
    public static long mix(long x) {
        x ^= x >>> 33;
        x *= 0xff51afd7ed558ccdL;
        x ^= x >>> 33;
        x *= 0xc4ceb9fe1a85ec53L;
        return x ^ (x >>> 33);
    }

    /** The empty table of {@code capacity} slots that replaces this one when it grows, of the same class. */
    protected LongKeyTable withCapacity(int capacity) {
        return new LongKeyTable(capacity, 1 << shift);
    }

    /** Copies slot {@code from}'s value, kept beside the keys, to slot {@code to} of {@code grown}. */
    protected void moveValue(int from, LongKeyTable grown, int to) {
    }

    /** Keys stored. */
    public final int size() {
        return used;
    }

    /** The slot of {@code key}, else the complement ({@code ~slot}) of the free slot where it goes. */
    public final int find(long key) {
        return find(key, mix(key));
    }

    /** As {@link #find(long)}, given {@code hash}, the key's {@link #mix}. */
    public final int find(long key, long hash) {
        long[] s = slots;
        int m = mask;
        int w = shift;
        for (int i = (int) hash & m; ; i = (i + 1) & m) {
            long k = s[i << w];
            if (k == key) {
                return i;
            }
            if (k == 0) {
                return ~i;
            }
        }
    }

    /**
     * Stores {@code key} in the free slot {@code free} (from {@link #find}), whose value is written
     * already; returns the table to use from now on: this one, or at two thirds full its copy
     * twice as large.
     */
    public final LongKeyTable insert(int free, long key) {
        SLOTS.setRelease(slots, free << shift, key);
        return ++used * 3 > (mask + 1) * 2 ? grown() : this;
    }

    /** The value beside a slot's key, in a table of width 2. */
    public final long value(int slot) {
        return slots[slot << 1 | 1];
    }

    public final void setValue(int slot, long value) {
        slots[slot << 1 | 1] = value;
    }

    private LongKeyTable grown() {
        LongKeyTable t = withCapacity((mask + 1) * 2);
        for (int j = 0; j <= mask; j++) {
            long k = slots[j << shift];
            if (k != 0) {
                int i = ~t.find(k);
                t.slots[i << shift] = k;
                if (shift != 0) {
                    t.slots[i << 1 | 1] = slots[j << 1 | 1];
                }
                moveValue(j, t, i);
            }
        }
        t.used = used;
        // Published with the grown table, which its holder stores in a volatile field or keeps to one thread.
        return t;
    }
}
