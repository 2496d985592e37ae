package org.grundybench.triomino;

import org.grundybench.core.HashSetMex;
import org.grundybench.core.JdkHashMapMemo;
import org.grundybench.core.MemoizedRecursion;

/** The textbook baseline: memoised recursion, {@code HashMap} memo, {@code HashSet} mex. */
public final class RecursiveHashSetSolver extends MemoTriominoSolver {
    public RecursiveHashSetSolver() {
        super("recursive_hashset", new MemoizedRecursion(new StripGame(), new JdkHashMapMemo(),
                HashSetMex::new));
    }
}
