package org.grundybench.core;

/** A memo from position (a {@code long}) to Grundy value; values are never negative. */
public interface LongIntMemo {
    /** The value stored for {@code key}, or -1 when there is none. */
    int get(long key);

    void put(long key, int value);

    int size();
}
