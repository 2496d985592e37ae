package org.grundybench.setnim;

import org.grundybench.core.BitsetMex;
import org.grundybench.core.FastutilMemo;
import org.grundybench.core.MemoizedRecursion;

/** Memoised recursion in fastutil's {@code Long2IntOpenHashMap}, bitset mex. */
public final class FastutilMemoSolver extends MemoSetNimSolver {
    public FastutilMemoSolver() {
        super("fastutil_memo",
                game -> new MemoizedRecursion(game, new FastutilMemo(), BitsetMex::new));
    }
}
