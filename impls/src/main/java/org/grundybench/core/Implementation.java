package org.grundybench.core;

/**
 * What each per-game implementation enum provides: a factory, under the constant's name, the
 * implementation's one spelling (JMH's {@code -p impl=}, the reports, the charts, the CLI's
 * {@code --impl}). Tests, benchmarks and the CLI take implementations from those enums only.
 */
public interface Implementation<S> {
    /** The enum constant's name, e.g. {@code recursive_hashset}. */
    String name();

    /** The implementation's id: its constant's name. */
    default String id() {
        return name();
    }

    /** A fresh solver with an empty memo. */
    S create();
}
