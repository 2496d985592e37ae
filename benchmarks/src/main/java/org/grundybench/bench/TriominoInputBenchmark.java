package org.grundybench.bench;

import java.util.Arrays;
import org.grundybench.triomino.LengthReader;
import org.grundybench.triomino.TriominoImpl;
import org.grundybench.triomino.TriominoSolver;
import org.grundybench.workloads.InputFile;
import org.openjdk.jmh.annotations.*;

/**
 * Triominoes on a file of the user's ({@code -p file=FILE}, the CLI's format: values of N): one
 * operation gives the value of the empty 2 x N strip for every N of the file, one fresh solver for
 * them all, in ascending order, as {@code grundy triomino < FILE} answers it.
 */
public class TriominoInputBenchmark extends InputBenchmark implements Operation<TriominoSolver, LengthReader.Lengths> {
    @Param
    public TriominoImpl impl;

    /** The file's path; JMH wants a default: the repository's sample, relative to its root. */
    @Param("samples/triomino.txt")
    public String file;

    @Override
    InputFile.Game game() {
        return InputFile.Game.triomino;
    }

    @Override
    String file() {
        return file;
    }

    @Benchmark
    public int[] grundy(Checksum checksum) {
        int[] values = answer(inputs.solver(impl), (LengthReader.Lengths) inputs.items().get(0));
        checksum.checksum = Checksum.of(values);
        return values;
    }

    /** The values in the file's order, computed in ascending N (each from the strips already known). */
    @Override
    public int[] answer(TriominoSolver solver, LengthReader.Lengths lengths) {
        int[] distinct = Arrays.stream(lengths.ns()).distinct().sorted().toArray();
        int[] values = Arrays.stream(distinct).map(solver::grundy).toArray();
        return Arrays.stream(lengths.ns()).map(n -> values[Arrays.binarySearch(distinct, n)]).toArray();
    }
}
