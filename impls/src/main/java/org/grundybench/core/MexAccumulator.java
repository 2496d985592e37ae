package org.grundybench.core;

/** Collects the values of a position's options and answers their mex. */
public interface MexAccumulator {
    void add(int value);

    int mex();

    /** Forgets every value, so one accumulator can serve many positions. */
    void clear();
}
