package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The host check scripts/bench records: its arithmetic and its wait on a clock of the test's, and a short real measurement. */
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

    /**
     * {@link HostCheck#steady} on a clock of the test's, each window taking {@code took} of it and measuring the next of
     * {@code rates}; windows of 2 s. Returns its line, then its progress.
     */
    private static List<String> steady(long boundSeconds, long took, double... rates) {
        AtomicLong now = new AtomicLong();
        AtomicInteger next = new AtomicInteger();
        ByteArrayOutputStream progress = new ByteArrayOutputStream();
        String line = HostCheck.steady(boundSeconds * 1000, 2000, new PrintStream(progress, true, StandardCharsets.UTF_8),
                now::get, millis -> {
                    now.addAndGet(took * 1_000_000);
                    return rates[next.getAndIncrement()];
                });
        return List.of(line, progress.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aSteadyHostIsSteadyOnceItsLastFiveWindowsAgree() {
        List<String> said = steady(300, 2000, 60e6, 90e6, 100e6, 101e6, 100.5e6, 102e6, 101e6, 50e6);
        assertEquals("yes after 14 s (5 windows within 2.0%)", said.get(0), "the seventh window, at 14 s");
        assertTrue(said.get(1).contains("    window 7 at 14 s: 101 M marks/s; last 5 within 2.0%\n"), said.get(1));
        assertFalse(said.get(1).contains("window 8"), said.get(1));
    }

    @Test
    void aHostThatNeverSettlesReachesTheBound() {
        List<String> said = steady(20, 2000, 100e6, 110e6, 100e6, 110e6, 100e6, 110e6, 100e6, 110e6, 100e6, 110e6, 0);
        assertEquals("no: 20 s bound reached (last 5 windows within 10.0%)", said.get(0), "ten windows of 2 s fit in 20 s");
        assertTrue(said.get(1).contains("window 10 at 20 s") && !said.get(1).contains("window 11"), said.get(1));
        assertEquals("no: 7 s bound reached (only 3 windows fit)", steady(7, 2000, 100e6, 100e6, 100e6, 0).get(0));
        assertEquals("no: 20 s bound reached (only 4 windows fit)", steady(20, 5000, 100e6, 100e6, 100e6, 100e6, 0).get(0),
                "a stalled host's windows take longer than asked, and the bound counts the time they took");
    }

    @Test
    void threePercentIsSteadyAndAnyMoreIsNot() {
        assertEquals("yes after 10 s (5 windows within 3.0%)", steady(10, 2000, 100e6, 100e6, 103e6, 101e6, 102e6).get(0));
        assertEquals("no: 10 s bound reached (last 5 windows within 3.1%)",
                steady(10, 2000, 100e6, 100e6, 103.1e6, 101e6, 102e6).get(0));
    }

    /** The real windows and clock: a bound shorter than a window fits none, whatever the machine's speed. */
    @Test
    void aBoundShorterThanAWindowMeasuresNothing() {
        assertEquals("no: 0 s bound reached (only 0 windows fit)", HostCheck.steady(10, 20, new PrintStream(
                new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), System::nanoTime, HostCheck::mark));
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
