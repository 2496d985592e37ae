package org.grundybench.core;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.function.Supplier;

/**
 * Memoised recursion, written once for every game: G(p) = mex of the XOR of each option's parts.
 * The memo and the mex are plugged in: all that separates the textbook solver ({@code HashMap}
 * + {@code HashSet}) from its primitive variants. Not thread-safe; the memo persists across calls.
 */
public final class MemoizedRecursion {
    private final ImpartialGame game;
    private final LongIntMemo memo;
    private final Supplier<? extends MexAccumulator> mexFactory;
    private final Work work;

    public MemoizedRecursion(ImpartialGame game, LongIntMemo memo,
            Supplier<? extends MexAccumulator> mexFactory, Work work) {
        this.game = game;
        this.memo = memo;
        this.mexFactory = mexFactory;
        this.work = work;
    }

    /** The Grundy value of one position, recursing on a deep stack when the game needs it. */
    public int grundy(long position) {
        int value = DeepStack.run(game.depthBound(position), () -> solve(position));
        Work.hold(work, memo.size());
        return value;
    }

    /**
     * The Grundy value of each position, in order, sharing the memo. Positions given in
     * ascending size keep each descent shallow; one stack serves the whole batch.
     */
    public int[] grundyAll(long[] positions) {
        return DeepStack.run(depthBound(positions), () -> {
            int[] values = new int[positions.length];
            for (int i = 0; i < positions.length; i++) {
                values[i] = solve(positions[i]);
            }
            Work.hold(work, memo.size());
            return values;
        });
    }

    /** The Grundy value of a sum of independent positions: the XOR of theirs. */
    public int grundyOfSum(long[] parts) {
        int x = 0;
        for (int v : grundyAll(parts)) {
            x ^= v;
        }
        return x;
    }

    private long depthBound(long[] positions) {
        long depth = 0;
        for (long p : positions) {
            depth = Math.max(depth, game.depthBound(p));
        }
        return depth;
    }

    /**
     * Runs a recursion deeper than the caller's stack may hold on a thread with a stack sized
     * for it; shallow calls, the common case, run in place.
     */
    private static final class DeepStack {
        /**
         * Depth run on the caller's stack. Measured: one level of this recursion over the
         * triomino game takes about 0.9 KB while interpreted, so 500 levels fit a default
         * 1 MiB thread stack with room for the caller's own frames.
         */
        static final long IN_PLACE_DEPTH = 500;
        /** Stack reserved per level on a dedicated thread: twice the measured interpreted frame. */
        static final long BYTES_PER_LEVEL = 2_048;
        /** Deepest recursion we agree to run; deeper inputs must use an iterative solver. */
        static final long MAX_DEPTH = 2_000_000;

        /** Runs {@code body}, which recurses at most {@code depth} levels, where its stack fits. */
        static <T> T run(long depth, Supplier<T> body) {
            if (depth <= IN_PLACE_DEPTH) {
                return body.get();
            }
            if (depth > MAX_DEPTH) {
                throw new SolverLimitException("recursion depth " + depth + " exceeds the limit of "
                        + MAX_DEPTH + " levels for recursive solvers; use an iterative solver");
            }
            FutureTask<T> task = new FutureTask<>(body::get);
            new Thread(null, task, "grundy-deep-recursion", (1L << 20) + depth * BYTES_PER_LEVEL).start();
            boolean interrupted = false;
            try {
                while (true) {
                    try {
                        return task.get();
                    } catch (InterruptedException e) {
                        interrupted = true;
                    } catch (ExecutionException e) {
                        throw Workers.unchecked(e.getCause());
                    }
                }
            } finally {
                if (interrupted) {
                    Thread.currentThread().interrupt();
                }
            }
        }
    }

    private int solve(long position) {
        int known = Work.lookup(work, memo.get(position));
        if (known >= 0) {
            return known;
        }
        MexAccumulator seen = mexFactory.get();
        game.forEachOption(position, (parts, count) -> {
            int x = 0;
            for (int i = 0; i < count; i++) {
                x ^= solve(parts[i]);
            }
            seen.add(x);
            Work.add(work, 0, 1, 0);
        });
        Work.add(work, 1, 0, 0);
        int value = seen.mex();
        memo.put(position, value);
        return value;
    }
}
