package org.grundybench.workloads;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.grundybench.core.Implementation;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.setnim.SetNimImpl;
import org.grundybench.triomino.TriominoImpl;

/**
 * A workload: one kind of timed work, such as "a full rectangle-removal table", timed by one JMH
 * benchmark method whose parameters are {@code impl} (the game's implementation enum) and the
 * workload's case parameter (its case enum). Every combination of a case and an implementation
 * runs unless the case leaves the implementation out ({@link Case#leftOut}).
 */
public enum Workload {
    RECTANGLE_TABLE("Rectangle removal, full table", "RectangleTableBenchmark.table", "shape",
            TableShape.class, RectangleImpl.class, RectangleImpl.DEFAULT, "positions in the table (2^(R\u00b7C))"),
    RECTANGLE_TABLE_THREADS("Rectangle removal, full table by thread count", "RectangleTableThreadsBenchmark.table",
            "table", ThreadedTable.class, RectangleImpl.class, RectangleImpl.DEFAULT, null),
    RECTANGLE_BOARD("Rectangle removal, one board", "RectangleBoardBenchmark.grundy", "board",
            BoardCase.class, RectangleImpl.class, RectangleImpl.DEFAULT, "board cells (R\u00b7C)"),
    RECTANGLE_BOARD_MEDIAN("Rectangle removal, the median board of a collection",
            "RectangleBoardMedianBenchmark.grundy", "collection", BoardCollection.class, RectangleImpl.class,
            RectangleImpl.DEFAULT, null),
    RECTANGLE_BOARD_THREADS("Rectangle removal, hard boards by thread count", "RectangleBoardThreadsBenchmark.grundy",
            "boards", ThreadedBoards.class, RectangleImpl.class, RectangleImpl.DEFAULT, null),
    TRIOMINO("Triominoes: every Grundy value up to N", "TriominoBenchmark.grundyUpTo", "n",
            StripLength.class, TriominoImpl.class, TriominoImpl.DEFAULT, "N"),
    TRIOMINO_THREADS("Triominoes up to N = 100,000 by thread count", "TriominoThreadsBenchmark.grundyUpTo",
            "strip", ThreadedStrip.class, TriominoImpl.class, TriominoImpl.DEFAULT, null),
    SET_NIM("Set-Nim: one input of a collection", "SetNimBenchmark.grundy", "input",
            SetNimCollection.class, SetNimImpl.class, SetNimImpl.DEFAULT, null),
    SET_NIM_PER_INPUT("Set-Nim: each input of a collection, one shot each", "SetNimPerInputBenchmark.grundy",
            "input", PerInputCollection.class, SetNimImpl.class, SetNimImpl.DEFAULT, null);

    /** The package of the benchmark classes (the benchmarks module). */
    public static final String BENCHMARK_PACKAGE = "org.grundybench.bench";
    /** Every benchmark's implementation parameter. */
    public static final String IMPL_PARAM = "impl";

    private final String title;
    private final String benchmark;
    private final String caseParam;
    private final Class<? extends Enum<?>> caseType;
    private final Class<? extends Enum<?>> implType;
    private final Implementation<?> defaultImplementation;
    private final String sizeTitle;

    Workload(String title, String benchmark, String caseParam, Class<? extends Enum<?>> caseType,
            Class<? extends Enum<?>> implType, Implementation<?> defaultImplementation, String sizeTitle) {
        this.title = title;
        this.benchmark = benchmark;
        this.caseParam = caseParam;
        this.caseType = caseType;
        this.implType = implType;
        this.defaultImplementation = defaultImplementation;
        this.sizeTitle = sizeTitle;
    }

    /** Kebab-case id, as in file names: {@code rectangle-table}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public String title() {
        return title;
    }

    /** The JMH benchmark name, {@code package.Class.method}. */
    public String benchmark() {
        return BENCHMARK_PACKAGE + "." + benchmark;
    }

    public String benchmarkClass() {
        return benchmark().substring(0, benchmark().lastIndexOf('.'));
    }

    public String caseParam() {
        return caseParam;
    }

    public Class<? extends Enum<?>> caseType() {
        return caseType;
    }

    public Class<? extends Enum<?>> implType() {
        return implType;
    }

    /** The library's static default rule for the game (the CLI's choice where none is named). */
    public Implementation<?> defaultImplementation() {
        return defaultImplementation;
    }

    /** The scaling chart's axis title for {@link Case#size()}; null where no scaling chart is drawn. */
    public String sizeTitle() {
        return sizeTitle;
    }

    public List<Case> cases() {
        return Arrays.stream(caseType.getEnumConstants()).map(Case.class::cast).toList();
    }

    /** Every implementation of the game, in enum order. */
    public List<Implementation<?>> implementations() {
        return Arrays.stream(implType.getEnumConstants()).<Implementation<?>>map(e -> (Implementation<?>) e).toList();
    }

    /** The implementations that run {@code c}: every one its case does not leave out ({@link Case#leftOut}), in enum order. */
    public List<Implementation<?>> runs(Case c) {
        return implementations().stream().filter(impl -> c.leftOut(impl) == null).toList();
    }
}
