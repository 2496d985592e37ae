package org.grundybench.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
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
    static final int OUTLIER_MIN_DISTANCE_PERCENT = 10;
    static final double OUTLIER_SPREAD_FACTOR = 3.0;

    public ForkScore {
        forks = forks.clone();
        outliers = List.copyOf(outliers);
    }

    /** The score of these fork values (each positive and finite). */
    public static ForkScore of(double[] forks) {
        if (forks.length == 0) {
            throw new IllegalArgumentException("a score needs at least one fork");
        }
        double[] logs = new double[forks.length];
        for (int i = 0; i < forks.length; i++) {
            if (!(forks[i] > 0) || !Double.isFinite(forks[i])) {
                throw new IllegalArgumentException("fork " + (i + 1) + " has no positive finite value: " + forks[i]);
            }
            logs[i] = Math.log(forks[i]);
        }
        double mean = StatUtils.mean(logs);
        double low = Double.NaN;
        double high = Double.NaN;
        if (forks.length > 1) {
            double half = tQuantile(forks.length - 1) * Math.sqrt(StatUtils.variance(logs, mean) / forks.length);
            low = Math.exp(mean - half);
            high = Math.exp(mean + half);
        }
        return new ForkScore(forks, Math.exp(mean), low, high, outliers(logs));
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
        if (w == null) {
            return Double.NaN;
        }
        if (w[1] == 0) {
            return w[0] == 0 ? 1.0 : 0.0;
        }
        return new TTest().tTest(logs(a.forks), logs(b.forks));
    }

    /** numerator / denominator of the scores, with an interval from the same Welch statistics (NaN ends below two forks a side). */
    public static Ratio ratio(ForkScore numerator, ForkScore denominator) {
        double centre = numerator.centre / denominator.centre;
        double[] w = welch(numerator, denominator);
        if (w == null) {
            return new Ratio(centre, Double.NaN, Double.NaN);
        }
        double half = w[1] == 0 ? 0 : tQuantile(w[2]) * w[1];
        return new Ratio(centre, Math.exp(w[0] - half), Math.exp(w[0] + half));
    }

    /** A ratio of two scores and its interval. */
    public record Ratio(double centre, double low, double high) {
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
        double df = se == 0 ? Double.NaN : (vx + vy) * (vx + vy)
                / (vx * vx / (x.length - 1) + vy * vy / (y.length - 1));
        return new double[] {StatUtils.mean(x) - StatUtils.mean(y), se, df};
    }

    /**
     * Holm's step-down adjustment (commons-math3 has none): the i-th smallest of m p-values times
     * (m - i), i from 0, no smaller than the one before, at most 1. NaN stays NaN (never significant).
     */
    public static double[] holm(double[] p) {
        Integer[] order = new Integer[p.length];
        for (int i = 0; i < p.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (i, j) -> Double.compare(nanLast(p[i]), nanLast(p[j])));
        double[] adjusted = new double[p.length];
        double running = 0;
        for (int k = 0; k < order.length; k++) {
            double v = p[order[k]];
            if (Double.isNaN(v)) {
                adjusted[order[k]] = Double.NaN;
                continue;
            }
            running = Math.max(running, Math.min(1, (p.length - k) * v));
            adjusted[order[k]] = running;
        }
        return adjusted;
    }

    private static double nanLast(double v) {
        return Double.isNaN(v) ? Double.POSITIVE_INFINITY : v;
    }

    private static List<Integer> outliers(double[] logs) {
        List<Integer> out = new ArrayList<>();
        if (logs.length < 3) {
            return out;
        }
        double minDistance = Math.log1p(OUTLIER_MIN_DISTANCE_PERCENT / 100.0);
        for (int i = 0; i < logs.length; i++) {
            double[] others = new double[logs.length - 1];
            for (int j = 0, k = 0; j < logs.length; j++) {
                if (j != i) {
                    others[k++] = logs[j];
                }
            }
            double median = median(others);
            double spread = 0;
            for (double o : others) {
                spread = Math.max(spread, Math.abs(o - median));
            }
            double distance = Math.abs(logs[i] - median);
            if (distance > minDistance && distance > OUTLIER_SPREAD_FACTOR * spread) {
                out.add(i);
            }
        }
        return out;
    }

    private static double tQuantile(double degreesOfFreedom) {
        return new TDistribution(null, degreesOfFreedom).inverseCumulativeProbability(0.5 + CONFIDENCE / 2);
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
