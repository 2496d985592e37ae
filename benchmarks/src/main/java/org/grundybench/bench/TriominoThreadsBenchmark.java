package org.grundybench.bench;

import java.util.concurrent.TimeUnit;
import org.grundybench.triomino.ReducedRecurrenceSolver;
import org.grundybench.triomino.TriominoImpl;
import org.grundybench.workloads.ThreadedStrip;
import org.openjdk.jmh.annotations.*;

/**
 * Triominoes up to N = 100,000 by thread count: what more cores buy the reduced recurrence's
 * chunked fill, a new solver of the case's thread count (1, 2, or every processor) per fill. A
 * fill takes seconds: single shots, {@value #WARMUP_SHOTS} warmup and {@value #SHOTS} measured per
 * fork (scored by their mean). The forks load the vector module, as {@link TriominoBenchmark}'s do.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 2, jvmArgsAppend = "--add-modules=jdk.incubator.vector")
@Warmup(iterations = TriominoThreadsBenchmark.WARMUP_SHOTS)
@Measurement(iterations = TriominoThreadsBenchmark.SHOTS)
public class TriominoThreadsBenchmark {
    static final int WARMUP_SHOTS = 1;
    static final int SHOTS = 2;
    /** The catalogue runs only reduced_recurrence here: the solver this class creates. */
    @Param
    public TriominoImpl impl;

    @Param
    public ThreadedStrip strip;

    @Setup
    public void setup() {
        Combination.requireRuns(strip, impl);
    }

    @Benchmark
    public int[] grundyUpTo(Checksum checksum) {
        int[] values = solver(strip).grundyUpTo(strip.n());
        checksum.checksum = Checksum.of(values);
        return values;
    }

    /** The solver of one fill (Footprint builds it here too). */
    static ReducedRecurrenceSolver solver(ThreadedStrip strip) {
        return new ReducedRecurrenceSolver(strip.threads());
    }
}
