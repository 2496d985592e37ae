package org.grundybench.core;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongSupplier;

/**
 * Runs a recursion whose depth may exceed the caller's thread stack on a thread of its own
 * with a stack sized for that depth. Shallow calls run in place, so the common case pays
 * nothing.
 */
public final class DeepStack {
    /** Depth the default 512 KiB-1 MiB stacks take comfortably at the frame sizes used here. */
    static final long IN_PLACE_DEPTH = 1_000;
    /** Generous stack per recursion level (measured frames are a few hundred bytes). */
    static final long BYTES_PER_LEVEL = 1_024;
    /** Deepest recursion we agree to run; deeper inputs must use an iterative solver. */
    public static final long MAX_DEPTH = 2_000_000;

    private DeepStack() {
    }

    public static long run(long depth, LongSupplier body) {
        if (depth <= IN_PLACE_DEPTH) {
            return body.getAsLong();
        }
        if (depth > MAX_DEPTH) {
            throw new SolverLimitException("recursion depth " + depth + " exceeds the limit of "
                    + MAX_DEPTH + " levels for recursive solvers; use an iterative solver");
        }
        long[] result = new long[1];
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread worker = new Thread(null, () -> {
            try {
                result[0] = body.getAsLong();
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
        return result[0];
    }
}
