package org.grundybench.bench;

import java.util.concurrent.TimeUnit;
import org.grundybench.rect.CanonicalGroupsSolver;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.workloads.ThreadedTable;
import org.openjdk.jmh.annotations.*;

/**
 * Rectangle removal, full table, by thread count: what more cores buy. The 5x5 table filled by
 * a canonical_groups solver given the case's thread count (1, 2, or every processor), the
 * calling thread included. Only canonical_groups fills tables in parallel (the catalogue leaves
 * the others out).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(2)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public class RectangleTableThreadsBenchmark {
    /** The catalogue runs only canonical_groups here: the solver this class creates. */
    @Param
    public RectangleImpl impl;

    @Param
    public ThreadedTable table;

    @Setup
    public void setup() {
        Combination.requireRuns(table, impl);
    }

    @Benchmark
    public byte[] table(Checksum checksum) {
        byte[] values = solver(table).table(ThreadedTable.SIDE, ThreadedTable.SIDE);
        checksum.checksum = Checksum.of(values);
        return values;
    }

    /** The solver of one fill (Footprint builds it here too). */
    static CanonicalGroupsSolver solver(ThreadedTable table) {
        return new CanonicalGroupsSolver(table.threads());
    }
}
