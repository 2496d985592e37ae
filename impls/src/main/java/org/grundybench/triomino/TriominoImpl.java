package org.grundybench.triomino;

import java.util.function.IntFunction;
import java.util.function.Supplier;
import org.grundybench.core.BitsetMex;
import org.grundybench.core.EclipseMemo;
import org.grundybench.core.FastutilMemo;
import org.grundybench.core.HashSetMex;
import org.grundybench.core.Implementation;
import org.grundybench.core.JdkHashMapMemo;

/** Every triomino solver, by its stable name. Register a new class here only. */
public enum TriominoImpl implements Implementation<TriominoSolver> {
    /** The textbook solver: memoised recursion, {@code HashMap} memo, {@code HashSet} mex. */
    recursive_hashset(() -> new MemoTriominoSolver("recursive_hashset", new JdkHashMapMemo(), HashSetMex::new)),
    iterative_bitset(IterativeBitsetSolver::new),
    /** Memoised recursion in fastutil's {@code Long2IntOpenHashMap}, bitset mex. */
    fastutil_memo(() -> new MemoTriominoSolver("fastutil_memo", new FastutilMemo(), BitsetMex::new)),
    /** Memoised recursion in Eclipse Collections' {@code LongIntHashMap}, bitset mex. */
    eclipse_memo(() -> new MemoTriominoSolver("eclipse_memo", new EclipseMemo(), BitsetMex::new)),
    reduced_recurrence(ReducedRecurrenceSolver::new, ReducedRecurrenceSolver::new);

    /**
     * The implementation used where none is named (the CLI without {@code --impl}), for every
     * input: {@code reduced_recurrence} fills every N up to its limit. The report marks a verdict
     * naming another (docs/implementations.md).
     */
    public static final TriominoImpl DEFAULT = reduced_recurrence;

    private final Factories<TriominoSolver> factories;

    TriominoImpl(Supplier<TriominoSolver> create) {
        this(create, null);
    }

    /** {@code threaded}: the solvers by thread count, of an implementation whose answers can use several. */
    TriominoImpl(Supplier<TriominoSolver> create, IntFunction<TriominoSolver> threaded) {
        this.factories = new Factories<>(create, threaded);
    }

    @Override
    public Factories<TriominoSolver> factories() {
        return factories;
    }
}
