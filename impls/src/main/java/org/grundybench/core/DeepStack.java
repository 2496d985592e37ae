package org.grundybench.core;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * Runs a recursion whose depth may exceed the caller's thread stack on a thread of its own
 * with a stack sized for that depth. Shallow calls run in place, so the common case pays
 * nothing.
 */
public final class DeepStack {
    /**
     * Depth run on the caller's stack. Measured: one level of {@code MemoizedRecursion} over
     * the triomino game takes about 0.9 KB while interpreted, so 500 levels fit a default
     * 1 MiB thread stack with room for the caller's own frames.
     */
    static final long IN_PLACE_DEPTH = 500;
    /** Stack reserved per level on a dedicated thread: twice the measured interpreted frame. */
    static final long BYTES_PER_LEVEL = 2_048;
    /** Deepest recursion we agree to run; deeper inputs must use an iterative solver. */
    public static final long MAX_DEPTH = 2_000_000;

    private DeepStack() {
    }

    /** Runs {@code body}, which recurses at most {@code depth} levels, where its stack fits. */
    public static <T> T run(long depth, Supplier<T> body) {
        if (depth <= IN_PLACE_DEPTH) {
            return body.get();
        }
        if (depth > MAX_DEPTH) {
            throw new SolverLimitException("recursion depth " + depth + " exceeds the limit of "
                    + MAX_DEPTH + " levels for recursive solvers; use an iterative solver");
        }
        AtomicReference<T> result = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread worker = new Thread(null, () -> {
            try {
                result.set(body.get());
            } catch (Throwable t) {
                failure.set(t);
            }
        }, "grundy-deep-recursion", (1L << 20) + depth * BYTES_PER_LEVEL);
        worker.start();
        boolean interrupted = false;
        while (true) {
            try {
                worker.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        Throwable t = failure.get();
        if (t instanceof RuntimeException re) {
            throw re;
        }
        if (t instanceof Error err) {
            throw err;
        }
        if (t != null) {
            throw new IllegalStateException(t);
        }
        return result.get();
    }
}
