package org.grundybench.core;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * What each per-game implementation enum provides: a stable kebab-case name and a factory.
 * Tests, benchmarks and the CLI take implementations from those enums only.
 */
public interface Implementation<S> {
    /** Stable kebab-case name, e.g. {@code recursive-hashset}. */
    String id();

    /** A fresh solver with an empty memo. */
    S create();

    /** The constant of {@code type} named {@code id}; the message lists the valid names. */
    static <E extends Enum<E> & Implementation<?>> E byId(Class<E> type, String id) {
        for (E e : type.getEnumConstants()) {
            if (e.id().equals(id)) {
                return e;
            }
        }
        throw new IllegalArgumentException("unknown implementation '" + id + "'; expected one of: "
                + Arrays.stream(type.getEnumConstants()).map(Implementation::id)
                        .collect(Collectors.joining(", ")));
    }
}
