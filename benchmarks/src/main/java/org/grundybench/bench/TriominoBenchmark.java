package org.grundybench.bench;

import java.util.concurrent.TimeUnit;
import org.grundybench.triomino.TriominoImpl;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Triominoes on a 2 x N strip: the time to compute the Grundy values of the empty strip for
 * every length 0..N ({@code TriominoSolver.grundyUpTo(N)}) with a fresh solver per operation.
 * The work is quadratic in N: each value is a mex over O(N) options. At N = 100,000 one
 * operation takes seconds (an iteration is one operation), and only the implementations that
 * reach it in that time run (see {@link Exclusions}). The forks load the incubating vector
 * module, which the reduced recurrence's SIMD fill needs (on JDK 25 on; without the module, or
 * on older JDKs, it takes its scalar path). A {@code -jvmArgsAppend} on JMH's command line
 * replaces this one: add the module there too.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 2, jvmArgsAppend = "--add-modules=jdk.incubator.vector")
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public class TriominoBenchmark {

    /** Every constant of the enum: a new implementation is benchmarked without touching this file. */
    @Param
    public TriominoImpl impl;

    /** Largest strip length N. */
    @Param({"100", "800", "5000", "100000"})
    public int n;

    @Setup
    public void setup() {
        Exclusions.refuseIfExcluded(TriominoBenchmark.class, Integer.toString(n), impl);
    }

    @Benchmark
    public int[] grundyUpTo() {
        return impl.create().grundyUpTo(n);
    }
}
