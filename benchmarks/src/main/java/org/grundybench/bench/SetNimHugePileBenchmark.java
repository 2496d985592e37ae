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
import org.openjdk.jmh.annotations.Setup;
import org.grundybench.setnim.SetNimImpl;
import org.grundybench.workloads.Catalogue;
import org.grundybench.workloads.HugePileCollection;

/**
 * Set-Nim with piles up to 10^18: as {@link SetNimBenchmark}, for the one implementation that
 * proves a period and so answers any pile; the proof is part of every operation.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(2)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public class SetNimHugePileBenchmark {
    /** The one implementation of this group in the catalogue. */
    static final SetNimImpl IMPL = (SetNimImpl) Catalogue.soleImplementation(HugePileCollection.class);

    @Param
    public HugePileCollection hugePileCollection;

    SetNimInputCycle inputs;

    @Setup
    public void setup() {
        inputs = new SetNimInputCycle(hugePileCollection.inputs());
    }

    @Benchmark
    public int[] grundy(Checksum checksum) {
        return inputs.answerNext(IMPL.create(), checksum);
    }
}
