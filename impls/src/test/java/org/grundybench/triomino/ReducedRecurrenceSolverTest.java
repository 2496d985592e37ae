package org.grundybench.triomino;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The parallel chunked fill of {@link ReducedRecurrenceSolver} against its own sequential path
 * (which the contract suite checks against the generic rules), well past the point where the
 * chunks go parallel, with tables grown over several calls, and with the common pool busy.
 */
class ReducedRecurrenceSolverTest {
    private static final int N = ReducedRecurrenceSolver.PARALLEL_FROM * 3;

    @Test
    void parallelFillMatchesSequentialFill() {
        int[] sequential = new ReducedRecurrenceSolver(false, false).grundyUpTo(N);
        int[] parallel = new ReducedRecurrenceSolver(true, false).grundyUpTo(N);
        assertArrayEquals(sequential, parallel);
    }

    @Test
    void growingInStepsMatchesOneFill() {
        ReducedRecurrenceSolver once = new ReducedRecurrenceSolver(true, false);
        ReducedRecurrenceSolver stepwise = new ReducedRecurrenceSolver(true, false);
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
        TriominoSolver reduced = new ReducedRecurrenceSolver(true, false);
        for (StripShape shape : StripShape.values()) {
            for (int m = n - 700; m <= n; m++) {
                assertEquals(generic.grundy(shape, m), reduced.grundy(shape, m), shape + " m=" + m);
            }
        }
    }

    @Test
    @org.junit.jupiter.api.Timeout(120) // a caller waiting for pool threads that never come hangs
    void aBusyCommonPoolCostsTimeNotValues() throws Exception {
        int n = ReducedRecurrenceSolver.PARALLEL_FROM + 1_000;
        int[] expected = new ReducedRecurrenceSolver(false, false).grundyUpTo(n);
        java.util.concurrent.ForkJoinPool pool = java.util.concurrent.ForkJoinPool.commonPool();
        java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
        java.util.List<java.util.concurrent.Future<?>> blockers = new java.util.ArrayList<>();
        for (int i = 0; i < pool.getParallelism(); i++) {
            blockers.add(pool.submit(() -> {
                release.await();
                return null;
            }));
        }
        try {
            // The pool's threads are all blocked: every chunk's steps are the caller's.
            assertArrayEquals(expected, new ReducedRecurrenceSolver(true, false).grundyUpTo(n));
        } finally {
            release.countDown();
        }
        for (java.util.concurrent.Future<?> blocker : blockers) {
            blocker.get();
        }
        // Released: the pool's threads take part again, with the same values.
        assertArrayEquals(expected, new ReducedRecurrenceSolver(true, false).grundyUpTo(n));
    }
}
