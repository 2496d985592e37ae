package org.grundybench.cli;

import org.grundybench.triomino.LengthReader;
import org.grundybench.core.InputException;
import java.io.IOException;
import java.io.Reader;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.grundybench.core.Work;
import org.grundybench.triomino.StripShape;
import org.grundybench.triomino.TriominoImpl;
import org.grundybench.triomino.TriominoMoves;
import org.grundybench.triomino.TriominoSolver;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code grundy triomino}: values of N in, one {@code X} or {@code Y} per N out. */
@Command(name = "triomino", mixinStandardHelpOptions = true,
        description = {"Triominoes on a 2 x N strip: reads one or more values of N (whitespace"
                + " separated) and prints, for each in input order, X if the first player wins"
                + " the empty strip, Y otherwise."}, footer = {"", GameCommand.EXIT_CODES})
final class TriominoCommand extends GameCommand {
    private static final int PROGRESS_STEP = 1_000;

    @Option(names = "--impl", paramLabel = "NAME", description = GameCommand.IMPL + ": it fills"
            + " every N up to its limit, the largest of any, in linear time.")
    TriominoImpl impl = TriominoImpl.DEFAULT;

    @Option(names = "--count-first",
            description = "The first number is a count T, followed by exactly T values of N"
                    + " (the judge format).")
    boolean countFirst;

    @Option(names = "--table", paramLabel = "LIMIT",
            description = "Read no input: write CSV with a row per n = 0..LIMIT: n, the value of"
                    + " the empty 2 x n strip (flat), and the value of each other strip shape"
                    + " with n full columns (one-stub, stubs-same-row, stubs-opposite-rows).")
    Integer tableLimit;

    TriominoCommand(Context context) {
        super(context);
    }

    @Override
    Integer runWithoutInput() {
        if (tableLimit == null) {
            return null;
        }
        readsNoInput("--table", false, "--count-first");
        int limit = tableLimit;
        if (limit < 0) {
            throw new InputException("--table LIMIT must be 0 or more, got " + limit);
        }
        TriominoSolver solver = impl.create();
        if (limit > solver.maxN()) {
            throw new InputException("--table " + limit + " is beyond " + impl.id()
                    + "'s limit of N = " + solver.maxN());
        }
        try (Progress progress = progress()) {
            for (int m = PROGRESS_STEP; m < limit && showsProgress(); m += PROGRESS_STEP) {
                progress.detail("n = " + m + " of " + limit);
                solver.grundy(m);
            }
            solver.grundy(limit);
        }
        StripShape[] shapes = StripShape.values();
        StringBuilder csv = new StringBuilder("n");
        for (StripShape shape : shapes) {
            csv.append(',').append(shape.id());
        }
        csv.append('\n');
        for (int n = 0; n <= limit; n++) {
            csv.append(n);
            for (StripShape shape : shapes) {
                csv.append(',').append(solver.grundy(shape, n));
            }
            csv.append('\n');
        }
        context.out().print(csv);
        context.out().flush();
        return ExitCodes.OK;
    }

    /**
     * Every value of N is read and checked before any is answered (a bad one prints no answer):
     * the values are solved in ascending order, each continuing from the strips already known.
     */
    @Override
    void solve(Reader input, Mode mode, Consumer<Answer> answers) throws IOException {
        LengthReader.Lengths lengths = LengthReader.read(input, countFirst);
        if (lengths.ns().length == 0) {
            return;
        }
        int largestN = lengths.largest();
        TriominoSolver solver = impl.create();
        if (largestN > solver.maxN()) {
            throw new InputException(lengths.largestWhere() + ": N = " + largestN + " is beyond "
                    + impl.id() + "'s limit of N = " + solver.maxN());
        }

        int[] ns = lengths.ns();
        Map<Integer, Answer> byN = new HashMap<>();
        try (Progress progress = progress()) {
            // Ascending N: each memoised recursion starts from shorter strips already known, and
            // an N's work is what the solver did since the N before it. When progress is shown,
            // long strips are reached in steps to show how far the work got; every solver keeps
            // what it computed, so the steps add no work.
            int done = 0;
            for (int n : Arrays.stream(ns).distinct().sorted().toArray()) {
                Work.Counts before = solver.work();
                for (int m = done + PROGRESS_STEP; m < n && showsProgress(); m += PROGRESS_STEP) {
                    progress.detail("N = " + m + " of " + largestN);
                    solver.grundy(m);
                }
                byN.put(n, answer(solver, n, solver.grundy(n), mode, before));
                done = n;
            }
        }
        Arrays.stream(ns).mapToObj(byN::get).forEach(answers);
    }

    private static Answer answer(TriominoSolver solver, int n, int g, Mode mode, Work.Counts before) {
        Moves.Triomino move = mode.wantsMove()
                ? TriominoMoves.winningMove(solver, n).map(Moves.Triomino::of).orElse(null) : null;
        List<String> words = List.of();
        if (mode == Mode.EXPLAIN) {
            if (n < 2) {
                words = List.of("N = " + n + ": Grundy value 0: no piece fits, so X has no move"
                        + " and Y wins.");
            } else if (g == 0) {
                words = List.of("N = " + n + ": Grundy value 0: the second player, Y, wins;"
                        + " every move leaves a position of non-zero value.");
            } else {
                words = List.of("N = " + n + ": Grundy value " + g
                        + " (non-zero): the first player, X, wins.",
                        "Winning move: " + move.inWords() + "; the strips left have Grundy"
                                + " value 0 together.");
            }
        }
        return new Answer(g != 0 ? "X" : "Y", g, move, words, solver.work().minus(before));
    }
}
