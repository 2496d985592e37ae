package org.grundybench.bench;

import java.io.IOException;
import java.util.Collection;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.format.OutputFormat;

/**
 * JMH's console output of one of the suite's one-fork runs: everything JMH prints, except what
 * would describe that run as if it were the whole: its progress and ETA, "Fork: 1 of 1" (replaced
 * by the fork's place in the suite), its total time and closing table (the suite prints one over
 * all forks at the end). Closing it only flushes, as the next fork writes to the same stream.
 */
final class ForkOutput implements OutputFormat {
    private final OutputFormat out;
    private final String forkLine;

    /** @param forkLine what to print instead of JMH's "# Fork: 1 of 1" */
    ForkOutput(OutputFormat out, String forkLine) {
        this.out = out;
        this.forkLine = forkLine;
    }

    @Override
    public void iteration(BenchmarkParams benchParams, IterationParams params, int iteration) {
        out.iteration(benchParams, params, iteration);
    }

    @Override
    public void iterationResult(BenchmarkParams benchParams, IterationParams params, int iteration,
            IterationResult data) {
        out.iterationResult(benchParams, params, iteration, data);
    }

    @Override
    public void startBenchmark(BenchmarkParams benchParams) {
        out.startBenchmark(benchParams);
    }

    @Override
    public void endBenchmark(BenchmarkResult result) {
        out.endBenchmark(result);
    }

    @Override
    public void startRun() {
        out.startRun();
    }

    @Override
    public void endRun(Collection<RunResult> result) {
        out.flush();
    }

    @Override
    public void print(String s) {
        out.print(s);
    }

    @Override
    public void println(String s) {
        if (s.startsWith("# Run progress:") || s.startsWith("# Run complete.")) {
            return;
        }
        out.println(s.startsWith("# Fork: ") ? forkLine : s);
    }

    @Override
    public void flush() {
        out.flush();
    }

    @Override
    public void close() {
        out.flush();
    }

    @Override
    public void verbosePrintln(String s) {
        out.verbosePrintln(s);
    }

    @Override
    public void write(int b) {
        out.write(b);
    }

    @Override
    public void write(byte[] b) throws IOException {
        out.write(b);
    }
}
