package org.grundybench.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import org.grundybench.core.InputException;
import org.grundybench.core.SolverLimitException;
import org.grundybench.setnim.MoveSet;
import org.grundybench.setnim.Period;
import org.grundybench.setnim.PeriodicSolver;
import org.grundybench.setnim.SetNimImpl;
import org.grundybench.setnim.SetNimMoves;
import org.grundybench.setnim.SetNimReader;
import org.grundybench.setnim.SetNimSolver;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code grundy setnim}: inputs {@code k s_1..s_k n h_1..h_n}, separated by blank lines, in;
 * {@code Yes} or {@code No} out, one per input.
 */
@Command(name = "setnim", mixinStandardHelpOptions = true,
        description = {"Set-Nim: reads k, the move sizes s_1..s_k, n, and the piles h_1..h_n"
                + " (all whitespace separated) and prints Yes if the first player wins, No"
                + " otherwise; several such inputs, separated by blank lines, get one answer"
                + " each, in input order."}, footer = {"", GameCommand.EXIT_CODES})
final class SetNimCommand extends GameCommand {
    /** More explained piles than this are summed up rather than listed. */
    private static final int LISTED_PILES = 10;

    @Option(names = "--impl", paramLabel = "NAME", description = GameCommand.IMPL + ": it stops"
            + " at the proven period of G, so a pile up to 2^63 - 1 takes no table.")
    SetNimImpl impl = SetNimImpl.DEFAULT;

    @Option(names = "--sequence", arity = "1..*", paramLabel = "S",
            description = "Read no position: find and prove the smallest preperiod e and period"
                    + " p of G for the move set S (e.g. --sequence 2 5), and print them with"
                    + " G over the preperiod and one period.")
    int[] sequence;

    @Option(names = "--step-limit", paramLabel = "N",
            description = "Most values of G the periodic solver computes for one answer or"
                    + " --sequence, the search for the period included, before it gives up"
                    + " (default: ${DEFAULT-VALUE}, enough for every S whose preperiod plus"
                    + " period is at most 10^9).")
    long stepLimit = PeriodicSolver.DEFAULT_STEP_LIMIT;

    SetNimCommand(Context context) {
        super(context);
    }

