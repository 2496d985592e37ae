package org.grundybench.bench;

import java.util.concurrent.TimeUnit;
import org.grundybench.setnim.MoveSet;
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
 * ({@code SetNimSolver.grundy(S, piles)}), with a fresh solver per operation.
 *
 * <ul>
 *   <li>{@code classic}: the problem's limits, k = 100 move sizes and n = 100 piles, all drawn
 *       from 1..10,000 with a fixed seed;</li>
 *   <li>{@code s2-5-1e6}: S = {2, 5} and 100 piles drawn from 1..1,000,000 with a fixed seed,
 *       where a table or a recursion must reach a million.</li>
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

    /** Which input, see the class comment. */
    @Param({"classic", "s2-5-1e6"})
    public String input;

    MoveSet moves;
    long[] piles;

    @Setup
    public void setup() {
        Exclusions.refuseIfExcluded(SetNimBenchmark.class, input, impl);
        Inputs.SetNimInput in = Inputs.setNim(input);
        moves = in.moves();
        piles = in.piles();
    }

    @Benchmark
    public int[] grundy() {
        return impl.create().grundy(moves, piles);
    }
}
