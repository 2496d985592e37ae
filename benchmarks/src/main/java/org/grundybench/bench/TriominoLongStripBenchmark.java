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
import org.grundybench.triomino.TriominoImpl;
import org.grundybench.workloads.Catalogue;
import org.grundybench.workloads.LongStripLength;

/**
 * Triominoes, every Grundy value up to N = 100,000: as {@link TriominoBenchmark}, for the one
 * implementation that reaches it in seconds (an iteration is one operation). The forks load the
 * incubating vector module, as there.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(value = 2, jvmArgsAppend = "--add-modules=jdk.incubator.vector")
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public class TriominoLongStripBenchmark {
    /** The one implementation of this group in the catalogue. */
    static final TriominoImpl IMPL = (TriominoImpl) Catalogue.soleImplementation(LongStripLength.class);

    @Param
    public LongStripLength longStripLength;

    @Benchmark
    public int[] grundyUpTo(Checksum checksum) {
        int[] values = IMPL.create().grundyUpTo(longStripLength.n());
        checksum.checksum = Checksum.of(values);
        return values;
    }
}
