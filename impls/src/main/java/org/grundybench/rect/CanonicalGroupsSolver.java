package org.grundybench.rect;

import org.grundybench.core.Deadline;
import org.grundybench.core.SolverLimitException;
import org.grundybench.core.Work;
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
public final class CanonicalGroupsSolver extends Work.Counted implements RectangleSolver {
    /** Memory per memoised group, as the memo budget's message states it. */
    static final int BYTES_PER_ENTRY = 24;
    /** Default memo bound: about 400 MB of table at most, within a quarter of the heap. */
    public static final int DEFAULT_MAX_MEMO_ENTRIES = (int) Math.max(1 << 16,
            Math.min(1 << 24, Runtime.getRuntime().maxMemory() / 4 / BYTES_PER_ENTRY));
    public static final long DEFAULT_TIME_BUDGET_MILLIS = 60_000;
    /** Groups of fewer cells are searched on the calling thread alone. */
    static final int PARALLEL_FROM_CELLS = 20;
    /** Most cells of a full table: 5x6 is 2^30 positions, a 1 GiB array (Java's limit is 2^31). */
    public static final int MAX_TABLE_CELLS = 30;

    private final int maxMemoEntries;
    private final long timeBudgetMillis;
    private final int threads;

    private RectangleGeometry frame;
    private GroupMemo memo;
    /** The calling thread's search, kept with the memo (its buffers are reused). */
    private GroupSearch search;
    /** The deadline of the query the memo serves; a different one starts a new query. */
    private Deadline query;

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
        if (maxMemoEntries < 1 || timeBudgetMillis < 1) {
            throw new IllegalArgumentException("budgets must be positive");
        }
        this.maxMemoEntries = maxMemoEntries;
        this.timeBudgetMillis = timeBudgetMillis;
        this.threads = Workers.checked(threads);
    }

    /** Groups memoised so far (kept across queries on the same frame). */
    public int memoSize() {
        return memo == null ? 0 : memo.size();
    }

    @Override
    public int grundy(Board board) {
        return grundy(board, newDeadline());
    }

    @Override
    public Deadline newDeadline() {
        return Deadline.in(timeBudgetMillis);
    }

    @Override
    public int grundy(Board board, Deadline deadline) {
        deadline.check("board not solved");
        long cells = board.cells();
        RectangleGeometry f;
        if (board.rows() <= 8 && board.cols() <= 8) {
            f = GroupSearch.square();
            cells = relayout(cells, board.cols(), 8, board.rows());
        } else {
            f = RectangleGeometry.of(board);
        }
        Query q = new Query(deadline, maxMemoEntries);
        if (!f.equals(frame) || (deadline != query && memo.size() > maxMemoEntries / 2)) {
            frame = f;
            memo = new GroupMemo();
            search = new GroupSearch(frame, memo, work);
        }
        query = deadline;
        try {
            int x = 0;
            while (cells != 0) {
                long group = frame.groupOf(cells, cells & -cells);
                cells ^= group;
                long cornered = frame.toCorner(group);
                x ^= threads > 1 && Long.bitCount(group) >= PARALLEL_FROM_CELLS
                        ? valueOnEveryThread(cornered, q) : search.value(cornered, q);
            }
            Work.hold(work, memo.size());
            return x;
        } catch (SolverLimitException e) {
            // Release the memory the refused board took; claims left unfinished go with it.
            frame = null;
            memo = null;
            search = null;
            query = null;
            Work.hold(work, 0);
            throw e;
        }
    }

    /**
     * The value of one group, searched by every thread at once (the calling one with the search it
     * keeps, each helper with its own). The first to have the value, or to be refused, tells the
     * others to stop. A refusal is rethrown by {@link Workers#forEach}, whichever thread met it.
     */
    private int valueOnEveryThread(long group, Query call) {
        Query q = call.forOneGroup();
        RectangleGeometry f = frame;
        GroupMemo m = memo;
        int[] value = {-1};
        try (Workers workers = new Workers(threads, "canonical_groups")) {
            workers.forEach(0, threads, i -> {
                try {
                    value[0] = (i == 0 ? search : new GroupSearch(f, m, work)).value(group, q);
                } catch (Stopped e) {
                    // told to stop
                } finally {
                    q.stop();
                }
            });
        }
        return answered(value[0]);
    }

    /**
     * The answer of a search on every thread: each thread answered, was told to stop, or failed,
     * and {@link Workers#forEach} rethrows a failure; so a stopped search with no answer (-1) is
     * a fault, never to be read as a value or an outcome.
     */
    static int answered(int answer) {
        if (answer < 0) {
            throw new IllegalStateException("every thread stopped, none with an answer or a refusal");
        }
        return answer;
    }

    /** What the threads of one call share: its budgets, and the signal to stop. */
    static final class Query {
        /** The same budgets, with a stop signal of its own for the threads of one group. */
        Query forOneGroup() {
            return new Query(deadline, maxMemoEntries);
        }

        private final Deadline deadline;
        private final int maxMemoEntries;
        /** Entries the caller keeps beside the group memo, counted against the same budget. */
        private int besides;
        private volatile boolean stopped;

        Query(Deadline deadline, int maxMemoEntries) {
            this.deadline = deadline;
            this.maxMemoEntries = maxMemoEntries;
        }

        void checkTime() {
            deadline.check("board not solved");
        }

        /** Counts {@code entries} kept beside the group memo (another memo of the caller's) in the memo budget. */
        void keepBesides(int entries) {
            besides = entries;
        }

        void checkMemo(int size) {
            if (size + besides >= maxMemoEntries) {
                throw new SolverLimitException("board needs more than the memo budget of "
                        + Units.count(maxMemoEntries) + " groups (about "
                        + Units.bytes((long) maxMemoEntries * BYTES_PER_ENTRY)
                        + "); raise it or give a sparser board");
            }
        }

        /** Throws {@link Stopped} once another thread failed or the value is known. */
        void checkStopped() {
            if (stopped) {
                throw new Stopped();
            }
        }

        void stop() {
            stopped = true;
        }
    }

    /** Unwinds a thread's search once its query has stopped; carries no message. */
    static final class Stopped extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Stopped() {
            super(null, null, false, false);
        }
    }

    /** Moves rows of width {@code fromCols} to rows of width {@code toCols}. */
    static long relayout(long cells, int fromCols, int toCols, int rows) {
        if (fromCols == toCols) {
            return cells;
        }
        long rowMask = (1L << fromCols) - 1;
        long out = 0;
        for (int r = 0; r < rows; r++) {
            out |= ((cells >>> (r * fromCols)) & rowMask) << (r * toCols);
        }
        return out;
    }

    @Override
    public byte[] table(int rows, int cols) {
        return GroupTable.build(rows, cols, MAX_TABLE_CELLS, threads, work);
    }

    @Override
    public int maxTableCells() {
        return MAX_TABLE_CELLS;
    }
}
