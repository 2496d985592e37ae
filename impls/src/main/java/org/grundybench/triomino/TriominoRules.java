package org.grundybench.triomino;

/**
 * The moves of the triomino game on one strip, written once. A strip is its left end, its m
 * full columns (1..m) and its right end; an end is {@link #FLUSH}, or a stub cell (column 0 or
 * m + 1) in row {@link #TOP} or {@link #BOTTOM}. An L piece fills a whole column j of its 2x2
 * block and one cell of a neighbouring column; column j splits the strip, and what is left on
 * each side is again such a strip: every option is a sum of at most two canonical shapes.
 */
public final class TriominoRules {
    public static final int FLUSH = 0;
    public static final int TOP = 1;
    public static final int BOTTOM = 2;
    /** Marks the absent second part of an option. */
    public static final int NO_PART = -1;

    private TriominoRules() {
    }

    /** Receives one move and the option it leads to: parts (shapeA, lengthA) and (shapeB, lengthB). */
    @FunctionalInterface
    public interface MoveVisitor {
        /**
         * @param fullColumn the column (1..m) the piece fills entirely
         * @param extraColumn the neighbouring column holding the piece's third cell
         * @param extraRow {@link #TOP} or {@link #BOTTOM}: the row of that third cell
         * @param shapeB {@link #NO_PART} when the option is a single strip
         */
        void move(int fullColumn, int extraColumn, int extraRow, int shapeA, int lengthA, int shapeB,
                int lengthB);
    }

    /** The canonical shape of a strip with the given ends (up to reflection). */
    public static StripShape shapeOf(int left, int right) {
        if (left == FLUSH && right == FLUSH) {
            return StripShape.FLAT;
        }
        if (left == FLUSH || right == FLUSH) {
            return StripShape.ONE_STUB;
        }
        return left == right ? StripShape.STUBS_SAME_ROW : StripShape.STUBS_OPPOSITE_ROWS;
    }

    private static int shape(int left, int right) {
        return shapeOf(left, right).ordinal();
    }

    /** The ends {left, right} of one representative strip of each shape, by ordinal. */
    private static final int[][] ENDS = {{FLUSH, FLUSH}, {FLUSH, TOP}, {TOP, TOP}, {TOP, BOTTOM}};

    /** Visits every move of a strip of the given shape with m full columns. */
    public static void forEachMove(StripShape shape, int m, MoveVisitor visitor) {
        forEachMove(ENDS[shape.ordinal()][0], m, ENDS[shape.ordinal()][1], visitor);
    }

    /** Visits every move of the strip (left, m, right). */
    public static void forEachMove(int left, int m, int right, MoveVisitor visitor) {
        for (int j = 1; j <= m; j++) {
            for (int row = TOP; row <= BOTTOM; row++) {
                int other = TOP + BOTTOM - row;
                // Third cell to the right of column j.
                if (j < m) {
                    visitor.move(j, j + 1, row, shape(left, FLUSH), j - 1, shape(other, right), m - j - 1);
                } else if (right == row) {
                    visitor.move(j, j + 1, row, shape(left, FLUSH), m - 1, NO_PART, 0);
                }
                // Third cell to the left of column j.
                if (j > 1) {
                    visitor.move(j, j - 1, row, shape(left, other), j - 2, shape(FLUSH, right), m - j);
                } else if (left == row) {
                    visitor.move(j, j - 1, row, shape(FLUSH, right), m - 1, NO_PART, 0);
                }
            }
        }
    }
}
