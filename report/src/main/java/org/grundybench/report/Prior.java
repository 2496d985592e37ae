package org.grundybench.report;

import java.util.Arrays;
import java.util.stream.IntStream;
import org.apache.commons.math3.analysis.solvers.BrentSolver;
import org.apache.commons.math3.special.Gamma;
import org.apache.commons.math3.stat.descriptive.rank.Median;

/**
 * What the other races of the same inputs say about the noise of a pair of forks, lent to one race (docs/results.md): a case
 * with 3 forks estimates its pair variance on 2 degrees of freedom, so its t-test alone can see almost nothing; the
 * other cases of the same inputs in the same run, measured on the same host in the same hour, know better. Empirical
 * Bayes as in Smyth's moderated t (2004): the pairs' variances are taken as scaled inverse chi-square draws around
 * {@code variance} with {@code df} degrees of freedom, both fitted by the moments of the log variances; a race's pair
 * variance is then {@code (df * variance + d * s^2) / (df + d)} on {@code df + d} degrees of freedom. Pairs whose noise
 * differs much give a small {@code df} (little is lent). Fewer than {@value #MIN_CASES} other cases lend nothing, and
 * {@code df} is at most one pair's degrees of freedom (the median) from each case: the pairs of one case share their
 * leader, so a case counts as one pair's evidence, however many rivals it has.
 */
public record Prior(double df, double variance) {
    public static final Prior NONE = new Prior(0, 0);
    static final int MIN_CASES = 3;

    /**
     * The fit to pair variances {@code s2} on {@code d} degrees of freedom each (zeros, which carry no scale, left out),
     * which came from {@code cases} cases.
     */
    static Prior fit(double[] s2, double[] d, int cases) {
        int[] use = IntStream.range(0, s2.length).filter(i -> s2[i] > 0 && d[i] > 0).toArray();
        if (cases < MIN_CASES || use.length < MIN_CASES) {
            return NONE;
        }
        // e = log s^2 - digamma(d/2) + log(d/2) has mean log variance - digamma(df/2) + log(df/2) and variance
        // trigamma(d/2) + trigamma(df/2).
        double[] e = Arrays.stream(use).mapToDouble(i -> Math.log(s2[i]) - Gamma.digamma(d[i] / 2) + Math.log(d[i] / 2)).toArray();
        double mean = Arrays.stream(e).average().orElseThrow();
        double spread = Arrays.stream(e).map(x -> (x - mean) * (x - mean)).sum() / (e.length - 1)
                - Arrays.stream(use).mapToDouble(i -> Gamma.trigamma(d[i] / 2)).average().orElseThrow();
        double most = cases * new Median().evaluate(Arrays.stream(use).mapToDouble(i -> d[i]).toArray());
        double df = spread <= Gamma.trigamma(most / 2) ? most
                : 2 * new BrentSolver(1e-10).solve(200, x -> Gamma.trigamma(x) - spread, 1e-8, most / 2);
        return new Prior(df, Math.exp(mean + Gamma.digamma(df / 2) - Math.log(df / 2)));
    }

    /** This prior counted {@code weight} times (the verdict simulation shows what an optimistic weight does). */
    Prior weighted(double weight) {
        return new Prior(df * weight, variance);
    }

    /** A race's pair variance {@code s2} on {@code d} degrees of freedom, moderated by this prior. */
    double moderate(double s2, double d) {
        return df == 0 ? s2 : (df * variance + d * s2) / (df + d);
    }
}
