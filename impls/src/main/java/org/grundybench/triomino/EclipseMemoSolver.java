package org.grundybench.triomino;

import org.grundybench.core.BitsetMex;
import org.grundybench.core.EclipseMemo;
import org.grundybench.core.MemoizedRecursion;

/** Memoised recursion in Eclipse Collections' {@code LongIntHashMap}, bitset mex. */
public final class EclipseMemoSolver extends MemoTriominoSolver {
    public EclipseMemoSolver() {
        super("eclipse_memo", new MemoizedRecursion(new StripGame(), new EclipseMemo(),
                BitsetMex::new));
    }
}
