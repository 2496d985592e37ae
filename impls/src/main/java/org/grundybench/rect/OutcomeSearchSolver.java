package org.grundybench.rect;

import java.util.Arrays;
import java.util.function.ToIntFunction;
import org.grundybench.core.Deadline;
import org.grundybench.core.LongKeyTable;
import org.grundybench.core.Work;
import org.grundybench.core.Workers;

/**
 * Win or loss by an outcome search (Lemoine and Viennot, "Nimbers are inevitable", TCS 2012):
 * values are computed only where the outcome needs them. A board splits into groups as in
 * {@link CanonicalGroupsSolver}; a group of at most {@code smallCells} cells is valued outright by
 * its memoised mex search ({@link GroupSearch}, {@link GroupMemo}) and folds into a nim heap *n.
 * Two equal large groups (up to translation and symmetry) cancel, G + G being 0; of the others,
 * all but the largest are valued (a sum's outcome needs the values of all its components but
 * one), so the search is over positions "one large group G + *n": a win iff
 * some option is a loss. The options are the rectangles of G, each leaving groups that are valued
 * or searched the same way, and the heaps *m, m < n, the loss among them being m = G's value.
 *
 * <p>G + *n is a loss for exactly one n, G's value, and a win for every other: the memo
 * ({@link OutcomeMemo}) keeps, under G's canonical form (and the images it was met as), the heaps
 * known to win and, once found, the losing one, which settles every n. A group's value is the
 * least n for which G + *n is a loss; proving it proves G + *m a win for every m below it first.
 * G + *n is a win when n exceeds G's cells, which bound its value; once G + *m is known to win
 * for every m up to its cells but one, that one is the loss.
 *
 * <p>Options are tried so that a loss, when there is one, tends to come early: first every option
 * whose outcome is known without search (all groups left small, or the large one settled in the
 * memo), then the others by the cells of the group left to search, fewest first, then the heap
 * moves upwards from *0.
 *
 * <p>Budgets and refusals as {@link CanonicalGroupsSolver}'s: a query (one answer, or the calls
 * given one {@link Deadline}) runs within {@code timeBudgetMillis} and {@code maxMemoEntries},
 * counting the keys of both memos, which are kept across queries and cleared when a new query
 * finds them more than half full, or when one is refused. {@link #grundy} is the XOR of the
 * groups' values, each found as above; a winning move is the first option found a loss
 * ({@link RectangleMoves#outcome}), within the same query. Full tables are {@link CanonicalGroupsSolver}'s ({@link GroupTable}), on the calling
 * thread.
 *
 * <p>Threads (one per available processor unless given): a query (the board's outcome, or the
 * value of one of its groups for {@link #grundy}) is searched on the calling thread until that
 * has cost {@value #PARALLEL_AFTER} positions, then by every thread at once ({@link Workers}),
 * each with its own order of options over the shared memos: fewest cells first, or fewest
 * rectangles. The first to answer stops the others. Most boards are decided before any thread
 * starts.
 */
public final class OutcomeSearchSolver extends GroupSolver {
    /**
     * Groups of at most this many cells are valued outright. Measured on random 8x8 boards of
     * density 0.6 (one thread): 8 cells took 9 times as long as 16, 12 and 20 a quarter longer.
     */
    public static final int DEFAULT_SMALL_CELLS = 16;
    /** Marks a heap left for the second pass beside the cells of several large groups. */
    private static final int SEVERAL_LARGE = 1 << 30;
    /** Claims of the group search an expanded position counts as: a look at the clock every 1,024 positions. */
    private static final int POSITION_STEPS = GroupSearch.CLOCK_EVERY / 1_024;
    /**
     * Positions the calling thread searches alone before every thread searches: below it,
     * starting threads costs more than they save.
     */
    static final int PARALLEL_AFTER = 2_000;

    private final int smallCells;
    /** {@link #PARALLEL_AFTER}, or less in tests that send every query to every thread. */
    private final int parallelAfter;

    private OutcomeMemo outcomes;
    /** One search per thread, the calling thread's first; they share the memos. */
    private Searcher[] searchers;

    /** Default budgets, those of {@link CanonicalGroupsSolver}; one thread per available processor. */
    public OutcomeSearchSolver() {
        this(Workers.available());
    }

    /** Default budgets; {@code threads} (at least 1) search a costly query together. */
    public OutcomeSearchSolver(int threads) {
        this(CanonicalGroupsSolver.DEFAULT_MAX_MEMO_ENTRIES, CanonicalGroupsSolver.DEFAULT_TIME_BUDGET_MILLIS,
                DEFAULT_SMALL_CELLS, threads);
    }

    /** One thread per available processor. */
    public OutcomeSearchSolver(int maxMemoEntries, long timeBudgetMillis, int smallCells) {
        this(maxMemoEntries, timeBudgetMillis, smallCells, Workers.available());
    }

