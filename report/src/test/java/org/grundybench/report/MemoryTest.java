package org.grundybench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.grundybench.report.Run.Footprint;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Allocation and footprint.json read from a run folder, the memory table, the choice within a memory bound. */
class MemoryTest {
    static final Footprint.Work WORK = new Footprint.Work(4608, 20000, 12500, 7750, 512);
    static final double MIB = 1 << 20;

    /**
     * r as a run with JMH's GC profiler records it: per fork, a reading per iteration, from 0.9 to 1.1 times its allocation
     * (their mean).
     */
    static Result allocating(Result r, double... perFork) {
        Run.Entry e = r.entry();
        Map<String, Run.Metric> metrics = new HashMap<>(e.secondaryMetrics());
        metrics.put(Run.ALLOCATED, new Run.Metric(Arrays.stream(perFork).average().orElseThrow(), "B/op",
                IntStream.range(0, perFork.length).mapToObj(f -> readings(perFork[f], r.forks()[f].length))
                        .toArray(double[][]::new)));
        return new Result(r.workload(), r.theCase(), r.impl(), new Run.Entry(e.jmhVersion(), e.benchmark(), e.mode(), e.threads(),
                e.jvm(), e.jvmArgs(), e.jdkVersion(), e.vmName(), e.vmVersion(), e.warmupIterations(), e.warmupTime(),
                e.measurementIterations(), e.measurementTime(), e.params(), e.primaryMetric(), metrics), r.forks(), r.checksums(),
                r.rounds(), null, null);
    }

    /** n readings evenly from 0.9 to 1.1 times v, whose mean is v. */
    static double[] readings(double v, int n) {
        return IntStream.range(0, n).mapToDouble(i -> n == 1 ? v : v * (0.9 + 0.2 * i / (n - 1))).toArray();
    }

    /** r with a footprint.json entry that retains {@code bytes}. */
    static Result retaining(Result r, double bytes) {
        return new Result(r.workload(), r.theCase(), r.impl(), r.entry(), r.forks(), r.checksums(), r.rounds(), r.allocations(),
                entry(r, bytes, null, null));
    }

    static Footprint.Entry entry(Result r, double bytes, Footprint.Work min, Footprint.Work max) {
        return new Footprint.Entry(r.entry().benchmark(), r.entry().params(), 1, bytes, WORK, min, max);
    }

    /** A run of triomino n100: {@code a} (1.0 and 1.1 ms, with allocation in both rounds) and {@code b} (2.0 and 2.1 ms, none). */
    static Path run(Path dir, boolean footprint) throws IOException {
        Result a1 = allocating(Fixture.timed("triomino", "n100", "a", "ms/op", 1.0), 1000);
        Result a2 = allocating(Fixture.timed("triomino", "n100", "a", "ms/op", 1.1), 2000);
        Result b1 = Fixture.timed("triomino", "n100", "b", "ms/op", 2.0);
        Result b2 = Fixture.timed("triomino", "n100", "b", "ms/op", 2.1);
        Fixture.write(dir, ReportTest.FACTS, List.of(a1, b1), List.of(b2, a2));
        if (footprint) {
            // positions and options varied between the repeats (a parallel search), options below the three digits shown;
            // a footprint for a combination the run lacks is ignored
            Footprint.Work min = new Footprint.Work(4000, 20000, 12500, 7750, 512);
            Footprint.Work max = new Footprint.Work(5000, 20011, 12500, 7750, 512);
            Result other = Fixture.timed("triomino", "n800", "a", "ms/op", 1);
            Run.JSON.writeValue(dir.resolve("footprint.json").toFile(), new Footprint("17.0.15+6", List.of(
                    new Footprint.Entry(a1.entry().benchmark(), Map.of("impl", "a", "n", "n100"), 1, 70_000, WORK, min, max),
                    entry(other, 10, null, null))));
        }
        return dir;
    }

