package org.grundybench.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.*;
import org.grundybench.triomino.TriominoImpl;
import org.grundybench.triomino.TriominoSolver;
import org.grundybench.workloads.StripLength;

/**
 * Triominoes on a 2 x N strip: the Grundy values of the empty strip for every length 0..N
 * ({@code TriominoSolver.grundyUpTo(N)}) with a fresh solver per operation; quadratic in N (a mex
 * over O(N) options each). The forks load the incubating vector module, which the reduced
 * recurrence's SIMD fill needs; a {@code -jvmArgsAppend} on JMH's command line replaces this one.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 2, jvmArgsAppend = "--add-modules=jdk.incubator.vector")
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public class TriominoBenchmark implements Operation<TriominoSolver, StripLength> {

    /** Every constant of the enum: a new implementation is benchmarked without touching this file. */
    @Param
    public TriominoImpl impl;

    @Param
    public StripLength n;

    @Benchmark
    public int[] grundyUpTo(Checksum checksum) {
        int[] values = answer(n.solver(impl), n);
        checksum.checksum = Checksum.of(values);
        return values;
    }

    @Override
    public int[] answer(TriominoSolver solver, StripLength strip) {
        return solver.grundyUpTo(strip.n());
    }
}
