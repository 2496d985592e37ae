package org.grundybench.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading a run folder, and the fork values of a single-shot collection. */
class RunTest {
    static final String MEDIAN = "rectangle-board-median";

    @Test
    void entriesOfOneCombinationInSeveralFilesAreOneResultWithEveryFork(@TempDir Path tmp) throws IOException {
        double[][] sums = {{7, 7, 7}};
        Result first = Fixture.result("triomino", "n100", "a", "avgt", "ms/op", new double[][] {{1, 1.1, 1.2}}, sums);
        Result second = Fixture.result("triomino", "n100", "a", "avgt", "ms/op", new double[][] {{2, 2.1, 2.2}}, sums);
        Result other = Fixture.timed("rectangle-table", "_4x4", "canonical_groups", "ms/op", 1, 1.1);
        Result b = Fixture.result("triomino", "n100", "b", "avgt", "ms/op", new double[][] {{3, 3.1, 3.2}}, null);
        Run run = Run.load(Fixture.write(tmp.resolve("2026-11-22-full"), "profile=full\nbaseline=2026-11-20-full\n",
                List.of(other, first), List.of(b, second)));
        assertEquals("2026-11-22-full", run.name());
        assertEquals("2026-11-20-full", run.baseline());
        assertEquals(List.of("triomino n=n100 impl=a", "triomino n=n100 impl=b", "rectangle-table shape=_4x4 impl=canonical_groups"),
                run.results().stream().map(Result::key).toList(), "catalogue order: workloads, cases, implementations");
        Result a = run.results().get(0);
        assertEquals(2, a.forks().length, "the forks of both files, in file order");
        assertArrayEquals(new double[] {2, 2.1, 2.2}, a.forks()[1]);
        assertTrue(a.hasChecksums());
        assertArrayEquals(new double[] {7}, a.answers());
        assertFalse(run.results().get(1).hasChecksums());
        assertEquals("1.37", a.entry().jmhVersion());
    }

    @Test
    void aFileWithChecksumsAndOneWithoutLeaveTheAnswersUnchecked(@TempDir Path tmp) throws IOException {
        Run run = Run.load(Fixture.write(tmp.resolve("run"), "",
                List.of(Fixture.result("triomino", "n100", "a", "avgt", "ms/op", new double[][] {{1}}, new double[][] {{7}})),
                List.of(Fixture.result("triomino", "n100", "a", "avgt", "ms/op", new double[][] {{1}}, null))));
        assertEquals(2, run.results().get(0).forks().length);
        assertFalse(run.results().get(0).hasChecksums());
    }

    @Test
    void itemsTakeTheirShotsRoundRobinAndAForkIsWorthItsMedianItem() {
        // Two forks, three items, two passes each: item j is shots j and j + 3.
        double[][] forks = {{1, 10, 100, 3, 30, 300}, {2, 20, 200, 2, 20, 200}};
        Result base = Fixture.result(MEDIAN, "_8x8_60", "canonical_groups", "ss", "ms/op", forks, null);
        assertEquals(6, base.items(), "the catalogue's 21 items, but no more than a fork has shots");
        Result r = new Result(base.workload(), new Catalogue.Case("_x", 64, 3, List.of(), List.of(), null, null, null), base.impl(),
                base.entry(), forks, null, base.rounds(), new double[][] {{5, 50, 500, 5, 50, 500}, {6, 60, 600, 7, 70, 700}}, null);
        assertEquals(3, r.items());
        // Each fork's allocation is its median item's, the item its time is: 50 and 65 bytes.
        assertArrayEquals(new double[] {50, 65}, r.forkAllocations(), 1e-12);
        assertEquals(57.5, r.allocated(), 1e-12);
        assertArrayEquals(new double[] {2, 20, 200}, r.itemTimes(forks[0]), 1e-12);
        assertArrayEquals(new double[] {2, 20, 200}, r.itemMeans(), 1e-12);
        assertArrayEquals(new double[] {20, 20}, r.forkScore().forks(), 1e-12);
    }

    @Test
    void singleShotEntriesScoreTheMedianBoardNotTheMean() {
        // Board times 1..21 ms with a tail board of 1,000 ms: the mean is far above the median.
        double[][] forks = shots(new Random(2), 0.01);
        forks[0][20] = forks[1][20] = 1_000;
        Result r = Fixture.result(MEDIAN, "_8x8_60", "canonical_groups", "ss", "ms/op", forks, null);
        assertTrue(r.isCollection());
        assertEquals(21, r.itemMeans().length);
        assertEquals(11, r.forkScore().centre(), 0.2);
        assertEquals(2, r.forkScore().count(), "one value per fork");
    }

    @Test
    void anEvenCollectionAveragesTheMiddlePair() {
        assertEquals(2.5, ForkScore.median(new double[] {4, 1, 3, 2}), 1e-12);
    }

    /** Two forks of 21 boards, board j taking j + 1 ms, each shot off by up to +-noise. */
    static double[][] shots(Random random, double noise) {
        double[][] forks = new double[2][21];
        for (double[] fork : forks) {
            for (int j = 0; j < fork.length; j++) {
                fork[j] = (j + 1) * (1 + noise * (2 * random.nextDouble() - 1));
            }
        }
        return forks;
    }

    /** A fork whose GC-profiler reading is ten times off the others' median is a misreading, left out of the mean. */
    @Test
    void anImplausibleAllocationReadingIsFlaggedNotAveragedIn() {
        Result base = Fixture.result("triomino", "n100", "recursive_hashset", "avgt", "ms/op",
                new double[][] {{1}, {1.1}, {0.9}, {1}}, null);
        Result r = new Result(base.workload(), base.theCase(), base.impl(), base.entry(), base.forks(), null, base.rounds(),
                new double[][] {{1e10}, {1.1e10, 0.9e10}, {4.6e4}, {1e10}}, null);
        assertEquals(List.of(2), r.implausibleAllocations());
        assertEquals(1e10, r.allocated(), 1);
        Result two = new Result(base.workload(), base.theCase(), base.impl(), base.entry(), base.forks(), null, base.rounds(),
                new double[][] {{1e10}, {4.6e4}}, null);
        assertEquals(List.of(), two.implausibleAllocations(), "two readings cannot tell which one is wrong");
    }
}
