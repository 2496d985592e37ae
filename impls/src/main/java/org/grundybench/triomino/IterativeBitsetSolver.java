package org.grundybench.triomino;

import java.util.Arrays;
import org.grundybench.core.BitsetMex;
import org.grundybench.core.Work;

/**
 * Bottom-up tables, one {@code int[]} per strip shape, filled in increasing m (every option's
 * parts are shorter), with a reused multi-word bitset mex: values pass 63 near N = 700.
 * O(N^2) work; tables grow on demand and are kept across calls.
 */
public final class IterativeBitsetSolver extends Work.Counted implements TriominoSolver {
    /** Largest N accepted: 100,000 is about 10^10 visitor calls, several minutes on one core. */
    public static final int MAX_N = 100_000;

    private final int[][] values = new int[StripShape.values().length][0];
    private int filled = -1;
    private final BitsetMex mex = new BitsetMex();

    @Override
    public int maxN() {
        return MAX_N;
    }

    @Override
    public int grundy(StripShape shape, int m) {
        MemoTriominoSolver.checkN("iterative_bitset", m, MAX_N);
        fillTo(m);
        return values[shape.ordinal()][m];
    }

    @Override
    public int[] grundyUpTo(int limit) {
        MemoTriominoSolver.checkN("iterative_bitset", limit, MAX_N);
        fillTo(limit);
        return Arrays.copyOf(values[StripShape.FLAT.ordinal()], limit + 1);
    }

    private void fillTo(int limit) {
        if (limit <= filled) {
            return;
        }
        int capacity = Math.max(limit + 1, Math.min(MAX_N + 1, values[0].length * 2));
        for (int s = 0; s < values.length; s++) {
            values[s] = Arrays.copyOf(values[s], capacity);
        }
        TriominoRules.MoveVisitor collect = (fullColumn, extraColumn, extraRow, shapeA, lengthA,
                shapeB, lengthB) -> {
            int v = values[shapeA][lengthA];
            if (shapeB != TriominoRules.NO_PART) {
                v ^= values[shapeB][lengthB];
            }
            mex.add(v);
            Work.add(work, 0, 1, shapeB == TriominoRules.NO_PART ? 1 : 2);
        };
        for (int m = filled + 1; m <= limit; m++) {
            for (StripShape shape : StripShape.values()) {
                mex.clear();
                TriominoRules.forEachMove(shape, m, collect);
                values[shape.ordinal()][m] = mex.mex();
            }
        }
        Work.add(work, (long) values.length * (limit - filled), 0, 0);
        Work.hold(work, (long) values.length * (limit + 1));
        filled = limit;
    }
}
