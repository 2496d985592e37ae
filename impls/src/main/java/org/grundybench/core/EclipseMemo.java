package org.grundybench.core;

import org.eclipse.collections.impl.map.mutable.primitive.LongIntHashMap;

/** Memo in Eclipse Collections' open-addressing {@code LongIntHashMap}: no boxing. */
public final class EclipseMemo implements LongIntMemo {
    private final LongIntHashMap map = new LongIntHashMap();

    @Override
    public int get(long key) {
        return map.getIfAbsent(key, -1);
    }

    @Override
    public void put(long key, int value) {
        map.put(key, value);
    }

    @Override
    public int size() {
        return map.size();
    }
}
