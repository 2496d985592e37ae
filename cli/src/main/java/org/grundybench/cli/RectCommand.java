package org.grundybench.cli;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.grundybench.rect.Board;
import org.grundybench.rect.CanonicalGroupsSolver;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.rect.RectangleMoves;
import org.grundybench.rect.RectangleSolver;
import org.grundybench.rect.Units;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code grundy rect}: one board in, {@code A} (first player wins) or {@code B} out. */
@Command(name = "rect", mixinStandardHelpOptions = true,
        description = {"Rectangle removal: reads one board of R rows of C cells (R x C <= 64),"
                + " written '0 1 1 0' or '0110', and prints A if the first player wins, B"
                + " otherwise."}, footer = {"", GameCommand.EXIT_CODES})
final class RectCommand extends GameCommand {
    private static final Pattern SHAPE = Pattern.compile("(\\d{1,2})x(\\d{1,2})");

    @Option(names = "--impl", paramLabel = "NAME", description = GameCommand.IMPL + ": it takes"
            + " every board and table the game allows, and its time and memory budgets refuse a"
            + " board too hard to answer.")
    RectangleImpl impl = RectangleImpl.DEFAULT;

    @Option(names = "--table", paramLabel = "RxC",
            description = "Read no input: write the value of every position of an R x C board"
                    + " (R*C <= 30 with canonical_groups, 25 with the others) to --out FILE, one"
                    + " byte per position; position bit r*C+c is cell (r, c), 0-based from the"
                    + " top-left.")
    String table;

    @Option(names = "--out", paramLabel = "FILE", description = "Where --table writes.")
    String out;

    @Option(names = "--time-budget", paramLabel = "MS",
            description = "canonical_groups refuses a board it has not answered within MS"
                    + " milliseconds, the value and a winning move together (default:"
                    + " ${DEFAULT-VALUE}).")
    long timeBudgetMillis = CanonicalGroupsSolver.DEFAULT_TIME_BUDGET_MILLIS;

    @Option(names = "--memo-budget", paramLabel = "GROUPS",
            description = "canonical_groups refuses a board whose answer, the value and a"
                    + " winning move together, needs more memoised groups (default:"
                    + " ${DEFAULT-VALUE}, from the heap size).")
    int memoBudget = CanonicalGroupsSolver.DEFAULT_MAX_MEMO_ENTRIES;

    /** Most threads --threads accepts. */
    static final int MAX_THREADS = 256;

    @Option(names = "--threads", paramLabel = "N",
            description = "canonical_groups searches a large group of a board on N threads"
                    + " (1 to " + MAX_THREADS + "; default: the number of available processors).")
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
        if (table == null) {
            if (out != null) {
                throw new InputException("--out goes with --table RxC");
            }
            return null;
        }
        readsNoInput("--table");
        Matcher m = SHAPE.matcher(table);
        if (!m.matches()) {
            throw new InputException("--table expects RxC, e.g. 4x4, got '" + table + "'");
        }
        int rows = Integer.parseInt(m.group(1));
        int cols = Integer.parseInt(m.group(2));
        RectangleSolver solver = impl.create();
        if (rows < 1 || cols < 1 || rows * cols > solver.maxTableCells()) {
            throw new InputException("--table " + table + ": " + impl.id() + " builds full tables"
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
            progress.detail(impl.id() + ", " + Units.count(bytes) + " positions");
            values = solver.table(rows, cols);
        }
        Path path = Paths.get(out);
        try {
            Files.write(path, values);
        } catch (IOException e) {
            throw new InputException("cannot write '" + out + "': " + Text.problem(e, path));
        }
        if (explain) {
            context.out().println("wrote " + values.length + " values of the " + table
                    + " board to " + out);
        }
        return ExitCodes.OK;
    }

    @Override
    List<Answer> solve(Reader input, Mode mode) throws IOException {
        Board board = BoardParser.parse(input);
        RectangleSolver solver = impl == RectangleImpl.canonical_groups
                ? new CanonicalGroupsSolver(memoBudget, timeBudgetMillis, threads) : impl.create();
        try (Progress progress = progress()) {
            progress.detail(impl.id() + " on " + board.ones() + " ones");
            int g;
            Moves.Rect move = null;
            if (mode.wantsMove()) {
                RectangleMoves.Answer answer = RectangleMoves.answer(solver, board);
                g = answer.grundy();
                move = answer.winningMove().map(Moves.Rect::of).orElse(null);
            } else {
                g = solver.grundy(board);
            }
            List<String> words = mode == Mode.EXPLAIN ? explain(board, g, move) : List.of();
            return List.of(new Answer(g != 0 ? "A" : "B", g, move, words, solver.work()));
        }
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
