package org.grundybench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.grundybench.core.SolverLimitException;
import org.grundybench.rect.Board;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.setnim.SetNimImpl;
import org.grundybench.triomino.TriominoImpl;
import org.grundybench.workloads.Case;
import org.grundybench.workloads.Catalogue;
import org.grundybench.workloads.RandomBoards;
import org.grundybench.workloads.SetNimInputs;
import org.grundybench.workloads.Strip;
import org.grundybench.workloads.Table;
import org.grundybench.workloads.Workload;
import org.junit.jupiter.api.Test;

class ImplementationChooserTest {
    /** The checkout's published results, which the build copies into the jar. */
    static final Path RESULTS = Path.of("..", "results");

    private final ImplementationChooser fixed = new ImplementationChooser(PublishedVerdicts.none());

    // ----- the default follows the newest published run -----

    /**
     * For every workload of results/latest's fastest.json (read here with an ObjectMapper,
     * independently of the CLI's reader), an input exactly at that workload's case gets the
     * implementation the verdict names: the fastest, or the best-scoring of a tie.
     */
    @Test
    void defaultsAgreeWithTheLatestPublishedVerdicts() throws IOException {
        String latest = Files.readString(RESULTS.resolve("latest")).trim();
        JsonNode root = new ObjectMapper().readTree(RESULTS.resolve(latest).resolve("fastest.json").toFile());
        ImplementationChooser chooser = new ImplementationChooser();
        assertEquals(latest, chooser.verdicts().run(), "the jar's verdicts are the checkout's latest run");

        int checked = 0;
        for (JsonNode w : root.has("verdicts") ? root.path("verdicts") : root.path("workloads")) {
            String named = w.path("best").asText();
            java.util.Map<String, String> params = new java.util.HashMap<>();
            w.path("params").fields().forEachRemaining(e -> params.put(e.getKey(), e.getValue().asText()));
            Case c = Catalogue.caseOf(w.path("benchmark").asText(), params).orElseThrow(
                    () -> new AssertionError("the catalogue reads every published verdict's case: " + w));
            String what = w.path(w.has("case") ? "case" : "workload").asText() + " (verdict: " + w.path("verdict").asText() + ")";
            if (c.workload() == Workload.RECTANGLE_BOARD) {
                RandomBoards b = (RandomBoards) c;
                int cells = b.rows() * b.cols();
                Board board = new Board(b.rows(), b.cols(), (1L << (int) Math.round(b.density() * cells)) - 1);
                RectangleImpl namedImpl = RectangleImpl.valueOf(named.toUpperCase().replace('-', '_'));
                if (ImplementationChooser.takes(namedImpl, board)) {
                    assertEquals(named, chooser.rect(board).id(), what);
                } else {
                    // Above 25 cells only the budgeted canonical_groups plays, whatever won.
                    assertEquals(RectangleImpl.canonical_groups, chooser.rect(board), what);
                }
            } else if (c instanceof Table t) {
                assertEquals(named, chooser.rectTable(t.rows(), t.cols()).id(), what);
            } else if (c instanceof Strip s) {
                assertEquals(named, chooser.triomino(s.n()).id(), what);
            } else if (c instanceof SetNimInputs in) {
                assertEquals(named, chooser.setNim(in.maxPile()).id(), what);
            } else {
                continue; // e.g. tables by thread count: not a choice the CLI makes
            }
            checked++;
        }
        assertTrue(checked >= 10, "only " + checked + " published workloads checked");
    }

    @Test
    void theJarHoldsTheVerdictsOfEveryPublishedRun() throws IOException {
        try (var runs = Files.list(RESULTS)) {
            for (Path run : runs.filter(p -> Files.isRegularFile(p.resolve("fastest.json"))).toList()) {
                String resource = PublishedVerdicts.RESOURCES + run.getFileName() + "/fastest.json";
                try (var in = getClass().getResourceAsStream(resource)) {
                    assertNotNull(in, resource);
                    assertEquals(Files.readString(run.resolve("fastest.json")),
                            new String(in.readAllBytes(), StandardCharsets.UTF_8));
                }
            }
        }
    }

    // ----- the choice, on hand-made verdicts -----

