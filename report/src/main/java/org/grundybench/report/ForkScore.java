package org.grundybench.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * A combination's score with the fork as the unit of evidence. Iterations of one fork share its
 * JIT decisions, heap layout and host state, so they are not independent draws: two forks of one
 * combination often differ by more than their iterations' spread. Each fork therefore gives one
 * value (its mean, or for a collection its median item), and the score, its interval and every
 * test use those values only.
 *
 * <p>Times are compared as ratios, so the fork values are taken on a log scale: the score is their
 * geometric mean, and the interval is a Student t interval ({@value #CONFIDENCE} two-sided, forks
 * - 1 degrees of freedom) on their logarithms, which is asymmetric around the score and never
 * below zero. With one fork there is no interval.
 *
 * <p>A fork is an outlier when its value is more than {@value #OUTLIER_MIN_DISTANCE_PERCENT}%
 * from the median of the other forks and more than {@value #OUTLIER_SPREAD_FACTOR} times as far
 * (in log distance) as the farthest of those others; it needs at least three forks. An outlier
 * stays in the score and the interval: it is reported, not averaged away or dropped.
 *
 * @param forks each fork's value, in fork order
 * @param centre the geometric mean of {@code forks}
 * @param low lower end of the interval, NaN with one fork
 * @param high upper end of the interval, NaN with one fork
 * @param outliers indices into {@code forks} of the outlier forks, ascending
 */
public record ForkScore(double[] forks, double centre, double low, double high, List<Integer> outliers) {
    /** Two-sided confidence of the interval. */
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
        double mean = mean(logs);
        double low = Double.NaN;
        double high = Double.NaN;
        if (forks.length > 1) {
            double half = tQuantile(forks.length - 1) * Math.sqrt(variance(logs, mean) / forks.length);
            low = Math.exp(mean - half);
            high = Math.exp(mean + half);
        }
        return new ForkScore(forks, Math.exp(mean), low, high, outliers(logs));
    }

    /** The number of forks. */
    public int count() {
        return forks.length;
    }

    /** Whether there is an interval: at least two forks. */
    public boolean hasInterval() {
        return forks.length > 1;
    }

    /** Half the interval's width relative to the score, on the log scale: e.g. 0.04 for about ±4%. */
    public double relativeHalfWidth() {
        return hasInterval() ? Math.sqrt(high / low) - 1 : Double.NaN;
    }

    /**
     * Two-sided p-value of Welch's t-test on the logarithms of the fork values of {@code a} and
     * {@code b}: whether their geometric means differ. NaN with fewer than two forks on a side.
     * Identical spreads of zero give 0 when the means differ and 1 when they do not.
     */
    public static double welchP(ForkScore a, ForkScore b) {
        if (a.count() < 2 || b.count() < 2) {
            return Double.NaN;
        }
        double[] x = logs(a.forks);
        double[] y = logs(b.forks);
        double mx = mean(x);
        double my = mean(y);
        double vx = variance(x, mx) / x.length;
        double vy = variance(y, my) / y.length;
        double se = Math.sqrt(vx + vy);
        if (se == 0) {
            return mx == my ? 1.0 : 0.0;
        }
        double t = Math.abs(mx - my) / se;
        double df = (vx + vy) * (vx + vy)
                / (vx * vx / (x.length - 1) + vy * vy / (y.length - 1));
        return 2 * new TDistribution(null, df).cumulativeProbability(-t);
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

    private static double tQuantile(int degreesOfFreedom) {
        return new TDistribution(null, degreesOfFreedom).inverseCumulativeProbability(0.5 + CONFIDENCE / 2);
    }

    private static double[] logs(double[] values) {
        return Arrays.stream(values).map(Math::log).toArray();
    }

    private static double mean(double[] x) {
        double s = 0;
        for (double v : x) {
            s += v;
        }
        return s / x.length;
    }

    private static double variance(double[] x, double mean) {
        if (x.length < 2) {
            return 0;
        }
        double s = 0;
        for (double v : x) {
            s += (v - mean) * (v - mean);
        }
        return s / (x.length - 1);
    }

    static double median(double[] x) {
        double[] s = x.clone();
        Arrays.sort(s);
        int n = s.length;
        return n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ForkScore f && Arrays.equals(forks, f.forks);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(forks);
    }

    @Override
    public String toString() {
        return "ForkScore" + Arrays.toString(forks) + " centre " + centre + " [" + low + ", " + high + "]"
                + (outliers.isEmpty() ? "" : " outliers " + outliers);
    }
}