    /**
     * {@code smallCells} (at least 1): the most cells of a group valued outright; larger ones are
     * searched for their outcome. {@code threads} (at least 1) search a costly query together.
     */
    public OutcomeSearchSolver(int maxMemoEntries, long timeBudgetMillis, int smallCells, int threads) {
        this(maxMemoEntries, timeBudgetMillis, smallCells, threads, PARALLEL_AFTER);
    }

    /** As above, every thread searching once the calling one has searched {@code parallelAfter} positions. */
    OutcomeSearchSolver(int maxMemoEntries, long timeBudgetMillis, int smallCells, int threads, int parallelAfter) {
        super(maxMemoEntries, timeBudgetMillis, threads, smallCells >= 1, "budgets and the small-group size");
        this.smallCells = smallCells;
        this.parallelAfter = parallelAfter;
    }

    @Override
    void newMemos() {
        outcomes = new OutcomeMemo();
        // Helpers' searches are made when first needed.
        searchers = new Searcher[threads];
        searchers[0] = new Searcher(false);
    }

    @Override
    void dropMemos() {
        outcomes = null;
        searchers = null;
    }

    /** The keys kept beside the group memo: the outcome memo's, and each thread's small values. */
    @Override
    int besides() {
        int keys = outcomes.size();
        for (Searcher s : searchers) {
            keys += s == null ? 0 : s.smallValues.size();
        }
        return keys;
    }

    @Override
    int valueOf(long group) {
        long cornered = frame.toCorner(group);
        return onEveryThread(s -> s.valueOf(cornered, 0));
    }

    @Override
    public boolean firstPlayerWins(Board board, Deadline deadline) {
        return answer(board, deadline, cells -> boardWins(cells) ? 1 : 0) == 1;
    }

    /** Whether the first player wins on the board's cells, laid out in the frame. */
    private boolean boardWins(long cells) {
        Searcher s = caller();
        int n = 0;
        long large = 0;
        while (cells != 0) {
            long group = frame.groupOf(cells, cells & -cells);
            cells ^= group;
            if (Long.bitCount(group) <= smallCells) {
                n ^= s.smallValue(frame.toCorner(group));
            } else {
                large |= group;
            }
        }
        if (large == 0) {
            return n != 0;
        }
        if (frame.groupOf(large, large & -large) == large) {
            long g = frame.toCorner(large);
            int heap = n;
            return onEveryThread(t -> t.wins(g, t.record(g), heap, 0) ? 1 : 0) == 1;
        }
        long left = s.withoutEqualPairs(large);
        int heap = n | SEVERAL_LARGE;
        return onEveryThread(t -> t.optionWins(left, heap, 0) ? 1 : 0) == 1;
    }

    /** The calling thread's search, answering the current call. */
    private Searcher caller() {
        Searcher s = searchers[0];
        s.query = call;
        return s;
    }

    /**
     * One thread's search: its buffers, its cache of small groups' values, and the query it
     * answers; the memos are the solver's. Small groups are valued by the group search it extends.
     */
    private final class Searcher extends GroupSearch {
        /** Small groups' values, each beside its key. */
        private LongKeyTable smallValues = new LongKeyTable(1 << 10, 2);
        /** Positions this search may still expand before it is cut ({@link #onEveryThread}). */
        private long effortLeft = Long.MAX_VALUE;
        /** Options of fewest rectangles first, else of fewest cells: threads differ in their order. */
        private final boolean byRectangles;

        Searcher(boolean byRectangles) {
            super(OutcomeSearchSolver.this.frame, OutcomeSearchSolver.this.memo, work);
            this.byRectangles = byRectangles;
        }

        /** Per search depth: the group's rectangles; the options left after the first pass. */
        private long[][] rectangles = new long[64][];
        private long[][] pendingGroup = new long[64][];
        private int[][] pendingHeap = new int[64][];
        private long[][] pendingOrder = new long[64][];

        /**
         * The value of a small group moved to the corner, by the mex search, kept in a table of its
         * own with key and value side by side: a read of the group memo costs two cache misses, and
         * these reads are most of the search's time.
         */
        private int smallValue(long group) {
            LongKeyTable t = smallValues;
            int i = t.find(group);
            if (i >= 0) {
                return Work.lookup(work, (int) t.value(i));
            }
            int value = value(group);
            checkMemoBudget();
            t.setValue(~i, value);
            smallValues = t.insert(~i, group);
            query.keepBesides(besides());
            return value;
        }

        /** The value of a group moved to the corner: outright when small, else the least losing heap. */
        private int valueOf(long group, int depth) {
            if (Long.bitCount(group) <= smallCells) {
                return smallValue(group);
            }
            int record = record(group);
            for (int n = 0; ; n++) {
                if (!wins(group, record, n, depth)) {
                    return n;
                }
            }
        }

