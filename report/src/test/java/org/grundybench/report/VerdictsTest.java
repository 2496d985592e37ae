package org.grundybench.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.apache.commons.math3.stat.inference.TTest;
import org.junit.jupiter.api.Test;

class VerdictsTest {
    /**
     * A triomino n100 result: one fork per value of {@code forkMeans}, each of 10 iterations
     * spread by +-{@code jitter} (relative) around its mean; {@code checksum} in every iteration,
     * or no checksums when NaN.
     */
    static Result result(String impl, double checksum, double jitter, double... forkMeans) {
        double[][] forks = new double[forkMeans.length][10];
        double[][] sums = new double[forkMeans.length][10];
        for (int f = 0; f < forks.length; f++) {
            for (int i = 0; i < 10; i++) {
                forks[f][i] = forkMeans[f] * (1 + jitter * (i % 2 == 0 ? 1 : -1));
                sums[f][i] = checksum;
            }
        }
        return Fixture.result("triomino", "n100", impl, "avgt", "ms/op", forks, Double.isNaN(checksum) ? null : sums);
    }

    static Verdicts.Row row(Verdicts.CaseVerdict w, String impl) {
        return w.rows().stream().filter(r -> r.result().impl().equals(impl)).findFirst().orElseThrow();
    }

    @Test
    void aClearWinnerBeatsEveryOtherImplementationForkByFork() {
        Verdicts.CaseVerdict w = Fixture.judge(List.of(
                result("recursive_hashset", 7, 0.01, 3.0, 3.1, 2.9, 3.05, 2.95),
                result("iterative_bitset", 7, 0.01, 0.20, 0.21, 0.19, 0.20, 0.205),
                result("reduced_recurrence", 7, 0.01, 0.014, 0.0145, 0.0138, 0.014, 0.0142)), 1).get(0);
        assertEquals(Verdicts.Kind.FASTEST, w.kind());
        assertEquals("reduced_recurrence", w.fastest());
        assertTrue(row(w, "iterative_bitset").slower().low() > 1, "slower by an interval above 1");
        assertTrue(Double.isNaN(w.detectable()), "a winner needs no detectable lead");
        assertEquals(Verdicts.Answers.SAME, w.answers());
        assertEquals("fastest", row(w, "reduced_recurrence").verdict());
        assertEquals("slower than reduced_recurrence", row(w, "iterative_bitset").verdict());
        assertEquals("reduced_recurrence", w.rows().get(0).result().impl(), "rows best first");
        assertEquals(1.0, row(w, "recursive_hashset").speedup(), 1e-12);
        assertTrue(row(w, "iterative_bitset").p() <= Verdicts.ALPHA);
    }

    /** A rival with the screening round's fork alone leaves the race only at SCREEN times that round's fastest or more. */
    @Test
    void theScreeningRoundTakesOutOnlyRivalsAtLeastScreenTimesSlower() {
        Result leader = result("a", 1, 0.001, 1.0, 1.1, 0.9);
        Result close = result("b", 1, 0.001, 1.02, 1.09, 0.93);
        Verdicts.CaseVerdict w = Fixture.judge(List.of(leader, close, result("far", 1, 0.001, Verdicts.SCREEN * 1.01),
                result("near", 1, 0.001, Verdicts.SCREEN * 0.99)), 1).get(0);
        assertEquals("slower than a" + Verdicts.SCREENED_OUT, row(w, "far").verdict());
        assertEquals(Verdicts.Kind.NOT_ENOUGH_DATA, w.kind(), "near has one fork and is within the screen: still racing");
        assertEquals(List.of("a", "b", "near"), w.contenders(), "more forks for every implementation still racing");

        Verdicts.CaseVerdict alone = Fixture.judge(List.of(result("a", 1, 0.001, 1.0),
                result("far", 1, 0.001, Verdicts.SCREEN * 1.01)), 1).get(0);
        assertEquals(Verdicts.Kind.FASTEST, alone.kind(), "every rival screened out: the leader is fastest");
        assertEquals(List.of(), alone.contenders());
        assertEquals(Verdicts.Kind.ONLY_ENTRY, Fixture.judge(List.of(result("a", 1, 0.001, 1.0)), 1).get(0).kind());

        // Screened against round 1's fastest fork, b's: a leader that is slower there does not bring the rival back.
        Verdicts.CaseVerdict later = Fixture.judge(List.of(result("a", 1, 0.001, 1.2, 0.5, 0.5), result("b", 1, 0.001, 1.0, 0.8,
                0.8), result("far", 1, 0.001, Verdicts.SCREEN * 1.01)), 1).get(0);
        assertEquals("a", later.best());
        assertEquals("slower than a" + Verdicts.SCREENED_OUT, row(later, "far").verdict());
    }

