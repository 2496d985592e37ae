package org.grundybench.setnim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Optional;
import java.util.Random;
import org.grundybench.reference.SetNimReference;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@link SetNimMoves} with every implementation, replayed against the exhaustive game search of
 * {@link SetNimReference} (which shares no code with the solvers): a move is offered exactly
 * when the first player wins, it is legal, and the position it leaves is lost for the player
 * to move.
 */
class SetNimMovesTest {
    @ParameterizedTest
    @EnumSource(SetNimImpl.class)
    void movesWinAgainstTheGameSearch(SetNimImpl impl) {
        SetNimSolver solver = impl.create();
        Random rnd = new Random(21);
        int won = 0;
        for (int trial = 0; trial < 150; trial++) {
            int[] sizes = trial == 0 ? new int[] {2, 5}
                    : rnd.ints(1 + rnd.nextInt(4), 1, 8).distinct().toArray();
            int[] piles = trial == 0 ? new int[] {2, 4, 7}
                    : rnd.ints(rnd.nextInt(4), 0, 16).toArray();
            long[] longPiles = Arrays.stream(piles).asLongStream().toArray();
            String where = impl.id() + ": S = " + Arrays.toString(sizes) + ", piles = "
                    + Arrays.toString(piles);
            SetNimMoves.Position position = SetNimMoves.solve(solver, MoveSet.of(sizes), longPiles);
            int[] g = SetNimReference.pileValues(sizes, 16);
            assertArrayEquals(Arrays.stream(piles).map(h -> g[h]).toArray(), position.values(), where);
            boolean wins = SetNimReference.firstPlayerWinsBySearch(sizes, piles);
            assertEquals(wins, position.grundy() != 0, where);
            Optional<SetNimMoves.Move> move = SetNimMoves.winningMove(solver, MoveSet.of(sizes), longPiles);
            assertEquals(position.winningMove(), move, where);
            assertEquals(wins, move.isPresent(), where);
            if (!wins) {
                continue;
            }
            won++;
            int pile = move.get().pile();
            int take = move.get().take();
            assertTrue(0 <= pile && pile < piles.length, where + ": " + move);
            assertTrue(Arrays.stream(sizes).anyMatch(s -> s == take), where + ": " + move);
            assertTrue(take <= piles[pile], where + ": " + move);
            int[] after = piles.clone();
            after[pile] -= take;
            assertFalse(SetNimReference.firstPlayerWinsBySearch(sizes, after), where + ": " + move);
        }
        assertTrue(won > 20 && won < 130, "the cases must exercise both answers: " + won);
    }

    /** A pile of 10^18 (S = {2, 5}: period 7 from 0), beyond every table. */
    @ParameterizedTest
    @EnumSource(value = SetNimImpl.class, names = "periodic")
    void aMoveOnAHugePile(SetNimImpl impl) {
        long huge = 1_000_000_000_000_000_000L;
        int[] g = SetNimReference.pileValues(new int[] {2, 5}, 20);
        long[] piles = {huge, 3};
        SetNimMoves.Position position = SetNimMoves.solve(impl.create(), MoveSet.of(2, 5), piles);
        assertEquals(g[(int) (huge % 7)] ^ g[3], position.grundy());
        SetNimMoves.Move move = position.winningMove().orElseThrow();
        long[] after = piles.clone();
        after[move.pile()] -= move.take();
        assertEquals(0, g[(int) (after[0] % 7)] ^ g[(int) after[1]], "after " + move);
    }

    @ParameterizedTest
    @EnumSource(SetNimImpl.class)
    void noPilesNoMoveAndBadPilesRefused(SetNimImpl impl) {
        SetNimMoves.Position none = SetNimMoves.solve(impl.create(), MoveSet.of(1), new long[0]);
        assertEquals(0, none.grundy());
        assertTrue(none.winningMove().isEmpty());
        assertThrows(IllegalArgumentException.class,
                () -> SetNimMoves.winningMove(impl.create(), MoveSet.of(1), new long[] {3, -1}));
    }
}
