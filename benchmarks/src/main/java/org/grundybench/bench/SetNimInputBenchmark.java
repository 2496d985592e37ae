package org.grundybench.bench;

import java.util.Arrays;
import org.grundybench.setnim.SetNimImpl;
import org.grundybench.setnim.SetNimReader;
import org.grundybench.setnim.SetNimSolver;
import org.grundybench.workloads.InputFile;
import org.openjdk.jmh.annotations.*;

/**
 * Set-Nim on a file of the user's ({@code -p file=FILE}, the CLI's format): one operation answers
 * every input of the file in order (every pile's value), a fresh solver per input, as
 * {@code grundy setnim < FILE} answers it. The checksum covers every value.
 */
public class SetNimInputBenchmark extends InputBenchmark implements Operation<SetNimSolver, SetNimReader.Input> {
    @Param
    public SetNimImpl impl;

    /** The file's path; JMH wants a default: the repository's sample, relative to its root. */
    @Param("samples/setnim.txt")
    public String file;

    @Override
    InputFile.Game game() {
        return InputFile.Game.setnim;
    }

    @Override
    String file() {
        return file;
    }

    @Benchmark
    public int[] grundy(Checksum checksum) {
        int[] values = inputs.items().stream().flatMapToInt(in -> Arrays.stream(answer(inputs.solver(impl),
                (SetNimReader.Input) in))).toArray();
        checksum.checksum = Checksum.of(values);
        return values;
    }

    @Override
    public int[] answer(SetNimSolver solver, SetNimReader.Input in) {
        return solver.grundy(in.moves(), in.piles());
    }
}
