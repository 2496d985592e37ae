package org.grundybench.report;

import static org.grundybench.report.Fixture.timed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Rendering a run folder with its baseline: summary.md, fastest.json and the index. */
class ReportTest {
    static final String BASE = "2026-11-20-full";
    static final String RUN = "2026-11-21-full";
    static final String FACTS = "profile=full\ncpu_model=Example CPU @ 3.00GHz\ncpus=8\nos=Debian GNU/Linux 12\n"
            + "java=openjdk version \"17.0.15\" 2025-04-15\nfork_jvm_version=openjdk version \"17.0.15\" 2025-04-15\n"
            + "git_commit=0123456789abcdef0123456789abcdef01234567\ngit_dirty=false\n";
    @TempDir
    static Path tmp;
    static Path results;
    static Path run;
    static String md;
    static JsonNode fastest;

    @BeforeAll
    static void render() throws IOException {
        results = publish(tmp);
        run = results.resolve(RUN);
        md = Files.readString(run.resolve("summary.md"));
        fastest = Run.JSON.readTree(run.resolve("fastest.json").toFile());
    }

    /** A results folder in {@code tmp} with a run and its baseline, the run rendered (and so indexed). */
    static Path publish(Path tmp) throws IOException {
        Path results = tmp.resolve("results");
        Fixture.write(results.resolve(BASE), FACTS + "started_utc=2026-11-20T10:00:00Z\n", List.of(
                VerdictsTest.result("iterative_bitset", 7, 0.01, 1.0, 1.01, 0.99),
                VerdictsTest.result("reduced_recurrence", 7, 0.01, 2.0, 2.02, 1.98),
                timed("rectangle-table", "_5x6", "canonical_groups", "s/op", 19.3, 19.4, 19.2),
                timed("rectangle-table", "_5x5", "canonical_groups", "ms/op", 700, 710, 690)));
        Path run = Fixture.write(results.resolve(RUN), FACTS + "started_utc=2026-11-21T10:00:00Z\nbaseline=" + BASE + "\n"
                + "host_check_before=one=900 two=1700\nhost_check_after=one=800 two=900\n", List.of(
                VerdictsTest.result("recursive_hashset", 7, 0.01, 30, 30.3, 29.7),
                VerdictsTest.result("iterative_bitset", 7, 0.01, 1.0, 1.01, 0.99),
                VerdictsTest.result("reduced_recurrence", 7, 0.01, 0.014, 0.0141, 0.0139),
                timed("rectangle-table", "_4x4", "canonical_groups", "ms/op", 1.2),
                timed("rectangle-table", "_4x4", "components", "ms/op", 3.0, 3.1)));
        Report.render(run, true, results);
        return results;
    }

