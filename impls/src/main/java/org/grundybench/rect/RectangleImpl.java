package org.grundybench.rect;

import java.util.function.Supplier;
import org.grundybench.core.Implementation;

/** Every rectangle-removal solver, by its stable name. Register a new class here only. */
public enum RectangleImpl implements Implementation<RectangleSolver> {
    RECURSIVE_HASHSET("recursive-hashset", RecursiveHashSetSolver::new),
    ITERATIVE_BITSET("iterative-bitset", IterativeBitsetSolver::new),
    FASTUTIL_MEMO("fastutil-memo", FastutilMemoSolver::new),
    ECLIPSE_MEMO("eclipse-memo", EclipseMemoSolver::new),
    BIT_PARALLEL("bit-parallel", BitParallelSolver::new),
    COMPONENTS("components", ComponentsSolver::new),
    CANONICAL_GROUPS("canonical-groups", CanonicalGroupsSolver::new);

    private final String id;
    private final Supplier<RectangleSolver> factory;

    RectangleImpl(String id, Supplier<RectangleSolver> factory) {
        this.id = id;
        this.factory = factory;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public RectangleSolver create() {
        return factory.get();
    }

    public static RectangleImpl byId(String id) {
        return Implementation.byId(RectangleImpl.class, id);
    }
}