    /** A stopped fork counts as slower only where its operations took at least SCREEN times the leader's (ms here). */
    @Test
    void aStoppedForkIsSlowerOnlyWhereItRanScreenTimesTheLeaders() {
        List<Result> rs = List.of(result("a", 1, 0.001, 1.0, 1.1, 0.9), result("b", 1, 0.001, 2.0, 2.1, 1.9));
        String key = rs.get(0).caseKey();
        double leader = rs.get(0).forkScore().centre() / 1000;
        double held = Verdicts.SCREEN * 1.01 * leader;
        Verdicts.CaseVerdict v = Verdicts.judge(rs, 1, java.util.Map.of(key, java.util.Map.of("c", held))).get(0);
        assertEquals(Verdicts.Kind.FASTEST, v.kind());
        assertEquals(List.of("c: stopped after its operations took at least " + DisplayUnit.format(held) + " s each, "
                + Verdicts.times(held / leader) + " the leader's"), v.stopped());
        Verdicts.CaseVerdict early = Verdicts.judge(rs, 1, java.util.Map.of(key, java.util.Map.of("c", Verdicts.SCREEN * 0.99
                * leader))).get(0);
        assertEquals(Verdicts.Kind.NOT_ENOUGH_DATA, early.kind(), "stopped below SCREEN times the leader's: no claim");
        assertEquals(List.of("a", "b", "c"), early.contenders(), "a stop that does not hold is raced in a look");
        Verdicts.CaseVerdict raced = Verdicts.judge(List.of(rs.get(0), rs.get(1), result("c", 1, 0.001, 3.0)), 1,
                java.util.Map.of(key, java.util.Map.of("c", Verdicts.SCREEN * 0.99 * leader))).get(0);
        assertEquals(List.of(), raced.stopped(), "the stopped implementation's result stands");
        assertEquals(Verdicts.Kind.NOT_ENOUGH_DATA, raced.kind(), "c has one fork, 3 times slower: still racing");
    }

    @Test
    void pairingByRoundSeparatesWhatTheHostsDriftHidesFromAnUnpairedTest() {
        // The host's speed moves from round to round; b is about 10% slower than a in every round.
        double[] host = {1.00, 1.50, 0.90, 1.30, 1.05, 1.20, 0.95, 1.10};
        double[] slower = {1.10, 1.09, 1.11, 1.10, 1.12, 1.08, 1.10, 1.11};
        Result a = result("a", 1, 0.001, host);
        Result b = result("b", 1, 0.001, IntStream.range(0, host.length).mapToDouble(i -> host[i] * slower[i]).toArray());
        assertTrue(new TTest().tTest(logs(a), logs(b)) > 0.05, "fixture: Welch on the unpaired fork values finds no difference");
        Verdicts.CaseVerdict w = Fixture.judge(List.of(a, b), 1).get(0);
        assertEquals(Verdicts.Kind.FASTEST, w.kind());
        assertEquals(1.10, w.margin(), 0.005);
        assertTrue(row(w, "b").p() < 1e-4, "beyond the 1.05 margin: p " + row(w, "b").p());
    }

    @Test
    void aTieWhereTheRatioMovesFromRoundToRoundSaysWhatLeadItCouldHaveSeen() {
        Verdicts.CaseVerdict w = Fixture.judge(List.of(result("a", 1, 0.001, 1.00, 1.20, 0.90, 1.10, 1.05),
                result("b", 1, 0.001, 1.10, 1.15, 0.97, 1.08, 1.12)), 1).get(0);
        assertEquals(Verdicts.Kind.TIED, w.kind());
        assertEquals("a", w.best());
        assertNull(w.fastest());
        assertEquals(List.of("b"), w.tiedWith());
        assertEquals("a tied with b", w.text());
        assertEquals("tied with a", row(w, "b").verdict());
        assertEquals(List.of("a", "b"), w.contenders(), "more forks would help");
        // Log ratios with a spread of about 0.06 over 5 pairs: a lead of about 1.11x beyond the 1.05 margin, 1.16x, would be
        // found 4 times in 5.
        assertEquals(1.16, w.detectable(), 0.03);
    }

