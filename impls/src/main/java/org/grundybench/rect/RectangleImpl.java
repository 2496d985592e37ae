package org.grundybench.rect;

import java.util.function.IntFunction;
import java.util.function.Supplier;
import org.grundybench.core.BitsetMex;
import org.grundybench.core.EclipseMemo;
import org.grundybench.core.FastutilMemo;
import org.grundybench.core.HashSetMex;
import org.grundybench.core.Implementation;
import org.grundybench.core.JdkHashMapMemo;
import org.grundybench.core.MemoizedRecursion;

/** Every rectangle-removal solver, by its stable name. Register a new class here only. */
public enum RectangleImpl implements Implementation<RectangleSolver> {
    /**
     * The textbook solver: memoised recursion in a {@code HashMap<Long, Integer>}, mex over a
     * {@code HashSet<Integer>}, each candidate rectangle checked cell by cell.
     */
    recursive_hashset(() -> new MemoRectangleSolver((shape, work) -> new MemoizedRecursion(
            new CellByCellGame(shape.rows(), shape.cols()), new JdkHashMapMemo(), HashSetMex::new, work))),
    iterative_bitset(IterativeBitsetSolver::new),
    /** Memoised recursion in fastutil's {@code Long2IntOpenHashMap}, moves by rectangle masks. */
    fastutil_memo(() -> new MemoRectangleSolver((shape, work) -> new MemoizedRecursion(
            new MaskScanGame(shape), new FastutilMemo(), BitsetMex::new, work))),
    /** Memoised recursion in Eclipse Collections' {@code LongIntHashMap}, moves by rectangle masks. */
    eclipse_memo(() -> new MemoRectangleSolver((shape, work) -> new MemoizedRecursion(
            new MaskScanGame(shape), new EclipseMemo(), BitsetMex::new, work))),
    bit_parallel(BitParallelSolver::new),
    components(ComponentsSolver::new),
    canonical_groups(CanonicalGroupsSolver::new, CanonicalGroupsSolver::new),
    /**
     * Win or loss by an outcome search over "large group + nim heap", valuing small groups and
     * all large ones but one by canonical_groups' memoised search (Lemoine and Viennot, 2012);
     * values as the least losing heap. A costly query is searched by one thread per available
     * processor, each with its own order of options; tables are canonical_groups'.
     */
    outcome_search(OutcomeSearchSolver::new, OutcomeSearchSolver::new);

    /**
     * The implementation for value questions where none is named (the CLI without {@code --impl}:
     * Grundy values and tables): {@code canonical_groups} answers every board and table the game
     * allows (64 cells), by groups within a budget. The report marks a verdict naming another
     * (docs/implementations.md).
     */
    public static final RectangleImpl DEFAULT = canonical_groups;

    /**
     * The implementation for "who wins" questions where none is named (the CLI without
     * {@code --impl}: the answer and its winning move): {@code outcome_search} decides every board
     * the game allows, computing values only where the outcome needs them, within the same
     * budgets (docs/implementations.md).
     */
    public static final RectangleImpl WHO_WINS = outcome_search;

    private final Factories<RectangleSolver> factories;

    RectangleImpl(Supplier<RectangleSolver> create) {
        this(create, null);
    }

    /** {@code threaded}: the solvers by thread count, of an implementation whose answers can use several. */
    RectangleImpl(Supplier<RectangleSolver> create, IntFunction<RectangleSolver> threaded) {
        this.factories = new Factories<>(create, threaded);
    }

    @Override
    public Factories<RectangleSolver> factories() {
        return factories;
    }
}
