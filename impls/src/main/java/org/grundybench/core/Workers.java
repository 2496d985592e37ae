package org.grundybench.core;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntConsumer;

/**
 * The threads of one parallel call: the calling thread and {@code threads - 1} helpers started
 * for it and stopped when it closes. Every parallel path of the library runs on these, with its
 * solver's thread count, never on whatever pool is current. Helpers are daemon threads.
 */
public final class Workers implements AutoCloseable {
    private final int threads;
    /** Null for the calling thread alone. */
    private final ExecutorService helpers;

    /** Every processor this JVM may use: the default thread count of the parallel solvers. */
    public static int available() {
        return Runtime.getRuntime().availableProcessors();
    }

    /** {@code threads}, refused below 1. */
    public static int checked(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("at least one thread, got " + threads);
        }
        return threads;
    }

    /** The calling thread and {@code threads - 1} helpers named after {@code name}. */
    public Workers(int threads, String name) {
        this.threads = checked(threads);
        this.helpers = threads == 1 ? null : Executors.newFixedThreadPool(threads - 1, task -> {
            Thread t = new Thread(task, name + " helper");
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * Runs {@code body} for every index in [from, to), each claimed by whichever thread is free,
     * the calling one included; returns once every index is done, then throws the first failure.
     * Claims rather than fixed shares keep the speed when a core is briefly busy: the caller waits
     * only for indices already claimed. Once a body has failed, indices not yet begun are skipped.
     * A failure is recorded before its index counts as done, so the caller, which returns once
     * every index is done, always sees it: a caller that finished first must not return as if
     * every body had.
     */
    public void forEach(int from, int to, IntConsumer body) {
        if (helpers == null) {
            for (int i = from; i < to; i++) {
                body.accept(i);
            }
            return;
        }
        AtomicInteger next = new AtomicInteger(from);
        AtomicInteger done = new AtomicInteger();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Runnable claims = () -> {
            for (int i = next.getAndIncrement(); i < to; i = next.getAndIncrement()) {
                try {
                    if (failure.get() == null) {
                        body.accept(i);
                    }
                } catch (Throwable t) { // OutOfMemoryError, say: the caller rethrows it
                    failure.compareAndSet(null, t);
                } finally {
                    done.incrementAndGet();
                }
            }
        };
        for (int i = 1; i < threads; i++) {
            helpers.execute(claims);
        }
        claims.run();
        while (done.get() < to - from) {
            // Yielding lets a helper that shares this core finish its claim.
            Thread.yield();
        }
        if (failure.get() != null) {
            throw unchecked(failure.get());
        }
    }

    /** Stops the helpers; every {@link #forEach} has returned, so none has work left. */
    @Override
    public void close() {
        if (helpers != null) {
            helpers.shutdownNow();
        }
    }

    /** {@code t} to throw as it is, wrapped only when it is a checked exception. */
    static RuntimeException unchecked(Throwable t) {
        if (t instanceof Error e) {
            throw e;
        }
        return t instanceof RuntimeException e ? e : new IllegalStateException(t);
    }
}
