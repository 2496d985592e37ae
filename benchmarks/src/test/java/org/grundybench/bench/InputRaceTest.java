package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.grundybench.reference.RectangleReference;
import org.grundybench.reference.SetNimReference;
import org.grundybench.reference.TriominoReference;
import org.grundybench.rect.Board;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.report.Catalogue;
import org.grundybench.setnim.SetNimImpl;
import org.grundybench.setnim.SetNimReader;
import org.grundybench.triomino.LengthReader;
import org.grundybench.triomino.TriominoImpl;
import org.grundybench.workloads.Case;
import org.grundybench.workloads.InputFile;
import org.grundybench.workloads.Workload;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The race on a file of the user's: the bodies of the three input benchmarks on the repository's samples for every
 * implementation, against the references; the suite end to end on the rectangle sample; the check's stop and its refusal.
 */
class InputRaceTest {
    private static final String RECT = "../samples/rect.txt";
    private static final String TRIOMINO = "../samples/triomino.txt";
    private static final String SETNIM = "../samples/setnim.txt";

    @BeforeAll
    static void ignoreTheJmhLock() {
        System.setProperty("jmh.ignoreLock", "true");
    }

    @Test
    void everyBodyAnswersItsSampleAsTheReferencesDo() {
        InputFile rect = InputFile.read(InputFile.Game.rect, RECT);
        int[] wins = rect.items().stream().mapToInt(b -> RectangleReference.grundy((Board) b) != 0 ? 1 : 0).toArray();
        for (RectangleImpl impl : RectangleImpl.values()) {
            RectangleInputBenchmark bench = new RectangleInputBenchmark();
            bench.impl = impl;
            bench.file = RECT;
            bench.setup();
            Checksum checksum = new Checksum();
            assertArrayEquals(wins, bench.firstPlayerWins(checksum), impl.id());
            assertEquals(Checksum.of(wins), checksum.checksum);
        }
        // The reference searches cell by cell: up to N = 12; the longer strips, every implementation alike.
        int[] ns = ((LengthReader.Lengths) InputFile.read(InputFile.Game.triomino, TRIOMINO).items().get(0)).ns();
        int[] first = null;
        for (TriominoImpl impl : TriominoImpl.values()) {
            TriominoInputBenchmark bench = new TriominoInputBenchmark();
            bench.impl = impl;
            bench.file = TRIOMINO;
            bench.setup();
            int[] values = bench.grundy(new Checksum());
            for (int i = 0; i < ns.length; i++) {
                if (ns[i] <= TriominoBenchmarkTest.REFERENCE_MAX_N) {
                    assertEquals(TriominoReference.grundy(ns[i]), values[i], impl.id() + " N = " + ns[i]);
                }
            }
            first = first == null ? values : first;
            assertArrayEquals(first, values, impl.id());
        }
        int[] piles = InputFile.read(InputFile.Game.setnim, SETNIM).items().stream().map(SetNimReader.Input.class::cast)
                .flatMapToInt(in -> Arrays.stream(SetNimReference.valuesOfAnyPiles(in.sizes(), in.piles(), 1 << 21))).toArray();
        for (SetNimImpl impl : SetNimImpl.values()) {
            SetNimInputBenchmark bench = new SetNimInputBenchmark();
            bench.impl = impl;
            bench.file = SETNIM;
            bench.setup();
            assertArrayEquals(piles, bench.grundy(new Checksum()), impl.id());
        }
    }

    @Test
    void theSuiteRacesTheImplementationsOnAFileAndWritesAnOrdinaryRunFolder(@TempDir Path dir) throws Exception {
        int status = Suite.run(new String[] {"--out", dir.toString(), "--seed", "3", "-f", "1", "-wi", "0", "-i", "1", "-r",
            "10ms", "--input", "rect", RECT, "-p", "impl=outcome_search,iterative_bitset"});
        assertEquals(0, status);
        Catalogue catalogue = new ObjectMapper().readValue(dir.resolve(CatalogueFile.NAME).toFile(), Catalogue.class);
        assertEquals(List.of(Workload.RECTANGLE_INPUT.id()), catalogue.workloads().stream().map(Catalogue.Workload::id).toList());
        assertEquals(List.of(RECT), catalogue.workloads().get(0).cases().stream().map(Catalogue.Case::label).toList());
        List<String> check = Files.readAllLines(dir.resolve(InputCheck.FILE));
        assertEquals(1 + 2 * 12, check.size(), "a row per implementation and board");
        assertTrue(check.get(1).matches("outcome_search\tboard 1 \\(line 1\\)\t[0-9.]+\tfalse"), "the default first: "
                + check.get(1));
        assertTrue(check.get(13).matches("iterative_bitset\tboard 1 \\(line 1\\)\t[0-9.]+\tfalse"), check.get(13));
        JsonNode results = new ObjectMapper().readTree(dir.resolve("jmh").resolve("round-01.json").toFile());
        assertEquals(2, results.size());
        int[] wins = InputFile.read(InputFile.Game.rect, RECT).items().stream()
                .mapToInt(b -> RectangleReference.grundy((Board) b) != 0 ? 1 : 0).toArray();
        for (JsonNode r : results) {
            assertEquals(RECT, r.get("params").get(InputFile.PARAM).asText());
            assertEquals(Checksum.of(wins), r.get("secondaryMetrics").get("checksum").get("rawData").get(0).get(0).asLong());
        }
    }

