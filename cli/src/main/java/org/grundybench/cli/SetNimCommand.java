package org.grundybench.cli;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.grundybench.core.SolverLimitException;
import org.grundybench.setnim.MoveSet;
import org.grundybench.setnim.SetNimImpl;
import org.grundybench.setnim.SetNimSolver;
import org.grundybench.setnim.Period;
import org.grundybench.setnim.PeriodicSolver;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code grundy setnim}: {@code k s_1..s_k n h_1..h_n} in, {@code Yes} or {@code No} out. */
@Command(name = "setnim", mixinStandardHelpOptions = true,
        description = {"Set-Nim: reads k, the move sizes s_1..s_k, n, and the piles h_1..h_n"
                + " (all whitespace separated) and prints Yes if the first player wins, No"
                + " otherwise."})
final class SetNimCommand extends GameCommand<SetNimImpl> {
    /** More explained piles than this are summed up rather than listed. */
    private static final int LISTED_PILES = 10;

    @Option(names = "--sequence", arity = "1..*", paramLabel = "S",
            description = "Read no position: find and prove the smallest preperiod e and period"
                    + " p of G for the move set S (e.g. --sequence 2 5), and print them with"
                    + " G over the preperiod and one period.")
    int[] sequence;

    @Option(names = "--table-budget", paramLabel = "N",
            description = "Most values the periodic solver tabulates while it looks for a"
                    + " period (default: ${DEFAULT-VALUE}).")
    int tableBudget = PeriodicSolver.DEFAULT_TABLE_BUDGET;

    SetNimCommand(Context context) {
        super(context, SetNimImpl.class);
    }

    @Override
    Integer runWithoutInput(SetNimImpl impl) {
        if (tableBudget < 1) {
            throw new InputException("--table-budget must be at least 1, got " + tableBudget);
        }
        if (sequence == null) {
            return null;
        }
        refuseInputFile("--sequence");
        if (impl != null && impl != SetNimImpl.PERIODIC) {
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
            period = new PeriodicSolver(tableBudget).period(moves);
        } catch (SolverLimitException e) {
            throw new InputException(e.getMessage() + "; raise it with --table-budget");
        }
        String text;
        if (json) {
            text = Json.period(period) + "\n";
        } else {
            int e = period.preperiod();
            int p = period.period();
            text = "S = " + moves + "\n"
                    + "preperiod e = " + e + ", period p = " + p + " (proven)\n"
                    + "preperiod " + (e == 0 ? "values: (none)" : "G(0.." + (e - 1) + "): "
                            + values(period.preperiodValues())) + "\n"
                    + "period G(" + e + ".." + (e + p - 1) + "): " + values(period.periodValues())
                    + "\n";
        }
        context.out().print(text);
        context.out().flush();
        return ExitCodes.OK;
    }

