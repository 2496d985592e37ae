package org.grundybench.setnim;

import org.grundybench.core.HashSetMex;
import org.grundybench.core.JdkHashMapMemo;
import org.grundybench.core.MemoizedRecursion;

/** The textbook baseline: memoised recursion, {@code HashMap} memo, {@code HashSet} mex. */
public final class RecursiveHashSetSolver extends MemoSetNimSolver {
    public RecursiveHashSetSolver() {
        super("recursive_hashset",
                game -> new MemoizedRecursion(game, new JdkHashMapMemo(), HashSetMex::new));
    }
}