    @Test
    void anImplementationOverThePerItemBudgetIsStoppedAndLeftOutWithItsItem(@TempDir Path dir) throws Exception {
        // recursive_hashset takes far longer on this board of 27 ones than the budget of 0 ms allows.
        Path file = Files.writeString(dir.resolve("hard.txt"), "111011\n110111\n011110\n101101\n111011\n011110\n");
        List<Combination> selected = Combination.inputs(Workload.RECTANGLE_INPUT, List.of(file.toString())).stream()
                .filter(c -> c.impl() == RectangleImpl.recursive_hashset).toList();
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        assertEquals(List.of(), InputCheck.check(selected, 0, new PrintStream(said, true, StandardCharsets.UTF_8), dir));
        assertEquals("# check: recursive_hashset stopped on board 1 (line 1), past 0 ms on one item, the per-item budget;"
                + " left out\n",
                said.toString(StandardCharsets.UTF_8));
        assertEquals(List.of("implementation\titem\tmillis\tanswer"), Files.readAllLines(dir.resolve(InputCheck.FILE)));
        InputFile stopped = ((InputFile) selected.get(0).c()).withStopped(List.of(new Case.LeftOut("why",
                RectangleImpl.recursive_hashset)));
        assertEquals("why", stopped.leftOut(RectangleImpl.recursive_hashset));
    }

    @Test
    void answersThatDisagreeRefuseTheRace() {
        InputFile file = InputFile.read(InputFile.Game.rect, RECT);
        List<String> right = IntStream.range(0, 12).mapToObj(i -> "true").toList();
        List<String> wrong = IntStream.range(0, 12).mapToObj(i -> i == 4 ? "false" : "true").toList();
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> InputCheck.agree(file,
                new java.util.LinkedHashMap<>(Map.of("components", right)) {{ put("outcome_search", wrong); }}));
        assertEquals("the implementations disagree on board 5 (line 19) of " + RECT + ": components answers true,"
                + " outcome_search answers false; nothing is raced (please report it)", e.getMessage());
    }

    @Test
    void aFileThatCannotBeParsedIsRefusedBeforeAnythingRuns(@TempDir Path dir) throws Exception {
        Path bad = Files.writeString(dir.resolve("bad.txt"), "1\n1\n1\n5\n\n2\n1 1\n");
        Path out = dir.resolve("run");
        PrintStream err = System.err;
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        System.setErr(new PrintStream(said, true, StandardCharsets.UTF_8));
        int status;
        try {
            status = Suite.run(new String[] {"--out", out.toString(), "--input", "setnim", bad.toString()});
        } finally {
            System.setErr(err);
        }
        assertEquals(2, status);
        assertEquals("setnim input " + bad + ": input 2 (line 6): line 7, number 3: move size s_2 = 1 repeats s_1; the move"
                + " sizes must be distinct\n", said.toString(StandardCharsets.UTF_8));
        assertFalse(Files.exists(out), "no run folder");

        Path beyond = Files.writeString(dir.resolve("long.txt"), "5 300000\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Combination.inputs(
                Workload.TRIOMINO_INPUT, List.of(beyond.toString())));
        assertEquals("no implementation admits every item of " + beyond + "; the default one, reduced_recurrence, refuses N"
                + " above 200,000 (TriominoSolver.maxN, SolverLimitException); this case needs 300,000: N = 300000 (line 1,"
                + " number 2) of " + beyond, e.getMessage());
    }
}