    private static String values(int[] values) {
        StringBuilder sb = new StringBuilder();
        for (int v : values) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(v);
        }
        return sb.toString();
    }

    /** The solver of {@code impl}, honouring --table-budget for the periodic one. */
    private SetNimSolver solverFor(SetNimImpl impl) {
        return impl == SetNimImpl.PERIODIC ? new PeriodicSolver(tableBudget) : impl.create();
    }

    @Override
    List<Answer> solve(Reader input, SetNimImpl impl, Mode mode) throws IOException {
        NumberReader numbers = new NumberReader(input);
        NumberReader.Token t = numbers.next();
        if (t == null) {
            throw new InputException("empty input: expected k, s_1..s_k, n, h_1..h_n");
        }
        long k = NumberReader.parse(t, "k (the number of move sizes)", 1, Integer.MAX_VALUE - 8,
                "1 or more");
        int[] sizes = new int[(int) Math.min(k, 1024)];
        Map<Integer, Integer> seen = new HashMap<>();
        for (int i = 0; i < k; i++) {
            t = numbers.next();
            if (t == null) {
                throw new InputException(numbers.endOfInput() + ": expected " + k
                        + " move sizes after k = " + k + ", found " + i);
            }
            String name = "move size s_" + (i + 1);
            long size = NumberReader.parse(t, name, Long.MIN_VALUE, Integer.MAX_VALUE, "1 to "
                    + Integer.MAX_VALUE);
            if (size <= 0) {
                throw new InputException(t.where() + ": " + name + " = " + size
                        + " must be positive (1 to " + Integer.MAX_VALUE + ")");
            }
            int s = (int) size;
            Integer before = seen.putIfAbsent(s, i + 1);
            if (before != null) {
                throw new InputException(t.where() + ": " + name + " = " + s + " repeats s_"
                        + before + "; the move sizes must be distinct");
            }
            if (i == sizes.length) {
                sizes = Arrays.copyOf(sizes, (int) Math.min(k, 2L * sizes.length));
            }
            sizes[i] = s;
        }
        t = numbers.next();
        if (t == null) {
            throw new InputException(numbers.endOfInput() + ": expected n, the number of piles,"
                    + " after the " + k + " move sizes");
        }
        long n = NumberReader.parse(t, "n (the number of piles)", 0, Integer.MAX_VALUE - 8,
                "0 or more");
        long[] piles = new long[(int) Math.min(n, 1024)];
        NumberReader.Token largest = null;
        long largestPile = 0;
        for (int i = 0; i < n; i++) {
            t = numbers.next();
            if (t == null) {
                throw new InputException(numbers.endOfInput() + ": expected " + n
                        + " piles after n = " + n + ", found " + i);
            }
            long h = NumberReader.parse(t, "pile h_" + (i + 1), 0, Long.MAX_VALUE, "0 or more");
            if (largest == null || h > largestPile) {
                largest = t;
                largestPile = h;
            }
            if (i == piles.length) {
                piles = Arrays.copyOf(piles, (int) Math.min(n, 2L * piles.length));
            }
            piles[i] = h;
        }
        t = numbers.next();
        if (t != null) {
            throw new InputException(t.where() + ": unexpected " + t.quoted() + " after the last"
                    + " pile; n = " + n + " piles were announced");
        }
        MoveSet moves = MoveSet.of(sizes);

        SetNimImpl chosen;
        if (impl != null) {
            chosen = impl;
        } else {
            try {
                chosen = context.chooser().setNim(largestPile);
            } catch (SolverLimitException e) {
                throw new InputException(largest.where() + ": " + e.getMessage());
            }
        }
        SetNimSolver solver = solverFor(chosen);
        if (largestPile > solver.maxPile()) {
            throw new InputException(largest.where() + ": pile " + largestPile + " is beyond "
                    + chosen.id() + "'s limit of " + solver.maxPile());
        }

        // With a move wanted, the piles every move can leave are solved in the same call, so
        // the (cold, per call) work is done once.
        long[] asked = mode.wantsMove() ? withOptions(piles, sizes) : piles;
        int[] values;
        try (Progress progress = progress()) {
            progress.detail(chosen.id() + " up to pile " + largestPile);
            values = solver.grundy(moves, asked);
        }
        int g = 0;
        for (int i = 0; i < piles.length; i++) {
            g ^= values[i];
        }
        Moves.SetNim move = mode.wantsMove() && g != 0
                ? winningMove(piles, sizes, values, g, chosen) : null;
        List<String> words = mode == Mode.EXPLAIN
                ? explain(piles, sizes, values, g, move) : List.of();
        return List.of(new Answer(g != 0 ? "Yes" : "No", g, move, words));
    }

    /** The piles, then for each pile i and size s <= h_i the pile h_i - s, in that order. */
    private static long[] withOptions(long[] piles, int[] sizes) {
        int[] sorted = sizes.clone();
        Arrays.sort(sorted);
        long count = piles.length;
        for (long h : piles) {
            for (int s : sorted) {
                if (s > h) {
                    break;
                }
                count++;
            }
        }
        if (count > Integer.MAX_VALUE - 8) {
            throw new InputException("too many piles and move sizes to search for a move");
        }
        long[] asked = Arrays.copyOf(piles, (int) count);
        int next = piles.length;
        for (long h : piles) {
            for (int s : sorted) {
                if (s > h) {
                    break;
                }
                asked[next++] = h - s;
            }
        }
        return asked;
    }

    /** A pile and a size whose move leaves value 0, read from the values of {@link #withOptions}. */
    private static Moves.SetNim winningMove(long[] piles, int[] sizes, int[] values, int g,
            SetNimImpl chosen) {
        int[] sorted = sizes.clone();
        Arrays.sort(sorted);
        int next = piles.length;
        for (int i = 0; i < piles.length; i++) {
            int target = values[i] ^ g;
            for (int s : sorted) {
                if (s > piles[i]) {
                    break;
                }
                if (values[next++] == target) {
                    return new Moves.SetNim(i + 1, s);
                }
            }
        }
        throw new IllegalStateException(chosen.id() + " gives the position Grundy value " + g
                + ", but no move leads to value 0");
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
