package org.grundybench.cli;

import org.grundybench.rect.BoardReader;
import org.grundybench.core.InputException;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.grundybench.core.Deadline;
import org.grundybench.core.SolverLimitException;
import org.grundybench.core.Work;
import org.grundybench.rect.Board;
import org.grundybench.rect.CanonicalGroupsSolver;
import org.grundybench.rect.OutcomeSearchSolver;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.rect.RectangleMoves;
import org.grundybench.rect.RectangleSolver;
import org.grundybench.rect.Units;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code grundy rect}: boards in, {@code A} (first player wins) or {@code B} out, one per board;
 * who wins and the value may come from the library's two rules ({@link RectangleImpl#WHO_WINS},
 * {@link RectangleImpl#DEFAULT}).
 */
@Command(name = "rect", mixinStandardHelpOptions = true,
        description = {"Rectangle removal: reads boards of R rows of C cells (R x C <= 64),"
                + " written '0 1 1 0' or '0110', separated by blank lines, and prints for each"
                + " in input order A if the first player wins, B otherwise."},
        footer = {"", GameCommand.EXIT_CODES})
final class RectCommand extends GameCommand {
    private static final Pattern SHAPE = Pattern.compile("(\\d{1,2})x(\\d{1,2})");

    @Option(names = "--impl", paramLabel = "NAME", description = GameCommand.IMPL_NAMES + ", for the"
            + " whole answer. Default: the library's rules, outcome_search for who wins (the answer"
            + " and its winning move) and canonical_groups for the Grundy value (--value) and"
            + " --table: each takes every board and table the game allows, and their time and"
            + " memory budgets refuse a board too hard to answer.")
    RectangleImpl impl;

    @Option(names = "--value",
            description = "With --json or --explain: also compute the Grundy value and print it"
                    + " (without it, JSON has \"grundy\": null). On a dense board the value can"
                    + " take minutes where who wins and a winning move take a fraction of a second.")
    boolean value;

    @Option(names = "--table", paramLabel = "RxC",
            description = "Read no input: write the value of every position of an R x C board"
                    + " (R*C <= 30 with canonical_groups, the default, and outcome_search, which"
                    + " builds them by canonical_groups' search; 25 with the others) to --out FILE,"
                    + " one byte per position; position bit r*C+c is cell (r, c), 0-based from the"
                    + " top-left.")
    String table;

    @Option(names = "--out", paramLabel = "FILE", description = "Where --table writes.")
    String out;

    @Option(names = "--time-budget", paramLabel = "MS",
            description = "canonical_groups and outcome_search refuse a board whose answer is not"
                    + " found within MS milliseconds: who wins and, with --json or --explain, a"
                    + " winning move and, with --value, the value, all together, for each board"
                    + " (default: ${DEFAULT-VALUE}).")
    long timeBudgetMillis = CanonicalGroupsSolver.DEFAULT_TIME_BUDGET_MILLIS;

    @Option(names = "--memo-budget", paramLabel = "GROUPS",
            description = "canonical_groups and outcome_search refuse a board whose answer (who"
                    + " wins, a winning move and the value together) needs more memoised groups,"
                    + " each in its own memo (default: ${DEFAULT-VALUE}, from the heap size).")
    int memoBudget = CanonicalGroupsSolver.DEFAULT_MAX_MEMO_ENTRIES;

    /** Most threads --threads accepts. */
    static final int MAX_THREADS = 256;

    @Option(names = "--threads", paramLabel = "N",
            description = "canonical_groups searches a large group of a board on N threads,"
                    + " outcome_search a costly outcome on N threads at once, each trying the"
                    + " options in its own order (1 to " + MAX_THREADS + "; default: the number"
                    + " of available processors).")
    int threads = Runtime.getRuntime().availableProcessors();

    RectCommand(Context context) {
        super(context);
    }

    @Override
    Integer runWithoutInput() throws IOException {
        if (timeBudgetMillis < 1 || memoBudget < 1) {
            throw new InputException("--time-budget and --memo-budget must be at least 1");
        }
        if (threads < 1 || threads > MAX_THREADS) {
            throw new InputException("--threads must be 1 to " + MAX_THREADS + ", got " + threads);
        }
        if (impl != null && impl != RectangleImpl.canonical_groups && impl != RectangleImpl.outcome_search) {
            refuseGiven(List.of("--time-budget", "--memo-budget", "--threads"), " applies to canonical_groups and"
                    + " outcome_search; " + impl.id() + " takes none");
        }
        if (value && (table != null || !(json || explain))) {
            throw new InputException("--value adds the Grundy value to the answers of --json or"
                    + " --explain; " + (table != null ? "--table gives none" : "give one of them"));
        }
        if (table == null) {
            if (out != null) {
                throw new InputException("--out goes with --table RxC");
            }
            return null;
        }
        readsNoInput("--table", false, "--time-budget", "--memo-budget");
        Matcher m = SHAPE.matcher(table);
        if (!m.matches()) {
            throw new InputException("--table expects RxC, e.g. 4x4, got '" + table + "'");
        }
        int rows = Integer.parseInt(m.group(1));
        int cols = Integer.parseInt(m.group(2));
        RectangleImpl tablesBy = impl != null ? impl : RectangleImpl.DEFAULT;
        RectangleSolver solver = solver(tablesBy);
        if (rows < 1 || cols < 1 || rows * cols > solver.maxTableCells()) {
            throw new InputException("--table " + table + ": " + tablesBy.id() + " builds full tables"
                    + " of 1 to " + solver.maxTableCells() + " cells, " + table + " has " + rows * cols);
        }
        if (out == null) {
            throw new InputException("--table writes binary data: give the file with --out FILE");
        }
        long bytes = 1L << (rows * cols);
        // The table plus working room, within what the JVM may use.
        long heap = Runtime.getRuntime().maxMemory();
        long room = 64L << 20;
        if (bytes + room > heap) {
            throw new InputException("--table " + table + " takes " + Units.bytes(bytes) + " plus about "
                    + Units.bytes(room) + " of working room; this JVM may use " + Units.bytes(heap)
                    + ": raise the heap (java -Xmx" + ((bytes + room) / (1L << 30) + 1) + "g -jar ...)");
        }
        byte[] values;
        try (Progress progress = progress()) {
            progress.detail(tablesBy.id() + ", " + Units.count(bytes) + " positions");
            values = solver.table(rows, cols);
        }
        Path path = Paths.get(out);
        try {
            Files.write(path, values);
        } catch (IOException e) {
            throw new InputException("cannot write '" + out + "': " + Text.problem(e, path));
        }
        return ExitCodes.OK;
    }

    /**
     * Each board in turn, answered as soon as it is read and as if it were the only one: a fresh
     * solver of each rule per board, so its answer, work and budgets owe nothing to the boards
     * before it. A bad or refused board ends the input there, named by its number and line.
     */
    @Override
    void solve(Reader input, Mode mode, Consumer<Answer> answers) throws IOException {
        BoardReader boards = new BoardReader(input);
        Board board = boards.next();
        if (board == null) {
            throw new InputException("empty input: expected a board, rows of 0/1 cells such as"
                    + " '0110' or '0 1 1 0'");
        }
        for (; board != null; board = boards.next()) {
            try {
                answers.accept(answer(board, mode, boards.where()));
            } catch (SolverLimitException e) {
                throw new InputException(boards.where() + ": " + e.getMessage());
            }
        }
    }

    /**
     * Who wins, by {@code --impl} or else the library's rule for that question; under
     * {@code --json} and {@code --explain} also a winning move, from the same outcomes; under
     * {@code --value} also the value, by {@code --impl} or else the rule for values. One deadline
     * bounds it all.
     */
    private Answer answer(Board board, Mode mode, String where) {
        RectangleImpl outcomesBy = impl != null ? impl : RectangleImpl.WHO_WINS;
        RectangleSolver outcomes = solver(outcomesBy);
        Deadline deadline = deadline(outcomes);
        String ones = where + ", " + board.ones() + " ones";
        try (Progress progress = progress()) {
            if (!mode.wantsMove()) {
                progress.detail(ones + ", " + outcomesBy.id());
                boolean wins = outcomes.firstPlayerWins(board, deadline);
                return new Answer(wins ? "A" : "B", Answer.NO_VALUE, null, List.of(), outcomes.work());
            }
            if (!value) {
                progress.detail(ones + ", " + outcomesBy.id() + " (who wins and a winning move)");
                RectangleMoves.Outcome outcome = RectangleMoves.outcome(outcomes, board, deadline);
                Moves.Rect move = outcome.winningMove().map(Moves.Rect::of).orElse(null);
                List<String> words = mode == Mode.EXPLAIN
                        ? explain(board, outcome.firstPlayerWins(), move) : List.of();
                return new Answer(outcome.firstPlayerWins() ? "A" : "B", Answer.NO_VALUE, move,
                        words, outcomes.work());
            }
            RectangleImpl valuesBy = impl != null ? impl : RectangleImpl.DEFAULT;
            RectangleSolver values = valuesBy == outcomesBy ? outcomes : solver(valuesBy);
            progress.detail(ones + ", " + (values == outcomes ? outcomesBy.id()
                    : valuesBy.id() + " (the value) and " + outcomesBy.id() + " (who wins)"));
            RectangleMoves.Answer answer = RectangleMoves.answer(values, outcomes, board, deadline);
            int g = answer.grundy();
            Moves.Rect move = answer.winningMove().map(Moves.Rect::of).orElse(null);
            List<String> words = mode == Mode.EXPLAIN ? explain(board, g, move) : List.of();
            Work.Counts work = values == outcomes ? outcomes.work() : values.work().plus(outcomes.work());
            return new Answer(g != 0 ? "A" : "B", g, move, words, work);
        }
    }

    /** A solver of {@code which}, given the budgets and the threads where it takes them. */
    private RectangleSolver solver(RectangleImpl which) {
        return switch (which) {
            case canonical_groups -> new CanonicalGroupsSolver(memoBudget, timeBudgetMillis, threads);
            case outcome_search -> new OutcomeSearchSolver(memoBudget, timeBudgetMillis,
                    OutcomeSearchSolver.DEFAULT_SMALL_CELLS, threads);
            default -> which.create();
        };
    }

    /**
     * The deadline of one board's answer: {@code --time-budget} from now by the run's clock where
     * the solver takes budgets (its own deadline is not {@link Deadline#NONE}), none elsewhere.
     */
    private Deadline deadline(RectangleSolver solver) {
        return solver.newDeadline() == Deadline.NONE ? Deadline.NONE : Deadline.in(timeBudgetMillis, context.clock());
    }

    /** In words, by outcomes alone: no value is named, none having been computed. */
    private static List<String> explain(Board board, boolean firstPlayerWins, Moves.Rect move) {
        if (board.ones() == 0) {
            return List.of("The board has no 1-cells, so A has no move and B wins.");
        }
        if (!firstPlayerWins) {
            return List.of("The second player, B, wins: every move leaves a board that the player"
                    + " to move wins.");
        }
        return List.of("The first player, A, wins.", "Winning move: " + move.inWords()
                + "; the player to move on the board left loses.");
    }

    /** In words, with the value. */
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
