package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
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
    void theHostIsSteadyWhenTheLastFiveWindowsAgreeWithinThreePercent() {
        assertFalse(HostCheck.isSteady(List.of(100.0, 100.0, 100.0, 100.0), 5, 1.03), "four windows are too few");
        assertTrue(HostCheck.isSteady(List.of(100.0, 100.0, 103.0, 101.0, 102.0), 5, 1.03), "exactly 3% agrees");
        assertFalse(HostCheck.isSteady(List.of(100.0, 100.0, 104.0, 101.0, 102.0), 5, 1.03));
        assertTrue(HostCheck.isSteady(List.of(60.0, 90.0, 100.0, 101.0, 100.5, 102.0, 101.0), 5, 1.03),
                "the cold windows before the last five do not count");
        assertFalse(HostCheck.isSteady(List.of(100.0, 101.0, 100.5, 102.0, 101.0, 90.0), 5, 1.03),
                "a slow last window breaks it");
        assertEquals(0.04, HostCheck.spread(List.of(50.0, 100.0, 104.0, 101.0, 102.0, 103.0), 5), 1e-12);
        assertTrue(Double.isNaN(HostCheck.spread(List.of(1.0), 5)));
    }

    @Test
    void waitsForASteadyHostWithinItsBound() {
        ByteArrayOutputStream progress = new ByteArrayOutputStream();
        String line = HostCheck.steady(1000, 20, new PrintStream(progress, true, StandardCharsets.UTF_8));
        assertTrue(line.matches("yes after [01] s \\(5 windows within [0-2]\\.\\d%\\)"
                + "|no: 1 s bound reached \\(last 5 windows within \\d+\\.\\d%\\)"), line);
        assertTrue(progress.toString(StandardCharsets.UTF_8).contains("window 5 at "), progress.toString());
        assertEquals("no: 0 s bound reached (only 0 windows fit)", HostCheck.steady(10, 20, new PrintStream(
                new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)));
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
