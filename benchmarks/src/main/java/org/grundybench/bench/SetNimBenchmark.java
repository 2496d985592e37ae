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
import org.grundybench.workloads.SetNimCollection;

/**
 * Set-Nim: the time to answer one whole input, the Grundy value of each of its piles
 * ({@code SetNimSolver.grundy(S, piles)}), with a fresh solver per operation. Each operation
 * answers the next input of the case's collection, in turn, so the score is the mean over the
 * collection. Piles up to 10^18 ({@code long_period}) only a solver that proves a period answers,
 * and the proof is part of every operation.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(2)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public class SetNimBenchmark {

    /** Every constant of the enum: a new implementation is benchmarked without touching this file. */
    @Param
    public SetNimImpl impl;

    @Param
    public SetNimCollection input;

    SetNimInputCycle inputs;

    @Setup
    public void setup() {
        inputs = new SetNimInputCycle(input.inputs());
    }

    @Benchmark
    public int[] grundy(Checksum checksum) {
        return inputs.answerNext(impl.create(), checksum);
    }
}
