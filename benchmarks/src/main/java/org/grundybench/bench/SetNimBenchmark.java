package org.grundybench.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.*;
import org.grundybench.setnim.SetNimImpl;
import org.grundybench.setnim.SetNimSolver;
import org.grundybench.workloads.SetNimCollection;
import org.grundybench.workloads.SetNimInputs;

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
public class SetNimBenchmark implements Operation<SetNimSolver, SetNimInputs.Input> {

    /** Every constant of the enum: a new implementation is benchmarked without touching this file. */
    @Param
    public SetNimImpl impl;

    @Param
    public SetNimCollection input;

    SetNimInputs.Input[] inputs;
    /**
     * Per input, the hash of its latest answer (0 before the first). The checksum is their sum: once
     * warmup has answered every input, it is independent of the operations per iteration.
     */
    long[] hashes;
    long sum;
    int next;

    @Setup
    public void setup() {
        inputs = input.inputs();
        hashes = new long[inputs.length];
    }

    /** The values of the next input's piles, in turn. */
    @Benchmark
    public int[] grundy(Checksum checksum) {
        int i = next;
        next = (next + 1) % inputs.length;
        int[] values = answer(input.solver(impl), inputs[i]);
        long h = Checksum.of(values);
        sum += h - hashes[i];
        hashes[i] = h;
        checksum.checksum = sum & Checksum.MASK;
        return values;
    }

    @Override
    public int[] answer(SetNimSolver solver, SetNimInputs.Input in) {
        return solver.grundy(in.moves(), in.piles());
    }
}