    @Test
    void summaryHasTheRunFactsTheVerdictsAndATablePerCase() {
        for (String s : List.of("# Benchmark run " + RUN, "| CPU | Example CPU @ 3.00GHz, 8 CPUs", "Debian GNU/Linux 12",
                "OpenJDK 64-Bit Server VM 17.0.15+6 (JDK 17.0.15)", "0123456789abcdef0123456789abcdef01234567 (clean)",
                "| Forks | 1 to 3 |", "## Verdicts\n\n**2 cases** ([the words](../../docs/results.md#what-the-verdicts-say)): 1 fastest, 0 tied, 0 undecided,"
                        + " 0 single, 1 not enough data.\n\n"
                        + "**Not enough data:** rectangle-table shape=_4x4.",
                "| Host check (M byte marks/s, one thread and two; two / one) | before: `one=900 two=1700`; after: `one=800 two=900` |",
                "[the method](../../docs/results.md#how-a-result-is-judged)",
                "**The test:** the leader against each rival, a paired t-test on the logs of their fork values, paired by round, that"
                        + " the leader is more than 1.05\u00d7 as fast (p doubled, as a two-sided test's), each pair's variance"
                        + " moderated by the noise of the races of the same inputs in this run up to the case's last round (pair log sd lent: none); the rivals' p-values"
                        + " Holm-adjusted together at the level 0.05 / 1 look = 0.0500;",
                "| triomino n=n100 | fastest: reduced_recurrence | 71.4\u00d7 [70.9, 71.9] | \u2013 | same |",
                "**Against the baseline " + BASE + ":** Cases in both runs: 1; with a fastest in both (a race, not an only entry):"
                        + " 1, the same one in 0 (0%); 1 verdict(s) differ.",
                "| triomino n=n100 | fastest: iterative_bitset | fastest: reduced_recurrence | **a different fastest** |",
                "| same | agrees (reduced_recurrence) |",
                "| rectangle-table shape=_4x4 | not enough data | 2.50\u00d7 | \u2013 | not checked | \u2013 |",
                "### triomino n=n100", "Verdict: **fastest: reduced_recurrence** (same answers)",
                "| Implementation | Score [95% interval] us/op | Forks | Speed-up over recursive_hashset | Slower than the leader (paired)",
                "| reduced_recurrence | 14.0 [13.8, 14.3] | 3 | 2143\u00d7 | \u2013 | fastest | \u2013 |",
                "| iterative_bitset | 1000 [975, 1025] | 3 | 30.0\u00d7 | 71.4\u00d7 [70.9, 71.9] | slower than reduced_recurrence | < 0.0001 |",
                "| canonical_groups | 1.20 [no interval: 1 fork] | 1 | n/a | \u2013 | not enough data | \u2013 |",
                "## Targets", "| 5x6 table (32 times the positions of 5x5): at most 32 times the 5x5 table's time | rectangle-table _5x6 | "
                        + "\u2013 | not measured in this run |",
                "## Charts", "## Implementations not run",
                "- rectangle-table: not run on _4x4 \u2014 recursive_hashset, slow, fast: not measured in this run")) {
            assertTrue(md.contains(s), "summary.md lacks: " + s + "\n" + md);
        }
        assertFalse(md.contains("Welch's t-test"), "the method is explained in docs/results.md, not in every summary");
    }

    @Test
    void aVerdictAgainstTheDefaultImplementationIsMarked() throws IOException {
        Path other = Fixture.write(tmp.resolve("runs/other"), FACTS, List.of(
                VerdictsTest.result("iterative_bitset", 7, 0.01, 1.0, 1.01, 0.99),
                VerdictsTest.result("reduced_recurrence", 7, 0.01, 2.0, 2.02, 1.98)));
        Report.render(other, true, results);
        assertTrue(Files.readString(other.resolve("summary.md")).contains("| same | **fastest is not the default "
                + "implementation (reduced_recurrence)** |"));
        assertFalse(Files.exists(other.getParent().resolve("README.md")), "runs/ is not a results folder: no index there");
    }

    @Test
    void fastestJsonHoldsTheVerdictsAndTargets() {
        assertEquals(RUN, fastest.path("run").asText());
        assertEquals(BASE, fastest.path("baseline").asText());
        assertEquals("recursive_hashset", fastest.path("speedupOver").asText());
        JsonNode clear = fastest.path("verdicts").get(0);
        assertEquals("triomino n=n100", clear.path("name").asText());
        assertEquals("fastest", clear.path("kind").asText());
        assertEquals("reduced_recurrence", clear.path("fastest").asText());
        assertEquals("same", clear.path("answers").asText());
        assertTrue(clear.path("againstDefault").isNull());
        JsonNode first = clear.path("rows").get(0);
        assertEquals("reduced_recurrence", first.path("impl").asText());
        assertEquals(2142.82, first.path("speedup").asDouble(), 0.01);
        assertEquals(3, first.path("score").path("forks").size());
        assertTrue(first.path("score").path("low").asDouble() < first.path("score").path("centre").asDouble());
        assertTrue(first.path("p").isTextual() && first.path("p").asText().equals("NaN"), "NaN is written as the string \"NaN\"");
        assertTrue(fastest.path("replication").isMissingNode(), "the baseline's verdicts are compared in summary.md");
        assertEquals("{\"fastest\":1,\"tied\":0,\"undecided\":0,\"single\":0,\"not enough data\":1,"
                + "\"answers differ\":0}", fastest.path("counts").toString(), "every kind counted apart");
        assertEquals(1.5, fastest.path("tiedWithin").asDouble());
        assertEquals(0.8, fastest.path("power").asDouble());
        JsonNode nan = fastest.path("verdicts").get(1);
        assertEquals("not enough data", nan.path("kind").asText());
        assertTrue(nan.path("fastest").isNull());
        JsonNode huge = fastest.path("targets").get(1);
        assertEquals("_5x6", huge.path("target").path("case").asText());
        assertEquals("not measured", huge.path("state").asText(), "measured in the baseline only");
    }

