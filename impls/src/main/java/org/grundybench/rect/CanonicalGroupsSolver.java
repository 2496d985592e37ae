package org.grundybench.rect;

import org.grundybench.core.Deadline;
import org.grundybench.core.SolverLimitException;
import org.grundybench.core.Workers;

/**
 * Boards up to 8x8 by their groups, with the memo shared by every group of the same shape.
 * A board splits into 4-connected groups (G is their XOR); each is laid out in an 8x8 frame,
 * moved to the corner, and its value stored under that key and under its canonical form (the
 * smallest of its eight rotations and reflections, each moved to the corner). Moves split a
 * group again, so the memo holds connected shapes only; it is kept across queries
 * ({@link GroupSearch}). Boards with a side above 8 (up to 1x64) use their own shape as the
 * frame and normalise by translation only.
 *
 * <p>A group of at least {@value #PARALLEL_FROM_CELLS} cells is searched by every thread at
 * once ({@link Workers}), sharing one concurrent memo ({@link GroupMemo}); smaller groups,
 * quick to search, stay on the calling thread.
 *
 * <p>Dense boards explode (density 0.7 on 8x8 can take minutes), so a query runs within at
 * most {@code maxMemoEntries} memoised groups and {@code timeBudgetMillis}, or is refused with
 * a {@link SolverLimitException} naming the budget. A query is one {@link #grundy(Board)}, or
 * the calls given one {@link Deadline} (a value and the search for a winning move,
 * {@link RectangleMoves#answer}): they share the deadline and the memo, which is cleared only
 * when a new query finds it more than half full.
 *
 * <p>Full tables: {@link GroupTable} on the solver's threads, up to {@value #MAX_TABLE_CELLS}
 * cells (5x6).
 */
public final class CanonicalGroupsSolver extends GroupSolver {
    /** Default memo bound: about 400 MB of table at most, within a quarter of the heap. */
    public static final int DEFAULT_MAX_MEMO_ENTRIES = (int) Math.max(1 << 16,
            Math.min(1 << 24, Runtime.getRuntime().maxMemory() / 4 / BYTES_PER_ENTRY));
    public static final long DEFAULT_TIME_BUDGET_MILLIS = 60_000;
    /** Groups of fewer cells are searched on the calling thread alone. */
    static final int PARALLEL_FROM_CELLS = 20;
    /** Most cells of a full table: 5x6 is 2^30 positions, a 1 GiB array (Java's limit is 2^31). */
    public static final int MAX_TABLE_CELLS = 30;

    /** The calling thread's search, kept with the memo (its buffers are reused). */
    private GroupSearch search;

    /** Default budgets, one thread per available processor. */
    public CanonicalGroupsSolver() {
        this(DEFAULT_MAX_MEMO_ENTRIES, DEFAULT_TIME_BUDGET_MILLIS);
    }

    /** One thread per available processor. */
    public CanonicalGroupsSolver(int maxMemoEntries, long timeBudgetMillis) {
        this(maxMemoEntries, timeBudgetMillis, Workers.available());
    }

    /** Default budgets; {@code threads} (at least 1) search a large group and fill a table. */
    public CanonicalGroupsSolver(int threads) {
        this(DEFAULT_MAX_MEMO_ENTRIES, DEFAULT_TIME_BUDGET_MILLIS, threads);
    }

    /** {@code threads} (at least 1) search a large group together and fill a table. */
    public CanonicalGroupsSolver(int maxMemoEntries, long timeBudgetMillis, int threads) {
        super(maxMemoEntries, timeBudgetMillis, threads, true, "budgets");
    }

    @Override
    void newMemos() {
        search = new GroupSearch(frame, memo, work);
    }

    @Override
    void dropMemos() {
        search = null;
    }

    /**
     * A large group is searched by every thread at once (the calling one with the search it
     * keeps, each helper with its own).
     */
    @Override
    int valueOf(long group) {
        long cornered = frame.toCorner(group);
        if (threads == 1 || Long.bitCount(group) < PARALLEL_FROM_CELLS) {
            search.query = call;
            return search.value(cornered);
        }
        return onEveryThread("canonical_groups", i -> i == 0 ? search : new GroupSearch(frame, memo, work),
                s -> s.value(cornered));
    }

    @Override
    public byte[] table(int rows, int cols) {
        return GroupTable.build(rows, cols, MAX_TABLE_CELLS, threads, work);
    }
}
