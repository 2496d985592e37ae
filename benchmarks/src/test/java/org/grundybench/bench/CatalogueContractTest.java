package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.grundybench.core.Implementation;
import org.grundybench.core.SolverLimitException;
import org.grundybench.core.Work;
import org.grundybench.report.Catalogue;
import org.grundybench.workloads.Case;
import org.grundybench.workloads.TableShape;
import org.grundybench.workloads.InputFile;
import org.grundybench.workloads.Workload;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.runner.options.CommandLineOptions;

/**
 * The catalogue is the one place that says which implementation runs which case: every
 * constant of a game's implementation enum reaches every benchmark combination its cases do not
 * leave it out of, through the launcher, the suite and catalogue.json, with no other edit; and
 * each workload has one case enum and one benchmark class whose parameters are the catalogue's.
 */
class CatalogueContractTest {
    private static final Catalogue FILE = CatalogueFile.current();

    @Test
    void everyImplementationReachesEveryCaseItIsNotLeftOutOf() throws Exception {
        Set<Combination> launcher = new HashSet<>(Combination.select(new CommandLineOptions(), List.of()));
        Set<Combination> suite = new HashSet<>();
        Schedule.rounds(Combination.select(new CommandLineOptions(), List.of()), c -> 1, 1, false).forEach(suite::addAll);
        int runs = 0;
        for (Workload w : Workload.values()) {
            Catalogue.Workload entry = entry(w);
            for (Enum<?> constant : w.implType().getEnumConstants()) {
                Implementation<?> impl = (Implementation<?>) constant;
                for (Case c : w.cases()) {
                    Catalogue.Case ce = entry.cases().stream().filter(x -> x.label().equals(c.name()))
                            .findFirst().orElseThrow();
                    Combination comb = new Combination(w, c, impl);
                    boolean leftOut = w.leftOut(c, impl) != null;
                    assertEquals(!leftOut, launcher.contains(comb), "launcher: " + comb);
                    assertEquals(!leftOut, suite.contains(comb), "suite: " + comb);
                    assertEquals(!leftOut, ce.runs().contains(impl.id()), "catalogue.json: " + comb);
                    assertEquals(leftOut ? List.of(new Catalogue.LeftOut(impl.id(), w.leftOut(c, impl))) : List.of(),
                            ce.leftOut().stream().filter(l -> l.implementation().equals(impl.id())).toList(),
                            "catalogue.json's left-out reason: " + comb);
                    runs += leftOut ? 0 : 1;
                }
            }
        }
        assertEquals(runs, launcher.size());
        assertEquals(runs, suite.size());
    }

