package org.grundybench.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.workloads.LargeTableShape;

/**
 * Rectangle removal, the 5x5 table (33,554,432 positions): as {@link RectangleTableBenchmark},
 * for the implementations that fill it in seconds (the catalogue says why the memoised
 * recursions are left out).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(2)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public class RectangleLargeTableBenchmark {

    /** The catalogue's implementations of this group (a test keeps the two the same), under a name of its own, so a {@code -p impl=} meant for other benchmarks cannot run a left-out one here. */
    @Param({"iterative_bitset", "bit_parallel", "components", "canonical_groups"})
    public RectangleImpl largeTableShapeImpl;

    @Param
    public LargeTableShape largeTableShape;

    @Benchmark
    public byte[] table(Checksum checksum) {
        byte[] table = largeTableShapeImpl.create().table(largeTableShape.rows(), largeTableShape.cols());
        checksum.checksum = Checksum.of(table);
        return table;
    }
}
