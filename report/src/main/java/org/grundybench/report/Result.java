package org.grundybench.report;

import java.util.Arrays;

/**
 * One combination of a run (workload, case, implementation) with every fork it ran.
 *
 * @param forks JMH's {@code rawData}: per fork, the measured iterations in order; the verdicts and
 *     intervals come from it through {@link #forkScore()}, not from JMH's score and error, which
 *     pool the iterations of all forks
 * @param checksums the {@code rawData} of the {@value Run#CHECKSUM} secondary result, per fork
 *     (empty for a fork without one); null where no fork recorded one
 */
public record Result(Catalogue.Workload workload, Catalogue.Case theCase, String impl, Run.Entry entry,
        double[][] forks, double[][] checksums) {

    /** JMH's name of the single-shot mode, which this suite uses for collections. */
    public static final String SINGLE_SHOT = "ss";

    /** The case as the report writes it: {@code rectangle-board board=_4x4_30}. */
    public String caseKey() {
        return workload.id() + " " + workload.caseParam() + "=" + theCase.label();
    }

    public String key() {
        return caseKey() + " impl=" + impl;
    }

    public String unit() {
        return entry.primaryMetric().scoreUnit();
    }

    public String mode() {
        return entry.mode();
    }

    /** Whether a smaller score is better (times) or a larger one (throughput). */
    public boolean lowerIsBetter() {
        return !"thrpt".equals(mode());
    }

    /** Whether each iteration is one item of a collection (single shot, iteration i = item i mod n). */
    public boolean isCollection() {
        return SINGLE_SHOT.equals(mode());
    }

    /** JMH's normalised allocation rate ({@code -prof gc}), NaN without it. */
    public double allocBytesPerOp() {
        Run.Metric m = entry.secondaryMetrics().get("gc.alloc.rate.norm");
        return m == null ? Double.NaN : m.score();
    }

    /** Whether every fork has a positive finite value, so that a {@link ForkScore} can be taken. */
    public boolean hasForks() {
        return forks.length > 0 && Arrays.stream(forks).allMatch(f -> f.length > 0
                && Arrays.stream(f).allMatch(v -> v > 0 && Double.isFinite(v)));
    }

    /** Whether every fork recorded a checksum of the answers. */
    public boolean hasChecksums() {
        return checksums != null && checksums.length > 0 && Arrays.stream(checksums).allMatch(f -> f.length > 0);
    }

    /** The items each iteration cycles through: the case's for a collection, 1 otherwise. */
    public int items() {
        if (!isCollection()) {
            return 1;
        }
        int longest = Arrays.stream(forks).mapToInt(f -> f.length).max().orElse(1);
        return Math.max(1, Math.min(longest, theCase.items()));
    }

    /**
     * The checksum of each item's answers (one value unless a collection), or null when the
     * checksums of an item are not all one number (across passes and forks) or none were recorded.
     */
    public double[] answers() {
        if (!hasChecksums()) {
            return null;
        }
        int n = items();
        double[] a = new double[n];
        boolean[] seen = new boolean[n];
        for (double[] fork : checksums) {
            for (int i = 0; i < fork.length; i++) {
                if (!seen[i % n]) {
                    a[i % n] = fork[i];
                    seen[i % n] = true;
                } else if (Double.compare(a[i % n], fork[i]) != 0) {
                    return null;
                }
            }
        }
        return a;
    }

    /** The score with the fork as the unit: each fork's mean iteration, or for a collection its median item. */
    public ForkScore forkScore() {
        return ForkScore.of(Arrays.stream(forks).mapToDouble(f -> ForkScore.median(itemTimes(f))).toArray());
    }

    /** The score of the slowest input: per fork, the slowest item's time (the fork's mean when not a collection). */
    public ForkScore slowestInputScore() {
        return ForkScore.of(Arrays.stream(forks)
                .mapToDouble(f -> Arrays.stream(itemTimes(f)).max().orElse(Double.NaN)).toArray());
    }

    /** A fork's iterations as item times: each item's mean over the fork's passes, or the fork's mean. */
    double[] itemTimes(double[] fork) {
        if (!isCollection()) {
            return new double[] {Arrays.stream(fork).average().orElse(Double.NaN)};
        }
        return meansByItem(Math.min(items(), fork.length), fork);
    }

    /** Each item's mean time over every pass of every fork: a description of the items, not a test. */
    public double[] itemMeans() {
        return meansByItem(items(), forks);
    }

    private static double[] meansByItem(int n, double[]... forks) {
        double[] sums = new double[n];
        int[] counts = new int[n];
        for (double[] fork : forks) {
            for (int i = 0; i < fork.length; i++) {
                sums[i % n] += fork[i];
                counts[i % n]++;
            }
        }
        for (int i = 0; i < n; i++) {
            sums[i] /= counts[i];
        }
        return sums;
    }
}
