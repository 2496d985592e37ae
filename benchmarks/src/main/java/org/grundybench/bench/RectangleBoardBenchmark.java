package org.grundybench.bench;

import java.util.concurrent.TimeUnit;
import org.grundybench.rect.Board;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.rect.RectangleSolver;
import org.grundybench.workloads.BoardCase;
import org.openjdk.jmh.annotations.*;

/**
 * Rectangle removal, one board: the time to solve a single random board cold, from its
 * reachable positions only, with a new solver (an empty memo) for every board. The score is per
 * board: each invocation solves the case's {@value BoardCase#BOARDS} fixed boards and JMH
 * divides by that.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public class RectangleBoardBenchmark extends PreTouchedHeap implements Operation<RectangleSolver, Board> {
    /** Every constant of the enum: a new implementation is benchmarked without touching this file. */
    @Param
    public RectangleImpl impl;

    @Param
    public BoardCase board;

    Board[] boards;

    @Setup
    public void setup() {
        boards = board.boards();
    }

    @Benchmark
    @OperationsPerInvocation(BoardCase.BOARDS)
    public int[] grundy(Checksum checksum) {
        int[] values = new int[boards.length];
        for (int i = 0; i < boards.length; i++) {
            values[i] = answer(board.solver(impl), boards[i]);
        }
        checksum.checksum = Checksum.of(values);
        return values;
    }

    @Override
    public Integer answer(RectangleSolver solver, Board b) {
        return solver.grundy(b);
    }
}