    /**
     * a and b alike on average (b 1.001 times slower), b's ratio to a alternating between e^x and e^-x over six rounds (a paired log sd of
     * x * sqrt(6 / 5)): no rival cleared, and the lead the run could have detected grows with x.
     */
    static Verdicts.CaseVerdict alike(double x) {
        double[] a = {1.0, 1.3, 0.9, 1.1, 1.2, 0.95};
        double[] b = IntStream.range(0, a.length).mapToDouble(r -> 1.001 * a[r] * Math.exp(r % 2 == 0 ? x : -x)).toArray();
        return Fixture.judge(List.of(result("a", 1, 0.001, a), result("b", 1, 0.001, b)), 1).get(0);
    }

    /** "Tied" only where a 1.5x lead would have shown; a race that could have missed more is undecided, and says how much. */
    @Test
    void aRaceThatCouldHaveMissedMoreThanAOneAndAHalfTimesLeadIsUndecidedNotTied() {
        assertEquals(1.5, Verdicts.TIE.lead());
        assertEquals(0.8, Verdicts.TIE.power());
        // Six pairs at 0.05, beyond the margin: 1.05 exp((t(0.975, 5) + t(0.8, 5)) * sd / sqrt(6)) = 1.05 exp(1.5615 x).
        Verdicts.CaseVerdict close = alike(0.22);
        assertEquals(1.05 * Math.exp(1.5615 * 0.22), close.detectable(), 0.002);
        assertTrue(close.detectable() <= 1.5, "fixture: " + close.detectable());
        assertEquals(Verdicts.Kind.TIED, close.kind());
        assertEquals("a tied with b", close.text());

        Verdicts.CaseVerdict loose = alike(0.24);
        assertTrue(loose.detectable() > 1.5 && loose.detectable() < 1.55, "fixture: " + loose.detectable());
        assertEquals(Verdicts.Kind.UNDECIDED, loose.kind());
        assertEquals("undecided between a, b: a lead under 1.53\u00d7 would not have shown", loose.text());
        assertEquals("undecided against b", row(loose, "a").verdict());
        assertEquals("undecided against a", row(loose, "b").verdict());
        assertNull(loose.fastest());
        assertEquals(List.of("a", "b"), loose.contenders(), "more forks would help, as in a tie");
        assertEquals("undecided a, b", loose.identity());
        assertTrue(!loose.kind().decided() && loose.kind().grouped());

        Verdicts.CaseVerdict wide = alike(1.0);
        assertEquals(Verdicts.Kind.UNDECIDED, wide.kind());
        assertEquals(1.05 * Math.exp(1.5615), wide.detectable(), 0.01);
        assertEquals("undecided between a, b: a lead under 5.00\u00d7 would not have shown", wide.text());
        assertEquals(Verdicts.Kind.TIED, alike(0).kind(), "no spread at all: any lead beyond the 1.05 margin would have shown");
    }

    /** The verdicts counted by kind, a single implementation apart from a race won. */
    @Test
    void countsNameEveryKindApart() {
        List<Verdicts.CaseVerdict> vs = List.of(alike(0.22), alike(0.24), alike(1.0), Fixture.judge(List.of(
                result("a", 1, 0.001, 1.0, 1.1)), 1).get(0), Fixture.judge(List.of(result("a", 1, 0.01, 1.0, 1.01, 0.99),
                result("b", 1, 0.01, 3.0, 3.01, 2.99)), 1).get(0));
        assertEquals("1 fastest, 1 tied, 2 undecided, 1 single, 0 not enough data", Verdicts.counts(vs));
        assertEquals(List.of("fastest", "tied", "undecided", "single", "not enough data", "answers differ"),
                List.copyOf(Verdicts.tally(vs).keySet()));
    }

