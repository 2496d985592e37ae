package org.grundybench.rect;

/**
 * One move of rectangle removal: clear the all-ones rectangle of rows {@code top..bottom} and
 * columns {@code left..right}, 0-based from the top-left and inclusive, as {@link Board} counts.
 */
public record RectangleMove(int top, int left, int bottom, int right) {
    public RectangleMove {
        if (top < 0 || left < 0 || bottom < top || right < left) {
            throw new IllegalArgumentException("not a rectangle: rows " + top + ".." + bottom
                    + ", columns " + left + ".." + right);
        }
    }

    /** The board left after this move (the rectangle must lie on the board). */
    public Board applyTo(Board board) {
        return board.clear(top, left, bottom, right);
    }
}
