package org.grundybench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.grundybench.workloads.ThreadedTable;
import org.grundybench.workloads.Workload;
import org.junit.jupiter.api.Test;

class TargetsTest {
    private static final String TABLE = "org.grundybench.bench.RectangleTableBenchmark.table";

    static JmhResult result(String benchmark, String shape, String impl, double score, double error,
            String unit, double... samples) {
        String param = benchmark.contains("Threads") ? "table" : "shape";
        return new JmhResult(benchmark, Map.of(param, shape), impl, "avgt", score, error,
                score - error, score + error, unit, samples, Double.NaN, Double.NaN, Map.of(),
                new double[][] {samples});
    }

    static Targets.Target atMost(String shape, double seconds) {
        return new Targets.Target(shape + " table", Workload.RECTANGLE_TABLE.parseCase(shape),
                seconds, null, "what bounds it");
    }

    @Test
    void theFastestImplementationDecidesAndItsWholeIntervalMustBeWithin() {
        List<JmhResult> run = List.of(
                result(TABLE, "4x4", "slow", 40, 1, "ms/op"),
                result(TABLE, "4x4", "fast", 0.9, 0.05, "ms/op"),
                result(TABLE, "5x5", "fast", 990, 20, "ms/op"),
                result(TABLE, "5x6", "fast", 19.3, 0.2, "s/op"));
        List<Targets.Check> checks = Targets.check(List.of(atMost("4x4", 0.001), atMost("5x5", 1.0),
                atMost("5x6", 10), atMost("4x5", 1)), run);

        assertTrue(checks.get(0).met(), checks.get(0).verdict());
        assertEquals("fast", checks.get(0).measured().impl());
        assertTrue(checks.get(0).verdict().contains("0.90\u00d7 the target"), checks.get(0).verdict());

        // 990 +- 20 ms straddles 1 s: neither met nor missed.
        assertFalse(checks.get(1).met());
        assertTrue(checks.get(1).verdict().startsWith("borderline"), checks.get(1).verdict());

        // Units are converted: 19.3 s against 10 s.
        assertFalse(checks.get(2).met());
        assertTrue(checks.get(2).verdict().contains("missed"), checks.get(2).verdict());
        assertTrue(checks.get(2).verdict().contains("1.93\u00d7"), checks.get(2).verdict());

        assertNull(checks.get(3).measured());
        assertEquals("not measured in this run", checks.get(3).verdict());
    }

    @Test
    void aScoreWithoutAnIntervalIsNeverCountedAsMet() {
        List<Targets.Check> checks = Targets.check(List.of(atMost("4x4", 0.001)),
                List.of(result(TABLE, "4x4", "fast", 0.5, Double.NaN, "ms/op")));
        assertFalse(checks.get(0).met());
        assertTrue(checks.get(0).verdict().contains("not enough data"), checks.get(0).verdict());
    }

    @Test
    void fasterThanNeedsASignificantWin() {
        String threads = "org.grundybench.bench.RectangleTableThreadsBenchmark.table";
        Targets.Target t = new Targets.Target("2 threads beat 1", ThreadedTable._5x5_2t, Double.NaN,
                ThreadedTable._5x5_1t, null);
        List<Targets.Check> clear = Targets.check(List.of(t), List.of(
                result(threads, "5x5-1t", "canonical-groups", 700, 10, "ms/op"),
                result(threads, "5x5-2t", "canonical-groups", 450, 10, "ms/op")));
        assertTrue(clear.get(0).met(), clear.get(0).verdict());
        assertTrue(clear.get(0).verdict().contains("1.56\u00d7 as fast as 5x5-1t"), clear.get(0).verdict());

        List<Targets.Check> noise = Targets.check(List.of(t), List.of(
                result(threads, "5x5-1t", "canonical-groups", 460, 30, "ms/op", 430, 460, 490),
                result(threads, "5x5-2t", "canonical-groups", 450, 30, "ms/op", 420, 450, 480)));
        assertFalse(noise.get(0).met(), noise.get(0).verdict());
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
        assertEquals(11, all.size());
        assertTrue(all.stream().allMatch(t -> !t.what().isBlank() && t.target() != null));
        assertEquals(1, all.stream().filter(t -> t.fasterThan() != null).count());
    }

    @Test
    void theSummaryListsEveryTarget() {
        StringBuilder md = new StringBuilder();
        Targets.markdown(md, Targets.check(List.of(atMost("4x4", 0.001), atMost("5x5", 1)),
                List.of(result(TABLE, "4x4", "fast", 2.4, 0.01, "ms/op"))));
        String s = md.toString();
        assertTrue(s.contains("| 4x4 table | rectangle-table 4x4 | `fast` 2.400 \u00b1 0.010 ms/op"
                + " | **missed** (2.40\u00d7 the target) |"), s);
        assertTrue(s.contains("| 5x5 table | rectangle-table 5x5 | \u2013 | not measured in this run |"), s);
        assertFalse(s.contains("issue"), "the summary speaks of the project's targets");
        assertTrue(s.contains("*4x4 table*: what bounds it"), s);
    }
}
