package org.grundybench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntToDoubleFunction;
import java.util.stream.IntStream;
import org.apache.commons.math3.distribution.ChiSquaredDistribution;
import org.apache.commons.math3.random.JDKRandomGenerator;
import org.junit.jupiter.api.Test;

class PriorTest {
    /** Pair variances drawn as the model has them: a true variance per pair, s0^2 d0 / chi^2(d0), and s^2 = it chi^2(d) / d. */
    static double[] draws(int pairs, double s02, double d0, double d, long seed) {
        JDKRandomGenerator g = new JDKRandomGenerator();
        g.setSeed(seed);
        ChiSquaredDistribution prior = new ChiSquaredDistribution(g, d0);
        ChiSquaredDistribution own = new ChiSquaredDistribution(g, d);
        return IntStream.range(0, pairs).mapToDouble(i -> s02 * d0 / prior.sample() * own.sample() / d).toArray();
    }

    @Test
    void theMomentsRecoverTheScaleAndTheDegreesOfFreedomOfTheDraws() {
        double[] s2 = draws(4000, 0.04, 6, 4, 1);
        double[] d = IntStream.range(0, s2.length).mapToDouble(i -> 4).toArray();
        Prior p = Prior.fit(s2, d, 1000);
        assertEquals(6, p.df(), 1.5, "d0");
        assertEquals(0.04, p.variance(), 0.004, "s0^2");
    }

    @Test
    void variancesNoMoreSpreadThanTheirOwnSamplingLendTheMostTheCasesAllow() {
        // Every pair's true variance the same: the spread is the sampling's alone, so d0 is as large as the cap lets it be.
        JDKRandomGenerator g = new JDKRandomGenerator();
        g.setSeed(2);
        ChiSquaredDistribution own = new ChiSquaredDistribution(g, 4);
        double[] s2 = IntStream.range(0, 4000).mapToDouble(i -> 0.04 * own.sample() / 4).toArray();
        double[] d = IntStream.range(0, s2.length).mapToDouble(i -> 4).toArray();
        assertEquals(5 * 4, Prior.fit(s2, d, 5).df(), 1e-9, "one pair's degrees of freedom from each of 5 cases");
        assertEquals(0.04, Prior.fit(s2, d, 5).variance(), 0.004);
    }

    @Test
    void fewerThanThreeCasesOrPairsLendNothingAndZeroVariancesAreLeftOut() {
        assertEquals(Prior.NONE, Prior.fit(new double[] {0.01, 0.02, 0.03}, new double[] {2, 2, 2}, 2));
        assertEquals(Prior.NONE, Prior.fit(new double[] {0.01, 0, 0.03}, new double[] {2, 2, 2}, 3));
        assertTrue(Prior.fit(new double[] {0.01, 0.02, 0.03}, new double[] {2, 2, 2}, 3).df() > 0);
        assertEquals(0.5, Prior.NONE.moderate(0.5, 2), 0);
        assertEquals((6 * 0.04 + 2 * 0.1) / 8, new Prior(6, 0.04).moderate(0.1, 2), 1e-12);
    }

    /** Cases n0, n1, ... of 3 forks each, b 1.5 times slower than a, case c at fork log noise {@code sd(c)}. */
    private static List<Result> races(long seed, int cases, IntToDoubleFunction sd) {
        JDKRandomGenerator g = new JDKRandomGenerator();
        g.setSeed(seed);
        List<Result> run = new ArrayList<>();
        for (int c = 0; c < cases; c++) {
            double s = sd.applyAsDouble(c);
            double[] a = IntStream.range(0, 3).mapToDouble(r -> Math.exp(s * g.nextGaussian())).toArray();
            double[] b = IntStream.range(0, 3).mapToDouble(r -> 1.5 * Math.exp(s * g.nextGaussian())).toArray();
            run.add(Fixture.inCase(VerdictsTest.result("a", 1, 0.001, a), "n" + c));
            run.add(Fixture.inCase(VerdictsTest.result("b", 1, 0.001, b), "n" + c));
        }
        return run;
    }

    /**
     * Six cases of 3 forks, b 1.5 times slower than a in each, fork noise 0.1: judged alone, a race's 2 degrees of freedom
     * can hardly see it; judged in a run, the other cases lend each race their noise.
     */
    @Test
    void aRunsOtherCasesLendTheirNoiseToEachRace() {
        List<Result> run = races(3, 6, c -> 0.1);
        List<Verdicts.CaseVerdict> together = Fixture.judge(run, 2);
        List<Verdicts.CaseVerdict> alone = IntStream.range(0, 6).mapToObj(c -> Fixture.judge(run.subList(2 * c, 2 * c + 2), 2)
                .get(0)).toList();
        assertTrue(alone.stream().allMatch(v -> v.prior().equals(Prior.NONE)), "a case alone has no other case to lend");
        assertTrue(together.stream().allMatch(v -> v.prior().df() > 0 && v.prior().df() <= 5 * 2), "five other cases, 2 df each");
        long fastAlone = alone.stream().filter(v -> v.kind() == Verdicts.Kind.FASTEST).count();
        long fastTogether = together.stream().filter(v -> v.kind() == Verdicts.Kind.FASTEST).count();
        assertTrue(fastTogether >= fastAlone + 2, "fastest together " + fastTogether + ", alone " + fastAlone + ": "
                + Verdicts.counts(together) + " / " + Verdicts.counts(alone));
    }

    /**
     * Races of the same inputs lend each other their noise across workloads (the same case parameter: the same boards for
     * another question); where fewer than 3 other races time the same inputs, every other race of the run lends.
     */
    @Test
    void theWorkloadsOfTheSameInputsLendEachOtherTheirNoiseElseTheRunDoes() {
        // Cases 4 to 7 are 100 times as noisy.
        List<Result> run = races(5, 8, c -> c < 4 ? 0.001 : 0.1);
        // The noisy cases in a workload of their own: first of the same inputs (case parameter n), then of others.
        Catalogue.Workload triomino = run.get(0).workload();
        for (String param : List.of("n", "strip")) {
            Catalogue.Workload other = new Catalogue.Workload("triomino-wins", triomino.title(), triomino.benchmark() + "Wins", param,
                    triomino.implParam(), null, triomino.implementations(), triomino.cases());
            List<Result> mixed = new ArrayList<>(run.subList(0, 8));
            run.subList(8, 16).forEach(r -> mixed.add(new Result(other, r.theCase(), r.impl(), r.entry(), r.forks(), r.checksums(),
                    r.rounds(), r.allocations(), r.footprint())));
            List<Verdicts.CaseVerdict> v = Fixture.judge(mixed, 2);
            // A noisy case borrows the noisy cases' noise alone where they time other inputs, the quiet's too where the same.
            assertEquals(param.equals("strip"), v.get(7).prior().variance() > 10 * v.get(0).prior().variance(),
                    param + ": " + v.get(7).prior() + " against " + v.get(0).prior());
            // Two cases of their inputs: the run lends to each.
            List<Verdicts.CaseVerdict> two = Fixture.judge(mixed.subList(4, 12), 2);
            assertTrue(two.stream().allMatch(x -> x.prior().df() > 0), param + ": " + two.stream().map(x -> x.prior()).toList());
        }
    }
}
