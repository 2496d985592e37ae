package org.grundybench.bench;

import java.util.concurrent.TimeUnit;
import org.grundybench.rect.Board;
import org.grundybench.rect.RectangleImpl;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Rectangle removal, one board: the time to solve a single random board cold, i.e. from its
 * reachable positions only, with a new solver (an empty memo) for every board. The score is per
 * board: each invocation solves the case's {@value Inputs#BOARDS_PER_CASE} fixed boards
 * ({@link Inputs#boards}) and JMH divides by that.
 *
 * <p>A case {@code RxC@d} is an R x C board with exactly round(d * R * C) ones at random places,
 * from a fixed seed. Dense 8x8 boards are left to the solvers that split a board into its
 * groups; see {@link Exclusions}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(2)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public class RectangleBoardBenchmark {

    /** Every constant of the enum: a new implementation is benchmarked without touching this file. */
    @Param
    public RectangleImpl impl;

    /** Board size and density of ones, {@code RxC@density}. */
    @Param({"4x4@0.3", "4x4@0.5", "6x6@0.3", "6x6@0.5", "8x8@0.3", "8x8@0.5", "8x8@0.6"})
    public String board;

    Board[] boards;

    @Setup
    public void setup() {
        Exclusions.refuseIfExcluded(RectangleBoardBenchmark.class, board, impl);
        boards = Inputs.boards(board);
    }

    @Benchmark
    @OperationsPerInvocation(Inputs.BOARDS_PER_CASE)
    public int[] grundy() {
        int[] values = new int[boards.length];
        for (int i = 0; i < boards.length; i++) {
            values[i] = impl.create().grundy(boards[i]);
        }
        return values;
    }
}
