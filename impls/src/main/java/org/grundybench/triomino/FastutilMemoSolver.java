package org.grundybench.triomino;

import org.grundybench.core.BitsetMex;
import org.grundybench.core.FastutilMemo;
import org.grundybench.core.MemoizedRecursion;

/** Memoised recursion in fastutil's {@code Long2IntOpenHashMap}, bitset mex. */
public final class FastutilMemoSolver extends MemoTriominoSolver {
    public FastutilMemoSolver() {
        super("fastutil_memo", new MemoizedRecursion(new StripGame(), new FastutilMemo(),
                BitsetMex::new));
    }
}
