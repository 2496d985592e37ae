package org.grundybench.setnim;

import java.util.function.Supplier;
import org.grundybench.core.Implementation;

/** Every Set-Nim solver, by its stable name. Register a new class here only. */
public enum SetNimImpl implements Implementation<SetNimSolver> {
    RECURSIVE_HASHSET("recursive-hashset", RecursiveHashSetSolver::new),
    ITERATIVE_BITSET("iterative-bitset", IterativeBitsetSolver::new),
    FASTUTIL_MEMO("fastutil-memo", FastutilMemoSolver::new),
    ECLIPSE_MEMO("eclipse-memo", EclipseMemoSolver::new),
    PERIODIC("periodic", PeriodicSolver::new);

    private final String id;
    private final Supplier<SetNimSolver> factory;

    SetNimImpl(String id, Supplier<SetNimSolver> factory) {
        this.id = id;
        this.factory = factory;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public SetNimSolver create() {
        return factory.get();
    }

    public static SetNimImpl byId(String id) {
        return Implementation.byId(SetNimImpl.class, id);
    }
}