    @Test
    void theTestIsStatedWithTheTieWord() {
        Verdicts.CaseVerdict clear = Fixture.judge(List.of(result("a", 1, 0.01, 1.0, 1.01, 0.99, 1.0, 1.02),
                result("b", 1, 0.01, 3.0, 3.01, 2.99, 3.0, 3.02)), 1).get(0);
        String test = Summary.test(1, List.of(clear));
        assertTrue(test.contains("**Fastest** where every rival is cleared."), test);
        assertTrue(test.contains("**tied** where it is at most 1.50\u00d7, **undecided** where it is more"), test);
    }

    @Test
    void moreLooksAtTheDataAskForAStricterLevel() {
        List<Result> rs = List.of(result("a", 1, 0.001, 1.00, 1.20, 0.90, 1.10, 1.05),
                result("b", 1, 0.001, 1.071, 1.4616, 0.99225, 1.32825, 1.21275));
        Verdicts.CaseVerdict once = Fixture.judge(rs, 1).get(0);
        Verdicts.CaseVerdict four = Fixture.judge(rs, 4).get(0);
        assertTrue(row(once, "b").p() > 0.0125 && row(once, "b").p() <= 0.05, "fixture: p " + row(once, "b").p());
        assertEquals(Verdicts.Kind.TIED, four.kind(), "p above 0.05 / 4");
        assertEquals(0.0125, four.level(), 1e-12);
    }

    /**
     * A case the look decided ran no further rounds, so the verdict the suite acted on stands: the forks of the other cases in
     * later rounds, here far noisier in some cases than in others (which lowers the noise's degrees of freedom lent), do not
     * change the noise lent to it, nor its verdict.
     */
    @Test
    void aCaseThatRanNoFurtherRoundsKeepsTheVerdictOfItsLook() {
        java.util.Random g = new java.util.Random(5);
        List<Result> run = new java.util.ArrayList<>();
        for (int c = 0; c < 6; c++) {
            int rounds = c == 0 ? 3 : 13;
            for (int impl = 0; impl < 3; impl++) {
                List<Double> values = new java.util.ArrayList<>();
                for (int r = 1; r <= rounds; r++) {
                    double sd = r <= 3 ? 0.05 : c % 2 == 0 ? 0.01 : 0.6;
                    values.add(Math.exp((impl == 0 ? 0 : Math.log(1.4)) + sd * g.nextGaussian()));
                }
                run.add(VerdictSimulationTest.result(c, impl, values, IntStream.rangeClosed(1, rounds).boxed().toList()));
            }
        }
        List<Result> atTheLook = run.stream().map(r -> VerdictSimulationTest.result(Integer.parseInt(r.theCase().label()
                .substring(1)), Integer.parseInt(r.impl().substring(4)), Arrays.stream(r.forkValues()).limit(3).boxed().toList(),
                List.of(1, 2, 3))).toList();
        Verdicts.CaseVerdict look = Fixture.judge(atTheLook, 2).get(0);
        Verdicts.CaseVerdict end = Fixture.judge(run, 2).get(0);
        assertEquals(Verdicts.Kind.FASTEST, look.kind(), "fixture: decided at the look");
        assertTrue(Fixture.judge(run, 2).get(1).prior().df() < look.prior().df(), "fixture: the later rounds lend less");
        assertEquals(look.prior(), end.prior());
        assertEquals(look.kind(), end.kind());
        assertEquals(row(look, "impl1").p(), row(end, "impl1").p(), 1e-12);
    }

    /**
     * A row's interval is the test's own evidence: a rival cleared on the noise the run's other races lend it, where its own
     * three pairs alone are too noisy to clear it, shows an interval above the margin, not its own pairs' interval, which
     * includes 1.
     */
    @Test
    void aClearedRivalShowsTheTestsIntervalAboveTheMargin() {
        List<Result> run = new java.util.ArrayList<>();
        double[] noisy = {0.45, -0.45, 0};
        for (int c = 0; c < 6; c++) {
            for (int impl = 0; impl < 3; impl++) {
                List<Double> values = new java.util.ArrayList<>();
                for (int r = 0; r < 3; r++) {
                    double wobble = c == 0 ? (impl == 1 ? noisy[r] : 0) : 0.01 * ((r + c + impl) % 3 - 1);
                    values.add(new double[] {1, 1.6, 3}[impl] * Math.exp(wobble));
                }
                run.add(VerdictSimulationTest.result(c, impl, values, List.of(1, 2, 3)));
            }
        }
        Verdicts.CaseVerdict v = Fixture.judge(run, 1).get(0);
        Verdicts.Row rival = row(v, "impl1");
        ForkScore.Ratio ownPairs = rival.result().over(v.first());
        assertEquals(Verdicts.Kind.FASTEST, v.kind(), "cleared on the noise lent");
        assertTrue(ownPairs.low() < 1, "fixture: its own pairs' interval includes 1");
        assertTrue(rival.slower().low() > Verdicts.MIN_MARGIN, "the row's interval is the test's: " + rival.slower());
        assertEquals(ownPairs.centre(), rival.slower().centre(), 1e-12);
        assertEquals(v.margin(), rival.slower().centre(), 1e-12);
    }