        /** The record of a large group moved to the corner, created if new. */
        private int record(long group) {
            int record = find(group);
            if (record == OutcomeMemo.ABSENT) {
                long key = canonical(frame, group);
                checkMemoBudget();
                record = outcomes.create(key);
                if (key != group) {
                    outcomes.alias(group, record);
                }
                query.keepBesides(besides());
            }
            return record;
        }

        /**
         * The record of a large group moved to the corner, or {@link OutcomeMemo#ABSENT}: the image
         * met is tried first (cheap), then the canonical form, which is then stored under the image
         * too.
         */
        private int find(long group) {
            int record = outcomes.get(group);
            if (record != OutcomeMemo.ABSENT) {
                return record;
            }
            long key = canonical(frame, group);
            if (key != group) {
                record = outcomes.get(key);
                if (record != OutcomeMemo.ABSENT) {
                    checkMemoBudget();
                    outcomes.alias(group, record);
                    query.keepBesides(besides());
                }
            }
            return record;
        }

        /** Whether the large group (record {@code record}) + *n is a first-player win. */
        private boolean wins(long group, int record, int n, int depth) {
            int loss = outcomes.loss(record);
            if (loss >= 0) {
                Work.lookup(work, loss);
                return n != loss;
            }
            if (n > Long.bitCount(group)) {
                return true; // the heap can be reduced to the value, which is at most the cells
            }
            if (outcomes.won(record, n)) {
                Work.lookup(work, 1);
                return true;
            }
            Work.lookup(work, -1);
            boolean wins = search(group, record, n, depth);
            if (wins) {
                outcomes.setWon(record, n, Long.bitCount(group));
            } else {
                outcomes.setLoss(record, n);
            }
            return wins;
        }

        /** Whether some option of group + *n is a loss; its memo entry unknown. */
        private boolean search(long group, int record, int n, int depth) {
            if (--effortLeft < 0) {
                throw OutOfEffort.INSTANCE;
            }
            checkBudget(POSITION_STEPS);
            if (depth == rectangles.length) {
                int grown = depth * 2;
                rectangles = Arrays.copyOf(rectangles, grown);
                pendingGroup = Arrays.copyOf(pendingGroup, grown);
                pendingHeap = Arrays.copyOf(pendingHeap, grown);
                pendingOrder = Arrays.copyOf(pendingOrder, grown);
            }
            long[] rects = rectangles[depth];
            if (rects == null) {
                rects = new long[frame.rectangleCount()];
                rectangles[depth] = rects;
                pendingGroup[depth] = new long[rects.length];
                pendingHeap[depth] = new int[rects.length];
                pendingOrder[depth] = new long[rects.length];
            }
            long[] groups = pendingGroup[depth];
            int[] heaps = pendingHeap[depth];
            long[] order = pendingOrder[depth];
            int count = frame.fittingRectangles(group, rects);
            int pending = 0;
            // First pass: options settled without a search.
            for (int i = 0; i < count; i++) {
                long rest = group ^ rects[i];
                int heap = n;
                long large = 0;
                long moreLarge = 0;
                for (long cells = rest; cells != 0; ) {
                    long part = frame.groupOf(cells, cells & -cells);
                    cells ^= part;
                    if (Long.bitCount(part) <= smallCells) {
                        heap ^= smallValue(frame.toCorner(part));
                    } else if (large == 0) {
                        large = part;
                    } else {
                        moreLarge |= part;
                    }
                }
                if (moreLarge != 0) {
                    long left = withoutEqualPairs(large | moreLarge);
                    large = frame.groupOf(left, left & -left);
                    if (large != left) {
                        // Valuing the other large groups is a search of its own: after the single ones.
                        groups[pending] = left;
                        heaps[pending] = heap | SEVERAL_LARGE;
                        order[pending] = (long) Integer.MAX_VALUE << 32 | pending;
                        pending++;
                        continue;
                    }
                }
                if (large == 0) {
                    if (heap == 0) {
                        return won(i + 1);
                    }
                    continue;
                }
                large = frame.toCorner(large);
                if (heap > Long.bitCount(large)) {
                    continue; // a win for the player to move
                }
                int other = find(large);
                if (other != OutcomeMemo.ABSENT) {
                    int loss = outcomes.loss(other);
                    if (loss >= 0) {
                        if (loss == heap) {
                            return won(i + 1);
                        }
                        continue;
                    }
                    if (outcomes.won(other, heap)) {
                        continue;
                    }
                }
                groups[pending] = large;
                heaps[pending] = heap;
                int size = byRectangles ? frame.countRectangles(large) : Long.bitCount(large);
                order[pending] = (long) size << 32 | pending;
                pending++;
            }
            // Second pass: the others, smallest first.
            Arrays.sort(order, 0, pending);
            for (int j = 0; j < pending; j++) {
                int k = (int) order[j];
                if (!optionWins(groups[k], heaps[k], depth + 1)) {
                    return won(count);
                }
            }
            // The heap moves: *m is a loss beside G only for m = G's value.
            for (int m = 0; m < n; m++) {
                if (!wins(group, record, m, depth + 1)) {
                    return won(count);
                }
            }
            Work.add(work, 1, count, 0);
            return false;
        }

