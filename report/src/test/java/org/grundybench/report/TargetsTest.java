package org.grundybench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.grundybench.workloads.BoardCollection;
import org.grundybench.workloads.PerInputCollection;
import org.grundybench.workloads.ThreadedTable;
import org.grundybench.workloads.Workload;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TargetsTest {
    private static final String TABLE = "org.grundybench.bench.RectangleTableBenchmark.table";
    private static final String THREADS = "org.grundybench.bench.RectangleTableThreadsBenchmark.table";
    private static final String MEDIAN = "org.grundybench.bench.RectangleBoardMedianBenchmark.grundy";

    /** A time-sliced result with one fork per value of {@code forkMeans} (three iterations each, +-0.5%). */
    static JmhResult result(String benchmark, String shape, String impl, String unit, double... forkMeans) {
        String param = benchmark.contains("Threads") ? "table" : "shape";
        double[][] forks = new double[forkMeans.length][];
        for (int f = 0; f < forks.length; f++) {
            forks[f] = new double[] {forkMeans[f] * 0.995, forkMeans[f], forkMeans[f] * 1.005};
        }
        return JmhResult.ofForks(benchmark, Map.of(param, shape), impl, "avgt", unit, forks, null);
    }

    static Targets.Target atMost(String shape, double seconds) {
        return new Targets.Target(shape + " table", Workload.RECTANGLE_TABLE.parseCase(shape),
                seconds, null, "what bounds it");
    }

    @Test
    void theFastestImplementationDecidesByItsForkLevelInterval() {
        List<JmhResult> run = List.of(
                result(TABLE, "4x4", "slow", "ms/op", 40, 41, 39),
                result(TABLE, "4x4", "fast", "ms/op", 0.90, 0.91, 0.89),
                result(TABLE, "5x5", "fast", "ms/op", 960, 1030, 990),
                result(TABLE, "5x6", "fast", "s/op", 19.3, 19.4, 19.2));
        List<Targets.Check> checks = Targets.check(List.of(atMost("4x4", 0.001), atMost("5x5", 1.0),
                atMost("5x6", 10), atMost("4x5", 1)), run);

        assertEquals(Targets.State.MET, checks.get(0).state(), checks.get(0).verdict());
        assertEquals("fast", checks.get(0).measured().impl());
        assertTrue(checks.get(0).verdict().contains("0.90\u00d7 the target"), checks.get(0).verdict());
        assertTrue(checks.get(0).verdict().contains("3 forks"), checks.get(0).verdict());

        // Forks at 960, 1030 and 990 ms straddle 1 s: neither met nor missed.
        assertEquals(Targets.State.UNDECIDED, checks.get(1).state(), checks.get(1).verdict());
        assertTrue(checks.get(1).verdict().startsWith("undecided"), checks.get(1).verdict());

        // Units are converted: 19.3 s against 10 s.
        assertEquals(Targets.State.MISSED, checks.get(2).state());
        assertTrue(checks.get(2).verdict().contains("1.93\u00d7"), checks.get(2).verdict());

        assertNull(checks.get(3).measured());
        assertEquals(Targets.State.NOT_MEASURED, checks.get(3).state());
        assertEquals("not measured", Targets.verdict(checks.get(3)));
    }

    @Test
    void oneForkIsNeverMetOrMissed() {
        List<Targets.Check> checks = Targets.check(List.of(atMost("4x4", 0.001)),
                List.of(result(TABLE, "4x4", "fast", "ms/op", 0.5)));
        assertEquals(Targets.State.UNDECIDED, checks.get(0).state());
        assertTrue(checks.get(0).verdict().contains("one fork, no interval"), checks.get(0).verdict());
    }

    @Test
    void aPerInputTargetIsDecidedByItsSlowestInput() {
        // 21 boards: 20 take 1 ms, board 7 takes 5 ms, in every one of 5 forks (two passes each).
        double[][] forks = new double[5][42];
        for (int f = 0; f < forks.length; f++) {
            for (int i = 0; i < 42; i++) {
                forks[f][i] = (i % 21 == 7 ? 5.0 : 1.0) * (1 + 0.01 * f);
            }
        }
        JmhResult r = JmhResult.ofForks(MEDIAN, Map.of("collection", "8x8@0.6#21"), "canonical_groups", "ss",
                "ms/op", forks, null);
        assertTrue(r.samples().length > 0 && java.util.Arrays.stream(r.samples()).average().orElseThrow() < 2e0,
                "fixture: the mean time per board is within the 2 ms bound");
        Targets.Target median = new Targets.Target("median board in 2 ms", BoardCollection._8x8_60, 0.002, null,
                1, false, null);
        Targets.Target perInput = new Targets.Target("every board in 2 ms", BoardCollection._8x8_60, 0.002, null,
                1, true, null);
        List<Targets.Check> checks = Targets.check(List.of(median, perInput), List.of(r));
        assertEquals(Targets.State.MET, checks.get(0).state(), checks.get(0).verdict());
        assertEquals(Targets.State.MISSED, checks.get(1).state(), checks.get(1).verdict());
        assertTrue(checks.get(1).verdict().contains("2.5"), checks.get(1).verdict());
        assertTrue(Targets.measured(checks.get(1)).contains("slowest input"), Targets.measured(checks.get(1)));
    }

    @Test
    void aPerInputTargetOnATimeSlicedCollectionSaysItIsTheMeanPerInput() {
        // Runs before the per-input benchmark timed huge-1e18's 32 inputs in turn, one per operation.
        JmhResult r = JmhResult.ofForks("org.grundybench.bench.SetNimBenchmark.grundy",
                Map.of("input", "huge-1e18"), "periodic", "avgt", "us/op",
                new double[][] {{48, 48.2}, {47.9, 48.1}, {48.3, 48}}, null);
        Targets.Target t = new Targets.Target("every input in 1 ms", PerInputCollection.HUGE_1E18, 0.001, null,
                1, true, null);
        Targets.Check c = Targets.check(List.of(t), List.of(r)).get(0);
        assertEquals(Targets.State.MET, c.state(), c.verdict());
        assertTrue(c.verdict().contains("the mean per input: this run timed its inputs in turn"), c.verdict());
    }

    @Test
    void fasterThanIsJudgedOnTheIntervalOfTheRatioAgainstItsFactor() {
        Targets.Target plain = new Targets.Target("2 threads beat 1", ThreadedTable._5x5_2t, Double.NaN,
                ThreadedTable._5x5_1t, null);
        Targets.Target byFactor = new Targets.Target("2 threads 1.6x", ThreadedTable._5x5_2t, Double.NaN,
                ThreadedTable._5x5_1t, 1.6, false, null);
        List<JmhResult> clear = List.of(
                result(THREADS, "5x5-1t", "canonical_groups", "ms/op", 700, 705, 695, 702, 698),
                result(THREADS, "5x5-2t", "canonical_groups", "ms/op", 450, 452, 448, 451, 449));
        List<Targets.Check> c = Targets.check(List.of(plain, byFactor), clear);
        assertEquals(Targets.State.MET, c.get(0).state(), c.get(0).verdict());
        assertTrue(c.get(0).verdict().contains("1.56\u00d7 as fast as 5x5-1t"), c.get(0).verdict());
        assertEquals(Targets.State.MISSED, c.get(1).state(), c.get(1).verdict());

        List<JmhResult> noise = List.of(
                result(THREADS, "5x5-1t", "canonical_groups", "ms/op", 430, 460, 490),
                result(THREADS, "5x5-2t", "canonical_groups", "ms/op", 420, 450, 480));
        assertEquals(Targets.State.UNDECIDED, Targets.check(List.of(plain), noise).get(0).state());
    }

    @Test
    void aTargetThisRunDidNotMeasureIsShownFromTheNewestRunThatDid(@TempDir Path tmp) throws IOException {
        Path results = tmp.resolve("results");
        Fixtures.writeRun(results.resolve("2026-11-19-full"), "profile=full\nstarted_utc=2026-11-19T10:00:00Z\n"
                + "git_commit=aaaaaaaaaaaaaaaa\n", "25.0.3",
                List.of(result(TABLE, "5x6", "fast", "s/op", 40, 41, 39)));
        Fixtures.writeRun(results.resolve("2026-11-20-full"), "profile=full\nstarted_utc=2026-11-20T10:00:00Z\n"
                + "git_commit=bbbbbbbbbbbbbbbb\njvm_flags=-Xmx8g\n", "25.0.3",
                List.of(result(TABLE, "5x6", "fast", "s/op", 19.3, 19.4, 19.2)));
        PublishedRuns runs = PublishedRuns.scan(results);
        List<Targets.Check> checks = Targets.check(List.of(atMost("5x6", 30), atMost("4x5", 1)),
                List.of(result(TABLE, "4x4", "fast", "ms/op", 0.9, 0.91, 0.89)), "2026-11-21-full", runs);
        Targets.Check elsewhere = checks.get(0);
        assertEquals(Targets.State.MET, elsewhere.state());
        assertEquals("2026-11-20-full", elsewhere.run().name());
        assertTrue(Targets.verdict(elsewhere).startsWith("not measured in this run; in 2026-11-20-full (commit"
                + " bbbbbbbbbb, fork JVM flags `-Xmx8g`): **met**"), Targets.verdict(elsewhere));
        assertEquals("not measured", Targets.verdict(checks.get(1)));
    }

    @Test
    void unitsConvertToSeconds() {
        assertEquals(1e-6, Targets.secondsPer("us/op"));
        assertEquals(1e-3, Targets.secondsPer("ms/op"));
        assertEquals(1.0, Targets.secondsPer("s/op"));
        assertThrows(IllegalArgumentException.class, () -> Targets.secondsPer("ops/ms"));
    }

    @Test
    void theShippedTargetsParse() {
        List<Targets.Target> all = Targets.load();
        assertEquals(14, all.size());
        assertTrue(all.stream().allMatch(t -> !t.what().isBlank() && t.target() != null));
        assertEquals(4, all.stream().filter(t -> t.fasterThan() != null).count());
        assertEquals(1, all.stream().filter(t -> t.factor() == 1.6).count(), "the hard boards' two-thread goal");
        assertEquals(3, all.stream().filter(Targets.Target::perInput).count(), "the Set-Nim targets are per input");
    }

    @Test
    void aFactorBelongsToAFasterThanTarget() {
        var node = JmhResult.MAPPER.createObjectNode();
        var t = node.putArray("targets").addObject();
        t.put("what", "x").put("workload", "rectangle-table").put("case", "4x4").put("atMostSeconds", 1)
                .put("factor", 2);
        assertThrows(IllegalArgumentException.class, () -> Targets.parse(node));
    }

    @Test
    void theSummaryListsEveryTarget() {
        StringBuilder md = new StringBuilder();
        Targets.markdown(md, Targets.check(List.of(atMost("4x4", 0.001), atMost("5x5", 1)),
                List.of(result(TABLE, "4x4", "fast", "ms/op", 2.4, 2.4, 2.4))));
        String s = md.toString();
        assertTrue(s.contains("| 4x4 table | rectangle-table 4x4 | `fast` 2.40 [2.40, 2.40] ms/op (3 forks)"
                + " | **missed** (2.40\u00d7 the target;"), s);
        assertTrue(s.contains("| 5x5 table | rectangle-table 5x5 | \u2013 | not measured |"), s);
        assertFalse(s.contains("issue"), "the summary speaks of the project's targets");
        assertTrue(s.contains("*4x4 table*: what bounds it"), s);
    }
}
