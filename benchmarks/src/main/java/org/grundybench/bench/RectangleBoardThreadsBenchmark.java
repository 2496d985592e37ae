package org.grundybench.bench;

import java.util.concurrent.TimeUnit;
import org.grundybench.rect.Board;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.rect.RectangleSolver;
import org.grundybench.workloads.ThreadedBoards;
import org.openjdk.jmh.annotations.*;
import org.openjdk.jmh.infra.IterationParams;

/**
 * Rectangle removal, hard boards by thread count: what more cores buy on one board. A fixed
 * collection of dense 8x8 boards ({@link ThreadedBoards}), each solved cold by a solver with the
 * case's thread count: 1, 2, or every processor; the catalogue runs the implementations that
 * declare a factory by thread count. Single shots as in
 * {@link RectangleBoardMedianBenchmark}: iteration i solves board i mod {@value ThreadedBoards#COUNT},
 * {@value #PASSES} whole passes per fork, after {@value #WARMUP_SHOTS} warmup shots (JIT only).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = RectangleBoardThreadsBenchmark.WARMUP_SHOTS)
@Measurement(iterations = RectangleBoardThreadsBenchmark.PASSES * ThreadedBoards.COUNT)
public class RectangleBoardThreadsBenchmark extends PreTouchedHeap implements Operation<RectangleSolver, Board> {
    /** Measured passes over the collection per fork. */
    static final int PASSES = 2;
    /** Warmup shots per fork, on the collection's first boards: JIT only, each board takes over a second. */
    static final int WARMUP_SHOTS = 2;
    @Param
    public RectangleImpl impl;

    @Param
    public ThreadedBoards boards;

    Board[] collection;
    /** The board of the current iteration. */
    Board current;
    private Shots<Board> shots;

    @Setup
    public void setup() {
        collection = boards.boards();
        shots = new Shots<>(collection, collection);
    }

    /** Picks the next board of the warmup pass or of the measured passes. */
    @Setup(Level.Iteration)
    public void nextBoard(IterationParams iteration) {
        current = shots.next(iteration);
    }

    @Benchmark
    public int grundy(Checksum checksum) {
        int value = answer(boards.solver(impl), current);
        checksum.checksum = Checksum.of(value);
        return value;
    }

    @Override
    public Integer answer(RectangleSolver solver, Board b) {
        return solver.grundy(b);
    }
}
