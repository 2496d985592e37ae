package org.grundybench.triomino;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The chunked two-thread fill of {@link ReducedRecurrenceSolver} against its own sequential
 * path (which the contract suite checks against the generic rules), well past the point
 * where the parallel path takes over, and with tables grown over several calls.
 */
class ReducedRecurrenceSolverTest {
    private static final int N = ReducedRecurrenceSolver.PARALLEL_FROM * 3;

    @Test
    void parallelFillMatchesSequentialFill() {
        int[] sequential = new ReducedRecurrenceSolver(false).grundyUpTo(N);
        int[] parallel = new ReducedRecurrenceSolver(true).grundyUpTo(N);
        assertArrayEquals(sequential, parallel);
    }

    @Test
    void growingInStepsMatchesOneFill() {
        ReducedRecurrenceSolver once = new ReducedRecurrenceSolver(true);
        ReducedRecurrenceSolver stepwise = new ReducedRecurrenceSolver(true);
        for (int n : new int[] {5, 700, ReducedRecurrenceSolver.PARALLEL_FROM + 1, N - 1000, N}) {
            stepwise.grundy(n);
        }
        for (StripShape shape : StripShape.values()) {
            for (int m = 0; m <= N; m += 97) {
                assertEquals(once.grundy(shape, m), stepwise.grundy(shape, m), shape + " m=" + m);
            }
        }
    }

    @Test
    void agreesWithTheGenericTablesBeyondTheParallelThreshold() {
        int n = ReducedRecurrenceSolver.PARALLEL_FROM + 600;
        TriominoSolver generic = new IterativeBitsetSolver();
        TriominoSolver reduced = new ReducedRecurrenceSolver(true);
        for (StripShape shape : StripShape.values()) {
            for (int m = n - 700; m <= n; m++) {
                assertEquals(generic.grundy(shape, m), reduced.grundy(shape, m), shape + " m=" + m);
            }
        }
    }
}