    @Test
    void allocationIsTheMeanOverForksAndFootprintJsonIsJoinedOnBenchmarkAndParameters(@TempDir Path tmp) throws IOException {
        Run run = Run.load(run(tmp.resolve("run"), true));
        assertEquals(List.of("a", "b"), run.results().stream().map(Result::impl).toList());
        Result a = run.results().get(0);
        assertEquals(1500, a.allocated(), 1e-9, "fork means 1000 and 2000, from two files");
        assertEquals(70_000, a.retained());
        assertEquals(WORK, a.footprint().work());
        assertEquals(5000, a.footprint().workMax().positions());
        Result b = run.results().get(1);
        assertTrue(Double.isNaN(b.allocated()), "no gc.alloc.rate.norm: unknown, never 0");
        assertTrue(Double.isNaN(b.retained()) && b.footprint() == null, "not in footprint.json");
        assertEquals("17.0.15+6", run.footprint().java());
        assertNull(Run.load(run(tmp.resolve("old"), false)).footprint());
    }

    @Test
    void theTableShowsUnitsSpreadAndHits(@TempDir Path tmp) throws IOException {
        Path dir = run(tmp.resolve("run"), true);
        Report.render(dir, false, null);
        String md = Files.readString(dir.resolve("summary.md"));
        for (String s : List.of("## Memory and work", "retained size and work: footprint.json (on 17.0.15+6); [the columns]"
                + "(../../docs/results.md#memory-and-work). The footprint left out 1 of 2 combinations (shown as \u2013): they"
                + " failed, or would have ended after the run's budget (console.log says which).\n",
                "| Case | Implementation | Time ms/op | Allocated | Retained | Positions | Options | Lookups, hits | Stored |",
                "| n100 | a | 1.05 | 1.46 KiB | 68.4 KiB | 4,608 (spread 20%) | 20.0k (spread 0.055%) | 12.5k, 62% hits | 512 |",
                "| n100 | b | 2.05 | \u2013 | \u2013 | \u2013 | \u2013 | \u2013 | \u2013 |")) {
            assertTrue(md.contains(s), "summary.md lacks: " + s + "\n" + md);
        }
        assertFalse(md.contains("predates"), md);
    }

    @Test
    void aRunWithoutTheNewMeasurementsSaysItPredatesThemInsteadOfATableOfDashes(@TempDir Path tmp) throws IOException {
        Path dir = Fixture.write(tmp.resolve("old"), ReportTest.FACTS, List.of(Fixture.timed("triomino", "n100", "a", "ms/op", 1.0),
                Fixture.timed("triomino", "n100", "b", "ms/op", 2.0)));
        Report.render(dir, false, null);
        String md = Files.readString(dir.resolve("summary.md"));
        assertTrue(md.contains("This run predates footprint.json and JMH's GC profiler (gc.alloc.rate.norm): it has no memory"
                + " or work numbers."), md);
        assertFalse(md.contains("| Allocated |") || md.contains("| 0 B |") || md.contains("Within a memory bound"), md);
        Path gcOnly = Fixture.write(tmp.resolve("gc"), ReportTest.FACTS, List.of(allocating(Fixture.timed("triomino", "n100", "a",
                "ms/op", 1.0), 10)));
        String gcMd = memory(Report.judge(gcOnly, null));
        assertTrue(gcMd.contains("This run predates footprint.json: what it lacks shows as \u2013."), gcMd);
        assertTrue(gcMd.contains("| n100 | a | 1.00 | 10 B | \u2013 | \u2013 | \u2013 | \u2013 | \u2013 |"), gcMd);
    }

