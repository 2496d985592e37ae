package org.grundybench.core;

import it.unimi.dsi.fastutil.longs.Long2IntOpenHashMap;

/** Memo in fastutil's open-addressing {@code Long2IntOpenHashMap}: no boxing. */
public final class FastutilMemo implements LongIntMemo {
    private final Long2IntOpenHashMap map = new Long2IntOpenHashMap();

    public FastutilMemo() {
        map.defaultReturnValue(-1);
    }

    @Override
    public int get(long key) {
        return map.get(key);
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
