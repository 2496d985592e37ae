package org.grundybench.bench;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.grundybench.workloads.Catalogue;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Run profiles of the suite. A profile only supplies defaults: any of {@code -f -wi -w -i -r}
 * given on the command line wins over it, and the class annotations apply when no profile is
 * chosen. Single-shot benchmarks (their iterations are the items of a fixed collection) take only
 * the profile's forks; their annotations give their iterations.
 *
 * <p><b>Full: 5 forks; 2 warmup and 2 measurement iterations of 400 ms; the cases whose one
 * operation takes seconds ({@link #SECONDS_LONG}) 2 warmup iterations (1 for {@link #ONE_WARMUP})
 * and 1 measured.</b> The fork is the unit (the suite runs them interleaved, {@link Schedule}),
 * so forks come first and the iterations get what is left of the time. JMH runs at least one
 * operation per iteration, so a fork costs the JVM start (0.7-1.5 s measured on the project's 2-vCPU VM, quiet to
 * loaded) plus about {@code wi * max(w, op) + i * max(r, op)}. The first whole-suite run with 5
 * forks (results/2026-11-23-full, a slow hour of the host: scores 1.3 to 2x those of other
 * days) took 76 minutes, of which rectangle boards 19, the median boards 12 (8 of them
 * components on the 21 boards at 0.6), triominoes 11 (8 of them N = 5000 on the memoised
 * recursions), tables 18.
 * A JDK 17 run in another slow hour (host check 1,330 M marks/s on one thread, about 2,150
 * usual), with the 8x8 boards at 0.3 seconds long, one pass a fork over the boards at 0.6
 * ({@link #ONE_PASS}), hard boards by thread count over 1 s each and one measured operation of
 * seconds, took 17 minutes a round: 84 for the whole. Then came two measured iterations instead
 * of three, the 6x6 boards at 0.5 and the 4x5 table seconds long, {@link #ONE_WARMUP}, and 2
 * warmup shots of hard boards instead of 5: about 11 minutes less in that hour.
 * Why 400 ms: in the console of results/2026-11-21-full-jdk25-2 the first warmup second of a
 * combination is up to 1.5x its final score and the second within a few percent, so 2 x 400 ms
 * warms up an operation of milliseconds, and 2 measured iterations a fork show a drift; a
 * seconds-long operation needs 2 warmup operations (5x5 iterative_bitset's first two: 1.8x)
 * unless the log shows otherwise ({@link #ONE_WARMUP}), and one measured operation is a fork's
 * value: the forks, not the operations within one, are the evidence.
 *
 * <p><b>Quick: 1 fork; 1 warmup and 2 measurement iterations of 500 ms; seconds-long cases 1 and
 * 1.</b> The whole suite in about 10 minutes (9 min 46 s in a fresh clone, JDK 17, 2 vCPUs):
 * numbers to look at, not to publish.
 */
public enum Profile {
    QUICK(1, 1, TimeValue.milliseconds(500), 2, TimeValue.milliseconds(500), 1, 1),
    FULL(5, 2, TimeValue.milliseconds(400), 2, TimeValue.milliseconds(400), 2, 1);

    /**
     * The cases whose one operation takes seconds on some implementation: a benchmark class
     * (every case of it), or a class and one case as {@code Class parameter=VALUE}. Every
     * implementation of such a case gets the same iterations (a test keeps the names those of
     * the catalogue).
     */
    static final List<String> SECONDS_LONG = List.of(
            "RectangleHugeTableBenchmark", // 5x6: 11.6 s
            "RectangleLargeTableBenchmark", // 5x5: 0.5-6.7 s
            "RectangleBoardBenchmark board=_8x8_30", // an invocation (4 boards): 1.6 s bit_parallel to 13 s recursive_hashset
            "TriominoLongStripBenchmark", // N = 100,000: 2.5-6 s
            "TriominoBenchmark n=N5000", // 1.2-6.3 s (reduced_recurrence 10 ms)
            "RectangleBoardBenchmark board=_6x6_50", // an invocation (4 boards) up to 9 s on recursive_hashset
            "RectangleTableBenchmark shape=_4x5"); // recursive_hashset 2.4 s

    /**
     * Seconds-long cases whose operations take 5 s or more on JDK 17 in a slow hour and whose
     * first operation is already as fast as the measured one (0.87 to 1.05 times it, every
     * implementation, in the first round of such a run): one warmup operation instead of two.
     * Not the 5x5 table (iterative_bitset's first two operations take 1.56x the third) nor the
     * 8x8 boards at 0.3 (eclipse_memo's first invocation 1.24x).
     */
    static final List<String> ONE_WARMUP = List.of(
            "RectangleHugeTableBenchmark",
            "TriominoLongStripBenchmark",
            "TriominoBenchmark n=N5000");

    /**
     * Single-shot collection cases that measure one pass over their collection per fork instead
     * of their annotation's passes, in the same entry form as {@link #SECONDS_LONG}: with 5 forks
     * that is still 5 shots an item. The 21 boards at 0.6 take up to 14 s each on components, so
     * the annotation's 5 passes cost 96 s a fork (results/2026-11-23-full).
     */
    static final List<String> ONE_PASS = List.of(
            "RectangleBoardMedianBenchmark collection=_8x8_60");

    private final int forks;
    private final int warmupIterations;
    private final TimeValue warmupTime;
    private final int measurementIterations;
    private final TimeValue measurementTime;
    private final int longWarmupIterations;
    private final int longMeasurementIterations;

    Profile(int forks, int warmupIterations, TimeValue warmupTime, int measurementIterations,
            TimeValue measurementTime, int longWarmupIterations, int longMeasurementIterations) {
        this.forks = forks;
        this.warmupIterations = warmupIterations;
        this.warmupTime = warmupTime;
        this.measurementIterations = measurementIterations;
        this.measurementTime = measurementTime;
        this.longWarmupIterations = longWarmupIterations;
        this.longMeasurementIterations = longMeasurementIterations;
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

    /**
     * The profile's settings that {@code cmd} does not give for one combination: the forks, and
     * for time-sliced benchmarks ({@code singleShot} false) the iterations and their length,
     * fewer iterations where the case is {@linkplain #SECONDS_LONG seconds long}.
     *
     * @param benchmarkClass the benchmark class's simple name
     * @param params         the combination's parameters
     */
    public OptionsBuilder defaults(Options cmd, String benchmarkClass, Map<String, String> params,
            boolean singleShot) {
        OptionsBuilder b = new OptionsBuilder();
        if (!cmd.getForkCount().hasValue()) {
            b.forks(forks);
        }
        if (singleShot) {
            if (!cmd.getMeasurementIterations().hasValue() && listed(ONE_PASS, benchmarkClass, params)) {
                Catalogue.caseOf(benchmarkClass, params)
                        .ifPresent(c -> b.measurementIterations(c.collectionSize()));
            }
            return b;
        }
        boolean secondsLong = secondsLong(benchmarkClass, params);
        if (!cmd.getWarmupIterations().hasValue()) {
            b.warmupIterations(listed(ONE_WARMUP, benchmarkClass, params) ? 1
                    : secondsLong ? longWarmupIterations : warmupIterations);
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

    /** Whether {@link #SECONDS_LONG} names the class, or the class and one of {@code params}. */
    static boolean secondsLong(String benchmarkClass, Map<String, String> params) {
        return listed(SECONDS_LONG, benchmarkClass, params);
    }

    /** Whether an entry of {@code entries} names the class, or the class and one of {@code params}. */
    private static boolean listed(List<String> entries, String benchmarkClass, Map<String, String> params) {
        for (String entry : entries) {
            String[] parts = entry.split(" ", 2);
            if (!parts[0].equals(benchmarkClass)) {
                continue;
            }
            if (parts.length == 1) {
                return true;
            }
            String[] param = parts[1].split("=", 2);
            if (param[1].equals(params.get(param[0]))) {
                return true;
            }
        }
        return false;
    }

    /** The profile's options, as JMH command-line flags (printed in the run header). */
    public String flags() {
        return "-f " + forks + " -wi " + warmupIterations + " -w " + warmupTime + " -i "
                + measurementIterations + " -r " + measurementTime + "; seconds-long cases -wi "
                + longWarmupIterations + " -i " + longMeasurementIterations
                + (longWarmupIterations > 1 ? " (-wi 1 where the first operation is warm)" : "");
    }
}