    /** A lead of 1.03x, however sure, is not one of the 1.05x a rival is cleared by: the test is of a lead beyond the margin. */
    @Test
    void aSureLeadUnderTheMarginIsATie() {
        double[] a = {1.000, 1.001, 0.999, 1.000, 1.000};
        double[] b = {1.030, 1.031, 1.029, 1.030, 1.030};
        Verdicts.CaseVerdict w = Fixture.judge(List.of(result("a", 1, 0.001, a), result("b", 1, 0.001, b)), 1).get(0);
        assertTrue(new TTest().pairedTTest(Arrays.stream(a).map(Math::log).toArray(), Arrays.stream(b).map(Math::log).toArray())
                < 1e-6, "fixture: b surely slower");
        assertEquals(Verdicts.Kind.TIED, w.kind());
        assertEquals(1.0, row(w, "b").p(), 1e-9, "no evidence of a lead beyond 1.05");
        assertEquals(1.03, w.margin(), 0.001);
    }

    @Test
    void ratiosKeepThreeSignificantDigitsAtMost() {
        assertEquals("1.42\u00d7", Verdicts.times(1.4194));
        assertEquals("26.5\u00d7", Verdicts.times(26.5012));
        assertEquals("1112\u00d7", Verdicts.times(1111.92));
        assertEquals("\u2013", Verdicts.times(Double.NaN));
    }

    @Test
    void holmAdjustsEveryComparisonOfTheFamily() {
        assertArrayEquals(new double[] {0.03, 0.06, 0.06}, ForkScore.holm(new double[] {0.01, 0.04, 0.03}), 1e-12);
        // The leader's own p is NaN: no comparison, so a two-implementation case has one rival and its p stands.
        double[] withNaN = ForkScore.holm(new double[] {Double.NaN, 0.02});
        assertTrue(Double.isNaN(withNaN[0]));
        assertEquals(0.02, withNaN[1], 1e-12);
        assertArrayEquals(new double[] {Double.NaN, 0.04, 0.04}, ForkScore.holm(new double[] {Double.NaN, 0.02, 0.03}), 1e-12);
    }

    @Test
    void fewerThanTwoForksIsNotEnoughData() {
        Verdicts.CaseVerdict w = Fixture.judge(List.of(
                result("a", 1, 0.01, 1.0, 1.01, 0.99),
                result("b", 1, 0.01, 3.0)), 1).get(0);
        assertEquals(Verdicts.Kind.NOT_ENOUGH_DATA, w.kind());
        assertEquals("not enough data", w.text());
        w.rows().forEach(r -> assertEquals("not enough data", r.verdict()));
    }

    @Test
    void aBimodalForkIsReportedAsAnOutlier() {
        Verdicts.CaseVerdict w = Fixture.judge(List.of(
                result("a", 1, 0.005, 1.00, 1.01, 0.99, 1.60, 1.00),
                result("b", 1, 0.005, 2.00, 2.02, 1.98, 2.01, 1.99)), 1).get(0);
        assertEquals(List.of(3), row(w, "a").score().outliers());
        List<String> lines = Summary.outlierLines(List.of(w));
        assertEquals(1, lines.size(), lines.toString());
        assertTrue(lines.get(0).startsWith("triomino n=n100, `a`: fork 4 of 5 took 1.60 ms/op, 1.60\u00d7 the median"
                + " of the other forks (1.00 ms/op)"), lines.get(0));
    }

