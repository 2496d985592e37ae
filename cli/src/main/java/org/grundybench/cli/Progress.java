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
    /** How progress is shown. */
    enum Style {
        /** Nothing: stderr is not a terminal and no one asked. */
        NONE,
        /** One line rewritten in place with carriage returns, erased at the end. */
        TERMINAL,
        /** Plain lines, no carriage returns: readable in a log file. */
        LINES
    }

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

    private Progress(PrintStream err, String label, Style style, long delayMs, long intervalMs) {
        this.err = err;
        this.label = label;
        this.style = style;
        if (style != Style.NONE) {
            ticker = new Thread(() -> tick(delayMs, intervalMs), "grundy-progress");
            ticker.setDaemon(true);
            ticker.start();
        } else {
            ticker = null;
        }
    }

    static Progress start(PrintStream err, String label, Style style) {
        return style == Style.LINES
                ? new Progress(err, label, style, PLAIN_INTERVAL_SECONDS * 1_000L, PLAIN_INTERVAL_SECONDS * 1_000L)
                : new Progress(err, label, style, DELAY_MS, 1_000);
    }

    /** With a given delay before the first line and interval between lines. */
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
        if (s < 60) {
            return s + " s";
        }
        if (s < 3600) {
            return s / 60 + " min " + String.format("%02d", s % 60) + " s";
        }
        return s / 3600 + " h " + String.format("%02d", s / 60 % 60) + " min "
                + String.format("%02d", s % 60) + " s";
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
            String padded = text.length() < shownWidth ? text + " ".repeat(shownWidth - text.length()) : text;
            err.print("\r" + padded);
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
