package org.grundybench.workloads;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.setnim.SetNimImpl;
import org.grundybench.triomino.TriominoImpl;

/**
 * A workload: one kind of timed work, such as "a full rectangle-removal table". Its cases are
 * split into {@link CaseGroup}s by the implementations that run them; each group is one JMH
 * benchmark class. The whole list of groups is {@link Catalogue#GROUPS}.
 */
public enum Workload {
    RECTANGLE_TABLE("Rectangle removal, full table", "shape", RectangleImpl.class,
            "positions in the table (2^(R\u00b7C))"),
    RECTANGLE_TABLE_THREADS("Rectangle removal, full table by thread count", "table", RectangleImpl.class,
            null),
    RECTANGLE_BOARD("Rectangle removal, one board", "board", RectangleImpl.class,
            "board cells (R\u00b7C)"),
    RECTANGLE_BOARD_MEDIAN("Rectangle removal, the median board of a collection", "collection",
            RectangleImpl.class, null),
    RECTANGLE_BOARD_THREADS("Rectangle removal, hard boards by thread count", "boards",
            RectangleImpl.class, null),
    TRIOMINO("Triominoes: every Grundy value up to N", "n", TriominoImpl.class, "N"),
    TRIOMINO_THREADS("Triominoes up to N = 100,000 by thread count", "strip", TriominoImpl.class, null),
    SET_NIM("Set-Nim: one input of a collection", "input", SetNimImpl.class, null);

    private final String title;
    private final String caseParam;
    private final Class<? extends Enum<?>> implType;
    private final String sizeTitle;

    Workload(String title, String caseParam, Class<? extends Enum<?>> implType, String sizeTitle) {
        this.title = title;
        this.caseParam = caseParam;
        this.implType = implType;
        this.sizeTitle = sizeTitle;
    }

    /** Kebab-case id, as in file names: {@code rectangle-table}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public String title() {
        return title;
    }

    /** The name of the case parameter of the workload's first group, and of its cases in reports. */
    public String caseParam() {
        return caseParam;
    }

    /** The game's implementation enum. */
    public Class<? extends Enum<?>> implType() {
        return implType;
    }

    /** Whether a scaling chart plots time against {@link Case#size()}. */
    public boolean scales() {
        return sizeTitle != null;
    }

    /** The scaling chart's axis title for {@link Case#size()}. */
    public String sizeTitle() {
        return sizeTitle;
    }

    /** The workload's groups, in catalogue order. */
    public List<CaseGroup> groups() {
        return Catalogue.GROUPS.stream().filter(g -> g.workload() == this).collect(Collectors.toList());
    }

    /** Every case of the workload, in catalogue order. */
    public List<Case> cases() {
        List<Case> all = new ArrayList<>();
        groups().forEach(g -> all.addAll(g.cases()));
        return all;
    }

    /**
     * The case written {@code text}: its constant name ({@code _8x8_50}) or its label
     * ({@code 8x8@0.5}); the one parse of a case string.
     *
     * @throws IllegalArgumentException naming the cases there are
     */
    public Case parseCase(String text) {
        for (Case c : cases()) {
            if (c.name().equals(text) || c.label().equals(text)) {
                return c;
            }
        }
        throw new IllegalArgumentException("unknown " + caseParam + " '" + text + "' of " + id()
                + "; expected one of: " + cases().stream().map(Case::label).collect(Collectors.joining(", ")));
    }
}
