package org.grundybench.report;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.StatUtils;
import org.apache.commons.math3.stat.inference.TTest;

/**
 * A combination's score with the fork as the unit of evidence: iterations of one fork share its
 * JIT decisions, heap layout and host state, so each fork gives one value and the score, its
 * interval and every test use those values only, on a log scale (times compare as ratios). The
 * score is their geometric mean, the interval a Student t interval on their logs (none with one
 * fork). A fork is an outlier (at least three forks) when it is more than
 * {@value #OUTLIER_MIN_DISTANCE_PERCENT}% from the median of the others and more than
 * {@value #OUTLIER_SPREAD_FACTOR} times as far, in log distance, as the farthest of them; it is
 * reported, never dropped.
 *
 * @param outliers indices into {@code forks} of the outlier forks, ascending
 */
public record ForkScore(double[] forks, double centre, double low, double high, List<Integer> outliers) {
    public static final double CONFIDENCE = 0.95;
    /** The t quantile of a two-sided interval at {@link #CONFIDENCE}. */
    static final double TWO_SIDED = 0.5 + CONFIDENCE / 2;
    static final int OUTLIER_MIN_DISTANCE_PERCENT = 10;
    static final double OUTLIER_SPREAD_FACTOR = 3.0;

    public ForkScore {
        forks = forks.clone();
        outliers = List.copyOf(outliers);
    }

    /** The score of these fork values (each positive and finite). */
    public static ForkScore of(double[] forks) {
        if (forks.length == 0 || Arrays.stream(forks).anyMatch(v -> !(v > 0) || !Double.isFinite(v))) {
            throw new IllegalArgumentException("a score needs forks with positive finite values: " + Arrays.toString(forks));
        }
        double[] logs = logs(forks);
        double mean = StatUtils.mean(logs);
        double half = forks.length < 2 ? Double.NaN
                : tQuantile(TWO_SIDED, forks.length - 1) * Math.sqrt(StatUtils.variance(logs, mean) / forks.length);
        return new ForkScore(forks, Math.exp(mean), Math.exp(mean - half), Math.exp(mean + half), outliers(logs));
    }

    public int count() {
        return forks.length;
    }

    public boolean hasInterval() {
        return forks.length > 1;
    }

    /**
     * Two-sided p of Welch's t-test (unequal variances) on the logs of the fork values: whether the
     * geometric means differ. NaN below two forks a side; spreads of zero, where the test is
     * undefined, give 0 when the means differ and 1 when they do not.
     */
    public static double welchP(ForkScore a, ForkScore b) {
        double[] w = welch(a, b);
        return w == null ? Double.NaN : w[1] == 0 ? (w[0] == 0 ? 1.0 : 0.0) : new TTest().tTest(logs(a.forks), logs(b.forks));
    }

    /** numerator / denominator of the scores, with an interval from the same Welch statistics (NaN ends below two forks a side). */
    public static Ratio ratio(ForkScore numerator, ForkScore denominator) {
        double[] w = welch(numerator, denominator);
        double half = w == null ? Double.NaN : w[1] == 0 ? 0 : tQuantile(TWO_SIDED, w[2]) * w[1];
        double centre = numerator.centre / denominator.centre;
        return w == null ? new Ratio(centre, Double.NaN, Double.NaN) : new Ratio(centre, Math.exp(w[0] - half), Math.exp(w[0] + half));
    }

    public record Ratio(double centre, double low, double high) {
        Ratio times(double factor) {
            return new Ratio(centre * factor, low * factor, high * factor);
        }
    }

    /** The difference of the mean logs, its standard error and Welch's degrees of freedom; null below two forks a side. */
    private static double[] welch(ForkScore a, ForkScore b) {
        if (a.count() < 2 || b.count() < 2) {
            return null;
        }
        double[] x = logs(a.forks);
        double[] y = logs(b.forks);
        double vx = StatUtils.variance(x) / x.length;
        double vy = StatUtils.variance(y) / y.length;
        double se = Math.sqrt(vx + vy);
        double df = se == 0 ? Double.NaN : (vx + vy) * (vx + vy) / (vx * vx / (x.length - 1) + vy * vy / (y.length - 1));
        return new double[] {StatUtils.mean(x) - StatUtils.mean(y), se, df};
    }

    /**
     * Holm's step-down adjustment (commons-math3 has none): the i-th smallest of m p-values times
     * (m - i), i from 0, no smaller than the one before, at most 1. NaN stays NaN (never significant).
     */
    public static double[] holm(double[] p) {
        Integer[] order = IntStream.range(0, p.length).boxed().toArray(Integer[]::new);
        Arrays.sort(order, Comparator.comparingDouble(i -> Double.isNaN(p[i]) ? Double.POSITIVE_INFINITY : p[i]));
        double[] adjusted = new double[p.length];
        double running = 0;
        for (int k = 0; k < order.length; k++) {
            running = Math.max(running, Math.min(1, (p.length - k) * p[order[k]]));
            adjusted[order[k]] = Double.isNaN(p[order[k]]) ? Double.NaN : running;
        }
        return adjusted;
    }

    private static List<Integer> outliers(double[] logs) {
        double minDistance = Math.log1p(OUTLIER_MIN_DISTANCE_PERCENT / 100.0);
        return IntStream.range(0, logs.length < 3 ? 0 : logs.length).filter(i -> {
            double[] others = IntStream.range(0, logs.length).filter(j -> j != i).mapToDouble(j -> logs[j]).toArray();
            double median = median(others);
            double spread = Arrays.stream(others).map(o -> Math.abs(o - median)).max().orElse(0);
            double distance = Math.abs(logs[i] - median);
            return distance > minDistance && distance > OUTLIER_SPREAD_FACTOR * spread;
        }).boxed().toList();
    }

    /** The quantile {@code p} of Student's t distribution with these degrees of freedom. */
    static double tQuantile(double p, double degreesOfFreedom) {
        return new TDistribution(null, degreesOfFreedom).inverseCumulativeProbability(p);
    }

    private static double[] logs(double[] values) {
        return Arrays.stream(values).map(Math::log).toArray();
    }

    static double median(double[] x) {
        double[] s = x.clone();
        Arrays.sort(s);
        int n = s.length;
        return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
    }
}
