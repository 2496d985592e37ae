package org.grundybench.rect;

import org.grundybench.core.BitsetMex;
import org.grundybench.core.EclipseMemo;
import org.grundybench.core.MemoizedRecursion;

/** Memoised recursion in Eclipse Collections' {@code LongIntHashMap}, moves by rectangle masks. */
public final class EclipseMemoSolver extends MemoRectangleSolver {
    public EclipseMemoSolver() {
        super(shape -> new MemoizedRecursion(new MaskScanGame(shape), new EclipseMemo(),
                BitsetMex::new));
    }
}
