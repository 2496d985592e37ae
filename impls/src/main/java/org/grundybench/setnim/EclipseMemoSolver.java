package org.grundybench.setnim;

import org.grundybench.core.BitsetMex;
import org.grundybench.core.EclipseMemo;
import org.grundybench.core.MemoizedRecursion;

/** Memoised recursion in Eclipse Collections' {@code LongIntHashMap}, bitset mex. */
public final class EclipseMemoSolver extends MemoSetNimSolver {
    public EclipseMemoSolver() {
        super("eclipse_memo",
                game -> new MemoizedRecursion(game, new EclipseMemo(), BitsetMex::new));
    }
}
