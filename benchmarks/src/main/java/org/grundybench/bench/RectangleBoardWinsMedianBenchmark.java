package org.grundybench.bench;

import java.util.concurrent.TimeUnit;
import org.grundybench.rect.Board;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.rect.RectangleSolver;
import org.grundybench.workloads.BoardCase;
import org.grundybench.workloads.Case;
import org.grundybench.workloads.WinsCollection;
import org.openjdk.jmh.annotations.*;
import org.openjdk.jmh.infra.IterationParams;

/**
 * Rectangle removal, who wins: how long deciding whether the first player wins takes on one board
 * cold (a new solver, an empty memo), the question a board is asked, over a collection of dense
 * 8x8 boards (two of them the collections {@link RectangleBoardMedianBenchmark} values). As there,
 * each measured iteration is a single shot on the next board of the collection (one pass a fork),
 * the 105 shots are whole passes over every collection, and the report takes the median board;
 * warmup shots decide other boards (density 0.5, another seed).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = RectangleBoardMedianBenchmark.WARMUP_BOARDS)
@Measurement(iterations = RectangleBoardMedianBenchmark.ITERATIONS)
public class RectangleBoardWinsMedianBenchmark extends PreTouchedHeap implements Operation<RectangleSolver, Board> {
    @Param
    public RectangleImpl impl;

    @Param
    public WinsCollection collection;

    Board current;
    private Shots<Board> shots;

    @Setup
    public void setup() {
        Board[] warmups = BoardCase.random(8, 8, RectangleBoardMedianBenchmark.WARMUP_MAX_DENSITY,
                RectangleBoardMedianBenchmark.WARMUP_BOARDS, Case.SEED ^ collection.warmupSeedText().hashCode());
        shots = new Shots<>(warmups, collection.boards());
    }

    /** Picks the next board: the next measured one, or the next warmup board. */
    @Setup(Level.Iteration)
    public void nextBoard(IterationParams iteration) {
        current = shots.next(iteration);
    }

    @Benchmark
    public boolean firstPlayerWins(Checksum checksum) {
        boolean wins = answer(collection.solver(impl), current);
        checksum.checksum = Checksum.of(wins ? 1 : 0);
        return wins;
    }

    @Override
    public Boolean answer(RectangleSolver solver, Board b) {
        return solver.firstPlayerWins(b);
    }
}
