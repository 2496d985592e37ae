package org.grundybench.core;

import java.util.function.IntFunction;
import java.util.function.Supplier;

/**
 * What each per-game implementation enum provides: its solvers, under the constant's name, the
 * implementation's one spelling (JMH's {@code -p impl=}, the reports, the charts, the CLI's
 * {@code --impl}), and what it can do: whether it uses threads (here) and its limits (on its
 * solvers). Tests, benchmarks and the CLI take implementations from those enums only.
 */
public interface Implementation<S> {
    /** The enum constant's name, e.g. {@code recursive_hashset}. */
    String name();

    /** The implementation's id: its constant's name. */
    default String id() {
        return name();
    }

    /** How the constant makes its solvers: a factory, and one by thread count where an answer can use several (else null). */
    record Factories<S>(Supplier<S> create, IntFunction<S> threaded) {
    }

    Factories<S> factories();

    /** A fresh solver with an empty memo, on the implementation's default threads. */
    default S create() {
        return factories().create().get();
    }

    /** Whether one answer can be spread over several threads, as many as {@link #create(int)} is given. */
    default boolean threaded() {
        return factories().threaded() != null;
    }

    /** A fresh solver on {@code threads} threads, the calling one included; refused unless {@link #threaded()}. */
    default S create(int threads) {
        if (!threaded()) {
            throw new UnsupportedOperationException(id() + " answers on the calling thread alone");
        }
        return factories().threaded().apply(threads);
    }
}
