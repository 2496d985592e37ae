package org.grundybench.bench;

import java.util.concurrent.TimeUnit;
import org.grundybench.triomino.TriominoImpl;
import org.grundybench.triomino.TriominoSolver;
import org.grundybench.workloads.ThreadedStrip;
import org.openjdk.jmh.annotations.*;

/**
 * Triominoes up to N = 100,000 by thread count: what more cores buy a parallel fill, a new solver
 * of the case's thread count (1, 2, or every processor) per fill; the catalogue runs the
 * implementations that declare a factory by thread count. A
 * fill takes seconds: single shots, {@value #WARMUP_SHOTS} warmup and {@value #SHOTS} measured per
 * fork (scored by their mean). The forks load the vector module, as {@link TriominoBenchmark}'s do.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 2, jvmArgsAppend = "--add-modules=jdk.incubator.vector")
@Warmup(iterations = TriominoThreadsBenchmark.WARMUP_SHOTS)
@Measurement(iterations = TriominoThreadsBenchmark.SHOTS)
public class TriominoThreadsBenchmark implements Operation<TriominoSolver, ThreadedStrip> {
    static final int WARMUP_SHOTS = 1;
    static final int SHOTS = 2;
    @Param
    public TriominoImpl impl;

    @Param
    public ThreadedStrip strip;

    @Benchmark
    public int[] grundyUpTo(Checksum checksum) {
        int[] values = answer(strip.solver(impl), strip);
        checksum.checksum = Checksum.of(values);
        return values;
    }

    @Override
    public int[] answer(TriominoSolver solver, ThreadedStrip s) {
        return solver.grundyUpTo(s.n());
    }
}
