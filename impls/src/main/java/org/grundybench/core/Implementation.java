package org.grundybench.core;

import java.util.Arrays;
import java.util.stream.Collectors;

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
