package org.grundybench.core;

/**
 * What each per-game implementation enum provides: a factory, under the constant's name. That
 * name is the implementation's one spelling: JMH's {@code -p impl=}, the reports, the charts and
 * the CLI's {@code --impl} all write it. Tests, benchmarks and the CLI take implementations
 * from those enums only.
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
