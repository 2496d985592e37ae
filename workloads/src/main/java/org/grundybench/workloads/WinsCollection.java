package org.grundybench.workloads;

import static org.grundybench.rect.RectangleImpl.canonical_groups;
import static org.grundybench.rect.RectangleImpl.components;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import org.grundybench.core.Implementation;
import org.grundybench.rect.Board;

/**
 * Collections of dense 8x8 boards asked only who wins, each board timed on its own, cold, like
 * {@link BoardCollection}: its two collections (105 boards at density 0.5, 21 at 0.6), so that
 * who wins and the Grundy value are timed on the same boards, 15 at density 0.7 (a stream of the
 * catalogue's generator) and {@value #PAIRS} second-player wins; every count divides the
 * benchmark's annotated 105 shots (the suite gives each fork one pass). Random dense boards are nearly all first-player wins, found
 * at the first winning option; two halves of equal value make a loss for the player to move, so a
 * search must refute every option.
 */
public enum WinsCollection implements Case {
    _8x8_50(BoardCollection._8x8_50::boards, List.of()),
    _8x8_60(BoardCollection._8x8_60::boards, List.of()),
    /**
     * The first 15 boards of the stream (8 s for the slowest on two threads): the 16th takes 41 s, which a fork of one
     * pass cannot afford (results/notes/wins-left-out.md).
     */
    _8x8_70(() -> BoardCase.random(8, 8, 0.7, 15, Case.SEED ^ "8x8@0.7".hashCode()), List.of(new LeftOut(
            "computes the Grundy value of every group, and the large groups of 8x8 boards at density 0.7 take minutes:"
            + " canonical_groups was refused by its 60 s budget on boards 0, 1 and 2 of this collection"
            + " (results/notes/wins-left-out.md)", canonical_groups, components))),
    pairs_8x8(WinsCollection::pairs, List.of());

    /** Boards of {@link #pairs_8x8}. */
    public static final int PAIRS = 21;
    /** The right half of each pair, by its place in its stream (see {@link #pairs}). */
    public static final List<Integer> RIGHT = List.of(54, 70, 90, 12, 32, 77, 75, 123, 86, 3, 42, 64, 5, 96, 113, 46, 1, 36,
            51, 52, 67);

    private final Supplier<Board[]> boards;
    private final List<LeftOut> slow;
    private Board[] made;

    WinsCollection(Supplier<Board[]> boards, List<LeftOut> slow) {
        this.boards = boards;
        this.slow = slow;
    }

    public Board[] boards() {
        if (made == null) {
            made = boards.get();
        }
        return made.clone();
    }

    /**
     * Board i holds, in its left three columns, left half i of a stream of random 8x3 halves at density 0.7 and, in its
     * right four (column 3 empty), right half {@link #RIGHT}[i] of a stream of 8x4 halves: the first not yet taken
     * that canonical_groups gives the left half's value, which no left half of the 21 has as 0 (the test checks it).
     */
    static Board[] pairs() {
        Board[] left = BoardCase.random(8, 3, 0.7, PAIRS, Case.SEED ^ "pairs left 8x3@0.7".hashCode());
        Board[] right = BoardCase.random(8, 4, 0.7, 124, Case.SEED ^ "pairs right 8x4@0.7".hashCode());
        return IntStream.range(0, PAIRS).mapToObj(i -> new Board(8, 8, place(left[i], 0) | place(right[RIGHT.get(i)], 4)))
                .toArray(Board[]::new);
    }

    /** The cells of {@code half} on an 8x8 board, its column 0 at column {@code from}. */
    private static long place(Board half, int from) {
        long cells = 0;
        for (int r = 0; r < half.rows(); r++) {
            for (int c = 0; c < half.cols(); c++) {
                cells |= half.get(r, c) ? 1L << (r * 8 + from + c) : 0;
            }
        }
        return cells;
    }

    /** The seed text of the warmup boards, as for {@link BoardCollection#warmupSeedText()}. */
    public String warmupSeedText() {
        return "warmup wins " + name();
    }

    @Override
    public List<Board> items() {
        return List.of(boards());
    }

    @Override
    public double size() {
        return 64;
    }


    @Override
    public Cost cost() {
        return Cost.ONE_PASS;
    }

    @Override
    public String beyondLimits(Implementation<?> impl) {
        return BoardCase.beyondLimits(impl, boards());
    }

    @Override
    public List<LeftOut> measured() {
        List<LeftOut> all = new ArrayList<>(slow);
        all.add(BoardCase.wholeBoard(Arrays.stream(boards()).mapToInt(Board::ones).min().orElseThrow()));
        return all;
    }
}
