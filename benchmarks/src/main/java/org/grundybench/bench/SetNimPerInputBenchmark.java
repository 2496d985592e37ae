package org.grundybench.bench;

import java.util.concurrent.TimeUnit;
import org.grundybench.setnim.SetNimImpl;
import org.grundybench.setnim.SetNimSolver;
import org.grundybench.workloads.PerInputCollection;
import org.grundybench.workloads.SetNimInputs;
import org.openjdk.jmh.annotations.*;
import org.openjdk.jmh.infra.IterationParams;

/**
 * Set-Nim with piles up to 10^18, per input: each single shot answers one whole input (every
 * pile's value, the period proof included) with a fresh solver, so the slowest input can be
 * judged, not only the mean. Measured iteration i answers input i mod 32, {@value #PASSES} whole
 * passes per fork; the {@value #WARMUP_SHOTS} warmup shots cycle through the same inputs (only
 * the JIT carries over from one shot to the next). A fork takes about a second.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(2)
@Warmup(iterations = SetNimPerInputBenchmark.WARMUP_SHOTS)
@Measurement(iterations = SetNimPerInputBenchmark.PASSES * SetNimPerInputBenchmark.INPUTS)
public class SetNimPerInputBenchmark implements Operation<SetNimSolver, SetNimInputs.Input> {
    /** Inputs of every collection of the case enum (a test keeps it so). */
    static final int INPUTS = 32;
    /** Measured passes per fork: shots are cheap (microseconds), more passes damp a stray slow shot. */
    static final int PASSES = 10;
    /** Warmup shots, 64 passes: without, the median shot settled after about 1,000 (100 us to 12 us, JDK 17). */
    static final int WARMUP_SHOTS = 2_048;
    @Param
    public SetNimImpl impl;

    @Param
    public PerInputCollection input;

    SetNimInputs.Input[] inputs;
    /** The input of the current iteration. */
    SetNimInputs.Input current;
    private Shots<SetNimInputs.Input> shots;

    @Setup
    public void setup() {
        inputs = input.inputs();
        shots = new Shots<>(inputs, inputs);
    }

    /** Picks the next input of the warmup shots or of the measured passes. */
    @Setup(Level.Iteration)
    public void nextInput(IterationParams iteration) {
        current = shots.next(iteration);
    }

    @Benchmark
    public int[] grundy(Checksum checksum) {
        int[] values = answer(input.solver(impl), current);
        checksum.checksum = Checksum.of(values);
        return values;
    }

    @Override
    public int[] answer(SetNimSolver solver, SetNimInputs.Input in) {
        return solver.grundy(in.moves(), in.piles());
    }
}
