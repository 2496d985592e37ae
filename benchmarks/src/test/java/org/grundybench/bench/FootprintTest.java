package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.grundybench.core.Implementation;
import org.grundybench.core.Work;
import org.grundybench.report.Run;
import org.grundybench.workloads.BoardCase;
import org.grundybench.workloads.BoardCollection;
import org.grundybench.workloads.Case;
import org.grundybench.workloads.PerInputCollection;
import org.grundybench.workloads.SetNimCollection;
import org.grundybench.workloads.StripLength;
import org.grundybench.workloads.TableShape;
import org.grundybench.workloads.ThreadedBoards;
import org.grundybench.workloads.ThreadedStrip;
import org.grundybench.workloads.ThreadedTable;
import org.grundybench.workloads.WinsCollection;
import org.grundybench.workloads.Workload;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;

/**
 * Footprint's operations on small cases of every workload, for every implementation that runs
 * them (the thread-count workloads, whose cases are all large, on their first item): each entry
 * is named as its JMH results are, retains something, counts work, and counts the same twice
 * where one thread does the work. Runs in its own surefire execution, with counting on.
 */
class FootprintTest {
    @BeforeAll
    static void countingIsOn() {
        assertTrue(Work.COUNTING, "run with -D" + Work.PROPERTY + "=true, as benchmarks/pom.xml's footprint execution does");
        System.setProperty("jmh.ignoreLock", "true"); // see SuiteTest
    }

    static Stream<Arguments> small() {
        return Stream.of(Small.of(TableShape._3x3, ThreadedTable._5x5_1t, BoardCase._4x4_30, BoardCollection._8x8_50,
                ThreadedBoards._8x8_60_2t, StripLength.n100, ThreadedStrip.n100000_2t, SetNimCollection.classic,
                PerInputCollection.huge_1e18, WinsCollection.pairs_8x8)).flatMap(s -> s);
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("small")
    void everyEntryIsNamedAsJmhNamesItAndCountsWork(Implementation<?> impl, Case c) throws Exception {
        Workload w = Small.workload(c);
        Combination comb = new Combination(w, c, impl);
        List<Supplier<Footprint.Done>> ops = Footprint.operations(comb);
        assertEquals(c.items().size(), ops.size(), "one operation per item of the case");
        boolean large = c.threads() > 0;
        List<Supplier<Footprint.Done>> some = large || c instanceof BoardCollection || c instanceof WinsCollection ? ops.subList(0, 1) : ops;
        int[] calls = {0};
        Run.Footprint.Entry e = Footprint.entry(comb, some.stream().<java.util.function.Supplier<Footprint.Done>>map(op -> () -> {
            calls[0]++;
            return op.get();
        }).toList());
        boolean varies = impl.threaded() && c.threads() != 1;
        assertEquals(some.size() * (varies ? 2 : 1), calls[0], "measured once, twice where the counts can vary");

        assertEquals(w.benchmark(), e.benchmark());
        assertEquals(Map.of(w.caseParam(), c.name(), Workload.IMPL_PARAM, impl.id()), e.params());
        Class<?> bench = Class.forName(w.benchmarkClass());
        for (String param : e.params().keySet()) {
            assertNotNull(bench.getField(param).getAnnotation(Param.class), param + " is a JMH parameter of " + bench);
        }
        String method = w.benchmark().substring(w.benchmarkClass().length() + 1);
        assertTrue(Arrays.stream(bench.getMethods()).filter(m -> m.isAnnotationPresent(Benchmark.class))
                .map(Method::getName).anyMatch(method::equals), method);

        assertEquals(some.size(), e.operations());
        assertTrue(e.retainedBytes() > 0, "retained " + e.retainedBytes());
        assertTrue(e.work().positions() > 0, "positions " + e.work());
        boolean oneThread = !impl.threaded() || c.threads() == 1;
        if (oneThread) {
            assertNull(e.workMin(), "one thread counts the same work twice: " + e.work() + " then " + e.workMin());
            assertNull(e.workMax());
        } else if (e.workMin() != null) {
            assertTrue(e.workMin().positions() <= e.work().positions() && e.work().positions() <= e.workMax().positions(),
                    e.workMin() + " " + e.work() + " " + e.workMax());
        }
    }

    /** The file of a real run's folder: an entry per combination with a result, joined to it by benchmark and params. */
    @Test
    void theFileJoinsTheRunsResults(@TempDir Path dir) throws Exception {
        assertEquals(0, Suite.run(new String[] {"--out", dir.toString(), "--profile", "quick", "--seed", "3", "-f", "1",
            "-wi", "0", "-i", "1", "-r", "10ms", "RectangleTableBenchmark\\.", "-p", "shape=_3x3", "-p",
            "impl=components,bit_parallel"}));
        assertEquals(0, Footprint.run(new String[] {dir.toString()}));
        ObjectMapper json = new ObjectMapper();
        JsonNode entries = json.readTree(dir.resolve(Footprint.NAME).toFile()).get("entries");
        Map<JsonNode, JsonNode> results = new HashMap<>();
        for (JsonNode r : json.readTree(dir.resolve("jmh").resolve("round-01.json").toFile())) {
            results.put(json.createArrayNode().add(r.get("benchmark")).add(r.get("params")), r);
            assertTrue(r.get("secondaryMetrics").get("gc.alloc.rate.norm").get("score").asDouble() > 0,
                    "the quick profile's GC profiler measured allocation: " + r.get("secondaryMetrics"));
        }
        assertEquals(2, entries.size());
        for (JsonNode e : entries) {
            assertNotNull(results.get(json.createArrayNode().add(e.get("benchmark")).add(e.get("params"))), e.toString());
            assertTrue(e.get("workMin").isNull() && e.get("workMax").isNull(), "one thread, the same counts twice: " + e);
        }
        assertEquals(2, Footprint.run(new String[] {dir.resolve("missing").toString()}), "no order.tsv");
        assertEquals(2, Footprint.run(new String[0]));
        Path failed = Files.createDirectories(dir.resolve("failed"));
        Files.write(failed.resolve(Suite.ORDER_FILE), Files.readAllLines(dir.resolve(Suite.ORDER_FILE)).stream()
                .map(l -> l.endsWith("\tok") ? l.substring(0, l.length() - 2) + "failed" : l).toList());
        assertEquals(1, Footprint.run(new String[] {failed.toString()}), "no combination ran ok: nothing to measure");
        assertFalse(Files.exists(failed.resolve(Footprint.NAME)), "no empty footprint.json");
    }
}
