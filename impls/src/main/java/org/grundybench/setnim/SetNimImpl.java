package org.grundybench.setnim;

import java.util.function.IntFunction;
import java.util.function.Supplier;
import org.grundybench.core.BitsetMex;
import org.grundybench.core.EclipseMemo;
import org.grundybench.core.FastutilMemo;
import org.grundybench.core.HashSetMex;
import org.grundybench.core.Implementation;
import org.grundybench.core.JdkHashMapMemo;

/** Every Set-Nim solver, by its stable name. Register a new class here only. */
public enum SetNimImpl implements Implementation<SetNimSolver> {
    /** The textbook solver: memoised recursion, {@code HashMap} memo, {@code HashSet} mex. */
    recursive_hashset(() -> new MemoSetNimSolver("recursive_hashset", JdkHashMapMemo::new, HashSetMex::new)),
    iterative_bitset(IterativeBitsetSolver::new),
    /** Memoised recursion in fastutil's {@code Long2IntOpenHashMap}, bitset mex. */
    fastutil_memo(() -> new MemoSetNimSolver("fastutil_memo", FastutilMemo::new, BitsetMex::new)),
    /** Memoised recursion in Eclipse Collections' {@code LongIntHashMap}, bitset mex. */
    eclipse_memo(() -> new MemoSetNimSolver("eclipse_memo", EclipseMemo::new, BitsetMex::new)),
    periodic(PeriodicSolver::new);

    /**
     * The implementation used where none is named (the CLI without {@code --impl}), for every
     * input: {@code periodic} proves a period, so piles up to 10^18 take no table. The report
     * marks a verdict naming another (docs/implementations.md).
     */
    public static final SetNimImpl DEFAULT = periodic;

    private final Factories<SetNimSolver> factories;

    SetNimImpl(Supplier<SetNimSolver> create) {
        this(create, null);
    }

    /** {@code threaded}: the solvers by thread count, of an implementation whose answers can use several. */
    SetNimImpl(Supplier<SetNimSolver> create, IntFunction<SetNimSolver> threaded) {
        this.factories = new Factories<>(create, threaded);
    }

    @Override
    public Factories<SetNimSolver> factories() {
        return factories;
    }
}
