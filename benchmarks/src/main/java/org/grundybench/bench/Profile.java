package org.grundybench.bench;

import java.util.Locale;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Run profiles of the suite. A profile only supplies defaults: any of {@code -f -wi -w -i -r}
 * given on the command line wins over it, and the class annotations (2 forks, 5 + 5 iterations of
 * 1 s) apply when no profile is chosen.
 */
public enum Profile {
    /** The whole suite in well under 10 minutes on 2 cores: numbers to look at, not to publish. */
    QUICK(1, 1, TimeValue.milliseconds(500), 2, TimeValue.milliseconds(500)),
    /** Publishable numbers: 2 forks, 5 warmup and 5 measurement iterations of 1 s each. */
    FULL(2, 5, TimeValue.seconds(1), 5, TimeValue.seconds(1));

    private final int forks;
    private final int warmupIterations;
    private final TimeValue warmupTime;
    private final int measurementIterations;
    private final TimeValue measurementTime;

    Profile(int forks, int warmupIterations, TimeValue warmupTime, int measurementIterations,
            TimeValue measurementTime) {
        this.forks = forks;
        this.warmupIterations = warmupIterations;
        this.warmupTime = warmupTime;
        this.measurementIterations = measurementIterations;
        this.measurementTime = measurementTime;
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

    /**
     * The profile's settings that {@code cmd} does not give: the forks, and for time-sliced
     * benchmarks ({@code singleShot} false) the iterations and their length.
     */
    public OptionsBuilder defaults(Options cmd, boolean singleShot) {
        OptionsBuilder b = new OptionsBuilder();
        if (!cmd.getForkCount().hasValue()) {
            b.forks(forks);
        }
        if (singleShot) {
            return b;
        }
        if (!cmd.getWarmupIterations().hasValue()) {
            b.warmupIterations(warmupIterations);
        }
        if (!cmd.getWarmupTime().hasValue()) {
            b.warmupTime(warmupTime);
        }
        if (!cmd.getMeasurementIterations().hasValue()) {
            b.measurementIterations(measurementIterations);
        }
        if (!cmd.getMeasurementTime().hasValue()) {
            b.measurementTime(measurementTime);
        }
        return b;
    }

    /** The profile's options, as JMH command-line flags (printed in the run header). */
    public String flags() {
        return "-f " + forks + " -wi " + warmupIterations + " -w " + warmupTime + " -i "
                + measurementIterations + " -r " + measurementTime;
    }
}
