package org.grundybench.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import org.grundybench.rect.RectangleMove;
import org.grundybench.triomino.TriominoMoves;

/** The winning moves, in words and in their JSON form; every number is 1-based. */
final class Moves {
    private Moves() {
    }

    /** Clear rows top..bottom, columns left..right (inclusive). */
    record Rect(int top, int left, int bottom, int right) implements Json.Move {
        static Rect of(RectangleMove move) {
            return new Rect(move.top() + 1, move.left() + 1, move.bottom() + 1, move.right() + 1);
        }

        String inWords() {
            return "clear " + span("row", top, bottom) + ", " + span("column", left, right)
                    + " (" + (bottom - top + 1) + "x" + (right - left + 1) + ")";
        }

        private static String span(String what, int from, int to) {
            return from == to ? what + " " + from : what + "s " + from + "-" + to;
        }

        @Override
        public void writeFields(JsonGenerator json) throws IOException {
            json.writeNumberField("top", top);
            json.writeNumberField("left", left);
            json.writeNumberField("bottom", bottom);
            json.writeNumberField("right", right);
        }
    }

    /**
     * Place an L piece on the 2x2 block of columns {@code column} and {@code column + 1},
     * covering all of it except the {@code empty} cell ({@code top-left}, {@code top-right},
     * {@code bottom-left} or {@code bottom-right}).
     */
    record Triomino(int column, String empty) implements Json.Move {
        static Triomino of(TriominoMoves.Move move) {
            return new Triomino(move.column() + 1, move.empty().id());
        }

        String inWords() {
            return "place an L piece on columns " + column + "-" + (column + 1)
                    + ", covering that 2x2 block except its " + empty + " cell";
        }

        @Override
        public void writeFields(JsonGenerator json) throws IOException {
            json.writeNumberField("column", column);
            json.writeStringField("empty", empty);
        }
    }

    /** Take {@code take} stones from pile {@code pile}. */
    record SetNim(int pile, int take) implements Json.Move {
        String inWords(long pileSize) {
            return "take " + take + (take == 1 ? " stone" : " stones") + " from pile " + pile
                    + " (" + pileSize + " -> " + (pileSize - take) + ")";
        }

        @Override
        public void writeFields(JsonGenerator json) throws IOException {
            json.writeNumberField("pile", pile);
            json.writeNumberField("take", take);
        }
    }
}
