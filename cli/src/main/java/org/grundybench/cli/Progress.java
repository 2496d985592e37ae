package org.grundybench.cli;

import java.io.PrintStream;

/**
 * Shows that long work is still going: after {@link #DELAY_MS}, a line on stderr rewritten
 * in place every second with the elapsed time and an optional detail, erased when the work
 * ends. Only when stderr is a terminal (so never in pipes, files or tests); otherwise a no-op.
 */
final class Progress implements AutoCloseable {
    static final long DELAY_MS = 1_000;

    private final PrintStream err;
    private final String label;
    private final long start = System.nanoTime();
    private final Thread ticker;
    private volatile String detail = "";
    private int shownWidth;

    private Progress(PrintStream err, String label, boolean enabled, long delayMs) {
        this.err = err;
        this.label = label;
        if (enabled) {
            ticker = new Thread(() -> tick(delayMs), "grundy-progress");
            ticker.setDaemon(true);
            ticker.start();
        } else {
            ticker = null;
        }
    }

    static Progress start(PrintStream err, String label, boolean enabled) {
        return new Progress(err, label, enabled, DELAY_MS);
    }

    /** For tests: a shorter delay. */
    static Progress start(PrintStream err, String label, boolean enabled, long delayMs) {
        return new Progress(err, label, enabled, delayMs);
    }

    /** A short note on where the work is, e.g. {@code N = 40000 of 100000}. */
    void detail(String text) {
        detail = text;
    }

    private void tick(long delayMs) {
        try {
            Thread.sleep(delayMs);
            while (true) {
                long seconds = (System.nanoTime() - start) / 1_000_000_000L;
                String d = detail;
                show(label + ": working" + (d.isEmpty() ? "" : ", " + d) + " (" + seconds + " s)");
                Thread.sleep(1_000);
            }
        } catch (InterruptedException e) {
            // closed
        }
    }

    private synchronized void show(String text) {
        String padded = text.length() < shownWidth ? text + " ".repeat(shownWidth - text.length()) : text;
        err.print("\r" + padded);
        err.flush();
        shownWidth = text.length();
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
                err.flush();
            }
        }
    }
}
