package org.grundybench.cli;

import java.io.InputStream;
import java.io.PrintStream;

/**
 * The streams of one run, and whether the user watches a terminal (then long work shows
 * progress on stderr). Tests pass their own streams and run in-process.
 */
record Context(InputStream in, PrintStream out, PrintStream err, boolean interactive) {
}
