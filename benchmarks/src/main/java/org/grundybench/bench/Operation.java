package org.grundybench.bench;

/**
 * What a benchmark asks, written once, by the benchmark class itself: its question to a solver
 * about one item. The timed body, the footprint ({@link Footprint}) and the sanity tests all ask
 * it, of a solver made by the case ({@code Case.solver}) for each of the case's items
 * ({@code Case.items}), so time, allocation, retained size and work describe the same code.
 */
interface Operation<S, I> {
    /** The body's question to {@code solver} about {@code item}. */
    Object answer(S solver, I item);
}
