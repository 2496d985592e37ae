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
import org.grundybench.rect.RectangleSolver;
import org.grundybench.workloads.Catalogue;
import org.grundybench.workloads.HugeTableShape;

/**
 * Rectangle removal, the 5x6 table (1,073,741,824 positions, a 1 GiB table; one operation takes
 * seconds, so an iteration is one operation), filled by the one implementation whose table limit
 * reaches it, canonical_groups, on every core of the fork.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(2)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public class RectangleHugeTableBenchmark {
    /** The one implementation of this group in the catalogue. */
    static final RectangleImpl IMPL = (RectangleImpl) Catalogue.soleImplementation(HugeTableShape.class);

    @Param
    public HugeTableShape hugeTableShape;

    @Benchmark
    public byte[] table(Checksum checksum) {
        RectangleSolver solver = IMPL.create();
        byte[] table = solver.table(hugeTableShape.rows(), hugeTableShape.cols());
        checksum.checksum = Checksum.of(table);
        return table;
    }
}
