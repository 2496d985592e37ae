package org.grundybench.bench;

import java.util.Locale;
import org.grundybench.workloads.Case.Cost;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Run profiles of the suite. A profile only supplies defaults: any of {@code -f -wi -w -i -r}
 * given on the command line wins over it, and the class annotations apply when no profile is
 * chosen. Single-shot benchmarks take only the profile's forks (and one pass a fork where the
 * case's cost is {@link Cost#ONE_PASS}); their annotations give their iterations.
 *
 * <p><b>Full: 5 forks; 2 warmup and 2 measurement iterations of 400 ms; seconds-long cases 2
 * warmup iterations ({@link Cost#SECONDS_WARM}: 1) and 1 measured. Quick: 1 fork; 1 warmup and 2
 * measurement iterations of 500 ms; seconds-long cases 1 and 1.</b> The fork is the unit
 * ({@link Schedule}), so forks come first. Why 400 ms: in the console of
 * results/2026-11-21-full-jdk25-2 the first warmup second of a combination is up to 1.5x its
 * final score and the second within a few percent; a seconds-long operation needs 2 warmup
 * operations (5x5 iterative_bitset's first two: 1.8x) unless the log shows otherwise, and one
 * measured operation is a fork's value: the forks, not the operations within one, are the evidence.
 *
 * <p><b>Further rounds where a race is close (looks).</b> After its planned rounds (its forks), a
 * run gives the combinations of a case whose leader the report has not yet separated from some
 * rivals further rounds, {@link #lookRounds()} at a time (a look), up to {@link #maxForks()}
 * forks per combination; the run's time budget ({@link #budgetMinutes()}) bounds them. The
 * report splits its significance level over {@link #plannedLooks()} looks, the planned rounds
 * being the first. <b>Full: at most 30 forks, 5 rounds a look (6 looks), 85 minutes; quick: no
 * further rounds (at most its 1 fork), no budget.</b> The further rounds go only to the
 * contenders, so the cap and the budget bound the rare close race rather than the whole suite.
 * With {@code -f N} on the command line a run has N forks and no looks.
 *
 * <p><b>A steady host first.</b> Before round 1, {@link HostCheck#steady} repeats one-thread
 * windows until consecutive ones agree, for at most {@link #steadySeconds()}: <b>full 300 s,
 * quick 30 s</b>, so a host still settling from a build does not weigh on round 1 alone.
 */
public enum Profile {
    QUICK(1, 1, TimeValue.milliseconds(500), 2, TimeValue.milliseconds(500), 1, 1, 1, 1, 0, 30),
    FULL(5, 2, TimeValue.milliseconds(400), 2, TimeValue.milliseconds(400), 2, 1, 30, 5, 85, 300);

    private final int forks;
    private final int warmupIterations;
    private final TimeValue warmupTime;
    private final int measurementIterations;
    private final TimeValue measurementTime;
    private final int longWarmupIterations;
    private final int longMeasurementIterations;
    private final int maxForks;
    private final int lookRounds;
    private final int budgetMinutes;
    private final int steadySeconds;

    Profile(int forks, int warmupIterations, TimeValue warmupTime, int measurementIterations,
            TimeValue measurementTime, int longWarmupIterations, int longMeasurementIterations, int maxForks,
            int lookRounds, int budgetMinutes, int steadySeconds) {
        this.forks = forks;
        this.warmupIterations = warmupIterations;
        this.warmupTime = warmupTime;
        this.measurementIterations = measurementIterations;
        this.measurementTime = measurementTime;
        this.longWarmupIterations = longWarmupIterations;
        this.longMeasurementIterations = longMeasurementIterations;
        this.maxForks = maxForks;
        this.lookRounds = lookRounds;
        this.budgetMinutes = budgetMinutes;
        this.steadySeconds = steadySeconds;
    }

    /** The lower-case name used on the command line and in result folder names. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Profile byId(String id) {
        for (Profile p : values()) {
            if (p.id().equals(id)) {
                return p;
            }
        }
        throw new IllegalArgumentException("unknown profile '" + id + "'; expected quick or full");
    }

    /** Forks per combination: the suite's rounds. */
    public int forks() {
        return forks;
    }

    /** The most forks a combination gets, further rounds included; its forks when there are none. */
    public int maxForks() {
        return maxForks;
    }

    /** Rounds per look (a batch of further rounds). */
    public int lookRounds() {
        return lookRounds;
    }

    /** The whole run's time budget in minutes, measured from its start; 0: none. */
    public int budgetMinutes() {
        return budgetMinutes;
    }

    /** The most seconds the wait for a steady host before round 1 takes. */
    public int steadySeconds() {
        return steadySeconds;
    }

    /** The planned looks K: the planned rounds, then one per batch of further rounds. */
    public int plannedLooks() {
        return plannedLooks(forks, maxForks, lookRounds);
    }

    /** K = 1 + ceil((maxForks - forks) / lookRounds): the last look may be short, as the cap cuts it. */
    static int plannedLooks(int forks, int maxForks, int lookRounds) {
        if (maxForks <= forks) {
            return 1;
        }
        return 1 + (maxForks - forks + lookRounds - 1) / lookRounds;
    }

    /** The profile's settings for one combination that {@code cmd} does not give. */
    OptionsBuilder defaults(Options cmd, Combination c, boolean singleShot) {
        OptionsBuilder b = new OptionsBuilder();
        if (!cmd.getForkCount().hasValue()) {
            b.forks(forks);
        }
        Cost cost = c.c().cost();
        if (singleShot) {
            if (!cmd.getMeasurementIterations().hasValue() && cost == Cost.ONE_PASS) {
                b.measurementIterations(c.c().items());
            }
            return b;
        }
        boolean secondsLong = cost == Cost.SECONDS || cost == Cost.SECONDS_WARM;
        if (!cmd.getWarmupIterations().hasValue()) {
            b.warmupIterations(cost == Cost.SECONDS_WARM ? 1 : secondsLong ? longWarmupIterations : warmupIterations);
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
                + (longWarmupIterations > 1 ? " (-wi 1 where the first operation is warm)" : "");
    }
}
