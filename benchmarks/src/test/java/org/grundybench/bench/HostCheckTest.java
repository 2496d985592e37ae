package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The host check scripts/bench records: its arithmetic, and a short real measurement. */
class HostCheckTest {
    @Test
    void reportsMediansAndTheRangeOfTheScaling() {
        double[][] rates = {{100e6, 200e6}, {100e6, 110e6}, {50e6, 90e6}};
        // one: 50, 100, 100 -> 100; two: 90, 110, 200 -> 110; scaling: 2.0, 1.1, 1.8 -> 1.8
        assertEquals("one=100 two=110 scaling=1.80 (1.10-2.00) windows=3", HostCheck.format(rates));
    }

    @Test
    void measuresBothThreadCountsInEveryWindow() throws Exception {
        double[][] rates = HostCheck.measure(2, 20);
        assertEquals(2, rates.length);
        for (double[] window : rates) {
            assertTrue(window[0] > 0 && window[1] > 0, java.util.Arrays.toString(window));
        }
        assertTrue(HostCheck.format(rates).matches(
                "one=\\d+ two=\\d+ scaling=\\d+\\.\\d\\d \\(\\d+\\.\\d\\d-\\d+\\.\\d\\d\\) windows=2"),
                HostCheck.format(rates));
    }
}
