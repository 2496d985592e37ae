package org.grundybench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.apache.commons.math3.stat.StatUtils;
import org.junit.jupiter.api.Test;

class ForkScoreTest {

    @Test
    void centreIsTheGeometricMeanAndTheIntervalIsAsymmetricAroundIt() {
        ForkScore s = ForkScore.of(new double[] {1, 2, 4});
        assertEquals(2.0, s.centre(), 1e-12);
        // logs: 0, ln2, 2ln2; sd = ln2; t(2, 0.975) = 4.302653
        double half = 4.302653 * Math.log(2) / Math.sqrt(3);
        assertEquals(2 * Math.exp(-half), s.low(), 1e-5);
        assertEquals(2 * Math.exp(half), s.high(), 1e-5);
        assertTrue(s.low() > 0);
        assertEquals(s.centre() / s.low(), s.high() / s.centre(), 1e-9);
    }

    @Test
    void oneForkHasNoInterval() {
        ForkScore s = ForkScore.of(new double[] {3});
        assertEquals(3, s.centre(), 1e-12);
        assertTrue(Double.isNaN(s.low()) && Double.isNaN(s.high()));
        assertTrue(Double.isNaN(ForkScore.ratio(s, ForkScore.of(new double[] {1, 2})).low()));
    }

    @Test
    void aForkFarFromTightOthersIsAnOutlierAndStaysInTheScore() {
        ForkScore s = ForkScore.of(new double[] {1.00, 1.01, 0.99, 1.60, 1.00});
        assertEquals(List.of(3), s.outliers());
        assertTrue(s.centre() > 1.05, "the outlier is not dropped");
    }

    @Test
    void spreadForksHaveNoOutlierAndSmallDistancesNever() {
        assertEquals(List.of(), ForkScore.of(new double[] {1.0, 1.3, 0.8, 1.5, 1.1}).outliers());
        assertEquals(List.of(), ForkScore.of(new double[] {1.0, 1.0, 1.0, 1.08}).outliers());
    }

    @Test
    void welchsIntervalOfARatioSeparatesClearDifferencesOnly() {
        ForkScore a = ForkScore.of(new double[] {1.00, 1.02, 0.98, 1.01, 0.99});
        ForkScore b = ForkScore.of(new double[] {1.30, 1.28, 1.33, 1.31, 1.29});
        ForkScore c = ForkScore.of(new double[] {0.80, 1.25, 0.95, 1.10, 1.02});
        ForkScore.Ratio ab = ForkScore.ratio(a, b);
        assertTrue(ab.high() < 0.8, "a is clearly faster: " + ab);
        ForkScore.Ratio ac = ForkScore.ratio(a, c);
        assertTrue(ac.low() < 1 && ac.high() > 1, "no clear difference: " + ac);
        ForkScore.Ratio ba = ForkScore.ratio(b, a);
        assertEquals(1 / ab.centre(), ba.centre(), 1e-12);
        assertEquals(1 / ab.high(), ba.low(), 1e-12);
        // Welch's interval by hand: logs' mean difference +- t(Welch's df) * se.
        double[] x = Arrays.stream(a.forks()).map(Math::log).toArray();
        double[] y = Arrays.stream(b.forks()).map(Math::log).toArray();
        double vx = StatUtils.variance(x) / 5;
        double vy = StatUtils.variance(y) / 5;
        double df = (vx + vy) * (vx + vy) / (vx * vx / 4 + vy * vy / 4);
        double half = ForkScore.tQuantile(0.975, df) * Math.sqrt(vx + vy);
        assertEquals(ab.centre() * Math.exp(half), ab.high(), 1e-9);
    }

    @Test
    void refusesValuesThatAreNotPositiveTimes() {
        assertThrows(IllegalArgumentException.class, () -> ForkScore.of(new double[0]));
        assertThrows(IllegalArgumentException.class, () -> ForkScore.of(new double[] {1, 0}));
        assertThrows(IllegalArgumentException.class, () -> ForkScore.of(new double[] {1, Double.NaN}));
    }
}
