package org.grundybench.triomino;

/**
 * The shapes every position reached from an empty 2 x N strip decomposes into: m full (empty)
 * columns, at each end nothing or one extra empty cell; shapes equal up to reflection are one.
 */
public enum StripShape {
    /** A plain 2 x m rectangle; the empty strip of the problem is {@code FLAT} with m = N. */
    FLAT,
    /** One extra cell at one end. */
    ONE_STUB,
    /** An extra cell at each end, both in the same row. */
    STUBS_SAME_ROW,
    /** An extra cell at each end, in opposite rows. */
    STUBS_OPPOSITE_ROWS;

    private static final StripShape[] VALUES = values();

    /** The shape with the given ordinal, as {@link TriominoRules.MoveVisitor} reports shapes. */
    public static StripShape of(int ordinal) {
        return VALUES[ordinal];
    }

    /** Column-header name, e.g. {@code one-stub}. */
    public String id() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }
}
