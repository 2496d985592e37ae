package org.grundybench.bench;

import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Rectangle removal, full table, by thread count: what the second core buys. The same table
 * as {@link RectangleTableBenchmark}, filled inside a {@link ForkJoinPool} of the case's
 * parallelism, so a parallel stream in the solver runs on that many threads (the calling
 * worker included) rather than on the common pool. Only implementations that fill tables in
 * parallel run here; the others are single-threaded whatever the pool (see {@link Exclusions}).
 *
 * <p>A case {@code RxC-Nt} is the R x C table on N threads.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(2)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public class RectangleTableThreadsBenchmark {
    /** The cases, as in the {@code @Param} below (kept together by a test). */
    static final List<String> CASES = List.of("5x5-1t", "5x5-2t");

    /** Every constant of the enum: a new implementation is benchmarked without touching this file. */
    @Param
    public RectangleImpl impl;

    /** Board shape and thread count, {@code RxC-Nt}. */
    @Param({"5x5-1t", "5x5-2t"})
    public String table;

    int rows;
    int cols;
    int threads;
    ForkJoinPool pool;

    @Setup
    public void setup() {
        Exclusions.refuseIfExcluded(RectangleTableThreadsBenchmark.class, table, impl);
        int dash = table.lastIndexOf('-');
        if (dash < 0 || !table.endsWith("t")) {
            throw new IllegalArgumentException("expected a case RxC-Nt such as 5x5-2t, got '" + table + "'");
        }
        int[] rc = Inputs.shape(table.substring(0, dash));
        rows = rc[0];
        cols = rc[1];
        threads = Integer.parseInt(table.substring(dash + 1, table.length() - 1));
        pool = new ForkJoinPool(threads);
    }

    @TearDown
    public void tearDown() {
        pool.shutdown();
    }

    @Benchmark
    public byte[] table() throws InterruptedException, ExecutionException {
        return pool.submit(() -> impl.create().table(rows, cols)).get();
    }
}
