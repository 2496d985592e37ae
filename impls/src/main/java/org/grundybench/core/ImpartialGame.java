package org.grundybench.core;

/**
 * The small game interface the game-independent strategies are written over. A position is a
 * {@code long}; an option is a sum of independent component positions (the XOR of their values).
 */
public interface ImpartialGame {
    /**
     * Calls {@code sink} once per move from {@code position}. The parts array is owned by the
     * caller of {@code sink} and valid only during that call, so a sink may recurse.
     */
    void forEachOption(long position, OptionSink sink);

    /** An upper bound on the number of moves any play from {@code position} can last. */
    long depthBound(long position);

    /** Receives one option: the sum of {@code parts[0..count)}. */
    @FunctionalInterface
    interface OptionSink {
        void option(long[] parts, int count);
    }
}
