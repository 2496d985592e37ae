package org.grundybench.report;

import static java.lang.Double.NaN;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.StatUtils;
import org.apache.commons.math3.stat.descriptive.rank.Median;

/**
 * A combination's score with the fork as the unit of evidence (docs/results.md says why): the geometric mean of the fork
 * values, a Student t interval on their logs (none with one fork), and the outlier forks, reported, never dropped.
 *
 * @param outliers indices into {@code forks} of the outlier forks, ascending
 */
public record ForkScore(double[] forks, double centre, double low, double high, List<Integer> outliers) {
    public static final double CONFIDENCE = 0.95;
    /** The t quantile of a two-sided interval at {@link #CONFIDENCE}. */
    static final double TWO_SIDED = 0.5 + CONFIDENCE / 2;
    static final int OUTLIER_MIN_DISTANCE_PERCENT = 10;
    static final double OUTLIER_SPREAD_FACTOR = 3.0;
    /** {@link #tQuantile} by (p, degrees of freedom). */
    private static final Map<List<Double>, Double> T_QUANTILES = new ConcurrentHashMap<>();

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

    /** The centre of {@link #of}'s score alone, without its interval: what ranking the forks needs. */
    static double centre(double[] forks) {
        return Math.exp(StatUtils.mean(logs(forks)));
    }

    public int count() {
        return forks.length;
    }

    /** numerator / denominator of the scores, with Welch's interval on the logs (NaN ends below two forks a side). */
    public static Ratio ratio(ForkScore numerator, ForkScore denominator) {
        double centre = numerator.centre / denominator.centre;
        if (numerator.count() < 2 || denominator.count() < 2) {
            return new Ratio(centre, Double.NaN, Double.NaN);
        }
        double[] x = logs(numerator.forks);
        double[] y = logs(denominator.forks);
        double vx = StatUtils.variance(x) / x.length;
        double vy = StatUtils.variance(y) / y.length;
        double df = (vx + vy) * (vx + vy) / (vx * vx / (x.length - 1) + vy * vy / (y.length - 1)); // Welch-Satterthwaite
        double half = vx + vy == 0 ? 0 : tQuantile(TWO_SIDED, df) * Math.sqrt(vx + vy);
        double d = StatUtils.mean(x) - StatUtils.mean(y);
        return new Ratio(centre, Math.exp(d - half), Math.exp(d + half));
    }

    /**
     * x over y paired by round: exp of the mean of log(x / y) over the rounds both ran, with a Student t interval on that
     * mean (NaN ends below two shared rounds), as the verdicts pair the implementations of a case.
     */
    public static Ratio paired(double[] x, int[] xRounds, double[] y, int[] yRounds) {
        Map<Integer, Double> byRound = IntStream.range(0, y.length).boxed().collect(Collectors.toMap(i -> yRounds[i], i -> y[i]));
        double[] d = IntStream.range(0, x.length).filter(i -> byRound.containsKey(xRounds[i]))
                .mapToDouble(i -> Math.log(x[i] / byRound.get(xRounds[i]))).toArray();
        double mean = StatUtils.mean(d);
        double half = d.length < 2 ? NaN : tQuantile(TWO_SIDED, d.length - 1) * Math.sqrt(StatUtils.variance(d, mean) / d.length);
        return new Ratio(Math.exp(mean), Math.exp(mean - half), Math.exp(mean + half));
    }

    public record Ratio(double centre, double low, double high) {
        Ratio times(double factor) {
            return new Ratio(centre * factor, low * factor, high * factor);
        }
    }

    /**
     * Holm's step-down adjustment (commons-math3 has none): of the m p-values that are not NaN (a NaN is no
     * comparison, such as the leader's with itself), the i-th smallest (from 0) times (m - i), monotone, at most 1.
     */
    public static double[] holm(double[] p) {
        Integer[] order = IntStream.range(0, p.length).boxed().toArray(Integer[]::new);
        Arrays.sort(order, Comparator.comparingDouble(i -> Double.isNaN(p[i]) ? Double.POSITIVE_INFINITY : p[i]));
        long m = Arrays.stream(p).filter(x -> !Double.isNaN(x)).count();
        double[] adjusted = new double[p.length];
        double running = 0;
        for (int k = 0; k < order.length; k++) {
            running = Math.max(running, Math.min(1, (m - k) * p[order[k]]));
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

    /**
     * The quantile {@code p} of Student's t distribution with these degrees of freedom: computed once per pair, as the
     * inversion is a numerical search and a run's rows ask for the same few pairs again and again.
     */
    static double tQuantile(double p, double degreesOfFreedom) {
        return T_QUANTILES.computeIfAbsent(List.of(p, degreesOfFreedom),
                k -> new TDistribution(null, degreesOfFreedom).inverseCumulativeProbability(p));
    }

    private static double[] logs(double[] values) {
        return Arrays.stream(values).map(Math::log).toArray();
    }

    static double median(double[] x) {
        return new Median().evaluate(x);
    }
}
