package org.grundybench.rect;

/**
 * The memo of {@link OutcomeSearchSolver}: what is known of the positions "group + *n" of one
 * group (a non-zero {@code long}, moved to the corner) for every heap n at once. For each group a
 * record holds the heaps n < 64 for which the position is known to be a first-player win, and the
 * one heap for which it is a loss once that is known: that heap is the group's value, and
 * settles every n. A group is found under any number of keys (its canonical form and the images
 * it was met as), all leading to one record. Open addressing, single-threaded.
 */
final class OutcomeMemo {
    /** {@link #get}: no record under that key. */
    static final int ABSENT = -1;

    private long[] keys = new long[1 << 10];
    /** The record of each slot's key. */
    private int[] recordOf = new int[1 << 10];
    private int mask = keys.length - 1;
    private int keyCount;

    /** Per record: bit n set when group + *n is a win; the loss heap + 1, or 0 while unknown. */
    private long[] wins = new long[1 << 9];
    private byte[] lossPlusOne = new byte[1 << 9];
    private int records;

    /** Keys stored: what the memo budget counts. */
    int size() {
        return keyCount;
    }

    /** The record of {@code group}, or {@link #ABSENT}. */
    int get(long group) {
        for (int i = slot(group); ; i = (i + 1) & mask) {
            long k = keys[i];
            if (k == group) {
                return recordOf[i];
            }
            if (k == 0) {
                return ABSENT;
            }
        }
    }

    /** A new record, empty, stored under {@code group}. */
    int create(long group) {
        if (records == wins.length) {
            wins = java.util.Arrays.copyOf(wins, records * 2);
            lossPlusOne = java.util.Arrays.copyOf(lossPlusOne, records * 2);
        }
        int record = records++;
        alias(group, record);
        return record;
    }

    /** Stores {@code group} (absent so far) as one more key of {@code record}. */
    void alias(long group, int record) {
        int i = slot(group);
        while (keys[i] != 0) {
            i = (i + 1) & mask;
        }
        keys[i] = group;
        recordOf[i] = record;
        // Grow at two thirds full.
        if (++keyCount * 3 > keys.length * 2) {
            grow();
        }
    }

    /** The heap for which the record's group is a loss (its value), or -1 while unknown. */
    int loss(int record) {
        return lossPlusOne[record] - 1;
    }

    void setLoss(int record, int n) {
        lossPlusOne[record] = (byte) (n + 1);
    }

    /** Whether group + *n is known to be a win (heaps of 64 and more are not recorded). */
    boolean won(int record, int n) {
        return n < Long.SIZE && (wins[record] >>> n & 1) != 0;
    }

    /**
     * Records group + *n as a win. The group's value is at most its {@code cells}, so once every
     * heap 0..cells but one is a win, that one is the loss.
     */
    void setWon(int record, int n, int cells) {
        if (n < Long.SIZE) {
            long w = wins[record] | 1L << n;
            wins[record] = w;
            if (cells < Long.SIZE - 1) {
                long open = ~w & ((2L << cells) - 1);
                if ((open & (open - 1)) == 0 && open != 0) {
                    setLoss(record, Long.numberOfTrailingZeros(open));
                }
            }
        }
    }

    private int slot(long key) {
        return slot(key, mask);
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

    private void grow() {
        long[] oldKeys = keys;
        int[] oldRecords = recordOf;
        keys = new long[oldKeys.length * 2];
        recordOf = new int[keys.length];
        mask = keys.length - 1;
        for (int j = 0; j < oldKeys.length; j++) {
            long k = oldKeys[j];
            if (k != 0) {
                int i = slot(k);
                while (keys[i] != 0) {
                    i = (i + 1) & mask;
                }
                keys[i] = k;
                recordOf[i] = oldRecords[j];
            }
        }
    }
}
