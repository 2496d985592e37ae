package org.grundybench.bench;

import java.util.concurrent.TimeUnit;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.rect.RectangleSolver;
import org.grundybench.workloads.TableShape;
import org.openjdk.jmh.annotations.*;

/**
 * Rectangle removal, full table: the time to compute the Grundy value of every one of the
 * 2^(R*C) positions of an R x C board ({@code RectangleSolver.table}), with a fresh solver per
 * operation, so nothing is carried over from one table to the next. The 5x6 table (2^30
 * positions, 1 GiB) takes seconds, so an iteration is one operation there.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(2)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public class RectangleTableBenchmark implements Operation<RectangleSolver, TableShape> {
    /** Every constant of the enum: a new implementation is benchmarked without touching this file. */
    @Param
    public RectangleImpl impl;

    @Param
    public TableShape shape;

    @Benchmark
    public byte[] table(Checksum checksum) {
        byte[] table = answer(shape.solver(impl), shape);
        checksum.checksum = Checksum.of(table);
        return table;
    }

    @Override
    public byte[] answer(RectangleSolver solver, TableShape s) {
        return solver.table(s.rows(), s.cols());
    }
}