    @Override
    Integer runWithoutInput() throws IOException {
        if (stepLimit < 1) {
            throw new InputException("--step-limit must be at least 1, got " + stepLimit);
        }
        if (impl != SetNimImpl.periodic) {
            refuseGiven(List.of("--step-limit"), " applies to periodic; " + impl.id() + " takes none");
        }
        if (sequence == null) {
            return null;
        }
        readsNoInput("--sequence", true);
        if (impl != SetNimImpl.periodic) {
            throw new InputException("--sequence is answered by the periodic solver; drop --impl "
                    + impl.id());
        }
        MoveSet moves;
        try {
            moves = MoveSet.of(sequence);
        } catch (IllegalArgumentException e) {
            throw new InputException("--sequence: " + e.getMessage());
        }
        Period period;
        try (Progress progress = progress()) {
            progress.detail("looking for the period of S = " + moves);
            period = new PeriodicSolver(stepLimit).period(moves);
        } catch (SolverLimitException e) {
            throw refused(e);
        }
        // Streamed: the values are computed again as they are printed, in memory of max(S).
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(context.out(),
                StandardCharsets.UTF_8), 1 << 16));
        if (json) {
            Json.period(period, out);
            out.write('\n');
        } else {
            printPeriod(period, out);
        }
        out.flush();
        return ExitCodes.OK;
    }

    /**
     * The refusal as one line, telling how to lift it where {@code --step-limit} can: periodic's other
     * limits (|S|, max(S)) and those of the other implementations are not lifted by it.
     */
    private static InputException refused(SolverLimitException e) {
        return new InputException(e.getMessage() + (e instanceof PeriodicSolver.StepLimitReached
                ? "; raise it with --step-limit" : ""));
    }

    private static void printPeriod(Period period, PrintWriter out) {
        long e = period.preperiod();
        long p = period.period();
        out.print("S = " + period.moves() + "\npreperiod e = " + e + ", period p = " + p + " (proven)\n"
                + (e == 0 ? "preperiod values: (none)\nperiod G(0.." : "preperiod G(0.." + (e - 1) + "):"));
        long[] h = {0};
        period.forEachValue(v -> {
            if (h[0]++ == e) {
                out.print(e == 0 ? (p - 1) + "):" : "\nperiod G(" + e + ".." + (e + p - 1) + "):");
            }
            out.print(" " + v);
        });
        out.print('\n');
    }

    /**
     * Each input in turn ({@link SetNimReader}), answered as soon as it is read, with a fresh
     * solver: its answer and work owe nothing to the inputs before it.
     */
    @Override
    void solve(Reader input, Mode mode, Consumer<Answer> answers) throws IOException {
        SetNimReader inputs = new SetNimReader(input);
        for (SetNimReader.Input in = inputs.next(); in != null; in = inputs.next()) {
            try {
                answers.accept(answer(in, mode));
            } catch (InputException e) {
                throw new InputException(inputs.where() + ": " + e.getMessage());
            }
        }
    }

    private Answer answer(SetNimReader.Input in, Mode mode) {
        int[] sizes = in.sizes();
        long[] piles = in.piles();
        long largestPile = in.largestPile();
        MoveSet moves = in.moves();

        SetNimSolver solver = impl == SetNimImpl.periodic ? new PeriodicSolver(stepLimit) : impl.create();
        if (largestPile > solver.maxPile()) {
            throw new InputException(in.largestWhere() + ": pile " + largestPile + " is beyond "
                    + impl.id() + "'s limit of " + solver.maxPile());
        }

        int[] values;
        Moves.SetNim move = null;
        try (Progress progress = progress()) {
            progress.detail(impl.id() + " up to pile " + largestPile);
            if (mode.wantsMove()) {
                SetNimMoves.Position position = SetNimMoves.solve(solver, moves, piles);
                values = position.values();
                move = position.winningMove()
                        .map(m -> new Moves.SetNim(m.pile() + 1, m.take())).orElse(null);
            } else {
                values = solver.grundy(moves, piles);
            }
        } catch (SolverLimitException e) {
            throw refused(e);
        }
        int g = Arrays.stream(values).reduce(0, (a, b) -> a ^ b);
        List<String> words = mode == Mode.EXPLAIN ? explain(piles, sizes, values, g, move) : List.of();
        return new Answer(g != 0 ? "Yes" : "No", g, move, words, solver.work());
    }

    private static List<String> explain(long[] piles, int[] sizes, int[] values, int g,
            Moves.SetNim move) {
        List<String> lines = new ArrayList<>();
        String value;
        if (piles.length == 0) {
            value = "Grundy value 0 (there are no piles)";
        } else if (piles.length <= LISTED_PILES) {
            StringBuilder terms = new StringBuilder();
            StringBuilder numbers = new StringBuilder();
            for (int i = 0; i < piles.length; i++) {
                terms.append(i == 0 ? "" : " xor ").append("G(").append(piles[i]).append(')');
                numbers.append(i == 0 ? "" : " xor ").append(values[i]);
            }
            value = "Grundy value " + g + " = " + terms
                    + (piles.length > 1 ? " = " + numbers : "");
        } else {
            value = "Grundy value " + g + ", the XOR of the " + piles.length + " piles' values";
        }
        int min = Arrays.stream(sizes).min().orElse(1);
        boolean anyMove = Arrays.stream(piles).anyMatch(h -> h >= min);
        if (g != 0) {
            lines.add(value + " (non-zero): the first player wins.");
            lines.add("Winning move: " + move.inWords(piles[move.pile() - 1])
                    + "; the piles left have Grundy value 0 together.");
        } else if (!anyMove) {
            lines.add(value + ": no pile allows a move, so the first player has no move and"
                    + " loses.");
        } else {
            lines.add(value + ": the second player wins; every move leaves a position of"
                    + " non-zero value.");
        }
        return lines;
    }
}