    static PublishedVerdicts verdicts(String json) throws IOException {
        return PublishedVerdicts.read("test-run", new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)));
    }

    static String workload(String benchmark, String param, String value, String... ranking) {
        StringBuilder rows = new StringBuilder();
        for (String r : ranking) {
            rows.append(rows.length() == 0 ? "" : ",").append("{\"impl\":\"").append(r)
                    .append("\",\"score\":1.0,\"verdict\":\"x\"}");
        }
        return "{\"case\":\"w\",\"benchmark\":\"org.grundybench.bench." + benchmark + "\",\"params\":{\""
                + param + "\":\"" + value + "\"},\"verdict\":\"fastest\",\"fastest\":null,\"tiedWith\":[],"
                + "\"results\":[" + rows + "]}";
    }

    @Test
    void aBoardGoesToTheNearestCellCountThenTheNearestDensity() throws IOException {
        ImplementationChooser c = new ImplementationChooser(verdicts("{\"run\":\"r\",\"verdicts\":["
                + workload("RectangleBoardBenchmark.grundy", "board", "4x4@0.3", "iterative_bitset", "components")
                + "," + workload("RectangleBoardBenchmark.grundy", "board", "4x4@0.5", "bit_parallel", "components")
                + "," + workload("RectangleBoardBenchmark.grundy", "board", "8x8@0.5", "components", "canonical_groups")
                + "], \"targets\": [{\"met\": true}]}"));
        assertEquals(RectangleImpl.iterative_bitset, c.rect(Board.of("1000", "0000", "0000", "0001")));
        assertEquals(RectangleImpl.bit_parallel, c.rect(Board.of("1111", "1111", "0000", "0000")));
        assertEquals(RectangleImpl.iterative_bitset, c.rect(Board.of("10", "00")), "fewer cells: 4x4 is nearest");
        assertEquals(RectangleImpl.bit_parallel, c.rect(Board.full(5, 5)), "25 cells, all ones: 4x4@0.5");
        assertEquals(RectangleImpl.canonical_groups, c.rect(Board.full(7, 7)),
                "above 25 cells only the solver with budgets, though components won 8x8");
    }

    @Test
    void anInputBeyondTheNamedImplementationsLimitGoesToTheNextThatTakesIt() throws IOException {
        ImplementationChooser c = new ImplementationChooser(verdicts("{\"workloads\":["
                + workload("RectangleBoardBenchmark.grundy", "board", "6x6@0.5", "iterative_bitset", "bit_parallel")
                + "," + workload("TriominoBenchmark.grundyUpTo", "n", "5000", "no-such-impl", "fastutil_memo", "iterative_bitset")
                + "," + workload("SetNimBenchmark.grundy", "input", "classic", "eclipse_memo", "iterative_bitset")
                + "]}"));
        // 25 cells: iterative_bitset takes them; 36 cells: only canonical_groups. An id this
        // build does not know (the triomino ranking's first) is skipped.
        assertEquals(RectangleImpl.iterative_bitset, c.rect(Board.full(5, 5)));
        assertEquals(RectangleImpl.canonical_groups, c.rect(Board.full(6, 6)));
        assertEquals(RectangleImpl.iterative_bitset, c.rect(Board.of("111", "000")));
        assertEquals(TriominoImpl.fastutil_memo, c.triomino(5000));
        assertEquals(TriominoImpl.iterative_bitset, c.triomino(50_000), "beyond the memo's 20,000");
        assertEquals(TriominoImpl.reduced_recurrence, c.triomino(150_000), "then the fixed preference");
        assertEquals(SetNimImpl.eclipse_memo, c.setNim(10_000));
        assertEquals(SetNimImpl.periodic, c.setNim(1_000_000_000_000L));
    }

    @Test
    void setNimAndTriominoMapOnALogScale() throws IOException {
        ImplementationChooser c = new ImplementationChooser(verdicts("{\"workloads\":["
                + workload("SetNimBenchmark.grundy", "input", "classic", "iterative_bitset")
                + "," + workload("SetNimBenchmark.grundy", "input", "s2-5-1e6", "eclipse_memo")
                + "," + workload("SetNimBenchmark.grundy", "input", "huge-1e18", "periodic")
                + "," + workload("TriominoBenchmark.grundyUpTo", "n", "100", "eclipse_memo")
                + "," + workload("TriominoBenchmark.grundyUpTo", "n", "5000", "iterative_bitset")
                + "]}"));
        assertEquals(SetNimImpl.iterative_bitset, c.setNim(7));
        assertEquals(SetNimImpl.iterative_bitset, c.setNim(99_000));
        assertEquals(SetNimImpl.eclipse_memo, c.setNim(101_000));
        assertEquals(SetNimImpl.periodic, c.setNim(1_000_000_000_000L));
        assertEquals(TriominoImpl.eclipse_memo, c.triomino(0));
        assertEquals(TriominoImpl.eclipse_memo, c.triomino(700));
        assertEquals(TriominoImpl.iterative_bitset, c.triomino(800));
    }

    @Test
    void aTableGoesToTheNearestShapeWithinTheTableLimit() throws IOException {
        ImplementationChooser c = new ImplementationChooser(verdicts("{\"workloads\":["
                + workload("RectangleTableBenchmark.table", "shape", "4x4", "components", "canonical_groups")
                + "," + workload("RectangleTableBenchmark.table", "shape", "5x5", "bit_parallel", "canonical_groups")
                + "]}"));
        assertEquals(RectangleImpl.components, c.rectTable(3, 3));
        assertEquals(RectangleImpl.bit_parallel, c.rectTable(5, 5));
        assertEquals(RectangleImpl.canonical_groups, c.rectTable(5, 6), "30 cells: only canonical_groups");
        assertEquals(RectangleImpl.canonical_groups, c.rectTable(8, 8), "none takes it: the largest limit");
    }

    @Test
    void aMalformedVerdictsFileIsAnErrorNotAGuess() {
        assertThrows(IOException.class, () -> verdicts("[1, 2]"));
        assertThrows(IOException.class, () -> verdicts("{\"workloads\":[{\"benchmark\":\"x\",\"results\":[]}]}"));
    }

    // ----- without a published run: the fixed preference -----

    @Test
    void withoutVerdictsRectangleRemovalUsesCanonicalGroupsForEveryBoard() {
        assertEquals(RectangleImpl.canonical_groups, fixed.rect(Board.of("0110", "0000", "0000", "0001")));
        assertEquals(RectangleImpl.canonical_groups, fixed.rect(Board.full(8, 8)));
        assertEquals(RectangleImpl.canonical_groups, fixed.rect(Board.full(1, 1)));
        assertEquals(RectangleImpl.canonical_groups, fixed.rectTable(4, 4));
        assertNull(fixed.verdicts().run());
    }

    @Test
    void withoutVerdictsTriominoPrefersReducedRecurrenceWithinItsLimit() {
        int limit = TriominoImpl.reduced_recurrence.create().maxN();
        assertEquals(TriominoImpl.reduced_recurrence, fixed.triomino(0));
        assertEquals(TriominoImpl.reduced_recurrence, fixed.triomino(800));
        assertEquals(TriominoImpl.reduced_recurrence, fixed.triomino(limit));
    }

    @Test
    void triominoBeyondEveryLimitNamesTheLargest() {
        int largest = Arrays.stream(TriominoImpl.values()).mapToInt(i -> i.create().maxN()).max().getAsInt();
        for (ImplementationChooser c : List.of(fixed, new ImplementationChooser())) {
            SolverLimitException e = assertThrows(SolverLimitException.class, () -> c.triomino(largest + 1L));
            assertTrue(e.getMessage().contains("the largest limit is N = " + largest), e.getMessage());
        }
    }

    @Test
    void withoutVerdictsSetNimUsesThePeriodicSolverForSmallAndHugePiles() {
        assertEquals(SetNimImpl.periodic, fixed.setNim(7));
        assertEquals(SetNimImpl.periodic, fixed.setNim(10_000));
        assertEquals(SetNimImpl.periodic, fixed.setNim(1_000_000_000_000_000_000L));
        assertEquals(SetNimImpl.periodic, fixed.setNim(Long.MAX_VALUE));
    }
}
