package org.grundybench.rect;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;
import org.grundybench.core.LongKeyTable;

/**
 * The memo of {@link OutcomeSearchSolver}: what is known of the positions "group + *n" of one
 * group (a non-zero {@code long}, moved to the corner) for every heap n at once. For each group a
 * record holds the heaps n < 64 for which the position is known to be a first-player win, and the
 * one heap for which it is a loss once that is known: that heap is the group's value, and
 * settles every n. A group is found under any number of keys (its canonical form and the images
 * it was met as), all leading to one record.
 *
 * <p>Shared by the solver's threads. Reads take no lock; writes take the memo's lock, and a table
 * ({@link LongKeyTable}) or record array that grows is replaced whole. A read may therefore see
 * less than is known (a key just added, a heap just settled): knowledge only grows and every
 * piece of it stays true, so a stale read costs a search, never a wrong answer.
 */
final class OutcomeMemo {
    /** {@link #get}: no record under that key. */
    static final int ABSENT = -1;

    private static final VarHandle WINS = MethodHandles.arrayElementVarHandle(long[].class);
    private static final VarHandle LOSSES = MethodHandles.arrayElementVarHandle(byte[].class);

    /** Each key's record. */
    private static final class Table extends LongKeyTable {
        final int[] recordOf;

        Table(int capacity) {
            super(capacity, 1);
            recordOf = new int[capacity];
        }

        @Override
        protected Table withCapacity(int capacity) {
            return new Table(capacity);
        }

        @Override
        protected void moveValue(int from, LongKeyTable grown, int to) {
            ((Table) grown).recordOf[to] = recordOf[from];
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
        int i = t.find(group);
        if (i < 0) {
            return ABSENT;
        }
        // The record was stored before the key: read it after the key.
        VarHandle.acquireFence();
        return t.recordOf[i];
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

    /** Stores {@code group}, which has no record yet, as a key of {@code record}. */
    private void insert(long group, int record) {
        Table t = table;
        int i = ~t.find(group);
        t.recordOf[i] = record;
        Table next = (Table) t.insert(i, group);
        keyCount = keyCount + 1;
        if (next != t) {
            table = next;
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
}
