package org.grundybench.bench;

import java.util.concurrent.TimeUnit;
import org.grundybench.rect.Board;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.rect.RectangleSolver;
import org.grundybench.workloads.BoardCase;
import org.grundybench.workloads.BoardCollection;
import org.grundybench.workloads.Case;
import org.openjdk.jmh.annotations.*;
import org.openjdk.jmh.infra.IterationParams;

/**
 * Rectangle removal, the median board: how long one random board takes cold (a new solver, an
 * empty memo), over a fixed collection of dense 8x8 boards: they are heavy-tailed, so a mean over
 * a few boards ({@link RectangleBoardBenchmark}) says little about a typical one.
 *
 * <p>Each measured iteration is a single shot on one board: iteration i solves board i mod count,
 * and the {@value #ITERATIONS} iterations are whole passes over every collection (105 boards at
 * 0.5, 21 at 0.6; the profiles make one pass a fork where the case's cost is {@code ONE_PASS}).
 * The report takes each board's mean, then the median over the boards. Warmup shots solve other
 * boards of the shape (density at most {@value #WARMUP_MAX_DENSITY}, another seed).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = RectangleBoardMedianBenchmark.WARMUP_BOARDS)
@Measurement(iterations = RectangleBoardMedianBenchmark.ITERATIONS)
public class RectangleBoardMedianBenchmark extends PreTouchedHeap implements Operation<RectangleSolver, Board> {
    /** Measured shots per fork: a multiple of every collection's board count. */
    public static final int ITERATIONS = 105;
    /** Warmup shots per fork (about a second of solving on 8x8 at density 0.5). */
    public static final int WARMUP_BOARDS = 100;
    /** Warmup boards are no denser than this: 8x8 at 0.6 can take seconds a board. */
    static final double WARMUP_MAX_DENSITY = 0.5;

    @Param
    public RectangleImpl impl;

    @Param
    public BoardCollection collection;

    Board[] boards;
    Board[] warmups;
    /** The board of the current iteration. */
    Board current;
    private Shots<Board> shots;

    @Setup
    public void setup() {
        boards = collection.boards();
        Board first = boards[0];
        double density = Math.min(WARMUP_MAX_DENSITY, (double) first.ones() / first.cellCount());
        warmups = BoardCase.random(first.rows(), first.cols(), density, WARMUP_BOARDS,
                Case.SEED ^ collection.warmupSeedText().hashCode());
        shots = new Shots<>(warmups, boards);
    }

    /** Picks the next board: the next measured one, or the next warmup board. */
    @Setup(Level.Iteration)
    public void nextBoard(IterationParams iteration) {
        current = shots.next(iteration);
    }

    @Benchmark
    public int grundy(Checksum checksum) {
        int value = answer(collection.solver(impl), current);
        checksum.checksum = Checksum.of(value);
        return value;
    }

    @Override
    public Integer answer(RectangleSolver solver, Board b) {
        return solver.grundy(b);
    }
}
