package org.grundybench.rect;

import org.grundybench.core.HashSetMex;
import org.grundybench.core.JdkHashMapMemo;
import org.grundybench.core.MemoizedRecursion;

/**
 * The textbook baseline: memoised recursion in a {@code HashMap<Long, Integer>}, mex over a
 * {@code HashSet<Integer>}, each candidate rectangle checked cell by cell.
 */
public final class RecursiveHashSetSolver extends MemoRectangleSolver {
    public RecursiveHashSetSolver() {
        super(shape -> new MemoizedRecursion(new CellByCellGame(shape.rows(), shape.cols()),
                new JdkHashMapMemo(), HashSetMex::new));
    }
}
