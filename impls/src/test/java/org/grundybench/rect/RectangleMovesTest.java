package org.grundybench.rect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.Random;
import org.grundybench.core.Deadline;
import org.grundybench.reference.RectangleReference;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@link RectangleMoves} with every implementation: on random boards the answer's value is
 * the exhaustive reference's, and a winning move clears only 1-cells and leaves a board the
 * reference values 0; a losing board has no move. The move by outcomes alone, or after the
 * value of another solver, is the same, and it is the first loss in the documented order of
 * options.
 */
class RectangleMovesTest {
    @ParameterizedTest
    @EnumSource(RectangleImpl.class)
    void winningMovesReplayAgainstTheReference(RectangleImpl impl) {
        Random rnd = new Random(0x30E5);
        RectangleSolver solver = impl.create();
        int[][] shapes = {{1, 1}, {1, 7}, {2, 3}, {3, 3}, {3, 4}, {4, 4}, {2, 6}, {5, 3}, {4, 5}};
        int wins = 0;
        for (int i = 0; i < 90; i++) {
            int[] s = shapes[i % shapes.length];
            int cells = s[0] * s[1];
            Board board = BoardOps.random(rnd, s[0], s[1], rnd.nextInt(Math.min(cells, 13) + 1));
            RectangleMoves.Answer answer = RectangleMoves.answer(solver, board);
            int g = RectangleReference.grundy(board);
            String where = impl.id() + ", case " + i + ", " + BoardOps.describe(board);
            assertEquals(g, answer.grundy(), where);
            assertEquals(answer.winningMove(), RectangleMoves.winningMove(impl.create(), board), where);
            assertEquals(new RectangleMoves.Outcome(g != 0, answer.winningMove()),
                    RectangleMoves.outcome(impl.create(), board), where);
            assertEquals(answer, RectangleMoves.answer(new ComponentsSolver(), impl.create(), board, Deadline.NONE),
                    "values by components; " + where);
            if (g == 0) {
                assertEquals(Optional.empty(), answer.winningMove(), where);
                continue;
            }
            wins++;
            RectangleMove move = answer.winningMove().orElseThrow();
            assertTrue(move.bottom() < board.rows() && move.right() < board.cols(), where + move);
            for (int r = move.top(); r <= move.bottom(); r++) {
                for (int c = move.left(); c <= move.right(); c++) {
                    assertTrue(board.get(r, c), "the move clears only 1-cells: " + where + move);
                }
            }
            Board after = move.applyTo(board);
            assertEquals(board.ones() - (move.bottom() - move.top() + 1) * (move.right() - move.left() + 1),
                    after.ones(), where + move);
            assertEquals(0, RectangleReference.grundy(after), where + move);
        }
        assertTrue(wins > 30, wins + " winning boards");
    }

    /**
     * The move is the first option, by the cells of the largest group it leaves (fewest first),
     * then by top-left cell in row-major order, bottom row and right column, that the reference
     * values 0: the same for every implementation, whichever options it finds quickest.
     */
    @ParameterizedTest
    @EnumSource(RectangleImpl.class)
    void theMoveIsTheFirstLossInTheDocumentedOrder(RectangleImpl impl) {
        Random rnd = new Random(0x0DE5);
        int[][] shapes = {{3, 4}, {4, 4}, {2, 6}, {4, 5}};
        int checked = 0;
        for (int i = 0; i < 40; i++) {
            int[] s = shapes[i % shapes.length];
            Board board = BoardOps.random(rnd, s[0], s[1], Math.min(s[0] * s[1], 6 + rnd.nextInt(8)));
            Optional<RectangleMove> expected = firstLossInOrder(board);
            String where = impl.id() + ", case " + i + ", " + BoardOps.describe(board);
            assertEquals(expected, RectangleMoves.winningMove(impl.create(), board), where);
            checked += expected.isPresent() ? 1 : 0;
        }
        assertTrue(checked > 20, checked + " winning boards");
    }

    /** The reference's winning move in the order of {@link RectangleMoves#outcome}, by brute force. */
    private static Optional<RectangleMove> firstLossInOrder(Board board) {
        RectangleMove best = null;
        int bestLargest = Integer.MAX_VALUE;
        for (int r1 = 0; r1 < board.rows(); r1++) {
            for (int c1 = 0; c1 < board.cols(); c1++) {
                for (int r2 = r1; r2 < board.rows(); r2++) {
                    for (int c2 = c1; c2 < board.cols(); c2++) {
                        RectangleMove move = new RectangleMove(r1, c1, r2, c2);
                        Board after = move.applyTo(board);
                        if (after.ones() != board.ones() - (r2 - r1 + 1) * (c2 - c1 + 1)) {
                            continue; // not all ones
                        }
                        int largest = 0;
                        for (boolean[][] group : BoardOps.groups(after)) {
                            int cells = 0;
                            for (boolean[] row : group) {
                                for (boolean cell : row) {
                                    cells += cell ? 1 : 0;
                                }
                            }
                            largest = Math.max(largest, cells);
                        }
                        // Strictly fewer: of equal ones, the first met in row-major order stays.
                        if (largest < bestLargest && RectangleReference.grundy(after) == 0) {
                            best = move;
                            bestLargest = largest;
                        }
                    }
                }
            }
        }
        return Optional.ofNullable(best);
    }
}
