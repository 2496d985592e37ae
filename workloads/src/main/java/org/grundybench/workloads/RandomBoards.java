package org.grundybench.workloads;

import java.util.Random;
import org.grundybench.rect.Board;

/**
 * Random R x C boards with exactly round(density * R * C) ones each, placed uniformly at random
 * (a partial Fisher-Yates shuffle of the cells) from a seed fixed by the label {@code RxC@density}.
 * {@link Random} is used because its sequence is fixed by the Java specification; so a
 * collection of 105 boards at 8x8@0.5 begins with the four boards of the case 8x8@0.5.
 */
public interface RandomBoards extends Case {
    /** The boards' shape, their density of ones, and how many there are. */
    record Spec(int rows, int cols, double density, int count) {
    }

    Spec spec();

    default int rows() {
        return spec().rows();
    }

    default int cols() {
        return spec().cols();
    }

    default double density() {
        return spec().density();
    }

    @Override
    default int collectionSize() {
        return spec().count();
    }

    /** {@code RxC@density}. */
    @Override
    default String label() {
        return rows() + "x" + cols() + "@" + density();
    }

    /** Cells of one board. */
    @Override
    default double size() {
        return rows() * cols();
    }

    /** The case's boards, {@link #collectionSize()} of them. */
    default Board[] boards() {
        String base = rows() + "x" + cols() + "@" + density();
        return boards(rows(), cols(), density(), collectionSize(), Catalogue.SEED ^ base.hashCode());
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