    @Test
    void differentChecksumsGiveNoVerdictButNameTheImplementations() {
        Verdicts.CaseVerdict w = Fixture.judge(List.of(
                result("a", 41, 0.01, 1.0, 1.01, 0.99),
                result("b", 41, 0.01, 3.0, 3.01, 2.99),
                result("c", 42, 0.01, 9.0, 9.01, 8.99)), 1).get(0);
        assertEquals(Verdicts.Kind.ANSWERS_DIFFER, w.kind());
        assertEquals(Verdicts.Answers.DIFFER, w.answers());
        assertEquals("answers differ: a, b vs c", w.text());
        assertNull(w.fastest());
        w.rows().forEach(r -> assertEquals("answers differ", r.verdict()));
    }

    @Test
    void aChecksumThatVariesBetweenIterationsIsADifference() {
        Result a = result("a", 41, 0.01, 1.0, 1.01, 0.99);
        a.checksums()[1][3] = 40;
        Verdicts.CaseVerdict w = Fixture.judge(List.of(a, result("b", 41, 0.01, 3.0, 3.01, 2.99)), 1).get(0);
        assertEquals(Verdicts.Kind.ANSWERS_DIFFER, w.kind());
        assertTrue(w.text().startsWith("answers differ: a gave different answers"), w.text());
    }

    @Test
    void withoutChecksumsTheAnswersAreNotChecked() {
        Verdicts.CaseVerdict w = Fixture.judge(List.of(
                result("a", Double.NaN, 0.01, 1.0, 1.01, 0.99),
                result("b", Double.NaN, 0.01, 3.0, 3.01, 2.99)), 1).get(0);
        assertEquals(Verdicts.Kind.FASTEST, w.kind());
        assertEquals(Verdicts.Answers.NOT_CHECKED, w.answers());
        assertEquals("answers not checked: no checksums in this run", w.answersNote());
    }

    @Test
    void aCollectionsChecksumsAreComparedItemByItem() {
        double[][] times = new double[3][42];
        double[][] same = new double[3][42];
        double[][] other = new double[3][42];
        for (int f = 0; f < 3; f++) {
            for (int i = 0; i < 42; i++) {
                times[f][i] = 1 + (i % 21) * 0.1 + f * 0.01;
                same[f][i] = i % 21;
                other[f][i] = i % 21 == 5 ? 99 : i % 21;
            }
        }
        Result a = Fixture.result("rectangle-board-median", "_8x8_60", "canonical_groups", "ss", "ms/op", times, same);
        Result b = Fixture.result("rectangle-board-median", "_8x8_60", "components", "ss", "ms/op", times, same);
        Result d = Fixture.result("rectangle-board-median", "_8x8_60", "components", "ss", "ms/op", times, other);
        assertEquals(21, a.items());
        assertEquals(Verdicts.Answers.SAME, Fixture.judge(List.of(a, b), 1).get(0).answers());
        assertEquals(Verdicts.Answers.DIFFER, Fixture.judge(List.of(a, d), 1).get(0).answers());
    }

    @Test
    void aContradictionOfTheDefaultImplementationIsMarked() {
        Verdicts.CaseVerdict w = Fixture.judge(List.of(
                result("reduced_recurrence", 7, 0.01, 3.0, 3.1, 2.9),
                result("iterative_bitset", 7, 0.01, 0.20, 0.21, 0.19)), 1).get(0);
        assertEquals("fastest is not the default implementation (reduced_recurrence)", w.againstDefault());
        Verdicts.CaseVerdict agrees = Fixture.judge(List.of(
                result("reduced_recurrence", 7, 0.01, 0.20, 0.21, 0.19),
                result("iterative_bitset", 7, 0.01, 3.0, 3.1, 2.9)), 1).get(0);
        assertNull(agrees.againstDefault());
        Verdicts.CaseVerdict tie = Fixture.judge(List.of(result("a", 1, 0.001, 1.00, 1.20, 0.90, 1.10, 1.05),
                result("b", 1, 0.001, 1.10, 1.15, 0.97, 1.08, 1.12),
                result("reduced_recurrence", 1, 0.001, 3.0, 3.01, 2.99, 3.0, 3.02)), 1).get(0);
        assertEquals(Verdicts.Kind.TIED, tie.kind());
        assertEquals("the default implementation (reduced_recurrence) is not among the tied", tie.againstDefault());
    }

    static double[] logs(Result r) {
        return Arrays.stream(r.forkValues()).map(Math::log).toArray();
    }
}
