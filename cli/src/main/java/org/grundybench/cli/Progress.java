package org.grundybench.cli;

import java.io.PrintStream;

/**
 * Shows that long work is still going, on stderr, in one of three {@link Style}s: on a
 * terminal, after {@link #DELAY_MS}, one line rewritten in place every second and erased when
 * the work ends; as plain lines (for logs and pipes, {@code --progress}), one line every
 * {@value #PLAIN_INTERVAL_SECONDS} s and a last one when the work ends; or nothing. Each line
 * says what is done (the label and the latest {@link #detail}) and the time elapsed.
 */
final class Progress implements AutoCloseable {
    /** Not shown; one terminal line rewritten in place; plain lines, readable in a log. */
    enum Style { NONE, TERMINAL, LINES }

    static final long DELAY_MS = 1_000;
    static final int PLAIN_INTERVAL_SECONDS = 3;

    private final PrintStream err;
    private final String label;
    private final Style style;
    private final long start = System.nanoTime();
    private final Thread ticker;
    private volatile String detail = "";
    private int shownWidth;
    private boolean shownLine;

    /** With a given delay before the first line and interval between lines. */
    private Progress(PrintStream err, String label, Style style, long delayMs, long intervalMs) {
        this.err = err;
        this.label = label;
        this.style = style;
        ticker = style == Style.NONE ? null
                : new Thread(() -> tick(delayMs, intervalMs), "grundy-progress");
        if (ticker != null) {
            ticker.setDaemon(true);
            ticker.start();
        }
    }

    static Progress start(PrintStream err, String label, Style style) {
        long plain = PLAIN_INTERVAL_SECONDS * 1_000L;
        return style == Style.LINES ? start(err, label, style, plain, plain)
                : start(err, label, style, DELAY_MS, 1_000);
    }

    static Progress start(PrintStream err, String label, Style style, long delayMs, long intervalMs) {
        return new Progress(err, label, style, delayMs, intervalMs);
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

    private void tick(long delayMs, long intervalMs) {
        try {
            Thread.sleep(delayMs);
            while (true) {
                show(line(label, detail, System.nanoTime() - start));
                Thread.sleep(intervalMs);
            }
        } catch (InterruptedException e) {
            // closed
        }
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
        if (ticker == null) {
            return;
        }
        ticker.interrupt();
        try {
            ticker.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        synchronized (this) {
            if (shownWidth > 0) {
                err.print("\r" + " ".repeat(shownWidth) + "\r");
            }
            if (shownLine) {
                // A log that showed progress also shows when the work ended.
                err.println(label + ": done after " + elapsed(System.nanoTime() - start));
            }
            err.flush();
        }
    }
}
