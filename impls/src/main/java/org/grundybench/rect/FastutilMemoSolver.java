package org.grundybench.rect;

import org.grundybench.core.BitsetMex;
import org.grundybench.core.FastutilMemo;
import org.grundybench.core.MemoizedRecursion;

/** Memoised recursion in fastutil's {@code Long2IntOpenHashMap}, moves by rectangle masks. */
public final class FastutilMemoSolver extends MemoRectangleSolver {
    public FastutilMemoSolver() {
        super(shape -> new MemoizedRecursion(new MaskScanGame(shape), new FastutilMemo(),
                BitsetMex::new));
    }
}
