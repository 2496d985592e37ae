package org.grundybench.triomino;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The chunked fill of {@link ReducedRecurrenceSolver} on several threads against the same fill on
 * the calling thread alone (which the contract suite checks against the generic rules), well past
 * the point where the chunks are shared, with tables grown over several calls, and with more
 * threads than processors.
 */
class ReducedRecurrenceSolverTest {
    private static final int N = ReducedRecurrenceSolver.PARALLEL_FROM * 3;
    /** Several threads: two, an odd count, and every processor. */
    private static final int[] THREADS = {2, 3, Runtime.getRuntime().availableProcessors()};

    @Test
    void everyThreadCountGivesTheOneThreadValues() {
        int[] one = new ReducedRecurrenceSolver(1, false).grundyUpTo(N);
        for (int threads : THREADS) {
            assertArrayEquals(one, new ReducedRecurrenceSolver(threads, false).grundyUpTo(N), threads + " threads");
        }
    }

    @Test
    void growingInStepsMatchesOneFill() {
        ReducedRecurrenceSolver once = new ReducedRecurrenceSolver(1, false);
        ReducedRecurrenceSolver stepwise = new ReducedRecurrenceSolver(3, false);
        for (int n : new int[] {5, 300, 2_000, 2_001, ReducedRecurrenceSolver.PARALLEL_FROM + 1, N - 1000, N}) {
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
        for (int threads : new int[] {1, 2}) {
            TriominoSolver reduced = new ReducedRecurrenceSolver(threads, false);
            for (StripShape shape : StripShape.values()) {
                for (int m = n - 700; m <= n; m++) {
                    assertEquals(generic.grundy(shape, m), reduced.grundy(shape, m), threads + " threads " + shape + " m=" + m);
                }
            }
        }
    }

    @Test
    @org.junit.jupiter.api.Timeout(120) // a caller waiting for a helper that never comes hangs
    void moreThreadsThanProcessorsCostTimeNotValues() {
        int n = ReducedRecurrenceSolver.PARALLEL_FROM + 1_000;
        int[] expected = new ReducedRecurrenceSolver(1, false).grundyUpTo(n);
        int threads = 4 * Runtime.getRuntime().availableProcessors() + 1;
        assertArrayEquals(expected, new ReducedRecurrenceSolver(threads, false).grundyUpTo(n));
    }

    @Test
    void theDefaultSolverGivesTheSameValuesAndZeroThreadsIsRefused() {
        assertArrayEquals(new ReducedRecurrenceSolver(1, false).grundyUpTo(N), new ReducedRecurrenceSolver().grundyUpTo(N),
                "the default solver");
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> new ReducedRecurrenceSolver(0));
        assertEquals("at least one thread, got 0", e.getMessage());
    }
}