    @Test
    void indexesTheRunsAndNamesTheLatest() throws IOException {
        assertEquals(RUN, Files.readString(results.resolve("latest")).trim());
        String index = Files.readString(results.resolve("README.md"));
        assertTrue(index.contains("| " + RUN + " (latest) | full | whole suite | 17 | 0123456789 | 2026-11-21T10:00:00Z | "
                + BASE + " | 1 fastest, 0 tied, 0 undecided, 0 single, 1 not enough data | [summary](" + RUN + "/summary.md) |"), index);
        assertTrue(index.contains("| " + BASE + " | full | whole suite | 17 | 0123456789 | 2026-11-20T10:00:00Z | \u2013 | "
                + "\u2013 | not rendered |"), index);
        assertTrue(index.indexOf(RUN) < index.indexOf("| " + BASE), "newest first");
    }

    @Test
    void aNewerRunOfAFewBenchmarksIsListedButDoesNotBecomeLatest() throws IOException {
        Fixture.write(tmp.resolve("partial/2026-11-22-full"), FACTS + "started_utc=2026-11-22T10:00:00Z\n"
                + "args=-jvm /opt/java RectangleBoard|Triomino -p n=n100\n", List.of(timed("triomino", "n100", "a", "ms/op", 1)));
        Fixture.write(tmp.resolve("partial/" + RUN), FACTS + "started_utc=2026-11-21T10:00:00Z\n", List.of());
        assertEquals(RUN, Index.write(tmp.resolve("partial")));
        String index = Files.readString(tmp.resolve("partial/README.md"));
        assertTrue(index.contains("| 2026-11-22-full | full | selection: `-jvm /opt/java RectangleBoard\\|Triomino -p n=n100` |"), index);
        assertTrue(index.contains("| " + RUN + " (latest) | full | whole suite |"), index);
    }

    @Test
    void wholeSuiteRunsNameNoBenchmarkAndNoParameter() {
        for (String args : List.of("", "-prof gc", "-jvm /usr/bin/java -f 3 -wi 2", "-h")) {
            assertTrue(entry(args).wholeSuite(), args);
        }
        for (String args : List.of("Triomino", "-jvm /usr/bin/java Triomino", "-p n=n100", "-f 1 -e SetNim", "-prof gc RectangleTable")) {
            assertFalse(entry(args).wholeSuite(), args);
        }
    }

    static Index.Entry entry(String args) {
        Properties p = new Properties();
        p.setProperty("args", args);
        return new Index.Entry("x", p);
    }

    @Test
    void renderingWithoutIndexLeavesTheParentAlone() throws IOException {
        Path alone = Fixture.write(tmp.resolve("results2/r"), FACTS, List.of(timed("triomino", "n100", "a", "ms/op", 1, 1.1)));
        ReportCommandLineTest.Outcome o = ReportCommandLineTest.run("render", alone.toString(), "--no-index");
        assertEquals(0, o.code(), o.err());
        assertTrue(Files.size(alone.resolve("summary.md")) > 0);
        assertFalse(Files.exists(alone.getParent().resolve("README.md")), "--no-index leaves the parent alone");
    }

