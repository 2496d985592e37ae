package org.grundybench.setnim;

import java.util.Arrays;
import java.util.Optional;
import org.grundybench.core.SolverLimitException;

/**
 * Winning moves of Set-Nim positions, with any {@link SetNimSolver}. A position's value is the
 * XOR g of its piles' values; when g != 0, some pile h_i has a move h_i - s of value
 * G(h_i) xor g, which leaves a position of value 0.
 */
public final class SetNimMoves {
    private SetNimMoves() {
    }

    /** Take {@code take} stones (a size of S) from the pile at index {@code pile} (0-based). */
    public record Move(int pile, int take) {
    }

    /**
     * A position solved: the value of each pile, the XOR of them (non-zero exactly when the
     * first player wins), and a winning move when there is one.
     */
    public record Position(int[] values, int grundy, Optional<Move> winningMove) {
    }

    /** A move that leaves a position of value 0, or empty when the position has value 0. */
    public static Optional<Move> winningMove(SetNimSolver solver, MoveSet moves, long[] piles) {
        return solve(solver, moves, piles).winningMove();
    }

    /**
     * Solves the position with one call of {@code solver} for the piles and every pile a move can
     * leave, so the solver's (cold, per call) work is done once. The move found is the first
     * in pile order, then in ascending size.
     * @throws SolverLimitException when the piles and their options are more than one array holds
     */
    public static Position solve(SetNimSolver solver, MoveSet moves, long[] piles) {
        int[] sizes = moves.sizes();
        long count = piles.length;
        for (long h : piles) {
            count += optionCount(sizes, h);
        }
        if (count > Integer.MAX_VALUE - 8) {
            throw new SolverLimitException("too many piles and move sizes to search for a move: "
                    + count + " piles and options");
        }
        long[] asked = Arrays.copyOf(piles, (int) count);
        int next = piles.length;
        for (long h : piles) {
            for (int i = 0, options = optionCount(sizes, h); i < options; i++) {
                asked[next++] = h - sizes[i];
            }
        }
        int[] all = solver.grundy(moves, asked);
        int[] values = Arrays.copyOf(all, piles.length);
        int g = 0;
        for (int v : values) {
            g ^= v;
        }
        if (g == 0) {
            return new Position(values, 0, Optional.empty());
        }
        next = piles.length;
        for (int pile = 0; pile < piles.length; pile++) {
            int target = values[pile] ^ g;
            for (int i = 0, options = optionCount(sizes, piles[pile]); i < options; i++) {
                if (all[next++] == target) {
                    return new Position(values, g, Optional.of(new Move(pile, sizes[i])));
                }
            }
        }
        throw new IllegalStateException("the solver gives the position value " + g
                + ", but none of its moves leads to value 0");
    }

    /** How many sizes (ascending) are at most h. */
    private static int optionCount(int[] ascendingSizes, long h) {
        int n = 0;
        while (n < ascendingSizes.length && ascendingSizes[n] <= h) {
            n++;
        }
        return n;
    }
}
