package org.grundybench.triomino;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.grundybench.reference.TriominoReference;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@link TriominoMoves} with every implementation, replayed on the exhaustive reference: for
 * N = 0..12, a winning placement lies on the strip and leaves a position of value 0; a losing
 * strip has no move.
 */
class TriominoMovesTest {
    @ParameterizedTest
    @EnumSource(TriominoImpl.class)
    void winningMovesReplayAgainstTheReference(TriominoImpl impl) {
        TriominoSolver solver = impl.create();
        for (int n = 0; n <= 12; n++) {
            Optional<TriominoMoves.Move> move = TriominoMoves.winningMove(solver, n);
            int g = TriominoReference.grundy(n);
            if (g == 0) {
                assertEquals(Optional.empty(), move, impl.id() + ", N = " + n);
                continue;
            }
            TriominoMoves.Move m = move.orElseThrow();
            assertTrue(m.column() + 1 < n, impl.id() + ", N = " + n + ": " + m);
            TriominoReference ref = new TriominoReference(n);
            long piece = ref.piece(m.column(), TriominoReference.Corner.valueOf(m.empty().name()));
            assertEquals(0, ref.grundy(piece), impl.id() + ", N = " + n + ": " + m);
        }
    }
}
