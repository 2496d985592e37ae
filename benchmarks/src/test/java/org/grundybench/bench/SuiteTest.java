package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The suite end to end on one tiny case (the one test that forks JVMs), and its command line. */
class SuiteTest {

    @BeforeAll
    static void ignoreTheJmhLock() {
        // JMH's lock file keeps two benchmark runs from sharing the machine; this run measures
        // nothing worth protecting, and other JMH runs on the machine must not fail the build.
        System.setProperty("jmh.ignoreLock", "true");
    }

    @Test
    void runsForksInRoundsAndWritesTheRunFolder(@TempDir Path dir) throws Exception {
        int status = Suite.run(new String[] {"--out", dir.toString(), "--seed", "17", "-f", "2", "-wi", "0", "-i", "1",
            "-r", "10ms", "RectangleTableBenchmark\\.", "-p", "shape=_3x3", "-p", "impl=components,canonical_groups"});
        assertEquals(0, status);

        assertEquals(CatalogueFile.current(), new ObjectMapper().readValue(dir.resolve("catalogue.json").toFile(), CatalogueFile.class));

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

        for (String round : List.of("round-01.json", "round-02.json")) {
            JsonNode results = new ObjectMapper().readTree(dir.resolve("jmh").resolve(round).toFile());
            assertEquals(2, results.size(), round + ": one result per combination of the round");
            for (JsonNode r : results) {
                assertEquals("_3x3", r.get("params").get("shape").asText());
                assertEquals(1, r.get("primaryMetric").get("rawData").size(), "one fork");
                JsonNode checksum = r.get("secondaryMetrics").get("checksum").get("rawData").get(0).get(0);
                assertEquals(Checksum.of(org.grundybench.reference.RectangleReference.table(3, 3)), checksum.asLong());
            }
        }
        try (var files = Files.list(dir.resolve("jmh"))) {
            assertEquals(2, files.count(), "no temporary file left behind");
        }
    }

    @Test
    void badOptionsExitWithStatusTwo(@TempDir Path dir) {
        String out = dir.toString();
        assertEquals(2, Suite.run(new String[] {"--out", out, "--seed", "soon"}));
        assertEquals(2, Suite.run(new String[] {"--out", out, "--profile", "slow"}));
        assertEquals(2, Suite.run(new String[] {"--out", out, "-rf", "json"}));
        assertEquals(2, Suite.run(new String[] {"--out", out, "NoSuchBenchmarkAnywhere"}));
        assertEquals(2, Suite.run(new String[] {"--out", out, "-p", "n=N100"}));
        assertEquals(2, Suite.run(new String[] {"RectangleTableBenchmark"}), "no --out");
        assertEquals(2, Suite.run(new String[] {"--seed"}));
    }
}
