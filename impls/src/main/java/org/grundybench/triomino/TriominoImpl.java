package org.grundybench.triomino;

import java.util.function.Supplier;
import org.grundybench.core.Implementation;

/** Every triomino solver, by its stable name. Register a new class here only. */
public enum TriominoImpl implements Implementation<TriominoSolver> {
    RECURSIVE_HASHSET("recursive-hashset", RecursiveHashSetSolver::new),
    ITERATIVE_BITSET("iterative-bitset", IterativeBitsetSolver::new),
    FASTUTIL_MEMO("fastutil-memo", FastutilMemoSolver::new),
    ECLIPSE_MEMO("eclipse-memo", EclipseMemoSolver::new),
    REDUCED_RECURRENCE("reduced-recurrence", ReducedRecurrenceSolver::new);

    private final String id;
    private final Supplier<TriominoSolver> factory;

    TriominoImpl(String id, Supplier<TriominoSolver> factory) {
        this.id = id;
        this.factory = factory;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public TriominoSolver create() {
        return factory.get();
    }

    public static TriominoImpl byId(String id) {
        return Implementation.byId(TriominoImpl.class, id);
    }
}
