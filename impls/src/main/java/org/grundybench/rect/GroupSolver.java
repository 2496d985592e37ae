package org.grundybench.rect;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntFunction;
import java.util.function.LongToIntFunction;
import java.util.function.ToIntFunction;
import org.grundybench.core.Deadline;
import org.grundybench.core.SolverLimitException;
import org.grundybench.core.Work;
import org.grundybench.core.Workers;

/**
 * What {@link CanonicalGroupsSolver} and {@link OutcomeSearchSolver} share: a board laid out in a
 * frame (8x8 up to that size, else its own shape) and split into groups; a query's budgets (a
 * deadline and a bound on memoised keys) and its memos, kept across the queries of one frame until
 * a new query finds them more than half full, and released when a query is refused; and one
 * question searched on every thread at once.
 */
abstract class GroupSolver extends Work.Counted implements RectangleSolver {
    /** Memory per memoised group, as the memo budget's message states it. */
    static final int BYTES_PER_ENTRY = 24;

    final int maxMemoEntries;
    private final long timeBudgetMillis;
    final int threads;

    /** The frame of the kept memos; null while there are none. */
    RectangleGeometry frame;
    GroupMemo memo;
    /** The budgets of the current call, on the calling thread. */
    Query call;
    /** The deadline of the query the memos serve; a different one starts a new query. */
    private Deadline query;

    /**
     * Refuses budgets below 1, or a subclass's own sizes that are not ({@code sizesPositive}
     * false), with "{@code what} must be positive"; and fewer than 1 thread.
     */
    GroupSolver(int maxMemoEntries, long timeBudgetMillis, int threads, boolean sizesPositive, String what) {
        if (maxMemoEntries < 1 || timeBudgetMillis < 1 || !sizesPositive) {
            throw new IllegalArgumentException(what + " must be positive");
        }
        this.maxMemoEntries = maxMemoEntries;
        this.timeBudgetMillis = timeBudgetMillis;
        this.threads = Workers.checked(threads);
    }

    /** Makes the subclass's memos and searches for a new {@link #frame} and {@link #memo}. */
    abstract void newMemos();

    /** Drops the subclass's memos and searches, whose query was refused. */
    abstract void dropMemos();

    /** Keys kept beside the group memo, counted against the same budget. */
    int besides() {
        return 0;
    }

    /** The value of a group of the frame ({@code group}, not moved), within {@link #call}. */
    abstract int valueOf(long group);

    /** Keys held by the memos (kept across queries on the same frame). */
    public int memoSize() {
        return memo == null ? 0 : memo.size() + besides();
    }

    @Override
    public Deadline newDeadline() {
        return Deadline.in(timeBudgetMillis);
    }

    @Override
    public int grundy(Board board) {
        return grundy(board, newDeadline());
    }

    /** The XOR of the values of the board's groups. */
    @Override
    public int grundy(Board board, Deadline deadline) {
        return answer(board, deadline, cells -> {
            int x = 0;
            while (cells != 0) {
                long group = frame.groupOf(cells, cells & -cells);
                cells ^= group;
                x ^= valueOf(group);
            }
            return x;
        });
    }

    @Override
    public int maxTableCells() {
        return CanonicalGroupsSolver.MAX_TABLE_CELLS;
    }

    /**
     * {@code question} of the board's cells laid out in the frame, as a call of the query of
     * {@code deadline}. A refusal releases the memory the refused board took; claims left
     * unfinished go with it.
     */
    final int answer(Board board, Deadline deadline, LongToIntFunction question) {
        deadline.check("board not solved");
        long cells = board.cells();
        RectangleGeometry f;
        if (board.rows() <= 8 && board.cols() <= 8) {
            f = GroupSearch.SQUARE;
            cells = relayout(cells, board.cols(), 8, board.rows());
        } else {
            f = RectangleGeometry.of(board);
        }
        if (!f.equals(frame) || (deadline != query && memoSize() > maxMemoEntries / 2)) {
            frame = f;
            memo = new GroupMemo();
            newMemos();
        }
        query = deadline;
        call = new Query(deadline, maxMemoEntries);
        call.keepBesides(besides());
        try {
            int answer = question.applyAsInt(cells);
            Work.hold(work, memoSize());
            return answer;
        } catch (SolverLimitException e) {
            frame = null;
            memo = null;
            dropMemos();
            query = null;
            Work.hold(work, 0);
            throw e;
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

    /**
     * {@code question} asked of every thread's search at once ({@code searchOf} each thread's
     * index), under budgets of the current call's and a stop signal of their own: the first to
     * answer, or to be refused, stops the others, which unwind with {@link Stopped}; a refusal is
     * rethrown by {@link Workers#forEach}, whichever thread met it. So a search stopped with no
     * answer is a fault, never to be read as a value or an outcome.
     */
    final <S extends GroupSearch> int onEveryThread(String name, IntFunction<S> searchOf, ToIntFunction<S> question) {
        Query q = new Query(call.deadline, maxMemoEntries);
        q.keepBesides(besides());
        AtomicInteger answer = new AtomicInteger(-1);
        try (Workers workers = new Workers(threads, name)) {
            workers.forEach(0, threads, t -> {
                try {
                    S s = searchOf.apply(t);
                    s.query = q;
                    answer.compareAndSet(-1, question.applyAsInt(s));
                } catch (Stopped e) {
                    // another thread answered, or was refused
                } finally {
                    q.stop();
                }
            });
        }
        if (answer.get() < 0) {
            throw new IllegalStateException("every thread stopped, none with an answer or a refusal");
        }
        return answer.get();
    }

    /** What the threads of one call share: its budgets, and the signal to stop. */
    static final class Query {
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

        /** Throws {@link Stopped} once another thread failed or the answer is known. */
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
}
