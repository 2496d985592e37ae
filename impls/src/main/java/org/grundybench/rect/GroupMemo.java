package org.grundybench.rect;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.atomic.AtomicInteger;
import org.grundybench.core.LongKeyTable;

/**
 * The memo of {@link CanonicalGroupsSolver}, shared by its search threads: group (a non-zero
 * {@code long}) to Grundy value (0..64), in open-addressing tables without boxing. A group is
 * claimed (being searched, {@link #BUSY}) before it gets its value, so that a thread that meets
 * it meanwhile can do other work first.
 *
 * <p>Keys are spread over segments, each a table of its own ({@link LongKeyTable}): reads take
 * no lock, writes lock their segment, which also grows its table alone. A read that races with
 * a growth may miss or see a group as busy that has just got its value; both only cost the
 * reader a second look.
 */
final class GroupMemo {
    /** {@link #get}: no entry. {@link #claim}: the caller now owns the group. */
    static final int ABSENT = -1;
    /** The group is claimed and its value not stored yet. */
    static final int BUSY = -2;

    private static final VarHandle VALUES = MethodHandles.arrayElementVarHandle(byte[].class);
    /** 64 segments: few enough to cost nothing when small, enough that two writers rarely meet. */
    private static final int SEGMENT_BITS = 6;
    private static final int INITIAL_CAPACITY = 16;

    /** One segment's slots: a value byte is value + 1, 0 while busy (13.5 to 27 bytes per entry). */
    private static final class Table extends LongKeyTable {
        final byte[] values;

        Table(int capacity) {
            super(capacity, 1);
            values = new byte[capacity];
        }

        @Override
        protected Table withCapacity(int capacity) {
            return new Table(capacity);
        }

        @Override
        protected void moveValue(int from, LongKeyTable grown, int to) {
            ((Table) grown).values[to] = values[from];
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
        long h = LongKeyTable.mix(group);
        Table t = segments[(int) (h >>> (64 - SEGMENT_BITS))].table;
        int i = t.find(group, h);
        if (i < 0) {
            return ABSENT;
        }
        // The writer stored the value before the key: read it after the key.
        VarHandle.acquireFence();
        return valueOf(t.values[i]);
    }

    private static int valueOf(int stored) {
        return stored == 0 ? BUSY : stored - 1;
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
        long h = LongKeyTable.mix(group);
        Segment segment = segments[(int) (h >>> (64 - SEGMENT_BITS))];
        synchronized (segment) {
            Table t = segment.table;
            int i = t.find(group, h);
            if (i >= 0) {
                int old = t.values[i];
                if (stored != 0) {
                    VALUES.setRelease(t.values, i, (byte) stored);
                }
                return valueOf(old);
            }
            t.values[~i] = (byte) stored;
            Table next = (Table) t.insert(~i, group);
            size.incrementAndGet();
            if (next != t) {
                segment.table = next;
            }
            return ABSENT;
        }
    }
}
