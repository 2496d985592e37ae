package org.grundybench.bench;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.TimeUnit;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.workloads.ThreadedTable;
import org.openjdk.jmh.annotations.*;

/**
 * Rectangle removal, full table, by thread count: what more cores buy. The 5x5 table filled
 * inside a {@link ForkJoinPool} of the case's parallelism (1, 2, or every processor), so a
 * parallel stream in the solver runs on that many threads (the calling worker included) rather
 * than on the common pool. Only canonical_groups fills tables in parallel (the catalogue leaves
 * the others out).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(2)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public class RectangleTableThreadsBenchmark {
    @Param
    public RectangleImpl impl;

    @Param
    public ThreadedTable table;

    ForkJoinPool pool;

    @Setup
    public void setup() {
        pool = new ForkJoinPool(table.threads());
    }

    @TearDown
    public void tearDown() {
        pool.shutdown();
    }

    @Benchmark
    public byte[] table(Checksum checksum) throws InterruptedException, ExecutionException {
        byte[] values = pool.submit(() -> impl.create().table(ThreadedTable.SIDE, ThreadedTable.SIDE)).get();
        checksum.checksum = Checksum.of(values);
        return values;
    }
}
