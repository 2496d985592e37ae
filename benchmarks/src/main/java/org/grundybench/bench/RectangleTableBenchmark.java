package org.grundybench.bench;

import java.util.concurrent.TimeUnit;
import org.grundybench.rect.RectangleImpl;
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
 * Rectangle removal, full table: the time to compute the Grundy value of every one of the
 * 2^(R*C) positions of an R x C board ({@code RectangleSolver.table}), with a fresh solver per
 * operation, so nothing is carried over from one table to the next.
 *
 * <p>3x3 has 512 positions, 4x4 65,536, 4x5 1,048,576, 5x5 33,554,432 and 5x6 1,073,741,824
 * (a 1 GiB table; one operation takes seconds, so an iteration is one operation); the memoised
 * recursions are left out of 5x5, and everything but canonical-groups out of 5x6, by
 * {@link Exclusions}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(2)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public class RectangleTableBenchmark {

    /** Every constant of the enum: a new implementation is benchmarked without touching this file. */
    @Param
    public RectangleImpl impl;

    /** Board shape, {@code RxC}. */
    @Param({"3x3", "4x4", "4x5", "5x5", "5x6"})
    public String shape;

    int rows;
    int cols;

    @Setup
    public void setup() {
        Exclusions.refuseIfExcluded(RectangleTableBenchmark.class, shape, impl);
        int[] rc = Inputs.shape(shape);
        rows = rc[0];
        cols = rc[1];
    }

    @Benchmark
    public byte[] table() {
        return impl.create().table(rows, cols);
    }
}
