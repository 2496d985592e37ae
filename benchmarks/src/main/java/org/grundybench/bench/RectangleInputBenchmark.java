package org.grundybench.bench;

import org.grundybench.rect.Board;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.rect.RectangleSolver;
import org.grundybench.workloads.InputFile;
import org.openjdk.jmh.annotations.*;

/**
 * Rectangle removal on a file of the user's ({@code -p file=FILE}, the CLI's format): one
 * operation decides who wins on every board of the file in order, a fresh solver per board, as
 * {@code grundy rect < FILE} answers it. The checksum covers every answer.
 */
public class RectangleInputBenchmark extends InputBenchmark implements Operation<RectangleSolver, Board> {
    @Param
    public RectangleImpl impl;

    /** The file's path; JMH wants a default: the repository's sample, relative to its root. */
    @Param("samples/rect.txt")
    public String file;

    @Override
    InputFile.Game game() {
        return InputFile.Game.rect;
    }

    @Override
    String file() {
        return file;
    }

    @Benchmark
    public int[] firstPlayerWins(Checksum checksum) {
        int[] wins = new int[inputs.items().size()];
        for (int i = 0; i < wins.length; i++) {
            wins[i] = answer(inputs.solver(impl), (Board) inputs.items().get(i)) ? 1 : 0;
        }
        checksum.checksum = Checksum.of(wins);
        return wins;
    }

    @Override
    public Boolean answer(RectangleSolver solver, Board board) {
        return solver.firstPlayerWins(board);
    }
}
