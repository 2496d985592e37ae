package org.grundybench.cli;

import java.io.PrintStream;
import java.util.function.LongSupplier;

/**
 * Shows that long work is still going, on stderr, in one of three {@link Style}s: on a
 * terminal, after {@link #DELAY_MS}, one line rewritten in place every second and erased when
 * the work ends; as plain lines (for logs and pipes, {@code --progress}), one line every
 * {@value #PLAIN_INTERVAL_SECONDS} s and a last one when the work ends; or nothing. Each line
 * says what is done (the label and the latest {@link #detail}) and the time elapsed, by the
 * run's clock; a {@link Ticker} decides when a line is drawn.
 */
final class Progress implements AutoCloseable {
    /** Not shown; one terminal line rewritten in place; plain lines, readable in a log. */
    enum Style { NONE, TERMINAL, LINES }

    static final long DELAY_MS = 1_000;
    static final long TERMINAL_INTERVAL_MS = 1_000;
    static final int PLAIN_INTERVAL_SECONDS = 3;

    /**
     * Calls a progress's tick, which draws a line, after a delay and then at each interval until
     * stopped: {@link #THREAD} in a run; tests tick by hand, so that what is shown does not
     * depend on how fast the work goes.
     */
    interface Ticker {
        /** Starts the calls of {@code tick}; the returned stop ends them and returns once none runs. */
        Runnable start(Runnable tick, long delayMs, long intervalMs);

        /** A daemon thread that sleeps through the delay and each interval. */
        Ticker THREAD = (tick, delayMs, intervalMs) -> {
            Thread thread = new Thread(() -> {
                try {
                    Thread.sleep(delayMs);
                    while (true) {
                        tick.run();
                        Thread.sleep(intervalMs);
                    }
                } catch (InterruptedException e) {
                    // stopped
                }
            }, "grundy-progress");
            thread.setDaemon(true);
            thread.start();
            return () -> {
                thread.interrupt();
                try {
                    thread.join();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            };
        };
    }

    private final PrintStream err;
    private final String label;
    private final Style style;
    private final LongSupplier clock;
    private final long start;
    private final Runnable stop;
    private volatile String detail = "";
    private int shownWidth;
    private boolean shownLine;

    private Progress(PrintStream err, String label, Style style, LongSupplier clock, Ticker ticker) {
        this.err = err;
        this.label = label;
        this.style = style;
        this.clock = clock;
        // Nothing shown, nothing timed: the clock is read only for the lines.
        start = style == Style.NONE ? 0 : clock.getAsLong();
        long plain = PLAIN_INTERVAL_SECONDS * 1_000L;
        stop = switch (style) {
            case NONE -> null;
            case TERMINAL -> ticker.start(this::tick, DELAY_MS, TERMINAL_INTERVAL_MS);
            case LINES -> ticker.start(this::tick, plain, plain);
        };
    }

    /**
     * Progress in {@code style} for work named {@code label}, timed by {@code clock} (nanoseconds,
     * as {@link System#nanoTime}) and drawn when {@code ticker} ticks.
     */
    static Progress start(PrintStream err, String label, Style style, LongSupplier clock, Ticker ticker) {
        return new Progress(err, label, style, clock, ticker);
    }

    /** A short note on where the work is, e.g. {@code N = 40000 of 100000}. */
    void detail(String text) {
        detail = text;
    }

    /** {@code grundy triomino: N = 40000 of 200000, 6 s elapsed}. */
    static String line(String label, String detail, long elapsedNanos) {
        return label + ": " + (detail.isEmpty() ? "working" : detail) + ", "
                + elapsed(elapsedNanos) + " elapsed";
    }

    /** {@code 7 s}, {@code 2 min 05 s}, {@code 1 h 00 min 05 s}. */
    static String elapsed(long nanos) {
        long s = Math.max(0, nanos) / 1_000_000_000L;
        return s < 60 ? s + " s" : s < 3600 ? String.format("%d min %02d s", s / 60, s % 60)
                : String.format("%d h %02d min %02d s", s / 3600, s / 60 % 60, s % 60);
    }

    private void tick() {
        show(line(label, detail, clock.getAsLong() - start));
    }

    private synchronized void show(String text) {
        if (style == Style.LINES) {
            err.println(text);
            shownLine = true;
        } else {
            err.print("\r" + text + " ".repeat(Math.max(0, shownWidth - text.length())));
            shownWidth = text.length();
        }
        err.flush();
    }

    @Override
    public void close() {
        if (stop == null) {
            return;
        }
        stop.run();
        synchronized (this) {
            if (shownWidth > 0) {
                err.print("\r" + " ".repeat(shownWidth) + "\r");
            }
            if (shownLine) {
                // A log that showed progress also shows when the work ended.
                err.println(label + ": done after " + elapsed(clock.getAsLong() - start));
            }
            err.flush();
        }
    }
}
