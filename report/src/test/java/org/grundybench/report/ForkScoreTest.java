package org.grundybench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
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
        assertTrue(Double.isNaN(ForkScore.welchP(s, ForkScore.of(new double[] {1, 2}))));
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
    void welchOnForkMeansSeparatesClearDifferencesOnly() {
        ForkScore a = ForkScore.of(new double[] {1.00, 1.02, 0.98, 1.01, 0.99});
        ForkScore b = ForkScore.of(new double[] {1.30, 1.28, 1.33, 1.31, 1.29});
        ForkScore c = ForkScore.of(new double[] {0.80, 1.25, 0.95, 1.10, 1.02});
        assertTrue(ForkScore.welchP(a, b) < 1e-6);
        assertTrue(ForkScore.welchP(a, c) > 0.5);
        assertEquals(ForkScore.welchP(a, b), ForkScore.welchP(b, a), 1e-15);
    }

    @Test
    void refusesValuesThatAreNotPositiveTimes() {
        assertThrows(IllegalArgumentException.class, () -> ForkScore.of(new double[0]));
        assertThrows(IllegalArgumentException.class, () -> ForkScore.of(new double[] {1, 0}));
        assertThrows(IllegalArgumentException.class, () -> ForkScore.of(new double[] {1, Double.NaN}));
    }
}
