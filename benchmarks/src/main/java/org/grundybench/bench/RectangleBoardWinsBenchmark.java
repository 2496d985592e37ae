package org.grundybench.bench;

import java.util.concurrent.TimeUnit;
import org.grundybench.rect.Board;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.rect.RectangleSolver;
import org.grundybench.workloads.BoardCase;
import org.openjdk.jmh.annotations.*;

/**
 * Rectangle removal, who wins on one board: the time to decide whether the first player wins a
 * single board cold, with a new solver (an empty memo) for every board, on the four boards of each
 * board case of {@link RectangleBoardBenchmark}, which times their values. The score is per board;
 * the answers are 1 where the first player wins.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public class RectangleBoardWinsBenchmark extends PreTouchedHeap implements Operation<RectangleSolver, Board> {
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
    public int[] firstPlayerWins(Checksum checksum) {
        int[] wins = new int[boards.length];
        for (int i = 0; i < boards.length; i++) {
            wins[i] = answer(board.solver(impl), boards[i]) ? 1 : 0;
        }
        checksum.checksum = Checksum.of(wins);
        return wins;
    }

    @Override
    public Boolean answer(RectangleSolver solver, Board b) {
        return solver.firstPlayerWins(b);
    }
}
