package org.grundybench.reference;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.grundybench.reference.TriominoReference.End;
import org.grundybench.rect.Board;
import org.junit.jupiter.api.Test;

/**
 * Checks the exhaustive references themselves against games.md and against facts proved by
 * hand, so that the contract suites compare the solvers with something known to be right.
 */
class ReferenceSelfTest {
    /** games.md: Grundy values of the empty 2 x N strip, N = 0..20. */
    static final int[] TRIOMINO_0_TO_20 = {0, 0, 1, 2, 0, 3, 1, 0, 3, 3, 2, 4, 0, 5, 2, 3, 0, 0, 1, 3, 3};

    @Test
    void rectangleReferenceGivesTheGamesMdExamples() {
        assertEquals(3, RectangleReference.grundy(Board.of("0110", "0000", "0000", "0001")));
        assertEquals(0, RectangleReference.grundy(Board.of("0010", "0000", "0000", "0001")));
    }

    /**
     * A row of n ones has G = n: taking a run at an end reaches every smaller n, and a move
     * leaving runs a and b (a + b < n) reaches a ^ b <= a + b < n, never n.
     */
    @Test
    void rectangleReferenceGivesNForARowOfNOnes() {
        for (int n = 1; n <= 14; n++) {
            assertEquals(n, RectangleReference.grundy(Board.full(1, n)), "1 x " + n);
            assertEquals(n, RectangleReference.grundy(Board.full(n, 1)), n + " x 1");
        }
    }

    @Test
    void rectangleReferenceTableFollowsTheBoardLayout() {
        byte[] table = RectangleReference.table(2, 3);
        assertEquals(64, table.length);
        for (int p = 0; p < table.length; p++) {
            assertEquals(RectangleReference.grundy(new Board(2, 3, p)), table[p], "position " + p);
        }
        // Bit r * C + c is cell (r, c): bits 0, 1, 2 are the top row, a run of three.
        assertEquals(3, table[0b000111]);
        // Bits 0 and 3 are column 0, a run of two.
        assertEquals(2, table[0b001001]);
    }

    @Test
    void triominoReferenceGivesTheGamesMdSequence() {
        for (int n = 0; n <= 12; n++) {
            assertEquals(TRIOMINO_0_TO_20[n], TriominoReference.grundy(n), "N = " + n);
        }
    }

    @Test
    void triominoStripSearchAgreesWithThePlainStripAndItsMirrorImages() {
        for (int m = 0; m <= 8; m++) {
            assertEquals(TriominoReference.grundy(m), TriominoReference.grundy(End.FLUSH, m, End.FLUSH),
                    "flat strip, m = " + m);
            // Mirror images left-right and top-bottom have equal values.
            int oneStub = TriominoReference.grundy(End.FLUSH, m, End.TOP);
            assertEquals(oneStub, TriominoReference.grundy(End.TOP, m, End.FLUSH), "m = " + m);
            assertEquals(oneStub, TriominoReference.grundy(End.FLUSH, m, End.BOTTOM), "m = " + m);
            assertEquals(TriominoReference.grundy(End.TOP, m, End.TOP),
                    TriominoReference.grundy(End.BOTTOM, m, End.BOTTOM), "m = " + m);
            assertEquals(TriominoReference.grundy(End.TOP, m, End.BOTTOM),
                    TriominoReference.grundy(End.BOTTOM, m, End.TOP), "m = " + m);
        }
        // Hand-checked small cases: a lone column with one stub takes exactly one piece (G = 1);
        // two stubs and no full column leave no 2x2 block with three empty cells (G = 0).
        assertEquals(1, TriominoReference.grundy(End.FLUSH, 1, End.TOP));
        assertEquals(0, TriominoReference.grundy(End.TOP, 0, End.BOTTOM));
        assertEquals(0, TriominoReference.grundy(End.TOP, 0, End.TOP));
        // One column with stubs in opposite rows: each piece uses the column and one stub, and
        // leaves only the other stub: G = mex{0} = 1. Same row: likewise G = 1.
        assertEquals(1, TriominoReference.grundy(End.TOP, 1, End.BOTTOM));
        assertEquals(1, TriominoReference.grundy(End.TOP, 1, End.TOP));
    }

    @Test
    void setNimReferenceGivesTheGamesMdExample() {
        int[] g = SetNimReference.pileValues(new int[] {5, 2}, 7);
        assertEquals(1, g[2]);
        assertEquals(0, g[4]);
        assertEquals(0, g[7]);
        assertEquals(true, SetNimReference.firstPlayerWins(new int[] {2, 5}, new long[] {2, 4, 7}));
        assertEquals(true, SetNimReference.firstPlayerWinsBySearch(new int[] {2, 5}, new int[] {2, 4, 7}));
    }

    /** S = {1..k} is Nim limited to k stones a move: G(h) = h mod (k + 1). */
    @Test
    void setNimReferenceGivesHModKPlusOneForOneToK() {
        for (int k = 1; k <= 100; k += 11) {
            int[] moves = new int[k];
            for (int i = 0; i < k; i++) {
                moves[i] = i + 1;
            }
            int[] expected = new int[1001];
            for (int h = 0; h <= 1000; h++) {
                expected[h] = h % (k + 1);
            }
            assertArrayEquals(expected, SetNimReference.pileValues(moves, 1000), "k = " + k);
        }
    }

    /** The multi-pile search plays the game out without Sprague-Grundy; both must agree. */
    @Test
    void setNimSearchVerdictAgreesWithTheXorRule() {
        Random rnd = new Random(20240601L);
        for (int i = 0; i < 200; i++) {
            int[] moves = rnd.ints(1 + rnd.nextInt(3), 1, 7).distinct().toArray();
            int[] piles = rnd.ints(1 + rnd.nextInt(3), 0, 11).toArray();
            long[] longPiles = java.util.Arrays.stream(piles).asLongStream().toArray();
            assertEquals(SetNimReference.firstPlayerWins(moves, longPiles),
                    SetNimReference.firstPlayerWinsBySearch(moves, piles),
                    "S = " + java.util.Arrays.toString(moves) + ", piles = " + java.util.Arrays.toString(piles));
        }
    }
}
