package org.grundybench.report;

import static org.grundybench.report.Fixture.timed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonMappingException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TargetsTest {
    static final String TABLE = "rectangle-table";
    static final String THREADS = "rectangle-table-threads";

    static Targets.Target atMost(String shape, double seconds) {
        return new Targets.Target(shape + " table", TABLE, shape, seconds, null, null, false, "what bounds it");
    }

    static List<Targets.Check> check(List<Targets.Target> targets, Result... run) {
        return Targets.check(targets, List.of(run), null);
    }

    @Test
    void theFastestImplementationDecidesByItsForkLevelInterval() {
        List<Targets.Check> checks = check(List.of(atMost("_4x4", 0.001), atMost("_5x5", 1.0), atMost("_5x6", 10),
                atMost("_4x5", 1)),
                timed(TABLE, "_4x4", "slow", "ms/op", 40, 41, 39),
                timed(TABLE, "_4x4", "fast", "ms/op", 0.90, 0.91, 0.89),
                timed(TABLE, "_5x5", "fast", "ms/op", 960, 1030, 990),
                timed(TABLE, "_5x6", "fast", "s/op", 19.3, 19.4, 19.2));

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
        assertEquals("not measured in this run", Targets.verdict(checks.get(3)));
    }

    @Test
    void oneForkIsNeverMetOrMissed() {
        List<Targets.Check> checks = check(List.of(atMost("_4x4", 0.001)), timed(TABLE, "_4x4", "fast", "ms/op", 0.5));
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
        Result r = Fixture.result("rectangle-board-median", "_8x8_60", "canonical_groups", "ss", "ms/op", forks, null);
        assertTrue(Arrays.stream(r.itemMeans()).average().orElseThrow() < 2, "fixture: the mean time per board is within the 2 ms bound");
        Targets.Target median = new Targets.Target("median board in 2 ms", "rectangle-board-median", "_8x8_60", 0.002, null,
                null, false, null);
        Targets.Target perInput = new Targets.Target("every board in 2 ms", "rectangle-board-median", "_8x8_60", 0.002, null,
                null, true, null);
        List<Targets.Check> checks = check(List.of(median, perInput), r);
        assertEquals(Targets.State.MET, checks.get(0).state(), checks.get(0).verdict());
        assertEquals(Targets.State.MISSED, checks.get(1).state(), checks.get(1).verdict());
        assertTrue(checks.get(1).verdict().contains("2.5"), checks.get(1).verdict());
        assertTrue(Targets.measured(checks.get(1)).contains("slowest input"), Targets.measured(checks.get(1)));
    }

    @Test
    void aPerInputTargetOnATimeSlicedCollectionSaysItIsTheMeanPerInput() {
        // A benchmark that timed huge_1e18's 32 inputs in turn, one per operation.
        Result r = Fixture.result("set-nim-per-input", "huge_1e18", "periodic", "avgt", "us/op",
                new double[][] {{48, 48.2}, {47.9, 48.1}, {48.3, 48}}, null);
        Targets.Target t = new Targets.Target("every input in 1 ms", "set-nim-per-input", "huge_1e18", 0.001, null, null, true, null);
        Targets.Check c = check(List.of(t), r).get(0);
        assertEquals(Targets.State.MET, c.state(), c.verdict());
        assertTrue(c.verdict().contains("the mean per input: this run timed its inputs in turn"), c.verdict());
    }

    @Test
    void fasterThanIsJudgedOnTheIntervalOfTheRatioAgainstItsFactor() {
        Targets.Target plain = new Targets.Target("2 threads beat 1", THREADS, "_5x5_2t", null, "_5x5_1t", null, false, null);
        Targets.Target byFactor = new Targets.Target("2 threads 1.6x", THREADS, "_5x5_2t", null, "_5x5_1t", 1.6, false, null);
        List<Targets.Check> c = check(List.of(plain, byFactor),
                timed(THREADS, "_5x5_1t", "canonical_groups", "ms/op", 700, 705, 695, 702, 698),
                timed(THREADS, "_5x5_2t", "canonical_groups", "ms/op", 450, 452, 448, 451, 449));
        assertEquals(Targets.State.MET, c.get(0).state(), c.get(0).verdict());
        assertTrue(c.get(0).verdict().contains("1.56\u00d7 as fast as _5x5_1t"), c.get(0).verdict());
        assertEquals(Targets.State.MISSED, c.get(1).state(), c.get(1).verdict());

        assertEquals(Targets.State.UNDECIDED, check(List.of(plain),
                timed(THREADS, "_5x5_1t", "canonical_groups", "ms/op", 430, 460, 490),
                timed(THREADS, "_5x5_2t", "canonical_groups", "ms/op", 420, 450, 480)).get(0).state());
    }

    @Test
    void aTargetThisRunDidNotMeasureIsJudgedInItsBaseline(@TempDir Path tmp) throws IOException {
        Run baseline = Run.load(Fixture.write(tmp.resolve("2026-11-20-full"), "profile=full\ngit_commit=bbbbbbbbbbbbbbbb\n"
                + "jvm_flags=-Xmx8g\n", List.of(timed(TABLE, "_5x6", "fast", "s/op", 19.3, 19.4, 19.2))));
        List<Targets.Check> checks = Targets.check(List.of(atMost("_5x6", 30), atMost("_4x5", 1)),
                List.of(timed(TABLE, "_4x4", "fast", "ms/op", 0.9, 0.91, 0.89)), baseline);
        Targets.Check elsewhere = checks.get(0);
        assertEquals(Targets.State.MET, elsewhere.state());
        assertEquals("2026-11-20-full", elsewhere.run().name());
        assertTrue(Targets.verdict(elsewhere).startsWith("not measured in this run; in its baseline 2026-11-20-full (commit"
                + " bbbbbbbbbb, fork JVM flags `-Xmx8g`): **met**"), Targets.verdict(elsewhere));
        assertEquals("not measured in this run", Targets.verdict(checks.get(1)));
    }

    @Test
    void unitsConvertToSeconds() {
        assertEquals(1e-6, DisplayUnit.secondsPer("us/op"));
        assertEquals(1e-3, DisplayUnit.secondsPer("ms/op"));
        assertEquals(1.0, DisplayUnit.secondsPer("s/op"));
        assertThrows(IllegalArgumentException.class, () -> DisplayUnit.secondsPer("ops/ms"));
    }

    @Test
    void theShippedTargetsParse() {
        List<Targets.Target> all = Targets.load();
        assertEquals(14, all.size());
        assertTrue(all.stream().allMatch(t -> !t.what().isBlank() && t.workload() != null && t.theCase() != null));
        assertEquals(4, all.stream().filter(t -> t.fasterThan() != null).count());
        assertEquals(1, all.stream().filter(t -> t.least() == 1.6).count(), "the hard boards' two-thread goal");
        assertEquals(3, all.stream().filter(Targets.Target::perInput).count(), "the Set-Nim targets are per input");
        assertTrue(all.stream().anyMatch(t -> t.workload().equals("set-nim-per-input") && t.theCase().equals("huge_1e18")));
    }

    @Test
    void aFactorBelongsToAFasterThanTarget() {
        assertThrows(JsonMappingException.class, () -> Run.JSON.readValue("{\"targets\": [{\"what\": \"x\", \"workload\": "
                + "\"rectangle-table\", \"case\": \"_4x4\", \"atMostSeconds\": 1, \"factor\": 2}]}", Targets.File.class));
        assertThrows(JsonMappingException.class, () -> Run.JSON.readValue("{\"targets\": [{\"what\": \"x\", \"workload\": "
                + "\"rectangle-table\", \"case\": \"_4x4\"}]}", Targets.File.class));
    }

    @Test
    void theSummaryListsEveryTarget() {
        StringBuilder md = new StringBuilder();
        Targets.markdown(md, check(List.of(atMost("_4x4", 0.001), atMost("_5x5", 1)),
                timed(TABLE, "_4x4", "fast", "ms/op", 2.4, 2.4, 2.4)));
        String s = md.toString();
        assertTrue(s.contains("| _4x4 table | rectangle-table _4x4 | `fast` 2.40 [2.40, 2.40] ms/op (3 forks)"
                + " | **missed** (2.40\u00d7 the target;"), s);
        assertTrue(s.contains("| _5x5 table | rectangle-table _5x5 | \u2013 | not measured in this run |"), s);
        assertFalse(s.contains("issue"), "the summary speaks of the project's targets");
        assertTrue(s.contains("*_4x4 table*: what bounds it"), s);
    }
}
