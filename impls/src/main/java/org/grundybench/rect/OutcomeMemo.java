package org.grundybench.rect;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;

/**
 * The memo of {@link OutcomeSearchSolver}: what is known of the positions "group + *n" of one
 * group (a non-zero {@code long}, moved to the corner) for every heap n at once. For each group a
 * record holds the heaps n < 64 for which the position is known to be a first-player win, and the
 * one heap for which it is a loss once that is known: that heap is the group's value, and
 * settles every n. A group is found under any number of keys (its canonical form and the images
 * it was met as), all leading to one record.
 *
 * <p>Shared by the solver's threads. Reads take no lock; writes take the memo's lock, and a table
 * or record array that grows is replaced whole. A read may therefore see less than is known (a
 * key just added, a heap just settled): knowledge only grows and every piece of it stays true,
 * so a stale read costs a search, never a wrong answer.
 */
final class OutcomeMemo {
    /** {@link #get}: no record under that key. */
    static final int ABSENT = -1;

    private static final VarHandle KEYS = MethodHandles.arrayElementVarHandle(long[].class);
    private static final VarHandle WINS = MethodHandles.arrayElementVarHandle(long[].class);
    private static final VarHandle LOSSES = MethodHandles.arrayElementVarHandle(byte[].class);

    /** Open addressing: a key of 0 is a free slot; the record is written before its key. */
    private static final class Table {
        final long[] keys;
        final int[] recordOf;
        final int mask;

        Table(int capacity) {
            keys = new long[capacity];
            recordOf = new int[capacity];
            mask = capacity - 1;
        }
    }

    private volatile Table table = new Table(1 << 10);
    private volatile int keyCount;

    /** Per record: bit n set when group + *n is a win; the loss heap + 1, or 0 while unknown. */
    private volatile long[] wins = new long[1 << 9];
    private volatile byte[] lossPlusOne = new byte[1 << 9];
    private int records;

    /** Keys stored: what the memo budget counts. */
    int size() {
        return keyCount;
    }

    /** The record of {@code group}, or {@link #ABSENT}. */
    int get(long group) {
        Table t = table;
        for (int i = slot(group, t.mask); ; i = (i + 1) & t.mask) {
            long k = (long) KEYS.getAcquire(t.keys, i);
            if (k == group) {
                return t.recordOf[i];
            }
            if (k == 0) {
                return ABSENT;
            }
        }
    }

    /** The record stored under {@code group}; a new, empty one if there is none yet. */
    synchronized int create(long group) {
        int record = get(group);
        if (record != ABSENT) {
            return record;
        }
        if (records == wins.length) {
            // The longer arrays are published before any key of their new records.
            wins = Arrays.copyOf(wins, records * 2);
            lossPlusOne = Arrays.copyOf(lossPlusOne, records * 2);
        }
        record = records++;
        insert(group, record);
        return record;
    }

    /** Stores {@code group} as one more key of {@code record}, unless it is stored already. */
    synchronized void alias(long group, int record) {
        if (get(group) == ABSENT) {
            insert(group, record);
        }
    }

    private void insert(long group, int record) {
        Table t = table;
        int i = slot(group, t.mask);
        while (t.keys[i] != 0) {
            i = (i + 1) & t.mask;
        }
        t.recordOf[i] = record;
        KEYS.setRelease(t.keys, i, group);
        // Grow at two thirds full.
        int count = keyCount + 1;
        keyCount = count;
        if (count * 3 > t.keys.length * 2) {
            table = grown(t);
        }
    }

    /** The heap for which the record's group is a loss (its value), or -1 while unknown. */
    int loss(int record) {
        return (byte) LOSSES.getOpaque(lossPlusOne, record) - 1;
    }

    synchronized void setLoss(int record, int n) {
        LOSSES.setOpaque(lossPlusOne, record, (byte) (n + 1));
    }

    /** Whether group + *n is known to be a win (heaps of 64 and more are not recorded). */
    boolean won(int record, int n) {
        return n < Long.SIZE && ((long) WINS.getOpaque(wins, record) >>> n & 1) != 0;
    }

    /**
     * Records group + *n as a win. The group's value is at most its {@code cells}, so once every
     * heap 0..cells but one is a win, that one is the loss.
     */
    synchronized void setWon(int record, int n, int cells) {
        if (n < Long.SIZE) {
            long[] w = wins;
            long known = w[record] | 1L << n;
            WINS.setOpaque(w, record, known);
            if (cells < Long.SIZE - 1) {
                long open = ~known & ((2L << cells) - 1);
                if ((open & (open - 1)) == 0 && open != 0) {
                    setLoss(record, Long.numberOfTrailingZeros(open));
                }
            }
        }
    }

    /** The slot of {@code key} in a table of {@code mask + 1} slots: the MurmurHash3 finaliser, as {@link GroupMemo}'s. */
    static int slot(long key, int mask) {
        long h = key;
        h ^= h >>> 33;
        h *= 0xff51afd7ed558ccdL;
        h ^= h >>> 33;
        h *= 0xc4ceb9fe1a85ec53L;
        return (int) (h ^ (h >>> 33)) & mask;
    }

    private static Table grown(Table old) {
        Table t = new Table(old.keys.length * 2);
        for (int j = 0; j < old.keys.length; j++) {
            long k = old.keys[j];
            if (k != 0) {
                int i = slot(k, t.mask);
                while (t.keys[i] != 0) {
                    i = (i + 1) & t.mask;
                }
                t.keys[i] = k;
                t.recordOf[i] = old.recordOf[j];
            }
        }
        // Published by the volatile write of the table that follows.
        return t;
    }
}
