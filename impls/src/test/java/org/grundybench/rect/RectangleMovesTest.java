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
 * value of another solver, is the same.
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
}