    /**
     * A collection whose GC profiler missed a reading in one fork (as in results/archive/2026-11-26-full, 102 readings for 105
     * boards): that fork's readings cannot be matched to its items, so it is left out of Allocated and named, never read
     * out of step (which would give the median item another item's allocation).
     */
    @Test
    void aForkWithFewerAllocationReadingsThanIterationsIsLeftOutNotReadOutOfStep(@TempDir Path tmp) throws IOException {
        double[][] times = new double[2][42];
        double[][] bytes = new double[2][];
        for (int f = 0; f < 2; f++) {
            for (int i = 0; i < 42; i++) {
                times[f][i] = 1 + (i % 21) * 0.1; // item 10 of 21 is the median
            }
            bytes[f] = IntStream.range(0, 42).mapToDouble(i -> 1000 * (i % 21 + 1)).toArray();
        }
        bytes[1] = Arrays.copyOfRange(bytes[1], 1, 42); // the profiler missed the first reading of fork 2
        Result r = Fixture.result("rectangle-board-median", "_8x8_60", "canonical_groups", "ss", "ms/op", times, null);
        Result read = new Result(r.workload(), r.theCase(), r.impl(), r.entry(), r.forks(), r.checksums(), r.rounds(), bytes, null);
        assertEquals(List.of(1), read.outOfStepAllocations());
        assertTrue(Double.isNaN(read.forkAllocations()[1]), "fork 2 reads no allocation");
        assertEquals(11_000, read.allocated(), 1e-9, "the median item's allocation, fork 1's alone (out of step: 11,500)");

        Run.Entry e = r.entry();
        Map<String, Run.Metric> metrics = new HashMap<>(e.secondaryMetrics());
        metrics.put(Run.ALLOCATED, new Run.Metric(11_000, "B/op", bytes));
        Result written = new Result(r.workload(), r.theCase(), r.impl(), new Run.Entry(e.jmhVersion(), e.benchmark(), e.mode(),
                e.threads(), e.jvm(), e.jvmArgs(), e.jdkVersion(), e.vmName(), e.vmVersion(), e.warmupIterations(), e.warmupTime(),
                e.measurementIterations(), e.measurementTime(), e.params(), e.primaryMetric(), metrics), r.forks(), null,
                r.rounds(), null, null);
        Path dir = Fixture.write(tmp.resolve("run"), ReportTest.FACTS, List.of(written));
        String md = memory(Report.judge(dir, null));
        assertTrue(md.contains("| _8x8_60 | canonical_groups | 2.00 | 10.7 KiB |"), md);
        assertTrue(md.contains("Forks left out of Allocated, their GC-profiler readings not one per iteration (which reading is"
                + " which iteration's is unknown):\n\n- _8x8_60, `canonical_groups`: fork 2 of 2 has 41 readings for 42"
                + " iterations\n"), md);
    }

    /** The summary's memory and work section of a judged run. */
    static String memory(Report.Judged j) {
        StringBuilder md = new StringBuilder();
        Summary.memory(md, j.run(), j.verdicts(), j.withinMemory());
        return md.toString();
    }

    @Test
    void unitsAreBinaryForBytesAndThousandsForCounts() {
        assertEquals("512 B", DisplayUnit.bytes(512));
        assertEquals("1.00 KiB", DisplayUnit.bytes(1024));
        assertEquals("48.0 MiB", DisplayUnit.bytes(48 * MIB));
        assertEquals("3.00 GiB", DisplayUnit.bytes(3 * 1024 * MIB));
        assertEquals("\u2013", DisplayUnit.bytes(Double.NaN));
        assertEquals("0", DisplayUnit.count(0));
        assertEquals("9,999", DisplayUnit.count(9999));
        assertEquals("12.5", DisplayUnit.count(12.5), "a mean over operations may be fractional");
        assertEquals("65.5k", DisplayUnit.count(65536));
        assertEquals("33.6M", DisplayUnit.count(1 << 25));
        assertEquals("1.00G", DisplayUnit.count(1e9));
        assertEquals("\u2013", DisplayUnit.count(Double.NaN));
    }

    /** A triomino n100 result of five forks around {@code mean} that retains {@code mib} MiB. */
    static Result lean(String impl, double mean, double mib) {
        return retaining(VerdictsTest.result(impl, 7, 0.01, mean, mean * 1.01, mean * 0.99, mean, mean * 1.02), mib * MIB);
    }

    /** r as allocating about {@code bytes} per operation, a reading per iteration. */
    static Result allocated(Result r, double bytes) {
        return new Result(r.workload(), r.theCase(), r.impl(), r.entry(), r.forks(), r.checksums(), r.rounds(),
                Arrays.stream(r.forks()).map(f -> readings(bytes, f.length)).toArray(double[][]::new), r.footprint());
    }

    static Map<String, Verdicts.CaseVerdict> within(Result... rs) {
        return Verdicts.withinMemory(Fixture.judge(List.of(rs), 1), 1);
    }

