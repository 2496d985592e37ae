package org.grundybench.cli;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import org.grundybench.rect.Board;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.rect.RectangleSolver;
import picocli.CommandLine.Command;

/** {@code grundy rect}: one board in, {@code A} (first player wins) or {@code B} out. */
@Command(name = "rect", mixinStandardHelpOptions = true,
        description = {"Rectangle removal: reads one board of R rows of C cells (R x C <= 64),"
                + " written '0 1 1 0' or '0110', and prints A if the first player wins, B"
                + " otherwise."})
final class RectCommand extends GameCommand<RectangleImpl> {
    RectCommand(Context context) {
        super(context, RectangleImpl.class);
    }

    @Override
    List<Answer> solve(Reader input, RectangleImpl impl, Mode mode) throws IOException {
        Board board = BoardParser.parse(input);
        RectangleImpl chosen = impl != null ? impl : context.chooser().rect(board);
        RectangleSolver solver = chosen.create();
        try (Progress progress = progress()) {
            progress.detail(chosen.id() + " on " + board.ones() + " ones");
            int g = solver.grundy(board);
            Moves.Rect move = null;
            if (mode.wantsMove() && g != 0) {
                progress.detail("searching for a winning move");
                // The search asks for the value of every option. The solver that answered
                // keeps its memo across calls, and solving the board put every option (or its
                // groups) in it, so the search costs little more: except iterative-bitset,
                // which tabulates each board afresh, and is replaced by components here.
                RectangleSolver search = chosen == RectangleImpl.ITERATIVE_BITSET
                        ? RectangleImpl.COMPONENTS.create() : solver;
                move = winningMove(board, search, g, chosen);
            }
            List<String> words = mode == Mode.EXPLAIN ? explain(board, g, move) : List.of();
            return List.of(new Answer(g != 0 ? "A" : "B", g, move, words));
        }
    }

    /** A rectangle of ones whose removal leaves a board of value 0 (the first one found). */
    static Moves.Rect winningMove(Board board, RectangleSolver solver, int g, RectangleImpl chosen) {
        int rows = board.rows();
        int cols = board.cols();
        for (int r1 = 0; r1 < rows; r1++) {
            for (int c1 = 0; c1 < cols; c1++) {
                if (!board.get(r1, c1)) {
                    continue;
                }
                int width = cols - c1; // the rectangle's right edge stays within every row's run
                for (int r2 = r1; r2 < rows && board.get(r2, c1); r2++) {
                    int run = 0;
                    while (run < width && board.get(r2, c1 + run)) {
                        run++;
                    }
                    width = run;
                    for (int c2 = c1; c2 < c1 + width; c2++) {
                        if (solver.grundy(board.clear(r1, c1, r2, c2)) == 0) {
                            return new Moves.Rect(r1 + 1, c1 + 1, r2 + 1, c2 + 1);
                        }
                    }
                }
            }
        }
        throw new IllegalStateException(chosen.id() + " gives the board Grundy value " + g
                + ", but no move leads to a board of value 0");
    }

    private static List<String> explain(Board board, int g, Moves.Rect move) {
        List<String> lines = new ArrayList<>();
        if (board.ones() == 0) {
            lines.add("Grundy value 0: the board has no 1-cells, so A has no move and B wins.");
        } else if (g == 0) {
            lines.add("Grundy value 0: the second player, B, wins; every move leaves a board of"
                    + " non-zero value.");
        } else {
            lines.add("Grundy value " + g + " (non-zero): the first player, A, wins.");
            lines.add("Winning move: " + move.inWords() + "; the board left has Grundy value 0.");
        }
        return lines;
    }
}
