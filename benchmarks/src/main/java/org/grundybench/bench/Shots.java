package org.grundybench.bench;

import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;

/**
 * The items of a single-shot collection benchmark, one per iteration: warmup shots cycle
 * through {@code warmup}, and measured shot i answers {@code measured[i mod n]}, the order the
 * report reads the collection's items in.
 */
final class Shots<T> {
    private final T[] warmup;
    private final T[] measured;
    private int warmed;
    private int taken;

    Shots(T[] warmup, T[] measured) {
        this.warmup = warmup;
        this.measured = measured;
    }

    /** The item of the iteration that {@code iteration} describes. */
    T next(IterationParams iteration) {
        return iteration.getType() == IterationType.WARMUP
                ? warmup[warmed++ % warmup.length]
                : measured[taken++ % measured.length];
    }
}
