package org.grundybench.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.awt.GraphicsEnvironment;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReportTest {
    @TempDir
    static Path tmp;
    static Path results;
    static Path runA;
    static Report.Rendered rendered;

    @BeforeAll
    static void render() throws IOException {
        results = Fixtures.results(tmp);
        runA = results.resolve(Fixtures.RUN_A);
        rendered = Report.render(runA, true, results);
    }

    @Test
    void rendersHeadless() {
        assertTrue(GraphicsEnvironment.isHeadless());
    }

    @Test
    void writesEveryChartAsNonEmptyPngAndSvg() throws IOException {
        List<String> charts = List.of("scores-rectangle-table", "scores-triomino",
                "scores-set-nim", "scaling-rectangle-table", "scaling-triomino",
                "alloc-triomino");
        for (String c : charts) {
            Path png = runA.resolve(c + ".png");
            Path svg = runA.resolve(c + ".svg");
            assertTrue(Files.size(png) > 1000, png + " written");
            assertTrue(Files.size(svg) > 1000, svg + " written");
            byte[] magic = Arrays.copyOf(Files.readAllBytes(png), 4);
            assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G'}, magic);
            assertTrue(Files.readString(svg).contains("<svg"));
        }
        // Set-Nim's two inputs are no size series; the rectangle tables have no -prof gc numbers
        assertFalse(Files.exists(runA.resolve("scaling-set-nim.png")));
        assertFalse(Files.exists(runA.resolve("alloc-rectangle-table.png")));
        try (Stream<Path> s = Files.list(runA)) {
            assertEquals(charts.size() * 2, s.filter(p -> p.toString().endsWith(".png")
                    || p.toString().endsWith(".svg")).count());
        }
        assertEquals(charts.size() * 2 + 2, rendered.files().size());
    }

    @Test
    void fastestJsonHoldsTheVerdicts() throws IOException {
        JsonNode root = JmhResult.MAPPER.readTree(runA.resolve("fastest.json").toFile());
        assertEquals(Fixtures.RUN_A, root.path("run").asText());
        assertEquals("recursive_hashset", root.path("baseline").asText());
        Map<String, JsonNode> w = new HashMap<>();
        root.path("verdicts").forEach(n -> w.put(n.path("case").asText(), n));
        assertEquals(5, w.size());

        JsonNode clear = w.get("triomino n=100");
        assertEquals("fastest", clear.path("verdict").asText());
        assertEquals("reduced_recurrence", clear.path("fastest").asText());
        assertEquals("org.grundybench.bench.TriominoBenchmark.grundyUpTo",
                clear.path("benchmark").asText());
        assertEquals("100", clear.path("params").path("n").asText());
        JsonNode first = clear.path("results").get(0);
        assertEquals("reduced_recurrence", first.path("impl").asText());
        // fork-level: the ratio of the geometric means of the fork values
        assertEquals(214.28, first.path("speedup").asDouble(), 0.01);
        assertEquals(2, first.path("forks").asInt());
        assertEquals(2, first.path("forkValues").size());
        assertTrue(first.path("low").asDouble() < first.path("score").asDouble());
        assertTrue(first.path("high").asDouble() > first.path("score").asDouble());
        assertEquals("not checked", clear.path("answers").asText());
        assertEquals("new", clear.path("replication").asText());

        // Two forks whose means overlap: the 10% lead of one run's pooled iterations is no win here.
        assertEquals("tied", w.get("triomino n=800").path("verdict").asText());

        JsonNode tie = w.get("rectangle-table shape=3x3");
        assertEquals("tied", tie.path("verdict").asText());
        assertTrue(tie.path("fastest").isNull());
        assertEquals("components", tie.path("best").asText());
        assertEquals("canonical_groups", tie.path("tiedWith").get(0).asText());
        assertEquals("tied", w.get("rectangle-table shape=4x4").path("verdict").asText());

        JsonNode nan = w.get("set-nim input=classic");
        assertEquals("not enough data", nan.path("verdict").asText());
        assertTrue(nan.path("fastest").isNull());
        assertTrue(nan.path("results").get(0).path("error").isNull(), "one fork: no interval");
        assertEquals(1, nan.path("results").get(0).path("forks").asInt());
    }

    @Test
    void summaryHasTheRunFactsAndATablePerWorkload() throws IOException {
        String md = Files.readString(runA.resolve("summary.md"));
        for (String s : List.of("Example CPU @ 3.00GHz, 8 CPUs", "Debian GNU/Linux 12",
                "OpenJDK 64-Bit Server VM 17.0.15+6-Debian-1deb12u1 (JDK 17.0.15)",
                "0123456789abcdef0123456789abcdef01234567 (clean)", "| Forks | 2 (rectangle-table,"
                        + " triomino); 1 (set-nim) |",
                "| Harness JDK (runs JMH) | openjdk version \"17.0.15\" 2025-04-15 |",
                "**Answers not checked:**", "**Method.** The fork is the unit of evidence",
                "| Interleaving | not recorded",
                "5 \u00d7 1 s", "### triomino n=100", "Verdict: **fastest: reduced_recurrence**",
                "| Implementation | Score [95% interval] us/op | Forks | Fork values (slowest / fastest) |",
                "| reduced_recurrence | 14.0 [12.5, 15.7] | 2 | 14.1 / 13.9 | 214\u00d7 | 1000 | fastest | \u2013 |",
                "| iterative_bitset | 200 [170, 236] | 2 | 203 / 197 | 15.0\u00d7 | 8000 | 14.3\u00d7 slower than"
                        + " reduced_recurrence | < 0.0001 |",
                "| triomino n=100 | fastest: reduced_recurrence | 14.3\u00d7 | beats all 2 others: Holm-adjusted"
                        + " Welch p < 0.0001, by \u2265 14.3\u00d7 | not checked |",
                "Verdict: **components tied with canonical_groups**", "Verdict: **not enough data**",
                "| periodic | 380 [no interval: 1 fork] | 1 | 380 / 380 | 32.9\u00d7 | not enough data | \u2013 |",
                "No scaling chart for Set-Nim", "(scaling-triomino.svg)", "exponent")) {
            assertTrue(md.contains(s), "summary.md lacks: " + s + "\n" + md);
        }
    }

    @Test
    void indexesTheRunsAndNamesTheLatest() throws IOException {
        Report.render(results.resolve(Fixtures.RUN_B), true);
        assertEquals(Fixtures.RUN_B, Files.readString(results.resolve("latest")).trim());
        // run-b names the allocation metric as JMH before 1.37 did ("\u00b7gc.alloc.rate.norm")
        assertTrue(Files.size(results.resolve(Fixtures.RUN_B)
                .resolve("alloc-triomino.png")) > 1000);
        String index = Files.readString(results.resolve("README.md"));
        assertTrue(index.contains("| " + Fixtures.RUN_B + " (latest) |"), index);
        assertTrue(index.contains("[summary](" + Fixtures.RUN_A + "/summary.md)"), index);
        assertTrue(index.indexOf(Fixtures.RUN_B) < index.indexOf("| " + Fixtures.RUN_A), index);
        assertTrue(index.contains("1 fastest, 3 tied, 1 not enough data"), index);
    }

    @Test
    void aNewerRunOfAFewBenchmarksIsListedButDoesNotBecomeLatest() throws IOException {
        Path partial = results.resolve("2026-11-22-full");
        Fixtures.copy("run-b", partial);
        Path props = partial.resolve("run.properties");
        Files.writeString(props, Files.readString(props)
                .replace("args=-prof gc", "args=-jvm /opt/java RectangleBoard|Triomino -p n=100")
                .replace("started_utc=2026-11-21", "started_utc=2026-11-22"));
        assertEquals(Fixtures.RUN_B, Index.write(results));
        String index = Files.readString(results.resolve("README.md"));
        assertTrue(index.contains("| 2026-11-22-full | full | selection: `-jvm /opt/java RectangleBoard\\|Triomino"
                + " -p n=100` |"), index);
        assertTrue(index.contains("| " + Fixtures.RUN_B + " (latest) | full | whole suite |"), index);
        assertTrue(index.indexOf("2026-11-22-full") < index.indexOf("| " + Fixtures.RUN_B), "newest first");
    }

    @Test
    void wholeSuiteRunsNameNoBenchmarkAndNoParameter() {
        for (String args : List.of("", "-prof gc", "-jvm /usr/bin/java -f 3 -wi 2", "-h")) {
            assertTrue(Index.wholeSuite(info(args)), args);
        }
        for (String args : List.of("Triomino", "-jvm /usr/bin/java Triomino", "-p n=100", "-f 1 -e SetNim",
                "-prof gc RectangleTable")) {
            assertFalse(Index.wholeSuite(info(args)), args);
        }
    }

    @Test
    void factsShowTheHostCheckWhenTheRunRecordedOne() {
        java.util.Properties p = new java.util.Properties();
        assertFalse(Summary.facts(List.of(), new RunInfo(p)).stream()
                .anyMatch(row -> row[0].startsWith("Host check")));
        p.setProperty("host_check_before", "one=900 two=1700 scaling=1.90 (1.10-2.00) windows=6");
        p.setProperty("host_check_after", "one=800 two=900 scaling=1.12 (1.00-1.30) windows=6");
        String[] row = Summary.facts(List.of(), new RunInfo(p)).stream()
                .filter(r -> r[0].startsWith("Host check")).findFirst().orElseThrow();
        assertEquals("before: `one=900 two=1700 scaling=1.90 (1.10-2.00) windows=6`; after: "
                + "`one=800 two=900 scaling=1.12 (1.00-1.30) windows=6`", row[1]);
    }

    static RunInfo info(String args) {
        java.util.Properties p = new java.util.Properties();
        p.setProperty("args", args);
        return new RunInfo(p);
    }

    @Test
    void commandLineRendersAndCompares() throws IOException {
        Path other = tmp.resolve("cli");
        Fixtures.copy("run-b", other.resolve("after"));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8);
        assertEquals(0, Report.run(new String[] {other.resolve("after").toString(), "--no-index"},
                o, e));
        assertTrue(Files.size(other.resolve("after/summary.md")) > 0);
        assertFalse(Files.exists(other.resolve("README.md")), "--no-index leaves the parent alone");

        out.reset();
        Path md = other.resolve("compare.md");
        assertEquals(0, Report.run(new String[] {"compare", runA.toString(),
                other.resolve("after/jmh.json").toString(), "--out", md.toString()}, o, e));
        String text = out.toString(StandardCharsets.UTF_8);
        assertEquals(text, Files.readString(md));
        assertTrue(text.contains("| triomino n=100 | reduced_recurrence |"), text);
        assertEquals(2, Report.run(new String[] {"compare", runA.toString()}, o, e));
    }
}
