package org.grundybench.triomino;

import java.util.Locale;
import java.util.Optional;

/** Winning moves on the empty 2 x n strip, found by asking a solver for the value of each option. */
public final class TriominoMoves {
    private TriominoMoves() {
    }

    /** The cell of a 2x2 block that a piece leaves empty. */
    public enum Corner {
        TOP_LEFT, TOP_RIGHT, BOTTOM_LEFT, BOTTOM_RIGHT;

        /** Lower-case name, e.g. {@code top-left}. */
        public String id() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /**
     * One placement: an L piece on the 2x2 block of columns {@code column} and {@code column + 1}
     * (0-based from the left), covering all of it except the {@code empty} cell.
     */
    public record Move(int column, Corner empty) {
        public Move {
            if (column < 0 || empty == null) {
                throw new IllegalArgumentException("a placement needs a column >= 0 and an empty corner");
            }
        }
    }

    /**
     * A placement on the empty 2 x n strip after which the value is 0, or empty when the first
     * player loses: the first in {@link TriominoRules#forEachMove}'s order whose parts XOR to 0.
     */
    public static Optional<Move> winningMove(TriominoSolver solver, int n) {
        int g = solver.grundy(n);
        if (g == 0) {
            return Optional.empty();
        }
        Move[] found = new Move[1];
        TriominoRules.forEachMove(StripShape.FLAT, n,
                (fullColumn, extraColumn, extraRow, shapeA, lengthA, shapeB, lengthB) -> {
                    if (found[0] != null) {
                        return;
                    }
                    int v = solver.grundy(StripShape.of(shapeA), lengthA);
                    if (shapeB != TriominoRules.NO_PART) {
                        v ^= solver.grundy(StripShape.of(shapeB), lengthB);
                    }
                    if (v == 0) {
                        found[0] = placement(fullColumn, extraColumn, extraRow);
                    }
                });
        if (found[0] == null) {
            throw new IllegalStateException("the strip 2 x " + n + " has Grundy value " + g
                    + ", but no move leads to value 0");
        }
        return Optional.of(found[0]);
    }

    /**
     * The piece fills column {@code fullColumn} and the cell of {@code extraColumn} in row
     * {@code extraRow} (columns from 1, as in {@link TriominoRules}); the extra column's other cell is empty.
     */
    private static Move placement(int fullColumn, int extraColumn, int extraRow) {
        boolean top = extraRow != TriominoRules.TOP;
        boolean left = extraColumn < fullColumn;
        Corner empty = top ? (left ? Corner.TOP_LEFT : Corner.TOP_RIGHT)
                : (left ? Corner.BOTTOM_LEFT : Corner.BOTTOM_RIGHT);
        return new Move(Math.min(fullColumn, extraColumn) - 1, empty);
    }
}
