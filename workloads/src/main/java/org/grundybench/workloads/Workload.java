package org.grundybench.workloads;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.grundybench.core.Implementation;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.setnim.SetNimImpl;
import org.grundybench.triomino.TriominoImpl;

/**
 * A workload: one kind of timed work, such as "a full rectangle-removal table", timed by one JMH
 * benchmark method whose parameters are {@code impl} (the game's implementation enum) and the
 * workload's case parameter (its case enum). Every combination of a case and an implementation
 * runs unless the case or the workload leaves the implementation out ({@link #leftOut}). {@code id}: kebab-case, as in file names;
 * {@code method}: {@code Class.method} of the benchmark; {@code defaultImplementation}: the library's static rule for
 * the workload's question (the CLI's choice where none is named); {@code sizeTitle}: the scaling chart's axis title for
 * {@link Case#size()}, null where no scaling chart is drawn; {@code measured}: what this workload leaves out of a case
 * beyond what the case does, where workloads share a case enum but not its costs; {@code outOfQuick}: the cases the quick
 * profile does not race here, each with why (the full profile races them).
 */
public record Workload(String id, String title, String method, String caseParam, Class<? extends Enum<?>> caseType,
        Class<? extends Enum<?>> implType, Implementation<?> defaultImplementation, String sizeTitle,
        Map<Case, Case.LeftOut> measured, Map<Case, String> outOfQuick) {
    /** Why quick does not race rectangle-board's 8x8 boards. */
    private static final String WARMS_FOR_SECONDS = "canonical_groups and outcome_search reach their warm speed on these"
            + " boards after 2.5 to 4 s of warmup a fork (results/notes/warmup/), which quick's forks cannot have in its budget;"
            + " warm, components is 2.2 times slower than canonical_groups on them (results/2026-11-29-full-3), timed cold"
            + " by quick it led or was level";

    public static final Workload RECTANGLE_TABLE = new Workload("rectangle-table", "Rectangle removal, full table",
            "RectangleTableBenchmark.table", "shape", TableShape.class, RectangleImpl.class, RectangleImpl.DEFAULT,
            "positions in the table (2^(R\u00b7C))");
    public static final Workload RECTANGLE_TABLE_THREADS = new Workload("rectangle-table-threads",
            "Rectangle removal, full table by thread count", "RectangleTableThreadsBenchmark.table", "table", ThreadedTable.class,
            RectangleImpl.class, RectangleImpl.DEFAULT, null);
    /**
     * Quick does not race the 8x8 boards here: the group searches warm for seconds on them, and timed cold their value
     * ranks them otherwise than warm; asked who wins, the same boards are decided by leads that no warmup changes.
     */
    public static final Workload RECTANGLE_BOARD = new Workload("rectangle-board", "Rectangle removal, one board",
            "RectangleBoardBenchmark.grundy", "board", BoardCase.class, RectangleImpl.class, RectangleImpl.DEFAULT,
            "board cells (R\u00b7C)", Map.of(), Map.of(BoardCase._8x8_30, WARMS_FOR_SECONDS, BoardCase._8x8_50,
                    WARMS_FOR_SECONDS, BoardCase._8x8_60, WARMS_FOR_SECONDS));
    public static final Workload RECTANGLE_BOARD_MEDIAN = new Workload("rectangle-board-median",
            "Rectangle removal, the median board of a collection", "RectangleBoardMedianBenchmark.grundy", "collection",
            BoardCollection.class, RectangleImpl.class, RectangleImpl.DEFAULT, null);
    public static final Workload RECTANGLE_BOARD_THREADS = new Workload("rectangle-board-threads",
            "Rectangle removal, hard boards by thread count", "RectangleBoardThreadsBenchmark.grundy", "boards",
            ThreadedBoards.class, RectangleImpl.class, RectangleImpl.DEFAULT, null);
    /**
     * The boards of rectangle-board, asked who wins. On its two seconds-long cases the whole-board solvers are left out:
     * they decide who wins by the board's value, the very work rectangle-board times on these boards.
     */
    public static final Workload RECTANGLE_BOARD_WINS = new Workload("rectangle-board-wins", "Rectangle removal, who wins"
            + " on one board", "RectangleBoardWinsBenchmark.firstPlayerWins", "board", BoardCase.class, RectangleImpl.class,
            RectangleImpl.WHO_WINS, null, Map.of(
                    BoardCase._6x6_50, byValue("145 ms (bit_parallel) to 1.24 s (recursive_hashset) a board against"
                            + " outcome_search's 261 us"),
                    BoardCase._8x8_30, byValue("341 ms (bit_parallel) to 3.87 s (recursive_hashset) a board against"
                            + " outcome_search's 206 us")), Map.of());
    public static final Workload RECTANGLE_BOARD_WINS_MEDIAN = new Workload("rectangle-board-wins-median",
            "Rectangle removal, who wins: the median board of a collection",
            "RectangleBoardWinsMedianBenchmark.firstPlayerWins", "collection", WinsCollection.class, RectangleImpl.class,
            RectangleImpl.WHO_WINS, null);
    public static final Workload TRIOMINO = new Workload("triomino", "Triominoes: every Grundy value up to N",
            "TriominoBenchmark.grundyUpTo", "n", StripLength.class, TriominoImpl.class, TriominoImpl.DEFAULT, "N");
    public static final Workload TRIOMINO_THREADS = new Workload("triomino-threads", "Triominoes up to N = 100,000 by thread"
            + " count", "TriominoThreadsBenchmark.grundyUpTo", "strip", ThreadedStrip.class, TriominoImpl.class,
            TriominoImpl.DEFAULT, null);
    public static final Workload SET_NIM = new Workload("set-nim", "Set-Nim: one input of a collection",
            "SetNimBenchmark.grundy", "input", SetNimCollection.class, SetNimImpl.class, SetNimImpl.DEFAULT, null);
    public static final Workload SET_NIM_PER_INPUT = new Workload("set-nim-per-input",
            "Set-Nim: each input of a collection, one shot each", "SetNimPerInputBenchmark.grundy", "input",
            PerInputCollection.class, SetNimImpl.class, SetNimImpl.DEFAULT, null);

    public static final Workload RECTANGLE_INPUT = new Workload("rectangle-input", "Rectangle removal, who wins on each"
            + " board of a file", "RectangleInputBenchmark.firstPlayerWins", InputFile.PARAM, null, RectangleImpl.class,
            RectangleImpl.WHO_WINS, null);
    public static final Workload TRIOMINO_INPUT = new Workload("triomino-input", "Triominoes: the value of each N of a file",
            "TriominoInputBenchmark.grundy", InputFile.PARAM, null, TriominoImpl.class, TriominoImpl.DEFAULT, null);
    public static final Workload SET_NIM_INPUT = new Workload("set-nim-input", "Set-Nim: who wins each input of a file",
            "SetNimInputBenchmark.grundy", InputFile.PARAM, null, SetNimImpl.class, SetNimImpl.DEFAULT, null);

    public Workload(String id, String title, String method, String caseParam, Class<? extends Enum<?>> caseType,
            Class<? extends Enum<?>> implType, Implementation<?> defaultImplementation, String sizeTitle) {
        this(id, title, method, caseParam, caseType, implType, defaultImplementation, sizeTitle, Map.of(), Map.of());
    }

    /** The whole-board solvers, left out where who wins would take their value's seconds ({@code valueTimes}). */
    private static Case.LeftOut byValue(String valueTimes) {
        return new Case.LeftOut("decides who wins by computing the board's value, which rectangle-board times on the same"
                + " boards: " + valueTimes + " (results/archive/2026-11-26-full); a fork would take up to 50 s",
                BoardCase.wholeBoardSolvers());
    }

    /** The package of the benchmark classes (the benchmarks module). */
    public static final String BENCHMARK_PACKAGE = "org.grundybench.bench";
    /** Every benchmark's implementation parameter. */
    public static final String IMPL_PARAM = "impl";

    /** Every workload of the catalogue, in its order: the input workloads, whose cases are the user's files, are not in it. */
    public static List<Workload> values() {
        return List.of(RECTANGLE_TABLE, RECTANGLE_TABLE_THREADS, RECTANGLE_BOARD, RECTANGLE_BOARD_MEDIAN, RECTANGLE_BOARD_THREADS,
                RECTANGLE_BOARD_WINS, RECTANGLE_BOARD_WINS_MEDIAN, TRIOMINO, TRIOMINO_THREADS, SET_NIM, SET_NIM_PER_INPUT);
    }

    /** The workloads that race the implementations on a file of the user's. */
    public static List<Workload> inputs() {
        return List.of(RECTANGLE_INPUT, TRIOMINO_INPUT, SET_NIM_INPUT);
    }

    /** The JMH benchmark name, {@code package.Class.method}. */
    public String benchmark() {
        return BENCHMARK_PACKAGE + "." + method;
    }

    public String benchmarkClass() {
        return benchmark().substring(0, benchmark().lastIndexOf('.'));
    }

    /** The catalogue's cases; none for an input workload, whose cases are files ({@link InputFile}). */
    public List<Case> cases() {
        return caseType == null ? List.of() : Arrays.stream(caseType.getEnumConstants()).map(Case.class::cast).toList();
    }

    /** Every implementation of the game, in enum order. */
    public List<Implementation<?>> implementations() {
        return Arrays.stream(implType.getEnumConstants()).<Implementation<?>>map(e -> (Implementation<?>) e).toList();
    }

    /** Why {@code impl} does not run {@code c} here: the case's reason ({@link Case#leftOut}), else this workload's; or null. */
    public String leftOut(Case c, Implementation<?> impl) {
        String reason = c.leftOut(impl);
        Case.LeftOut here = measured.get(c);
        return reason != null || here == null || !here.implementations().contains(impl) ? reason : here.reason();
    }

    /** The implementations that run {@code c}: every one not left out ({@link #leftOut}), in enum order. */
    public List<Implementation<?>> runs(Case c) {
        return implementations().stream().filter(impl -> leftOut(c, impl) == null).toList();
    }
}