    /**
     * A reason derived from what an implementation declares holds: the benchmark's own operation
     * refuses the case at once, by the solver's limit or for want of a factory by thread count.
     */
    @Test
    void anImplementationLeftOutByWhatItDeclaresRefusesTheCase() {
        int refused = 0;
        for (Workload w : Workload.values()) {
            for (Case c : w.cases()) {
                for (Implementation<?> impl : w.implementations()) {
                    boolean noThreads = c.threads() > 0 && !impl.threaded();
                    if (noThreads || c.beyondLimits(impl) != null) {
                        Combination comb = new Combination(w, c, impl);
                        Class<? extends RuntimeException> expected = noThreads
                                ? UnsupportedOperationException.class : SolverLimitException.class;
                        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> assertThrows(expected,
                                () -> comb.operation().answer(comb.solver(), c.items().get(c.items().size() - 1)), comb.toString()));
                        refused++;
                    }
                }
            }
        }
        assertTrue(refused > 0);
    }

    @Test
    void eachWorkloadHasACaseEnumAndOneBenchmarkClassWithTheCataloguesParameters() throws Exception {
        Map<Class<?>, String> caseParams = new HashMap<>();
        Set<String> classes = new HashSet<>();
        for (Workload w : Stream.concat(Workload.values().stream(), Workload.inputs().stream()).toList()) {
            boolean file = Workload.inputs().contains(w);
            // Workloads that time the same cases share their enum, and -p selects them by the same name in each.
            assertTrue(file || caseParams.computeIfAbsent(w.caseType(), t -> w.caseParam()).equals(w.caseParam()),
                    w + " shares its case enum under another parameter name");
            assertTrue(file || Case.class.isAssignableFrom(w.caseType()), w.caseType() + " is a Case");
            Class<?> bench = Class.forName(w.benchmarkClass());
            assertTrue(classes.add(bench.getSimpleName()));
            Map<String, Class<?>> params = new TreeMap<>();
            for (Field f : bench.getFields()) {
                Param p = f.getAnnotation(Param.class);
                if (p != null) {
                    // A file has no constants: JMH asks for a default, the repository's sample of the game.
                    List<String> values = file && f.getName().equals(InputFile.PARAM)
                            ? List.of("samples/" + InputFile.Game.of(w) + ".txt") : List.of(Param.BLANK_ARGS);
                    assertEquals(values, List.of(p.value()), bench.getSimpleName() + "." + f.getName()
                            + " lists its values by hand; an empty @Param takes every constant");
                    params.put(f.getName(), f.getType());
                }
            }
            assertEquals(new TreeMap<>(Map.of(Workload.IMPL_PARAM, w.implType(), w.caseParam(), file ? String.class : w.caseType())),
                    params, bench.getSimpleName());
            String method = w.benchmark().substring(w.benchmark().lastIndexOf('.') + 1);
            List<String> benchmarks = Arrays.stream(bench.getMethods()).filter(m -> m.isAnnotationPresent(Benchmark.class))
                    .map(Method::getName).toList();
            assertEquals(List.of(method), benchmarks, bench.getSimpleName());
        }
        assertEquals(benchmarkClassesCompiled(), classes, "every benchmark class is a workload's");
    }

    /**
     * A single-shot benchmark's shot i takes item i mod items, so its annotated iterations (what JMH runs where it runs the
     * class by itself, its own Main or an IDE; the suite and the jar's launcher give a ONE_PASS case one pass a fork) give
     * every item of every case the same number of shots only where the count is a multiple of each case's items.
     */
    @Test
    void everySingleShotBenchmarksIterationsArePassesOverEachCase() throws ClassNotFoundException {
        int checked = 0;
        for (Workload w : Workload.values()) {
            Class<?> bench = Class.forName(w.benchmarkClass());
            if (bench.getAnnotation(BenchmarkMode.class).value()[0] != Mode.SingleShotTime) {
                continue;
            }
            int iterations = bench.getAnnotation(Measurement.class).iterations();
            for (Case c : w.cases()) {
                assertEquals(0, iterations % c.items().size(), w.id() + " " + c.name() + ": " + iterations
                        + " shots over " + c.items().size() + " items");
                checked++;
            }
        }
        assertTrue(checked >= 4, "the single-shot collections were found: " + checked);
    }

    /** The spellings the report and the docs rely on (docs/benchmarks.md, the run-folder interface). */
    @Test
    void theWorkloadsAndLabelsAreTheAgreedOnes() {
        Map<String, String> expected = new TreeMap<>();
        expected.put("rectangle-table", "RectangleTableBenchmark.table shape _3x3 _4x4 _4x5 _5x5 _5x6");
        expected.put("rectangle-table-threads", "RectangleTableThreadsBenchmark.table table _5x5_1t _5x5_2t _5x5_all");
        expected.put("rectangle-board", "RectangleBoardBenchmark.grundy board _4x4_30 _4x4_50 _6x6_30 _6x6_50 _8x8_30 _8x8_50 _8x8_60");
        expected.put("rectangle-board-median", "RectangleBoardMedianBenchmark.grundy collection _8x8_50 _8x8_60");
        expected.put("rectangle-board-threads", "RectangleBoardThreadsBenchmark.grundy boards _8x8_60_1t _8x8_60_2t _8x8_60_all");
        expected.put("rectangle-board-wins-median", "RectangleBoardWinsMedianBenchmark.firstPlayerWins collection _8x8_50 _8x8_60 _8x8_70 pairs_8x8");
        expected.put("rectangle-board-wins", "RectangleBoardWinsBenchmark.firstPlayerWins board _4x4_30 _4x4_50 _6x6_30 _6x6_50"
                + " _8x8_30 _8x8_50 _8x8_60");
        expected.put("triomino", "TriominoBenchmark.grundyUpTo n n100 n800 n5000 n100000");
        expected.put("triomino-threads", "TriominoThreadsBenchmark.grundyUpTo strip n100000_1t n100000_2t n100000_all");
        expected.put("set-nim", "SetNimBenchmark.grundy input classic s2_5_1e6 long_period");
        expected.put("set-nim-per-input", "SetNimPerInputBenchmark.grundy input huge_1e18");
        Map<String, String> actual = new TreeMap<>();
        for (Catalogue.Workload w : FILE.workloads()) {
            actual.put(w.id(), w.benchmark().replace(Workload.BENCHMARK_PACKAGE + ".", "") + " " + w.caseParam() + " "
                    + w.cases().stream().map(Catalogue.Case::label).collect(Collectors.joining(" ")));
        }
        assertEquals(expected, actual);
    }

    @Test
    void catalogueJsonRoundTripsAndHasTheAgreedFields(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("catalogue.json");
        CatalogueFile.write(file, List.of(), false);
        assertEquals(FILE, new ObjectMapper().readValue(file.toFile(), Catalogue.class));
        JsonNode root = new ObjectMapper().readTree(file.toFile());
        JsonNode table = root.get("workloads").get(0);
        assertEquals(List.of("id", "title", "benchmark", "caseParam", "implParam", "sizeTitle", "implementations",
                "cases"), names(table));
        JsonNode huge = table.get("cases").get(4);
        assertEquals(List.of("label", "size", "items", "runs", "leftOut", "defaultImplementation"), names(huge));
        assertEquals("_5x6", huge.get("label").asText());
        assertEquals(Math.pow(2, 30), huge.get("size").asDouble());
        // Who runs 5x6 follows from the implementations' declared limits: today canonical_groups alone.
        assertEquals(new ObjectMapper().valueToTree(Workload.RECTANGLE_TABLE.runs(TableShape._5x6).stream().map(Implementation::id)
                .toList()), huge.get("runs"));
        assertTrue(huge.get("runs").toString().contains("\"canonical_groups\""), huge.get("runs").toString());
        JsonNode components = null;
        for (JsonNode l : huge.get("leftOut")) {
            components = l.get("implementation").asText().equals("components") ? l : components;
        }
        assertTrue(components.get("reason").asText().contains("refuses table cells above 25"), huge.toString());
        assertEquals("canonical_groups", huge.get("defaultImplementation").asText());
        assertTrue(root.get("workloads").get(1).get("sizeTitle").isNull(), "no scaling chart by thread count");
        JsonNode median = root.get("workloads").get(3).get("cases").get(0);
        assertEquals(105, median.get("items").asInt());
    }

    private static List<String> names(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static Catalogue.Workload entry(Workload w) {
        return FILE.workloads().stream().filter(e -> e.id().equals(w.id())).findFirst().orElseThrow();
    }

    /** The simple names of the compiled classes of this package that hold a @Benchmark method. */
    private static Set<String> benchmarkClassesCompiled() throws Exception {
        URL one = RectangleTableBenchmark.class.getResource("RectangleTableBenchmark.class");
        assertFalse(one == null, "the benchmark classes are a directory in the build");
        Set<String> names = new HashSet<>();
        try (var files = Files.list(Path.of(one.toURI()).getParent())) {
            for (File f : files.map(Path::toFile).toList()) {
                String n = f.getName();
                if (n.endsWith(".class") && !n.contains("$")) {
                    Class<?> c = Class.forName(Workload.BENCHMARK_PACKAGE + "." + n.substring(0, n.length() - 6));
                    if (Arrays.stream(c.getMethods()).anyMatch(m -> m.isAnnotationPresent(Benchmark.class))) {
                        names.add(c.getSimpleName());
                    }
                }
            }
        }
        return names;
    }
}
