package org.grundybench.bench;

import java.util.concurrent.TimeUnit;
import org.grundybench.rect.Board;
import org.grundybench.rect.RectangleImpl;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;

/**
 * Rectangle removal, the median board: how long one random board takes cold (a new solver, an
 * empty memo), over a fixed collection of boards. Dense 8x8 boards are heavy-tailed (at density
 * 0.5 most take well under a millisecond and one in a hundred a quarter of a second), so a mean
 * over a few boards, as {@link RectangleBoardBenchmark} reports, says little about a typical
 * board; the targets are medians.
 *
 * <p>Each measurement iteration is one single shot on one board: iteration i solves board
 * i mod count of the case's collection. The suite runs one case at a time with as many
 * iterations as it has boards, so every fork times each board once, in order, whatever the
 * profile (which sets only the forks; a {@code -i} on the command line still wins). Run directly
 * from the jar, the annotation's {@value #ITERATIONS} iterations make whole passes over every
 * case. The report takes the mean of each board's shots and then the median over the boards.
 * Warmup shots solve other boards of the same shape (the case's density but at most
 * {@value #WARMUP_MAX_DENSITY}, another seed), so no measured board is seen before it is timed.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(2)
@Warmup(iterations = RectangleBoardMedianBenchmark.WARMUP_BOARDS)
@Measurement(iterations = RectangleBoardMedianBenchmark.ITERATIONS)
public class RectangleBoardMedianBenchmark {
    /** Measured shots per fork when run without the suite: a multiple of every case's board count. */
    public static final int ITERATIONS = 105;
    /** Warmup shots per fork (about a second of solving on 8x8 at density 0.5). */
    public static final int WARMUP_BOARDS = 100;
    /** Warmup boards are no denser than this: 8x8 at 0.6 can take seconds a board. */
    static final double WARMUP_MAX_DENSITY = 0.5;

    /** Every constant of the enum: a new implementation is benchmarked without touching this file. */
    @Param
    public RectangleImpl impl;

    /** A collection of boards, {@code RxC@density#count} (see {@link Inputs#boards(String)}). */
    @Param({"8x8@0.5#105", "8x8@0.6#21"})
    public String board;

    /** The cases, as listed in the annotation above. */
    static final java.util.List<String> CASES = Workloads.cases(RectangleBoardMedianBenchmark.class);

    Board[] boards;
    Board[] warmups;
    /** The board of the current iteration. */
    Board current;
    private int measured;
    private int warmed;

    @Setup
    public void setup() {
        Exclusions.refuseIfExcluded(RectangleBoardMedianBenchmark.class, board, impl);
        boards = Inputs.boards(board);
        Board first = boards[0];
        double density = Math.min(WARMUP_MAX_DENSITY, (double) first.ones() / first.cellCount());
        warmups = Inputs.boards(first.rows(), first.cols(), density, WARMUP_BOARDS,
                Inputs.SEED ^ ("warmup " + board).hashCode());
        measured = 0;
        warmed = 0;
    }

    /** Picks the next board: the next measured one, or the next warmup board. */
    @Setup(Level.Iteration)
    public void nextBoard(IterationParams iteration) {
        if (iteration.getType() == IterationType.WARMUP) {
            current = warmups[warmed++ % warmups.length];
        } else {
            current = boards[measured++ % boards.length];
        }
    }

    @Benchmark
    public int grundy() {
        return impl.create().grundy(current);
    }
}
