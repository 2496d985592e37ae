package org.grundybench.report;

import java.util.Arrays;
import org.apache.commons.math3.analysis.solvers.BrentSolver;
import org.apache.commons.math3.special.Gamma;

/**
 * What a workload's races say about the noise of a pair of forks, lent to each of its races (docs/results.md): a case
 * with 2 or 3 pairs estimates its own pair variance from 1 or 2 degrees of freedom, so its t-test can see almost
 * nothing; the other cases of the same workload in the same run, measured on the same host in the same hour, know
 * better. Empirical Bayes as in Smyth's moderated t (2004): the pairs' variances are taken as scaled inverse chi-square
 * draws around {@code variance} with {@code df} degrees of freedom, both fitted by moments of the log variances; a race's
 * pair variance is then {@code (df * variance + d * s^2) / (df + d)} on {@code df + d} degrees of freedom. Cases whose
 * noise differs much give a small {@code df} (little is lent); a workload with fewer than {@value #MIN_CASES} cases lends
 * nothing. {@code df} is at most the degrees of freedom of the pairs it came from: a prior knows no more than its data.
 */
public record Prior(double df, double variance) {
    public static final Prior NONE = new Prior(0, 0);
    static final int MIN_CASES = 3;

    /** The fit to estimates {@code s2} of a pair's variance on {@code d} degrees of freedom each (zeros, which carry no scale, left out). */
    static Prior fit(double[] s2, double[] d) {
        int[] use = java.util.stream.IntStream.range(0, s2.length).filter(i -> s2[i] > 0 && d[i] > 0).toArray();
        if (use.length < MIN_CASES) {
            return NONE;
        }
        // e = log s^2 - digamma(d/2) + log(d/2) has mean log variance0 - digamma(df/2) + log(df/2) and variance
        // trigamma(d/2) + trigamma(df/2).
        double[] e = Arrays.stream(use).mapToDouble(i -> Math.log(s2[i]) - Gamma.digamma(d[i] / 2) + Math.log(d[i] / 2)).toArray();
        double mean = Arrays.stream(e).average().orElseThrow();
        double spread = Arrays.stream(e).map(x -> (x - mean) * (x - mean)).sum() / (e.length - 1)
                - Arrays.stream(use).mapToDouble(i -> Gamma.trigamma(d[i] / 2)).average().orElseThrow();
        double most = Arrays.stream(use).mapToDouble(i -> d[i]).sum();
        double df = spread <= Gamma.trigamma(most / 2) ? most
                : Math.min(most, 2 * new BrentSolver(1e-10).solve(200, x -> Gamma.trigamma(x) - spread, 1e-8, most / 2));
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
