package org.grundybench.bench;

import java.util.List;
import java.util.Set;
import org.grundybench.workloads.Case.Cost;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Run profiles of the suite: defaults only, any of {@code -f -wi -w -i -r} on the command line
 * wins, and without a profile the class annotations apply. Single-shot benchmarks take only the
 * profile's forks (one pass a fork where the case's cost is {@link Cost#ONE_PASS}).
 *
 * <p><b>Full: 3 forks; 2 warmup and 2 measurement iterations of 400 ms; seconds-long cases 2
 * warmup iterations ({@link Cost#SECONDS_WARM}: 1) and 1 measured. Quick: 3 forks, the first a
 * screening round, the other two only for what its screen leaves in the race (no look between: one
 * fork tests nothing); a warmup iteration of 600 ms and a measured one of 100 ms (most of a short
 * fork warms the code up: the report screens on its one value); seconds-long cases 1 and 1.</b> The fork is the unit
 * ({@link Schedule}), so forks come first. Why 400 ms: in the console of
 * results/archive/2026-11-21-full-jdk25-2 the first warmup second of a combination is up to 1.5x its
 * final score and the second within a few percent; a seconds-long operation needs 2 warmup
 * operations (5x5 iterative_bitset's first two: 1.8x) unless the log shows otherwise, and one
 * measured operation is a fork's value: the forks, not the operations within one, are the evidence.
 * Why 600 ms for quick: the group searches (canonical_groups, outcome_search) run on every processor
 * while the JIT compiles them, and after 300 ms a fork on rectangle-board _6x6_50 times them at about
 * half their warm speed (median 0.48 and 0.36 ms a board; 0.20 and 0.21 after 600 ms, 0.18 and 0.15
 * after 1 s; 8 forks each, results/notes/warmup/). The longer fork costs the screening round
 * about 26 s and the contenders a further round; how often quick decides stayed the same
 * (results/notes/verdict-levers.md), its forks measure nearer the warm code.
 * <b>Cases of cost {@link Cost#WARMS_SLOWLY}: full 10 warmup iterations (4 s); quick its usual one.</b> On the 8x8
 * boards the group searches need 2.5 s (canonical_groups) to 4 s (outcome_search) of warmup a fork (results/notes/warmup/);
 * after full's usual 800 ms their first measured iteration was a median 1.2-1.3 times their second, up to 3.6 times
 * (results/2026-11-29-full-2). Quick cannot afford 4 s a fork in 5 minutes.
 *
 * <p><b>Further rounds where a race is close (looks; docs/benchmarks.md).</b> After the planned
 * rounds, the combinations of a case the report has not decided get {@link #lookRounds()} more
 * rounds a look, up to {@link #maxForks()} forks each, within the run's budget
 * ({@link #budgetMinutes()}); the report splits its significance level over
 * {@link #plannedLooks()} looks. <b>Full: at most 13 forks, one look of 10 rounds (2 looks), 85
 * minutes; quick: at most 6 forks, one look of 3 rounds (2 looks), 5 minutes.</b> Quick's first
 * look comes after its third round, not its first: the cases its 3 forks decide (most) leave the
 * race there, and the close ones get the rounds that a look right after the screen spent on every
 * case (results/notes/verdict-levers.md). With {@code -f N}: N forks and no looks.
 *
 * <p><b>A steady host first</b> ({@link HostCheck#steady}), for at most {@link #steadySeconds()}:
 * <b>full 300 s</b>, so a host still settling from a build does not weigh on round 1; <b>quick none</b>:
 * at 12 s the bound was reached in every published quick run (12 of 12), so the wait cost 12 s of
 * the 5 minutes and found no steady host.
 * Both profiles add JMH's GC profiler to every fork: allocation per operation (docs/benchmarks.md).
 * {@code budgetMinutes}: the whole run's, from its start (0: none), of which {@code reserveSeconds} are kept after the
 * further rounds for the host check, the footprint and the report. {@code screens}: whether the first planned round screens
 * ({@link Watch}): only quick's, whose budget cannot hold every combination's forks; it leaves out the cases one
 * implementation runs (nothing to race).
 */
public record Profile(String id, int forks, int warmupIterations, TimeValue warmupTime, int measurementIterations,
        TimeValue measurementTime, int longWarmupIterations, int longMeasurementIterations, int slowWarmupIterations,
        int maxForks, int lookRounds,
        int budgetMinutes, int reserveSeconds, int steadySeconds, boolean screens) {
    public static final Profile QUICK = new Profile("quick", 3, 1, TimeValue.milliseconds(600), 1, TimeValue.milliseconds(100),
            1, 1, 1, 6, 3, 5, 35, 0, true);
    public static final Profile FULL = new Profile("full", 3, 2, TimeValue.milliseconds(400), 2, TimeValue.milliseconds(400),
            2, 1, 10, 13, 10, 85, 900, 300, false);

    static List<Profile> values() {
        return List.of(QUICK, FULL);
    }

    public static Profile byId(String id) {
        return values().stream().filter(p -> p.id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown profile '" + id + "'; expected quick or full"));
    }

    /** The planned looks K: the planned rounds, then one per batch of further rounds. */
    public int plannedLooks() {
        return plannedLooks(forks, maxForks, lookRounds);
    }

    /** K = 1 + ceil((maxForks - forks) / lookRounds): the last look may be short, as the cap cuts it. */
    static int plannedLooks(int forks, int maxForks, int lookRounds) {
        return maxForks <= forks ? 1 : 1 + (maxForks - forks + lookRounds - 1) / lookRounds;
    }

    /** The profile's settings for one combination that {@code cmd} does not give. */
    OptionsBuilder defaults(Options cmd, Combination c, boolean singleShot) {
        OptionsBuilder b = new OptionsBuilder();
        if (cmd.getProfilers().stream().noneMatch(p -> Set.of("gc", GCProfiler.class.getName()).contains(p.getKlass()))) {
            b.addProfiler(GCProfiler.class);
        }
        if (!cmd.getForkCount().hasValue()) {
            b.forks(forks);
        }
        Cost cost = c.c().cost();
        if (singleShot) {
            if (!cmd.getMeasurementIterations().hasValue() && cost == Cost.ONE_PASS) {
                b.measurementIterations(c.c().items().size());
            }
            return b;
        }
        boolean secondsLong = cost == Cost.SECONDS || cost == Cost.SECONDS_WARM;
        if (!cmd.getWarmupIterations().hasValue()) {
            b.warmupIterations(switch (cost) {
                case SECONDS_WARM -> 1;
                case SECONDS -> longWarmupIterations;
                case WARMS_SLOWLY -> slowWarmupIterations;
                default -> warmupIterations;
            });
        }
        if (!cmd.getWarmupTime().hasValue()) {
            b.warmupTime(warmupTime);
        }
        if (!cmd.getMeasurementIterations().hasValue()) {
            b.measurementIterations(secondsLong ? longMeasurementIterations : measurementIterations);
        }
        if (!cmd.getMeasurementTime().hasValue()) {
            b.measurementTime(measurementTime);
        }
        return b;
    }

    /** The profile's options, as JMH command-line flags (printed in the run header). */
    public String flags() {
        return "-f " + forks + " -wi " + warmupIterations + " -w " + warmupTime + " -i "
                + measurementIterations + " -r " + measurementTime + "; seconds-long cases -wi "
                + longWarmupIterations + " -i " + longMeasurementIterations
                + (longWarmupIterations > 1 ? " (-wi 1 where the first operation is warm)" : "")
                + (slowWarmupIterations != warmupIterations ? "; cases that warm slowly -wi " + slowWarmupIterations : "");
    }
}
