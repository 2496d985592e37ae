package org.grundybench.core;

import java.util.HashMap;
import java.util.Map;

/** The textbook memo: {@code HashMap<Long, Integer>}, boxing every key and value. */
public final class JdkHashMapMemo implements LongIntMemo {
    private final Map<Long, Integer> map = new HashMap<>();

    @Override
    public int get(long key) {
        Integer v = map.get(key);
        return v == null ? -1 : v;
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