    @Test
    void whereTheFastestHoldsFourTimesAnotherTheFastestWithinAQuarterOfItIsJudgedAlike() {
        Map<String, Verdicts.CaseVerdict> w = within(lean("a", 1, 10), lean("b", 2, 1), lean("c", 4, 2), lean("d", 3, 3));
        Verdicts.CaseVerdict v = w.get("triomino n=n100");
        assertEquals(Verdicts.Kind.FASTEST, v.kind());
        assertEquals("b", v.best());
        assertEquals(List.of("b", "c"), v.rows().stream().map(Verdicts.Row::impl).toList(), "d retains more than 2.5 MiB");
        List<Verdicts.CaseVerdict> all = Fixture.judge(List.of(allocated(lean("a", 1, 10), 5 * MIB), allocated(lean("b", 2, 1),
                30 * MIB)), 1);
        assertEquals(List.of("n100: `a` retains 10.0 MiB, allocates 5.00 MiB per operation; within 2.50 MiB retained:"
                + " only b (retains 1.00 MiB, allocates 30.0 MiB per operation)"), Summary.withinMemory(all, Verdicts.withinMemory(all, 1)));
    }

    @Test
    void noChoiceWhereTheBoundExcludesEveryoneOrTheCaseHasNoVerdict() {
        assertEquals(Map.of(), within(lean("a", 1, 10), lean("b", 2, 3), lean("c", 4, 2.6)), "none within 2.5 MiB");
        assertEquals(Map.of(), within(lean("a", 1, 10), VerdictsTest.result("b", 7, 0.01, 2, 2, 2, 2, 2)), "b: no footprint");
        Result one = retaining(VerdictsTest.result("a", 7, 0.01, 1), 10 * MIB);
        assertEquals(Map.of(), within(one, lean("b", 2, 1)), "not enough data on the case: no claim either");
    }

    @Test
    void aTiedSubsetIsReportedAsATie() {
        Verdicts.CaseVerdict v = within(lean("a", 1, 10), lean("b", 2, 1), lean("c", 2.02, 2)).get("triomino n=n100");
        assertEquals(Verdicts.Kind.TIED, v.kind());
        assertEquals("b tied with c", v.text());
        List<Verdicts.CaseVerdict> all = Fixture.judge(List.of(lean("a", 1, 10), lean("b", 2, 1), lean("c", 2.02, 2)), 1);
        assertEquals(List.of("n100: `a` retains 10.0 MiB, allocates \u2013 per operation; within 2.50 MiB retained: b tied with c"
                + " (retains 1.00 MiB, allocates \u2013 per operation)"),
                Summary.withinMemory(all, Verdicts.withinMemory(all, 1)));
    }

    @Test
    void theReadmeAndFastestJsonNameTheChoiceWithinTheBound(@TempDir Path tmp) throws IOException {
        Path results = tmp.resolve("results");
        Path dir = Fixture.write(results.resolve(ReportTest.RUN), ReportTest.FACTS + "started_utc=2026-11-21T10:00:00Z\n",
                List.of(lean("a", 1, 10), lean("b", 2, 1), lean("c", 4, 2)));
        Run.JSON.writeValue(dir.resolve("footprint.json").toFile(), new Footprint("17", Run.load(dir).results().stream()
                .map(r -> entry(r, Map.of("a", 10.0, "b", 1.0, "c", 2.0).get(r.impl()) * MIB, null, null)).toList()));
        Files.writeString(results.resolve("latest"), ReportTest.RUN + "\n");
        String section = ReadmeSection.generate(results);
        assertTrue(section.contains("**Within a memory bound** ([the rule](docs/results.md#memory-and-work)):\n\n- **triomino** n100:"
                + " `a` retains 10.0 MiB, allocates \u2013 per operation; within 2.50 MiB retained: fastest: b (retains 1.00 MiB,"
                + " allocates \u2013 per operation).\n"), section);
        Report.Judged j = Report.judge(dir, null);
        JsonNode fastest = Run.JSON.valueToTree(new Summary.Fastest(j.run(), j));
        assertEquals(4, fastest.path("memoryFactor").asDouble());
        assertEquals("b", fastest.path("withinMemory").path("triomino n=n100").path("fastest").asText());
        assertTrue(memory(j).contains("Within a memory bound:\n\n- n100: `a` retains 10.0 MiB, allocates \u2013 per operation;"), memory(j));
    }
}
