package org.grundybench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.grundybench.core.TestClock;
import org.junit.jupiter.api.Test;

class ProgressTest {
    private static final String DETAIL = "N = 5000 of 90000";

    /** A ticker the test ticks by hand; it keeps what it was asked for. */
    private static final class HandTicker implements Progress.Ticker {
        private Runnable tick;
        long delayMs = -1;
        long intervalMs = -1;
        boolean stopped;

        @Override
        public Runnable start(Runnable tick, long delayMs, long intervalMs) {
            this.tick = tick;
            this.delayMs = delayMs;
            this.intervalMs = intervalMs;
            return () -> stopped = true;
        }

        void tick() {
            assertFalse(stopped, "ticked after it was stopped");
            tick.run();
        }
    }

    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final TestClock clock = TestClock.standingStill();
    private final HandTicker ticker = new HandTicker();

    private Progress progress(Progress.Style style) {
        return Progress.start(new PrintStream(bytes, true, StandardCharsets.UTF_8), "grundy triomino",
                style, clock, ticker);
    }

    private String shown() {
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void silentWhenNotOnATerminal() {
        try (Progress p = progress(Progress.Style.NONE)) {
            p.detail("N = 5");
            clock.advanceMillis(10_000);
        }
        assertEquals(-1, ticker.delayMs, "no ticker started");
        assertEquals(0, clock.reads(), "nothing timed");
        assertEquals("", shown());
    }

    @Test
    void onATerminalShowsALineAndErasesIt() {
        try (Progress p = progress(Progress.Style.TERMINAL)) {
            assertEquals(Progress.DELAY_MS, ticker.delayMs);
            assertEquals(1_000, ticker.intervalMs);
            assertEquals("", shown(), "nothing before the first tick");
            clock.advanceMillis(1_000);
            ticker.tick();
            assertEquals("\rgrundy triomino: working, 1 s elapsed", shown());
            p.detail(DETAIL);
            clock.advanceMillis(1_000);
            ticker.tick();
            p.detail("N = 6");
            ticker.tick();
        }
        assertTrue(ticker.stopped);
        String first = "grundy triomino: working, 1 s elapsed";
        String second = "grundy triomino: " + DETAIL + ", 2 s elapsed";
        String third = "grundy triomino: N = 6, 2 s elapsed";
        // Rewritten in place, a shorter line padded over the longer one, then erased.
        assertEquals("\r" + first + "\r" + second + "\r" + third
                + " ".repeat(second.length() - third.length())
                + "\r" + " ".repeat(third.length()) + "\r", shown());
    }

    @Test
    void plainLinesForLogs() {
        try (Progress p = progress(Progress.Style.LINES)) {
            assertEquals(Progress.PLAIN_INTERVAL_SECONDS * 1_000L, ticker.delayMs);
            assertEquals(Progress.PLAIN_INTERVAL_SECONDS * 1_000L, ticker.intervalMs);
            clock.advanceMillis(3_000);
            ticker.tick();
            p.detail(DETAIL);
            clock.advanceMillis(3_000);
            ticker.tick();
            clock.advanceMillis(500);
        }
        assertEquals("grundy triomino: working, 3 s elapsed\n"
                + "grundy triomino: " + DETAIL + ", 6 s elapsed\n"
                + "grundy triomino: done after 6 s\n", shown());
    }

    @Test
    void aLogThatShowedNoLineGetsNoLastOne() {
        try (Progress p = progress(Progress.Style.LINES)) {
            p.detail(DETAIL);
            clock.advanceMillis(2_000);
        }
        assertTrue(ticker.stopped);
        assertEquals("", shown());
    }

    /**
     * The ticker of a run: ticks after the delay, then again at each interval, and none once
     * stopped. The test waits for the ticks (the time limit is only a guard against a hang).
     */
    @Test
    void theThreadTicksUntilStopped() throws InterruptedException {
        CountDownLatch twice = new CountDownLatch(2);
        AtomicInteger ticks = new AtomicInteger();
        Runnable stop = Progress.Ticker.THREAD.start(() -> {
            ticks.incrementAndGet();
            twice.countDown();
        }, 0, 1);
        assertTrue(twice.await(60, TimeUnit.SECONDS), "two ticks");
        stop.run();
        int stoppedAt = ticks.get();
        Thread.sleep(20); // room for a tick that stop failed to end
        assertEquals(stoppedAt, ticks.get(), "no tick after stop returned");
    }

    @Test
    void lineSaysWhatHowFarAndTheTimeElapsed() {
        assertEquals("grundy rect: working, 0 s elapsed", Progress.line("grundy rect", "", 999_999_999L));
        assertEquals("grundy triomino: N = 4000 of 200000, 2 min 05 s elapsed",
                Progress.line("grundy triomino", "N = 4000 of 200000", 125_400_000_000L));
        assertEquals("59 s", Progress.elapsed(59_999_999_999L));
        assertEquals("1 h 00 min 07 s", Progress.elapsed(3_607_000_000_000L));
    }

    @Test
    void theProgressOptionWritesLinesOnStderrOnly() {
        // The first line is due as the work starts (the ticker ticks at once): it and the last
        // line are on stderr, the answers alone on stdout.
        Progress.Ticker atOnce = (tick, delayMs, intervalMs) -> {
            tick.run();
            return () -> { };
        };
        Cli.Result r = Cli.run(ExamplesTest.TRIOMINO, TestClock.standingStill(), atOnce, "triomino", "--progress");
        assertEquals(0, r.code(), r::err);
        assertEquals("Y\nX\nX\nY\nY\n", r.out());
        assertEquals("grundy triomino: working, 0 s elapsed\ngrundy triomino: done after 0 s\n", r.err());
        // No line due before the work ends: nothing on stderr.
        r = Cli.run(ExamplesTest.TRIOMINO, TestClock.standingStill(), Cli.NEVER, "triomino", "--progress");
        r.assertOk();
        assertEquals("Y\nX\nX\nY\nY\n", r.out());
    }

    @Test
    void anInteractiveRunKeepsStdoutClean() {
        // Interactive runs tell the user stdin is read, on stderr only.
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
        int code = GrundyCli.run(new String[] {"triomino"},
                new java.io.ByteArrayInputStream("2 7".getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), true);
        assertEquals(0, code);
        assertEquals("X\nY\n", out.toString(StandardCharsets.UTF_8));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("reading the input from the terminal"));
    }
}
