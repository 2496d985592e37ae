package org.grundybench.core;

import java.util.HashSet;
import java.util.Set;

/** The textbook mex: a {@code HashSet<Integer>} of option values, probed from 0 upwards. */
public final class HashSetMex implements MexAccumulator {
    private final Set<Integer> seen = new HashSet<>();

    @Override
    public void add(int value) {
        seen.add(value);
    }

    @Override
    public int mex() {
        int m = 0;
        while (seen.contains(m)) {
            m++;
        }
        return m;
    }

    @Override
    public void clear() {
        seen.clear();
    }
}
