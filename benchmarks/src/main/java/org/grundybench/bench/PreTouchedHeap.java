package org.grundybench.bench;

import org.openjdk.jmh.annotations.Fork;

/**
 * The fork setting of the benchmarks that time boards: a fixed heap of 256 MiB, touched when the
 * JVM starts, on transparent huge pages where the OS offers them (elsewhere the flag is ignored).
 * Where memory a JVM touches for the first time is dear (about 12 us a 4 KiB page on the machine of
 * the published runs), a growing heap makes a fork's score depend on how much of it fell before
 * its heap was touched, not on the solver: a fast solver on a small board measured 10 to 30 times
 * slower, in forks that flipped between the two speeds. These workloads retain at most about 50 MB
 * (footprint.json of a full run); with huge pages the touch costs a fork about 0.1 s, without them
 * about 0.7 s. The evidence: results/notes/fork-noise-first-touch.md. A {@code -jvmArgsAppend} on
 * JMH's command line replaces these flags.
 */
@Fork(value = 2, jvmArgsAppend = {"-Xms256m", "-Xmx256m", "-XX:+AlwaysPreTouch", "-XX:+IgnoreUnrecognizedVMOptions",
        "-XX:+UseTransparentHugePages"})
public abstract class PreTouchedHeap {
}
