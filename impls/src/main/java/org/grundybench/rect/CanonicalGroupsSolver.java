package org.grundybench.rect;

import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;
import org.grundybench.core.Bits;
import org.grundybench.core.Deadline;
import org.grundybench.core.Mex;
import org.grundybench.core.SolverLimitException;
import org.grundybench.core.Units;

/**
 * Boards up to 8x8 by their groups, with the memo shared by every group of the same shape.
 * A board splits into 4-connected groups (G is their XOR); each group is laid out in an 8x8
 * frame and moved to the corner, and a new group's value is stored under that key and under
 * its canonical form: of its eight rotations and reflections, each moved to the corner, the
 * numerically smallest. Moves on a group split it again, so the memo holds only connected
 * shapes, shared across symmetric copies, and it is kept across queries.
 *
 * <p>Full tables: {@link GroupTable#buildOnEveryCore}, up to {@value #MAX_TABLE_CELLS} cells (5x6).
 *
 * <p>Boards with a side above 8 (up to 1x64) use their own shape as the frame and normalise
 * by translation only.
 *
 * <p>Dense boards explode (density 0.7 on 8x8 can take minutes), so each query runs within a
 * budget: at most {@code maxMemoEntries} memoised groups and {@code timeBudgetMillis}. A query
 * is one {@link #grundy(Board)}, or the calls given one {@link Deadline} (a value and the
 * search for a winning move, {@link RectangleMoves#answer}): they share the deadline and the
 * memo, which is cleared only when a new query finds it more than half full. A query that
 * exceeds either budget is refused with a {@link SolverLimitException} naming it.
 */
public final class CanonicalGroupsSolver implements RectangleSolver {
    /** Memory per memoised group, as the memo budget's message states it. */
    static final int BYTES_PER_ENTRY = 24;
    /** Default memo bound: about 400 MB of table at most, within a quarter of the heap. */
    public static final int DEFAULT_MAX_MEMO_ENTRIES = (int) Math.max(1 << 16,
            Math.min(1 << 24, Runtime.getRuntime().maxMemory() / 4 / BYTES_PER_ENTRY));
    public static final long DEFAULT_TIME_BUDGET_MILLIS = 60_000;

    private static final RectangleGeometry SQUARE = RectangleGeometry.of(8, 8);
    /** How many new groups between two looks at the clock. */
    private static final int CLOCK_EVERY = 4_096;

    private final int maxMemoEntries;
    private final long timeBudgetMillis;
    /** Move buffers per recursion depth, allocated on first use (a fresh solver is cheap). */
    private final long[][] moves = new long[65][];

    private RectangleGeometry frame;
    private Long2IntOpenHashMap memo;
    /** The deadline of the query the memo serves; a different one starts a new query. */
    private Deadline query;
    private int untilClock;

    public CanonicalGroupsSolver() {
        this(DEFAULT_MAX_MEMO_ENTRIES, DEFAULT_TIME_BUDGET_MILLIS);
    }

    public CanonicalGroupsSolver(int maxMemoEntries, long timeBudgetMillis) {
        if (maxMemoEntries < 1 || timeBudgetMillis < 1) {
            throw new IllegalArgumentException("budgets must be positive");
        }
        this.maxMemoEntries = maxMemoEntries;
        this.timeBudgetMillis = timeBudgetMillis;
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
            f = SQUARE;
            cells = relayout(cells, board.cols(), 8, board.rows());
        } else {
            f = RectangleGeometry.of(board);
        }
        if (!f.equals(frame) || (deadline != query && memo.size() > maxMemoEntries / 2)) {
            frame = f;
            memo = new Long2IntOpenHashMap();
            memo.defaultReturnValue(-1);
        }
        query = deadline;
        untilClock = CLOCK_EVERY;
        try {
            return valueOfSum(cells, 0);
        } catch (SolverLimitException e) {
            memo = new Long2IntOpenHashMap(); // release the memory the refused board took
            memo.defaultReturnValue(-1);
            query = null;
            throw e;
        }
    }

    /** XOR of the values of the groups of {@code cells}. */
    private int valueOfSum(long cells, int depth) {
        int x = 0;
        while (cells != 0) {
            long group = frame.groupOf(cells, cells & -cells);
            cells ^= group;
            x ^= valueOfGroup(frame.toCorner(group), depth);
        }
        return x;
    }

    /**
     * The value of a group moved to the corner. Any corner-anchored image of a group under
     * the frame's symmetries is a valid key, so a look-up tries the cheap translated key
     * first; only on a miss is the canonical key (eight transforms) computed and tried, and a
     * new value is stored under both, so repeated look-ups of a shape stay cheap.
     */
    private int valueOfGroup(long group, int depth) {
        if ((group & (group - 1)) == 0) {
            return 1; // a single cell: one move, to the empty board
        }
        int known = memo.get(group);
        if (known >= 0) {
            return known;
        }
        long key = canonical(group);
        if (key != group) {
            known = memo.get(key);
            if (known >= 0) {
                checkBudget();
                memo.put(group, known);
                return known;
            }
        }
        long[] buffer = moves[depth];
        if (buffer == null || buffer.length < frame.rectangleCount()) {
            buffer = new long[frame.rectangleCount()];
            moves[depth] = buffer;
        }
        int n = frame.fittingRectangles(group, buffer);
        long seen = 0;
        for (int i = 0; i < n; i++) {
            seen = Mex.with(seen, valueOfSum(group ^ buffer[i], depth + 1));
        }
        int value = Mex.ofMask(seen);
        checkBudget();
        memo.put(group, value);
        if (key != group) {
            memo.put(key, value);
        }
        return value;
    }

    private void checkBudget() {
        if (memo.size() >= maxMemoEntries) {
            throw new SolverLimitException("board needs more than the memo budget of "
                    + Units.count(maxMemoEntries) + " groups (about "
                    + Units.bytes((long) maxMemoEntries * BYTES_PER_ENTRY)
                    + "); raise it or give a sparser board");
        }
        if (--untilClock == 0) {
            untilClock = CLOCK_EVERY;
            query.check("board not solved");
        }
    }

    /** The smallest corner-anchored image of a (cornered) group under the frame's symmetries. */
    private long canonical(long group) {
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

    /** Moves rows of width {@code fromCols} to rows of width {@code toCols}. */
    private static long relayout(long cells, int fromCols, int toCols, int rows) {
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

    /** Most cells of a full table: 5x6 is 2^30 positions, a 1 GiB array (Java's limit is 2^31). */
    public static final int MAX_TABLE_CELLS = 30;

    @Override
    public byte[] table(int rows, int cols) {
        return GroupTable.buildOnEveryCore(rows, cols, MAX_TABLE_CELLS);
    }

    @Override
    public int maxTableCells() {
        return MAX_TABLE_CELLS;
    }
}