        /** Counts a position whose winning option was found after {@code options} options. */
        private boolean won(int options) {
            Work.add(work, 1, options, 0);
            return true;
        }

        /**
         * The cells of several groups without each pair of equal groups (equal up to translation and
         * the frame's symmetries): G + G = 0, so a pair changes no outcome (0 when all go).
         */
        private long withoutEqualPairs(long cells) {
            long[] parts = new long[Long.SIZE];
            long[] keys = new long[Long.SIZE];
            int count = 0;
            for (long rest = cells; rest != 0; ) {
                long part = frame.groupOf(rest, rest & -rest);
                rest ^= part;
                parts[count] = part;
                keys[count++] = canonical(frame, frame.toCorner(part));
            }
            long left = cells;
            for (int a = 0; a < count; a++) {
                for (int b = a + 1; b < count && parts[a] != 0; b++) {
                    if (parts[b] != 0 && keys[a] == keys[b]) {
                        left &= ~(parts[a] | parts[b]);
                        parts[a] = 0;
                        parts[b] = 0;
                    }
                }
            }
            return left;
        }

        /**
         * Whether an option left for the second pass is a win for the player to move: a large group
         * (cornered) beside *heap, or, with {@link #SEVERAL_LARGE} in the heap, the cells of several
         * large groups beside *heap, all but the largest to be valued.
         */
        private boolean optionWins(long cells, int heap, int depth) {
            if ((heap & SEVERAL_LARGE) == 0) {
                return wins(cells, record(cells), heap, depth);
            }
            if (cells == 0) {
                return (heap ^ SEVERAL_LARGE) != 0;
            }
            long[] large = new long[Long.SIZE / (smallCells + 1) + 1];
            int count = 0;
            int largest = 0;
            int x = heap ^ SEVERAL_LARGE;
            for (long rest = cells; rest != 0; ) {
                long part = frame.groupOf(rest, rest & -rest);
                rest ^= part;
                long cornered = frame.toCorner(part);
                if (Long.bitCount(part) <= smallCells) {
                    x ^= smallValue(cornered);
                } else {
                    if (Long.bitCount(part) > Long.bitCount(large[largest])) {
                        largest = count;
                    }
                    large[count++] = cornered;
                }
            }
            for (int i = 0; i < count; i++) {
                if (i != largest) {
                    x ^= valueOf(large[i], depth);
                }
            }
            long g = large[largest];
            return x > Long.bitCount(g) || wins(g, record(g), x, depth);
        }
    }

    /**
     * The answer of {@code query} (a search from the board, or from one of its groups), on the
     * calling thread alone until that has cost {@code parallelAfter} positions, then on every
     * thread at once: each searches the whole query with its own order of options over the
     * shared memos, and the first to answer tells the others to stop. Searches of one position
     * that differ only in the order of its options take from a few milliseconds to a minute on
     * the same dense board, and which order is quick differs from board to board. A refusal
     * stops the others too and is rethrown.
     */
    private int onEveryThread(ToIntFunction<Searcher> question) {
        Searcher caller = caller();
        if (threads == 1) {
            return question.applyAsInt(caller);
        }
        caller.effortLeft = parallelAfter;
        try {
            return question.applyAsInt(caller);
        } catch (OutOfEffort e) {
            // what it completed is in the memos
        } finally {
            caller.effortLeft = Long.MAX_VALUE;
        }
        for (int t = 1; t < threads; t++) {
            if (searchers[t] == null) {
                searchers[t] = new Searcher(t % 2 == 1);
            }
        }
        return onEveryThread("outcome_search", t -> searchers[t], question);
    }

    /** Unwinds the calling thread's search once it has cost the positions it may take alone; carries no message. */
    private static final class OutOfEffort extends RuntimeException {
        private static final long serialVersionUID = 1L;
        static final OutOfEffort INSTANCE = new OutOfEffort();

        private OutOfEffort() {
            super(null, null, false, false);
        }
    }

    @Override
    public byte[] table(int rows, int cols) {
        return GroupTable.build(rows, cols, CanonicalGroupsSolver.MAX_TABLE_CELLS, 1, work);
    }

    @Override
    public RectangleImpl tablesBy() {
        return RectangleImpl.canonical_groups;
    }
}
