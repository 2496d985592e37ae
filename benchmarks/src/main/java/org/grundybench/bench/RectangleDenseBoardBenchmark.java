package org.grundybench.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Setup;
import org.grundybench.rect.Board;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.workloads.BoardCase;
import org.grundybench.workloads.DenseBoardCase;

/**
 * Rectangle removal, one dense 8x8 board: as {@link RectangleBoardBenchmark}, for the solvers
 * that split a board into its 4-connected groups, the only ones that finish these boards.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(2)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public class RectangleDenseBoardBenchmark {

    /** The catalogue's implementations of this group (a test keeps the two the same), under a name of its own, so a {@code -p impl=} meant for other benchmarks cannot run a left-out one here. */
    @Param({"components", "canonical_groups"})
    public RectangleImpl denseBoardCaseImpl;

    @Param
    public DenseBoardCase denseBoardCase;

    Board[] boards;

    @Setup
    public void setup() {
        boards = denseBoardCase.boards();
    }

    @Benchmark
    @OperationsPerInvocation(BoardCase.BOARDS)
    public int[] grundy(Checksum checksum) {
        int[] values = RectangleBoards.solve(denseBoardCaseImpl, boards);
        checksum.checksum = Checksum.of(values);
        return values;
    }
}
