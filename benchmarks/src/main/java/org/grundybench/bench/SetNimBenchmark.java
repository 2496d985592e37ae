package org.grundybench.bench;

import java.util.concurrent.TimeUnit;
import org.grundybench.setnim.SetNimImpl;
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
 * Set-Nim: the time to answer one whole input, the Grundy value of each of its piles
 * ({@code SetNimSolver.grundy(S, piles)}), with a fresh solver per operation. A case is a fixed
 * collection of inputs ({@link Inputs#setNim}); each operation answers the next one, in turn,
 * so the score is the mean over the collection.
 *
 * <ul>
 *   <li>{@code classic}: the problem's limits, k = 100 move sizes and n = 100 piles, all drawn
 *       from 1..10,000 with a fixed seed (one input);</li>
 *   <li>{@code s2-5-1e6}: S = {2, 5} and 100 piles drawn from 1..1,000,000 with a fixed seed,
 *       where a table or a recursion must reach a million (one input);</li>
 *   <li>{@code huge-1e18}: {@value Inputs#HUGE_SET_NIM_INPUTS} inputs, each a set of 1 to 10 move
 *       sizes from 1..100 and 100 piles from 1..10^18, all from a fixed seed: only a solver that
 *       proves a period can answer, and the proof is part of every operation.</li>
 * </ul>
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

    /** Which collection of inputs, see the class comment. */
    @Param({"classic", "s2-5-1e6", "huge-1e18"})
    public String input;

    Inputs.SetNimInput[] inputs;
    int next;

    @Setup
    public void setup() {
        Exclusions.refuseIfExcluded(SetNimBenchmark.class, input, impl);
        inputs = Inputs.setNim(input);
        next = 0;
    }

    @Benchmark
    public int[] grundy() {
        Inputs.SetNimInput in = inputs[next];
        next = next + 1 == inputs.length ? 0 : next + 1;
        return impl.create().grundy(in.moves(), in.piles());
    }
}
