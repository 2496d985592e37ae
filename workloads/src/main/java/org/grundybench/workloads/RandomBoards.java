package org.grundybench.workloads;

import java.util.Random;
import org.grundybench.rect.Board;

/**
 * Random R x C boards with exactly round(density * R * C) ones each, placed uniformly at random
 * (a partial Fisher-Yates shuffle of the cells) from a seed fixed by the text {@code RxC@density}.
 * {@link Random} is used because its sequence is fixed by the Java specification; so a
 * collection of 105 boards at 8x8 and 0.5 begins with the four boards of the case _8x8_50.
 */
public interface RandomBoards extends Case {
    int rows();

    int cols();

    double density();

    /** {@code RxC@density}: the text the boards' seed derives from (runs before the catalogue labelled cases so). */
    default String seedText() {
        return rows() + "x" + cols() + "@" + density();
    }

    /** Cells of one board. */
    @Override
    default double size() {
        return rows() * cols();
    }

    /** The case's boards, {@link #items()} of them. */
    default Board[] boards() {
        return boards(rows(), cols(), density(), items(), Catalogue.SEED ^ seedText().hashCode());
    }

    /** {@code count} boards with exactly round(density * rows * cols) ones each. */
    static Board[] boards(int rows, int cols, double density, int count, long seed) {
        Random random = new Random(seed);
        int cells = rows * cols;
        int ones = (int) Math.round(density * cells);
        int[] order = new int[cells];
        Board[] boards = new Board[count];
        for (int b = 0; b < count; b++) {
            for (int i = 0; i < cells; i++) {
                order[i] = i;
            }
            long mask = 0;
            for (int i = 0; i < ones; i++) {
                int j = i + random.nextInt(cells - i);
                int cell = order[j];
                order[j] = order[i];
                order[i] = cell;
                mask |= 1L << cell;
            }
            boards[b] = new Board(rows, cols, mask);
        }
        return boards;
    }
}
