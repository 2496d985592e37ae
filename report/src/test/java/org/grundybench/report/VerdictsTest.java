package org.grundybench.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.commons.math3.stat.inference.TTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class VerdictsTest {
    static final String TRIOMINO = "org.grundybench.bench.TriominoBenchmark.grundyUpTo";

    /**
     * A triomino n=100 result: one fork per value of {@code forkMeans}, each of 10 iterations
     * spread by +-{@code jitter} (relative) around its mean; {@code checksum} in every iteration,
     * or no checksums when NaN.
     */
    static JmhResult result(String impl, double checksum, double jitter, double... forkMeans) {
        double[][] forks = new double[forkMeans.length][10];
        double[][] sums = new double[forkMeans.length][10];
        for (int f = 0; f < forks.length; f++) {
            for (int i = 0; i < 10; i++) {
                forks[f][i] = forkMeans[f] * (1 + jitter * (i % 2 == 0 ? 1 : -1));
                sums[f][i] = checksum;
            }
        }
        return JmhResult.ofForks(TRIOMINO, Map.of("n", "100"), impl, "avgt", "ms/op", forks,
                Double.isNaN(checksum) ? null : sums);
    }

    static Verdicts.Row row(Verdicts.CaseVerdict w, String impl) {
        return w.rows().stream().filter(r -> r.result().impl().equals(impl)).findFirst().orElseThrow();
    }

    @Test
    void readsTheJmhJson() throws IOException {
        List<JmhResult> results = Fixtures.read("run-a");
        assertEquals(14, results.size());
        JmhResult first = results.get(0);
        assertEquals("rectangle-table", first.workloadName());
        assertEquals("recursive_hashset", first.impl());
        assertEquals(Map.of("shape", "3x3"), first.params());
        assertEquals(2, first.forks().length);
        assertEquals(5, first.forks()[0].length);
        assertFalse(first.hasChecksums(), "runs before the checksums have none");
        JmhResult setNim = results.get(12);
        assertEquals(1, setNim.forks().length);
        assertEquals(1.2e6, results.get(6).allocBytesPerOp());
        assertFalse(first.hasAlloc());
        assertEquals("17", first.jdkMajor());
        assertEquals(5, Verdicts.judge(results).size());
    }

    @Test
    void aClearWinnerBeatsEveryOtherImplementationForkByFork() {
        Verdicts.CaseVerdict w = Verdicts.judge(List.of(
                result("recursive_hashset", 7, 0.01, 3.0, 3.1, 2.9, 3.05, 2.95),
                result("iterative_bitset", 7, 0.01, 0.20, 0.21, 0.19, 0.20, 0.205),
                result("reduced_recurrence", 7, 0.01, 0.014, 0.0145, 0.0138, 0.014, 0.0142))).get(0);
        assertEquals(Verdicts.Kind.FASTEST, w.kind());
        assertEquals("reduced_recurrence", w.fastest());
        assertTrue(w.method().startsWith("beats all 2 others: Holm-adjusted Welch p"), w.method());
        assertEquals(Verdicts.Answers.SAME, w.answers());
        assertEquals("fastest", row(w, "reduced_recurrence").verdict());
        assertTrue(row(w, "iterative_bitset").verdict().endsWith("\u00d7 slower than reduced_recurrence"));
        assertEquals("reduced_recurrence", w.rows().get(0).result().impl(), "rows best first");
        assertEquals(1.0, row(w, "recursive_hashset").speedup(), 1e-12);
        assertTrue(row(w, "iterative_bitset").p() <= Verdicts.ALPHA);
    }

    @Test
    void aTieThatPooledIterationsWouldCallAWin() {
        // Iterations within a fork agree to 0.1%, but the fork means of a and b overlap.
        JmhResult a = result("a", 1, 0.001, 1.00, 1.20, 0.90, 1.10, 1.05);
        JmhResult b = result("b", 1, 0.001, 1.08, 1.25, 0.95, 1.20, 1.12);
        assertTrue(new TTest().tTest(a.samples(), b.samples()) < 0.01,
                "fixture: Welch on the 50 pooled iterations each calls a significant");
        Verdicts.CaseVerdict w = Verdicts.judge(List.of(a, b)).get(0);
        assertEquals(Verdicts.Kind.TIED, w.kind());
        assertEquals("a", w.best());
        assertNull(w.fastest());
        assertEquals(List.of("b"), w.tiedWith());
        assertTrue(w.method().startsWith("not cleared: b: p = "), w.method());
        assertEquals("a tied with b", w.text());
        assertEquals("tied with a", row(w, "b").verdict());
    }

    @Test
    void significantButUnderFivePercentIsATie() {
        Verdicts.CaseVerdict w = Verdicts.judge(List.of(
                result("a", 1, 0.001, 1.000, 1.001, 0.999, 1.000, 1.000),
                result("b", 1, 0.001, 1.030, 1.031, 1.029, 1.030, 1.030))).get(0);
        assertEquals(Verdicts.Kind.TIED, w.kind());
        assertTrue(w.method().contains("1.030\u00d7 < 1.05\u00d7"), w.method());
    }

    @Test
    void ratiosKeepThreeSignificantDigitsAtMost() {
        assertEquals("1.42\u00d7", Verdicts.times(1.4194));
        assertEquals("26.5\u00d7", Verdicts.times(26.5012));
        assertEquals("1112\u00d7", Verdicts.times(1111.92));
        assertEquals("\u2013", Verdicts.times(Double.NaN));
    }

    @Test
    void holmAdjustsEveryComparisonOfTheFamily() {
        assertArrayEquals(new double[] {0.03, 0.06, 0.06}, ForkScore.holm(new double[] {0.01, 0.04, 0.03}), 1e-12);
        double[] withNaN = ForkScore.holm(new double[] {Double.NaN, 0.02});
        assertTrue(Double.isNaN(withNaN[0]));
        assertEquals(0.04, withNaN[1], 1e-12);
    }

    @Test
    void fewerThanTwoForksIsNotEnoughData() {
        Verdicts.CaseVerdict w = Verdicts.judge(List.of(
                result("a", 1, 0.01, 1.0, 1.01, 0.99),
                result("b", 1, 0.01, 3.0))).get(0);
        assertEquals(Verdicts.Kind.NOT_ENOUGH_DATA, w.kind());
        assertEquals("not enough data", w.text());
        assertEquals("fewer than 2 forks: b (1)", w.method());
        w.rows().forEach(r -> assertEquals("not enough data", r.verdict()));
    }

    @Test
    void aBimodalForkIsReportedAsAnOutlier() {
        Verdicts.CaseVerdict w = Verdicts.judge(List.of(
                result("a", 1, 0.005, 1.00, 1.01, 0.99, 1.60, 1.00),
                result("b", 1, 0.005, 2.00, 2.02, 1.98, 2.01, 1.99))).get(0);
        assertEquals(List.of(3), row(w, "a").score().outliers());
        List<String> lines = Summary.outlierLines(List.of(w));
        assertEquals(1, lines.size(), lines.toString());
        assertTrue(lines.get(0).startsWith("triomino n=100, `a`: fork 4 of 5 took 1.60 ms/op, 1.60\u00d7 the median"
                + " of the other forks (1.00 ms/op)"), lines.get(0));
    }

    @Test
    void differentChecksumsGiveNoVerdictButNameTheImplementations() {
        Verdicts.CaseVerdict w = Verdicts.judge(List.of(
                result("a", 41, 0.01, 1.0, 1.01, 0.99),
                result("b", 41, 0.01, 3.0, 3.01, 2.99),
                result("c", 42, 0.01, 9.0, 9.01, 8.99))).get(0);
        assertEquals(Verdicts.Kind.ANSWERS_DIFFER, w.kind());
        assertEquals(Verdicts.Answers.DIFFER, w.answers());
        assertEquals("answers differ: a, b vs c", w.text());
        assertNull(w.fastest());
        w.rows().forEach(r -> assertEquals("answers differ", r.verdict()));
    }

    @Test
    void aChecksumThatVariesBetweenIterationsIsADifference() {
        JmhResult a = result("a", 41, 0.01, 1.0, 1.01, 0.99);
        a.checksums()[1][3] = 40;
        Verdicts.CaseVerdict w = Verdicts.judge(List.of(a, result("b", 41, 0.01, 3.0, 3.01, 2.99))).get(0);
        assertEquals(Verdicts.Kind.ANSWERS_DIFFER, w.kind());
        assertTrue(w.text().startsWith("answers differ: a gave different answers"), w.text());
    }

    @Test
    void withoutChecksumsTheAnswersAreNotChecked() {
        Verdicts.CaseVerdict w = Verdicts.judge(List.of(
                result("a", Double.NaN, 0.01, 1.0, 1.01, 0.99),
                result("b", Double.NaN, 0.01, 3.0, 3.01, 2.99))).get(0);
        assertEquals(Verdicts.Kind.FASTEST, w.kind());
        assertEquals(Verdicts.Answers.NOT_CHECKED, w.answers());
        assertEquals("answers not checked: no checksums in this run", w.answersNote());
    }

    @Test
    void aCollectionsChecksumsAreComparedItemByItem() {
        String median = "org.grundybench.bench.RectangleBoardMedianBenchmark.grundy";
        Map<String, String> c = Map.of("collection", "8x8@0.6#21");
        double[][] times = new double[3][42];
        double[][] same = new double[3][42];
        double[][] other = new double[3][42];
        for (int f = 0; f < 3; f++) {
            for (int i = 0; i < 42; i++) {
                times[f][i] = 1 + (i % 21) * 0.1 + f * 0.01;
                same[f][i] = i % 21;
                other[f][i] = i % 21 == 5 ? 99 : i % 21;
            }
        }
        JmhResult a = JmhResult.ofForks(median, c, "canonical_groups", "ss", "ms/op", times, same);
        JmhResult b = JmhResult.ofForks(median, c, "components", "ss", "ms/op", times, same);
        JmhResult d = JmhResult.ofForks(median, c, "components", "ss", "ms/op", times, other);
        assertEquals(21, a.items());
        assertEquals(Verdicts.Answers.SAME, Verdicts.judge(List.of(a, b)).get(0).answers());
        assertEquals(Verdicts.Answers.DIFFER, Verdicts.judge(List.of(a, d)).get(0).answers());
    }

    @Test
    void aVerdictFlipsWhenThePreviousRunOfTheSameJdkAndProfileHadAnotherWinner(@TempDir Path tmp)
            throws IOException {
        List<JmhResult> before = List.of(
                result("a", 1, 0.01, 2.0, 2.02, 1.98),
                result("b", 1, 0.01, 1.0, 1.01, 0.99));
        List<JmhResult> now = List.of(
                result("a", 1, 0.01, 1.0, 1.01, 0.99),
                result("b", 1, 0.01, 2.0, 2.02, 1.98));
        Path results = tmp.resolve("results");
        Fixtures.writeRun(results.resolve("2026-11-20-full"), "profile=full\nstarted_utc=2026-11-20T10:00:00Z\n",
                "25.0.3", before);
        // Another JDK's run in between is not the one compared with.
        Fixtures.writeRun(results.resolve("2026-11-21-full"), "profile=full\nstarted_utc=2026-11-21T10:00:00Z\n",
                "17.0.15", now);
        PublishedRuns runs = PublishedRuns.scan(results);
        RunInfo info = new RunInfo(new java.util.Properties());
        info.props().setProperty("profile", "full");
        info.props().setProperty("started_utc", "2026-11-22T10:00:00Z");
        List<JmhResult> judged = Arrays.asList(now.toArray(new JmhResult[0]));
        Map<String, Replication> rep = Replication.of("2026-11-22-full", info, withJdk(judged, "25.0.3"),
                Verdicts.judge(judged), runs);
        Replication r = rep.get("triomino n=100");
        assertEquals(Replication.FLIPPED, r.status());
        assertEquals("2026-11-20-full", r.against());
        assertEquals("flipped (2026-11-20-full: fastest: b)", r.text());

        Verdicts.CaseVerdict same = Verdicts.judge(before).get(0);
        assertEquals(Replication.REPLICATED, Replication.of(same, runs.named("2026-11-20-full"), "25", "full").status());
        assertEquals(Replication.NEW, Replication.of(same, Optional.empty(), "25", "full").status());
    }

    @Test
    void aRaceAgainstARunWhereOneImplementationRanIsNewNotFlipped(@TempDir Path tmp) throws IOException {
        List<JmhResult> before = List.of(result("b", 1, 0.01, 1.0, 1.01, 0.99));
        Path results = tmp.resolve("results");
        Fixtures.writeRun(results.resolve("2026-11-20-b-only"), "profile=full\nstarted_utc=2026-11-20T10:00:00Z\n",
                "25.0.3", before);
        PublishedRuns runs = PublishedRuns.scan(results);
        Verdicts.CaseVerdict race = Verdicts.judge(List.of(
                result("a", 1, 0.01, 2.0, 2.02, 1.98),
                result("b", 1, 0.01, 1.0, 1.01, 0.99))).get(0);
        assertEquals(Verdicts.Kind.FASTEST, race.kind());
        Replication r = Replication.of(race, runs.named("2026-11-20-b-only"), "25", "full");
        assertEquals(Replication.NEW, r.status());
        assertEquals("new (only b ran in 2026-11-20-b-only)", r.text());
    }

    /** The results as if JMH had recorded the fork JDK version {@code v}. */
    static List<JmhResult> withJdk(List<JmhResult> rs, String v) {
        return rs.stream().map(r -> new JmhResult(r.benchmark(), r.params(), r.impl(), r.mode(), r.score(),
                r.error(), r.low(), r.high(), r.unit(), r.samples(), r.allocBytesPerOp(), r.allocError(),
                Map.of("jdkVersion", v), r.forks(), r.checksums())).toList();
    }

    @Test
    void growthExponentIsTheLogLogSlope() {
        assertEquals(2.0, Charts.exponent(List.of(new double[] {10, 3}, new double[] {100, 300},
                new double[] {1000, 30000})), 1e-9);
        assertTrue(Double.isNaN(Charts.exponent(List.<double[]>of(new double[] {10, 3}))));
    }

    @Test
    void idsAreKebabCase() {
        assertEquals("recursive_hashset", JmhResult.id("recursive_hashset"));
        assertEquals("canonical_groups", JmhResult.id("canonical_groups"));
    }
}
