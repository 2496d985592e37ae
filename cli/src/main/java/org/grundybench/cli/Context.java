package org.grundybench.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.function.LongSupplier;

/**
 * The streams of one run, whether the user watches a terminal (then long work shows progress on
 * stderr), the clock of its time budgets and progress lines (nanoseconds, as
 * {@link System#nanoTime}), and what draws the progress lines. Tests pass their own streams and
 * run in-process; a test's clock and ticker decide when a budget passes and a line is drawn.
 */
record Context(InputStream in, PrintStream out, PrintStream err, boolean interactive,
        LongSupplier clock, Progress.Ticker ticker) {
    /** A run on the machine's clock, its progress drawn by a thread of its own. */
    Context(InputStream in, PrintStream out, PrintStream err, boolean interactive) {
        this(in, out, err, interactive, System::nanoTime, Progress.Ticker.THREAD);
    }
}
