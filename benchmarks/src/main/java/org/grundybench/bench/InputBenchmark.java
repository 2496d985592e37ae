package org.grundybench.bench;

import java.util.concurrent.TimeUnit;
import org.grundybench.workloads.InputFile;
import org.openjdk.jmh.annotations.*;

/**
 * What the races on a file of the user's share (JMH's annotations are inherited): the file's
 * items, read in setup with the CLI's parser from the subclass's {@code -p file=} parameter, and one
 * operation per answer of the whole file, timed as the catalogue's seconds-long cases are.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(5)
@Warmup(iterations = 2)
@Measurement(iterations = 2)
public abstract class InputBenchmark {
    InputFile inputs;

    abstract InputFile.Game game();

    /** The {@code file} parameter (each subclass declares it, with its game's sample as JMH's default). */
    abstract String file();

    @Setup
    public void setup() {
        inputs = InputFile.read(game(), file());
    }
}
