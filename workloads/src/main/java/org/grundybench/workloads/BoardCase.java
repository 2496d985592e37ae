package org.grundybench.workloads;

import static org.grundybench.rect.RectangleImpl.bit_parallel;
import static org.grundybench.rect.RectangleImpl.eclipse_memo;
import static org.grundybench.rect.RectangleImpl.fastutil_memo;
import static org.grundybench.rect.RectangleImpl.recursive_hashset;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.grundybench.core.Implementation;
import org.grundybench.rect.Board;
import org.grundybench.rect.RectangleSolver;

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
    _8x8_50(8, 8, 0.5, Cost.WARMS_SLOWLY, true),
    _8x8_60(8, 8, 0.6, Cost.WARMS_SLOWLY, true);

    /**
     * Quick races each board size at one density (4x4 at 30%, 6x6 at 50%, 8x8 at 50%) and the 8x8 at 60% too, where the
     * who-wins search pulls furthest ahead; the other densities are near duplicates of those.
     */
    @Override
    public BoardCase quickTwin() {
        return switch (this) {
            case _4x4_50 -> _4x4_30;
            case _6x6_30 -> _6x6_50;
            case _8x8_30 -> _8x8_50;
            default -> null;
        };
    }

    /** Boards per case; the benchmark reports the time per board. */
    public static final int BOARDS = 4;

    private final int rows;
    private final int cols;
    private final double density;
    private final Cost cost;
    private final List<LeftOut> measured;

    BoardCase(int rows, int cols, double density, Cost cost) {
        this(rows, cols, density, cost, false);
    }

    /** {@code wholeBoardTooSlow}: the solvers that do not split a board into groups are left out ({@link #wholeBoard}). */
    BoardCase(int rows, int cols, double density, Cost cost, boolean wholeBoardTooSlow) {
        this.rows = rows;
        this.cols = cols;
        this.density = density;
        this.cost = cost;
        this.measured = wholeBoardTooSlow ? List.of(wholeBoard((int) Math.round(density * rows * cols))) : List.of();
    }

    /**
     * The solvers that search the whole board, not its 4-connected groups, and take 8x8 boards by their limits (a method,
     * not a constant: the enum's constants, built first, use it).
     */
    static List<Implementation<?>> wholeBoardSolvers() {
        return List.of(recursive_hashset, fastutil_memo, eclipse_memo, bit_parallel);
    }

    /** The solvers that search the whole board, not its 4-connected groups, on boards of {@code ones} ones. */
    static LeftOut wholeBoard(int ones) {
        return new LeftOut(String.format(Locale.ROOT, "searches the whole board without splitting it into its"
                + " 4-connected groups, over up to 2^k positions for k ones: on 8x8 boards of 19 ones (_8x8_30)"
                + " bit_parallel took 364 ms, eclipse_memo 883 ms and recursive_hashset 3.65 s a board"
                + " (results/2026-11-25-full-4); these boards have %d ones, up to %,d times the positions",
                ones, 1L << (ones - 19)), wholeBoardSolvers());
    }

    /** {@code RxC@density}: the text the boards' seed derives from (how runs before the catalogue labelled cases). */
    public String seedText() {
        return rows + "x" + cols + "@" + density;
    }

    /** The first {@code count} boards of the case's seeded stream. */
    public Board[] boards(int count) {
        return random(rows, cols, density, count, Case.SEED ^ seedText().hashCode());
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
    public List<Board> items() {
        return List.of(boards());
    }

    /** Cells of one board. */
    @Override
    public double size() {
        return rows * cols;
    }


    @Override
    public Cost cost() {
        return cost;
    }

    @Override
    public String beyondLimits(Implementation<?> impl) {
        return beyondLimits(impl, boards());
    }

    /** Why {@code impl} refuses one of {@code boards}, or null. */
    static String beyondLimits(Implementation<?> impl, Board[] boards) {
        return Case.refuses("ones on a board", ((RectangleSolver) impl.create()).maxBoardOnes(), "RectangleSolver.maxBoardOnes",
                Arrays.stream(boards).mapToInt(Board::ones).max().orElse(0));
    }

    @Override
    public List<LeftOut> measured() {
        return measured;
    }
}
