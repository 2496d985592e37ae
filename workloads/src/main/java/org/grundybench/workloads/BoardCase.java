package org.grundybench.workloads;

import java.util.List;
import java.util.Random;
import org.grundybench.rect.Board;

/**
 * Four random boards (the score is per board), named as R x C and the percentage of ones. Only
 * the solvers that split a board into its 4-connected groups finish the dense 8x8 ones.
 *
 * <p>Each board has exactly round(density * R * C) ones, placed uniformly at random (a partial
 * Fisher-Yates shuffle of the cells) from a seed fixed by the text {@code RxC@density}.
 * {@link Random} is used because its sequence is fixed by the Java specification; so a
 * collection of 105 boards at 8x8 and 0.5 begins with the four boards of _8x8_50.
 */
public enum BoardCase implements Case {
    _4x4_30(4, 4, 0.3, Cost.MILLIS),
    _4x4_50(4, 4, 0.5, Cost.MILLIS),
    _6x6_30(6, 6, 0.3, Cost.MILLIS),
    /** An invocation (4 boards) up to 9 s on recursive_hashset. */
    _6x6_50(6, 6, 0.5, Cost.SECONDS),
    /** An invocation (4 boards): 1.6 s bit_parallel to 13 s recursive_hashset. */
    _8x8_30(8, 8, 0.3, Cost.SECONDS),
    _8x8_50(8, 8, 0.5, Cost.MILLIS, Catalogue.NO_SPLIT_8X8_DENSE, Catalogue.BITSET_8X8_DENSE),
    _8x8_60(8, 8, 0.6, Cost.MILLIS, Catalogue.NO_SPLIT_8X8_DENSE, Catalogue.BITSET_8X8_DENSE);

    /** Boards per case; the benchmark reports the time per board. */
    public static final int BOARDS = 4;

    private final int rows;
    private final int cols;
    private final double density;
    private final Cost cost;
    private final List<LeftOut> leftOut;

    BoardCase(int rows, int cols, double density, Cost cost, LeftOut... leftOut) {
        this.rows = rows;
        this.cols = cols;
        this.density = density;
        this.cost = cost;
        this.leftOut = List.of(leftOut);
    }

    /** {@code RxC@density}: the text the boards' seed derives from (how runs before the catalogue labelled cases). */
    public String seedText() {
        return rows + "x" + cols + "@" + density;
    }

    /** The first {@code count} boards of the case's seeded stream. */
    public Board[] boards(int count) {
        return random(rows, cols, density, count, Catalogue.SEED ^ seedText().hashCode());
    }

    public Board[] boards() {
        return boards(BOARDS);
    }

    /** {@code count} boards with exactly round(density * rows * cols) ones each. */
    public static Board[] random(int rows, int cols, double density, int count, long seed) {
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

    @Override
    public int items() {
        return BOARDS;
    }

    /** Cells of one board. */
    @Override
    public double size() {
        return rows * cols;
    }

    @Override
    public Workload workload() {
        return Workload.RECTANGLE_BOARD;
    }

    @Override
    public Cost cost() {
        return cost;
    }

    @Override
    public List<LeftOut> leftOut() {
        return leftOut;
    }
}
