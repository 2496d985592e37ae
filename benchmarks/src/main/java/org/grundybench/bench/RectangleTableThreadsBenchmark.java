package org.grundybench.bench;

import java.util.concurrent.TimeUnit;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.rect.RectangleSolver;
import org.grundybench.workloads.ThreadedTable;
import org.openjdk.jmh.annotations.*;

/**
 * Rectangle removal, full table, by thread count: what more cores buy. The 5x5 table filled by
 * a solver given the case's thread count (1, 2, or every processor), the calling thread
 * included; the catalogue runs the implementations that declare a factory by thread count.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(2)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public class RectangleTableThreadsBenchmark implements Operation<RectangleSolver, ThreadedTable> {
    @Param
    public RectangleImpl impl;

    @Param
    public ThreadedTable table;

    @Benchmark
    public byte[] table(Checksum checksum) {
        byte[] values = answer(table.solver(impl), table);
        checksum.checksum = Checksum.of(values);
        return values;
    }

    @Override
    public byte[] answer(RectangleSolver solver, ThreadedTable t) {
        return solver.table(ThreadedTable.SIDE, ThreadedTable.SIDE);
    }
}