    @Test
    void aQuickRunNamesFirstWhatItLeftOutAndTheCommandThatRunsIt() throws IOException {
        Path quick = Fixture.write(tmp.resolve("runs/quick"), FACTS.replace("profile=full", "profile=quick"), List.of(
                timed("triomino", "n100", "a", "ms/op", 1, 1.1), timed("triomino", "n100", "b", "ms/op", 2, 2.1)));
        // The catalogue names _4x4 as the case quick races in _4x5's place, and why quick does not race n800.
        Path catalogue = quick.resolve("catalogue.json");
        JsonNode cat = Run.JSON.readTree(catalogue.toFile());
        cat.findParents("label").stream().filter(c -> c.get("label").asText().equals("_4x5"))
                .forEach(c -> ((com.fasterxml.jackson.databind.node.ObjectNode) c).put("quickTwin", "_4x4"));
        cat.findParents("label").stream().filter(c -> c.get("label").asText().equals("n800"))
                .forEach(c -> ((com.fasterxml.jackson.databind.node.ObjectNode) c).put("outOfQuick", "warms for seconds"));
        Run.JSON.writeValue(catalogue.toFile(), cat);
        Report.render(quick, false, results);
        String top = Files.readString(quick.resolve("summary.md")).split("\n\\| Case \\|")[0];
        for (String s : List.of("**Not run in the quick profile, over its budget (a fork is a pass over a collection, seconds long):**"
                + " rectangle-table shape=_4x4, rectangle-table shape=_5x5,"
                + " rectangle-table shape=_5x6, rectangle-board-median collection=_8x8_60, set-nim input=classic;"
                + " `scripts/bench full RectangleTableBenchmark RectangleBoardMedianBenchmark SetNimBenchmark`"
                + " runs these alone.",
                "**Not run in the quick profile, near duplicates of the cases it races (so that those get the forks that decide"
                        + " them):** rectangle-table shape=_4x5 (of _4x4).",
                "**Not run in the quick profile, its forks too short to time them warm:** triomino n=n800 (warms for seconds);"
                        + " `scripts/bench full TriominoBenchmark -p n=n800` runs these alone.",
                "**Not run in the quick profile, one implementation (nothing to race):** rectangle-table-threads table=_5x5_1t,"
                        + " rectangle-table-threads table=_5x5_2t, set-nim-per-input input=huge_1e18.",
                "The full profile (`scripts/bench full`")) {
            assertTrue(top.contains(s), "the top of summary.md lacks: " + s + "\n" + top);
        }
    }

    /** What kept a full run's open cases open: the end of its further rounds where it planned some, else its rounds. */
    @Test
    void aFullRunSaysWhyItsOpenCasesStayedOpen() throws IOException {
        List<Result> close = List.of(timed("triomino", "n100", "a", "ms/op", 1, 1.3), timed("triomino", "n100", "b", "ms/op",
                1.2, 1.1));
        Path looked = Fixture.write(tmp.resolve("runs/looked"), FACTS + "max_forks=13\nplanned_looks=2\n", close);
        Report.render(looked, false, results);
        assertTrue(Files.readString(looked.resolve("summary.md")).contains("triomino n=n100 (a lead under 114\u00d7 would not have"
                + " shown; 2 forks, the budget ended its rounds). Each stayed open at the fork cap (13 forks a combination) or"
                + " where the run's budget ended its further rounds first, as it says."), Files.readString(looked.resolve("summary.md")));
        Path capped = Fixture.write(tmp.resolve("runs/capped"), FACTS + "max_forks=2\nplanned_looks=2\n", close);
        Report.render(capped, false, results);
        assertTrue(Files.readString(capped.resolve("summary.md")).contains("; 2 forks, the cap)"),
                Files.readString(capped.resolve("summary.md")));
        Path fixed = Fixture.write(tmp.resolve("runs/fixed"), FACTS + "max_forks=2\nplanned_looks=1\n", close);
        Report.render(fixed, false, results);
        assertTrue(Files.readString(fixed.resolve("summary.md")).contains(" These stayed open after the run's rounds (its plan"
                + " had no further rounds)."), Files.readString(fixed.resolve("summary.md")));
    }

    @Test
    void theIndexCountsEachKindOfVerdict() throws IOException {
        Path f = tmp.resolve("kinds-fastest.json");
        Files.writeString(f, "{\"verdicts\": [{\"kind\": \"fastest\"}, {\"kind\": \"only entry\"},"
                + " {\"kind\": \"tied\", \"detectable\": 1.4}, {\"kind\": \"undecided\", \"detectable\": 3.2},"
                + " {\"kind\": \"not enough data\"}, {\"kind\": \"answers differ\"}]}");
        assertEquals("1 fastest, 1 tied, 1 undecided, 1 single, 1 not enough data, 1 answers differ", Index.counts(f),
                "an only entry is no race won: counted apart, as single");
    }
}
