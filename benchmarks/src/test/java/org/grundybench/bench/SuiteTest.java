package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.grundybench.workloads.CaseGroup;
import org.grundybench.workloads.Catalogue;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.options.CommandLineOptions;

/** The suite end to end on one tiny case, and its command line. */
class SuiteTest {

    @BeforeAll
    static void ignoreTheJmhLock() {
        // JMH's lock file keeps two benchmark runs from sharing the machine; this run measures
        // nothing worth protecting, and other JMH runs on the machine must not fail the build.
        System.setProperty("jmh.ignoreLock", "true");
    }

    @Test
    void runsForksInRoundsAndWritesOneResultPerCombinationWithEveryFork(@TempDir Path dir) throws Exception {
        Path json = dir.resolve("jmh.json");
        int status = Suite.run(new String[] {"--seed", "17", "-f", "2", "-wi", "0", "-i", "1", "-r", "10ms",
                "-rf", "json", "-rff", json.toString(), "RectangleTableBenchmark\\.", "-p", "shape=_3x3",
                "-p", "impl=components,canonical_groups"});
        assertEquals(0, status);

        List<String> order = Files.readAllLines(dir.resolve(Suite.ORDER_FILE), StandardCharsets.UTF_8);
        assertEquals(Suite.ORDER_HEADER, order.get(0));
        assertEquals(5, order.size(), String.join("\n", order));
        List<String[]> rows = order.subList(1, 5).stream().map(l -> l.split("\t")).toList();
        assertEquals(List.of("1", "1", "2", "2"), rows.stream().map(r -> r[0]).toList());
        assertEquals(List.of("1", "2", "1", "2"), rows.stream().map(r -> r[1]).toList());
        for (String[] r : rows) {
            assertEquals(7, r.length);
            assertEquals("org.grundybench.bench.RectangleTableBenchmark.table", r[2]);
            assertTrue(Set.of("impl=components,shape=_3x3", "impl=canonical_groups,shape=_3x3").contains(r[3]), r[3]);
            assertTrue(r[4].compareTo(r[5]) <= 0 && r[4].endsWith("Z"), r[4] + " " + r[5]);
            assertEquals("ok", r[6]);
        }
        assertNotEquals(rows.get(0)[3], rows.get(1)[3], "a round runs each implementation once");
        assertNotEquals(rows.get(0)[3], rows.get(2)[3], "two implementations alternate between rounds");

        String text = Files.readString(json, StandardCharsets.UTF_8);
        assertEquals(2, text.split("\"benchmark\" :", -1).length - 1, "one result per combination");
        for (int i = 0; i < 2; i++) {
            List<List<Double>> forks = JsonText.numbers(JsonText.array(text, "rawData", i));
            assertEquals(2, forks.size(), "two forks in " + text);
            forks.forEach(f -> assertEquals(1, f.size()));
        }
        assertTrue(text.contains("\"forks\" : 2,"), text);
        assertTrue(text.indexOf("\"components\"") < text.indexOf("\"canonical_groups\""),
                "results in the order -p gives, whichever ran first: " + text);
    }

    @Test
    void badOptionsExitWithStatusTwo(@TempDir Path dir) {
        String rff = dir.resolve("x.json").toString();
        assertEquals(2, Suite.run(new String[] {"--seed", "soon", "-rff", rff}));
        assertEquals(2, Suite.run(new String[] {"--profile", "slow", "-rff", rff}));
        assertEquals(2, Suite.run(new String[] {"-rf", "yaml", "-rff", rff}));
        assertEquals(2, Suite.run(new String[] {"NoSuchBenchmarkAnywhere", "-rff", rff}));
        assertEquals(2, Suite.run(new String[] {"--seed"}));
    }

    /** The schedule reads a benchmark's implementation parameter from the catalogue; ScheduleTest's names are these. */
    @Test
    void theImplementationParameterIsTheCataloguesOrNone() {
        for (BenchmarkListEntry e : BenchmarkList.defaultList().getAll(null, List.of())) {
            CaseGroup g = Catalogue.group(e.getUsername()).orElseThrow();
            String impl = Suite.implParam(e.getUsername());
            Set<String> params = e.getParams().orElse(Map.of()).keySet();
            if (g.hasImplParam()) {
                assertTrue(params.contains(impl), e.getUsername() + " has no parameter " + impl);
            } else {
                assertNull(impl, e.getUsername());
            }
        }
        assertEquals("impl", Suite.implParam("org.grundybench.bench.RectangleTableBenchmark.table"));
        assertEquals("collectionImpl", Suite.implParam("org.grundybench.bench.RectangleBoardMedianBenchmark.grundy"));
        assertNull(Suite.implParam("org.grundybench.bench.RectangleTableThreadsBenchmark.table"));
    }

    @Test
    void combinationsComeFromTheCommandLineOrTheAnnotation() throws Exception {
        BenchmarkListEntry triomino = BenchmarkList.defaultList().getAll(null, List.of()).stream()
                .filter(e -> e.getUsername().endsWith(".TriominoBenchmark.grundyUpTo")).findFirst().orElseThrow();
        List<Combination> some = Suite.combinations(triomino,
                new CommandLineOptions("-p", "n=N100,N800", "-p", "impl=iterative_bitset"));
        assertEquals(Set.of("impl=iterative_bitset,n=N100", "impl=iterative_bitset,n=N800"),
                some.stream().map(Combination::paramsText).collect(Collectors.toSet()));
        assertEquals(triomino.getParams().get().values().stream().mapToInt(v -> v.length).reduce(1, (a, b) -> a * b),
                Suite.combinations(triomino, new CommandLineOptions()).size());
        assertTrue(some.stream().noneMatch(Combination::singleShot));
    }
}
