package org.grundybench.rect;

import org.grundybench.core.Bits;
import org.grundybench.core.Mex;
import org.grundybench.core.Work;

/**
 * One thread's search of {@link CanonicalGroupsSolver}, and of small groups' values in
 * {@link OutcomeSearchSolver}'s, which extends it: the value of a sum of groups, each group moved
 * to the corner of the frame and valued by a mex over its rectangles, in the memo shared by every
 * thread of the query.
 *
 * <p>A group is claimed in the memo before its options are searched. An option with a group
 * another thread has claimed is put aside until the other options are done, when it is usually
 * known; if not, this thread searches it too, putting aside what the other is working on: the
 * threads share a group's work without waiting, and only groups both are inside are searched
 * twice.
 */
class GroupSearch {
    /** The frame of 8x8 boards and smaller, whose groups are canonical under the eight symmetries. */
    static final RectangleGeometry SQUARE = RectangleGeometry.of(8, 8);
    /** Steps (a claim is one) between two looks at the clock; the memo budget is checked at each. */
    static final int CLOCK_EVERY = 4_096;

    final RectangleGeometry frame;
    final GroupMemo memo;
    /** Shared by the solver's threads: memo gets, and each mex over a group's options. */
    private final Work work;
    /** The call being answered, set by the solver: read by the budget checks. */
    GroupSolver.Query query;
    /** Per recursion depth: the group's rectangles, and the indices of those put aside. */
    private final long[][] moves = new long[65][];
    private final int[][] asides = new int[65][];
    private int untilClock = CLOCK_EVERY;

    GroupSearch(RectangleGeometry frame, GroupMemo memo, Work work) {
        this.frame = frame;
        this.memo = memo;
        this.work = work;
    }

    /** The value of a group moved to the corner, searched even if another thread is at it. */
    final int value(long group) {
        return valueOfGroup(group, 0, true);
    }

    /** The XOR of the values of the groups of {@code cells}; with {@code evenIfBusy} false, BUSY if one is claimed. */
    private int valueOfSum(long cells, int depth, boolean evenIfBusy) {
        int x = 0;
        while (cells != 0) {
            long group = frame.groupOf(cells, cells & -cells);
            cells ^= group;
            int v = valueOfGroup(frame.toCorner(group), depth, evenIfBusy);
            if (v < 0) {
                return v;
            }
            x ^= v;
        }
        return x;
    }

    /**
     * The value of a group moved to the corner. Any corner-anchored image of a group is a valid
     * key, so the cheap translated key is tried first; only on a miss is the canonical key (eight
     * transforms) computed, tried and claimed, and a new value stored under both. Returns
     * {@link GroupMemo#BUSY} when another thread searches the group, unless {@code evenIfBusy}.
     */
    private int valueOfGroup(long group, int depth, boolean evenIfBusy) {
        if ((group & (group - 1)) == 0) {
            return 1; // a single cell: one move, to the empty board
        }
        int known = Work.lookup(work, memo.get(group));
        if (known >= 0 || (known == GroupMemo.BUSY && !evenIfBusy)) {
            return known;
        }
        long key = canonical(frame, group);
        if (key != group) {
            known = Work.lookup(work, memo.get(key));
            if (known >= 0) {
                checkMemoBudget();
                memo.put(group, known);
                return known;
            }
        }
        checkBudget(1);
        known = memo.claim(key);
        if (known >= 0) {
            memo.put(group, known);
            return known;
        }
        if (known == GroupMemo.BUSY && !evenIfBusy) {
            return known;
        }
        int value = mexOfOptions(group, depth);
        memo.put(key, value);
        if (key != group) {
            memo.put(group, value);
        }
        return value;
    }

    private int mexOfOptions(long group, int depth) {
        long[] buffer = moves[depth];
        if (buffer == null) {
            buffer = new long[frame.rectangleCount()];
            moves[depth] = buffer;
            asides[depth] = new int[buffer.length];
        }
        int[] aside = asides[depth];
        int n = frame.fittingRectangles(group, buffer);
        int setAside = 0;
        long seen = 0;
        for (int i = 0; i < n; i++) {
            int v = valueOfSum(group ^ buffer[i], depth + 1, false);
            if (v < 0) {
                aside[setAside++] = i;
            } else {
                seen = Mex.with(seen, v);
            }
        }
        for (int j = 0; j < setAside; j++) {
            seen = Mex.with(seen, valueOfSum(group ^ buffer[aside[j]], depth + 1, true));
        }
        Work.add(work, 1, n, 0);
        return Mex.ofMask(seen);
    }

    /**
     * Refuses past the memo budget, or past the deadline once the {@code steps} of this thread's
     * calls add up to {@link #CLOCK_EVERY} since it last looked; unwinds once the query has stopped.
     */
    final void checkBudget(int steps) {
        checkMemoBudget();
        if ((untilClock -= steps) <= 0) {
            untilClock = CLOCK_EVERY;
            query.checkTime();
        }
        query.checkStopped();
    }

    final void checkMemoBudget() {
        query.checkMemo(memo.size());
    }

    /**
     * The smallest corner-anchored image of a (cornered) group under the frame's symmetries: the
     * group itself in a frame other than the 8x8 square, whose groups move by translation only.
     */
    static long canonical(RectangleGeometry frame, long group) {
        if (frame != SQUARE) {
            return group;
        }
        long best = group;
        long t = Bits.transpose(group);
        long[] images = {
            Bits.flipRows(group), Bits.flipColumns(group), Bits.flipRows(Bits.flipColumns(group)),
            t, Bits.flipRows(t), Bits.flipColumns(t), Bits.flipRows(Bits.flipColumns(t))};
        for (long image : images) {
            long anchored = SQUARE.toCorner(image);
            if (Long.compareUnsigned(anchored, best) < 0) {
                best = anchored;
            }
        }
        return best;
    }
}
