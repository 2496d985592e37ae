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
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TargetsTest {
    static final String TABLE = "rectangle-table";
    static final String THREADS = "rectangle-table-threads";

    /** The case's fastest against recursive_hashset on the same case, by at least {@code factor}. */
    static Targets.Target overBaseline(String shape, double factor) {
        return new Targets.Target(shape + " table", TABLE, shape, null, new Targets.Reference(null, null, "recursive_hashset"), factor);
    }

    static List<Targets.Check> check(List<Targets.Target> targets, Result... run) {
        return Targets.check(targets, List.of(run));
    }

    @Test
    void theRatioOfTheFastestToTheReferenceDecidesByItsInterval() {
        List<Targets.Check> checks = check(List.of(overBaseline("_4x4", 30), overBaseline("_5x5", 30), overBaseline("_4x5", 30),
                overBaseline("_3x3", 30)),
                timed(TABLE, "_4x4", "recursive_hashset", "ms/op", 40, 41, 39),
                timed(TABLE, "_4x4", "slow", "ms/op", 5, 5.1, 4.9),
                timed(TABLE, "_4x4", "fast", "ms/op", 0.90, 0.91, 0.89),
                timed(TABLE, "_5x5", "recursive_hashset", "ms/op", 30_000, 31_000, 29_000),
                timed(TABLE, "_5x5", "fast", "ms/op", 960, 1030, 990),
                timed(TABLE, "_4x5", "recursive_hashset", "ms/op", 30, 60, 90),
                timed(TABLE, "_4x5", "fast", "ms/op", 1, 1.01, 0.99));

        assertEquals(Targets.State.MET, checks.get(0).state(), checks.get(0).verdict());
        assertEquals("fast", checks.get(0).measured().impl(), "the case's fastest");
        assertEquals("recursive_hashset", checks.get(0).referenceImpl());
        assertTrue(checks.get(0).verdict().contains("44.4\u00d7 as fast as `recursive_hashset`, 30.0\u00d7 asked"),
                checks.get(0).verdict());

        // 30 s against about 1 s is 30 times, whose interval straddles the 30 asked.
        assertEquals(Targets.State.UNDECIDED, checks.get(1).state(), checks.get(1).verdict());
        assertTrue(checks.get(1).verdict().contains("30.2\u00d7"), checks.get(1).verdict());

        // 30 to 90 ms over 1 ms: a wide interval whose upper end is far above 30, its lower end below.
        assertEquals(Targets.State.UNDECIDED, checks.get(2).state(), checks.get(2).verdict());

        assertNull(checks.get(3).measured());
        assertEquals(Targets.State.NOT_MEASURED, checks.get(3).state());
        assertEquals("not measured in this run", checks.get(3).verdict());
    }

    @Test
    void oneForkIsNeverMetOrMissed() {
        List<Targets.Check> checks = check(List.of(overBaseline("_4x4", 2)), timed(TABLE, "_4x4", "fast", "ms/op", 0.5),
                timed(TABLE, "_4x4", "recursive_hashset", "ms/op", 50));
        assertEquals(Targets.State.UNDECIDED, checks.get(0).state());
        assertTrue(checks.get(0).verdict().contains("one fork, no interval"), checks.get(0).verdict());
    }

    @Test
    void anotherCaseAndAFactorBelowOneBoundHowMuchSlowerACaseMayBe() {
        Targets.Target plain = new Targets.Target("2 threads beat 1", THREADS, "_5x5_2t", null,
                new Targets.Reference(null, "_5x5_1t", null), 1);
        Targets.Target byFactor = new Targets.Target("2 threads 1.6x", THREADS, "_5x5_2t", null,
                new Targets.Reference(null, "_5x5_1t", null), 1.6);
        Targets.Target slower = new Targets.Target("1 thread at most 2x as slow", THREADS, "_5x5_1t", null,
                new Targets.Reference(null, "_5x5_2t", null), 0.5);
        List<Targets.Check> c = check(List.of(plain, byFactor, slower),
                timed(THREADS, "_5x5_1t", "canonical_groups", "ms/op", 700, 705, 695, 702, 698),
                timed(THREADS, "_5x5_2t", "canonical_groups", "ms/op", 450, 452, 448, 451, 449));
        assertEquals(Targets.State.MET, c.get(0).state(), c.get(0).verdict());
        assertTrue(c.get(0).verdict().contains("1.56\u00d7 as fast as the fastest on _5x5_1t"), c.get(0).verdict());
        assertEquals(Targets.State.MISSED, c.get(1).state(), c.get(1).verdict());
        assertEquals(Targets.State.MET, c.get(2).state(), c.get(2).verdict());
        assertTrue(c.get(2).verdict().contains("0.643\u00d7 as fast as"), c.get(2).verdict());

        assertEquals(Targets.State.UNDECIDED, check(List.of(plain),
                timed(THREADS, "_5x5_1t", "canonical_groups", "ms/op", 430, 460, 490),
                timed(THREADS, "_5x5_2t", "canonical_groups", "ms/op", 480, 450, 420)).get(0).state());
    }

    /**
     * Targets pair the two sides by round, as the verdicts do: a lead that holds in every round is met although the
     * rounds' spread, shared by both sides, would swamp it in unpaired intervals.
     */
    @Test
    void aTargetIsJudgedOnTheRoundsPaired() {
        Targets.Target plain = new Targets.Target("2 threads beat 1", THREADS, "_5x5_2t", null,
                new Targets.Reference(null, "_5x5_1t", null), 1);
        Result one = timed(THREADS, "_5x5_1t", "canonical_groups", "ms/op", 430, 460, 490);
        Result two = timed(THREADS, "_5x5_2t", "canonical_groups", "ms/op", 420, 450, 480);
        Targets.Check c = check(List.of(plain), one, two).get(0);
        assertEquals(Targets.State.MET, c.state(), c.verdict());
        ForkScore.Ratio unpaired = ForkScore.ratio(one.forkScore(), two.forkScore());
        assertTrue(unpaired.low() < 1, "unpaired, the interval would contain 1: " + unpaired);
    }

    @Test
    void aReferenceMayBeACaseOfAnotherWorkload() {
        Targets.Target t = new Targets.Target("huge no slower than classic", "set-nim-per-input", "huge_1e18", null,
                new Targets.Reference("set-nim", "classic", null), 1);
        Targets.Check c = check(List.of(t), timed("set-nim-per-input", "huge_1e18", "periodic", "us/op", 14, 14.2, 13.9),
                timed("set-nim", "classic", "periodic", "ms/op", 0.5, 0.51, 0.49),
                timed("set-nim", "classic", "recursive_hashset", "ms/op", 20, 20, 20)).get(0);
        // Units are converted: 0.5 ms against 14 us.
        assertEquals(35.7, c.ratio().centre(), 0.2);
        assertEquals(Targets.State.MET, c.state(), c.verdict());
        assertEquals("periodic", c.referenceImpl(), "the reference case's fastest");
        assertTrue(c.verdict().contains("as fast as the fastest on set-nim classic"), c.verdict());
        assertTrue(Targets.measured(c).contains("vs `periodic` classic 500 [476, 525] us/op (3 forks)"), Targets.measured(c));
    }

    @Test
    void theShippedTargetsParseAndAreAllRatios() {
        List<Targets.Target> all = Targets.load();
        assertEquals(11, all.size());
        assertTrue(all.stream().allMatch(t -> !t.what().isBlank() && t.workload() != null && t.theCase() != null));
        assertTrue(all.stream().noneMatch(t -> t.reference().equals(new Targets.Reference(t.workload(), t.theCase(), t.impl()))),
                "no target compares a result with itself");
        assertEquals(1, all.stream().filter(t -> t.atLeast() == 1.6).count(), "the hard boards' two-thread goal");
        assertTrue(all.stream().anyMatch(t -> t.workload().equals("set-nim-per-input") && t.reference().workload().equals("set-nim")));
    }

    @Test
    void aTargetNeedsAReferenceAndAPositiveFactor() {
        assertThrows(JsonMappingException.class, () -> Run.JSON.readValue("{\"targets\": [{\"what\": \"x\", \"workload\": "
                + "\"rectangle-table\", \"case\": \"_4x4\", \"atLeast\": 2}]}", Targets.File.class));
        assertThrows(JsonMappingException.class, () -> Run.JSON.readValue("{\"targets\": [{\"what\": \"x\", \"workload\": "
                + "\"rectangle-table\", \"case\": \"_4x4\", \"versus\": {\"case\": \"_3x3\"}}]}", Targets.File.class));
    }

    @Test
    void theSummaryListsEveryTargetWithTheHostCheckBesideTheTimes(@TempDir Path tmp) throws IOException {
        Run run = Run.load(Fixture.write(tmp.resolve("r"), "host_check_before=one=900 two=1700\n",
                List.of(timed(TABLE, "_4x4", "fast", "ms/op", 2.4, 2.4, 2.4))));
        StringBuilder md = new StringBuilder();
        Targets.markdown(md, run, check(List.of(overBaseline("_4x4", 30), overBaseline("_5x5", 30)),
                timed(TABLE, "_4x4", "fast", "ms/op", 2.4, 2.4, 2.4), timed(TABLE, "_4x4", "recursive_hashset", "ms/op", 24, 24, 24)));
        String s = md.toString();
        assertTrue(s.contains("| _4x4 table | rectangle-table _4x4 | `fast` 2.40 [2.40, 2.40] ms/op (3 forks) vs"
                + " `recursive_hashset` 24.0 [24.0, 24.0] ms/op (3 forks) | **missed** (10.0\u00d7 as fast as"), s);
        assertTrue(s.contains("| _5x5 table | rectangle-table _5x5 | \u2013 | not measured in this run |"), s);
        assertTrue(s.contains("host check gave `one=900 two=1700` before it"), s);
        assertFalse(s.contains("issue"), "the summary speaks of the project's targets");
    }
}
