package org.grundybench.setnim;

import java.util.Arrays;

/** The set S of Set-Nim: distinct positive move sizes, kept sorted ascending. */
public final class MoveSet {
    private final int[] moves;

    private MoveSet(int[] sorted) {
        this.moves = sorted;
    }

    /** @throws IllegalArgumentException when S is empty, or has a non-positive or repeated size */
    public static MoveSet of(int... sizes) {
        if (sizes.length == 0) {
            throw new IllegalArgumentException("the move set S must not be empty");
        }
        int[] sorted = sizes.clone();
        Arrays.sort(sorted);
        for (int i = 0; i < sorted.length; i++) {
            if (sorted[i] <= 0) {
                throw new IllegalArgumentException("move sizes must be positive, got " + sorted[i]);
            }
            if (i > 0 && sorted[i] == sorted[i - 1]) {
                throw new IllegalArgumentException("move size " + sorted[i] + " is given twice");
            }
        }
        return new MoveSet(sorted);
    }

    /** The sizes, ascending (a copy). */
    public int[] sizes() {
        return moves.clone();
    }

    public int size() {
        return moves.length;
    }

    public int max() {
        return moves[moves.length - 1];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof MoveSet m && Arrays.equals(m.moves, moves);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(moves);
    }

    @Override
    public String toString() {
        return Arrays.toString(moves);
    }
}
