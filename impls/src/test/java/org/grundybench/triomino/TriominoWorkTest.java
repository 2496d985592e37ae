package org.grundybench.triomino;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.grundybench.core.Work.Counts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The work counts of every {@link TriominoImpl} (counting is on in the test JVMs): fresh solvers
 * count the same for the same queries, and the counts match what the strip's geometry says.
 *
 * <p>A strip of m >= 1 full columns has 4(m - 1) moves inside it (a piece fills column j and one
 * cell of column j - 1 or j + 1, in either row) plus one per stub cell (the piece fills the last
 * column and the stub): FLAT has none, ONE_STUB one, the two-stub shapes two. A move inside
 * leaves two strips (either may be of length 0), a stub move one. From the empty strips of
 * 0..N (N >= 4) moves reach ONE_STUB strips of 0..N-2 and from those the two-stub shapes of
 * 0..N-4, nothing else new: with FLAT 0..N, 4N - 6 strips in all.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class TriominoWorkTest {
    private static final int[] STUBS = {0, 1, 2, 2};

    @ParameterizedTest
    @EnumSource(TriominoImpl.class)
    void freshSolversCountTheSame(TriominoImpl impl) {
        List<Counts> first = queries(impl.create());
        assertEquals(first, queries(impl.create()), impl.id());
        for (Counts c : first) {
            assertTrue(c.positions() > 0 && c.stored() > 0, impl.id() + ": " + c);
            assertTrue(0 <= c.hits() && c.hits() <= c.lookups() && c.options() > 0, impl.id() + ": " + c);
        }
    }

    private static List<Counts> queries(TriominoSolver solver) {
        List<Counts> counts = new ArrayList<>();
        solver.grundyUpTo(40);
        counts.add(solver.work());
        solver.grundy(StripShape.ONE_STUB, 17);
        counts.add(solver.work());
        solver.grundy(StripShape.STUBS_OPPOSITE_ROWS, 60);
        counts.add(solver.work());
        return counts;
    }

    private static long moves(int shape, int m) {
        return m == 0 ? 0 : 4L * (m - 1) + STUBS[shape];
    }

    /** The options' parts: two per move inside the strip, one per stub move. */
    private static long parts(int shape, int m) {
        return m == 0 ? 0 : 2 * 4L * (m - 1) + STUBS[shape];
    }

    /** Tables of all four shapes for m = 0..N: a mex each, every option reading its parts. */
    @Test
    void theTablesComputeEveryShapeAndLengthOnce() {
        int n = 30;
        TriominoSolver solver = TriominoImpl.iterative_bitset.create();
        solver.grundyUpTo(n);
        long options = 0;
        long reads = 0;
        for (int shape = 0; shape < 4; shape++) {
            for (int m = 0; m <= n; m++) {
                options += moves(shape, m);
                reads += parts(shape, m);
            }
        }
        assertEquals(new Counts(4 * (n + 1), options, reads, reads, 4 * (n + 1)), solver.work());
    }

    /** The memoised recursion from the empty strips 0..N: each reachable strip once. */
    @ParameterizedTest
    @EnumSource(names = {"recursive_hashset", "fastutil_memo", "eclipse_memo"})
    void theRecursionComputesEachReachableStripOnce(TriominoImpl impl) {
        int n = 30;
        TriominoSolver solver = impl.create();
        solver.grundyUpTo(n);
        int[] longest = {n, n - 2, n - 4, n - 4};
        long positions = 0;
        long options = 0;
        long lookups = n + 1; // one per strip asked
        for (int shape = 0; shape < 4; shape++) {
            for (int m = 0; m <= longest[shape]; m++) {
                positions++;
                options += moves(shape, m);
                lookups += parts(shape, m);
            }
        }
        assertEquals(4L * n - 6, positions);
        assertEquals(new Counts(positions, options, lookups, lookups - positions, positions), solver.work(), impl.id());
    }

    /**
     * The reduced recurrence's own sets, counted here from their definitions (the class comment):
     * A(m) has the pairs 0 <= i <= m - 2, B(m) the pairs i <= m - 1 - i and i <= m - 2 - i. Two
     * mexes per length, two reads per option.
     */
    private static Counts reduced(int from, int to) {
        long options = 0;
        for (int m = from; m <= to; m++) {
            for (int i = 0; i <= m - 2; i++) {
                options += 1 + (i <= m - 2 - i ? 1 : 0);
            }
            for (int i = 0; i <= m - 1; i++) {
                options += i <= m - 1 - i ? 1 : 0;
            }
        }
        return new Counts(2L * (to - from + 1), options, 2 * options, 2 * options, 2L * (to + 1));
    }

    @Test
    void theByteFillsCountEachOptionOnce() {
        assertEquals(800L * 800, reduced(1, 800).options(), "2m - 1 options per length");
        for (boolean simd : new boolean[] {false, true}) {
            ReducedRecurrenceSolver solver = new ReducedRecurrenceSolver(1, simd);
            solver.grundyUpTo(800);
            assertEquals(reduced(1, 800), solver.work(), simd ? "SimdFill" : "ByteFill");
        }
    }

    /** Past ByteFill the chunks' old and new pairs, marked on any number of threads, are each set once. */
    @ParameterizedTest
    @ValueSource(ints = {1, 2, 4})
    void theChunkedFillCountsTheSameOnAnyThreadCount(int threads) {
        int n = ReducedRecurrenceSolver.PARALLEL_FROM + 1_500;
        ReducedRecurrenceSolver solver = new ReducedRecurrenceSolver(threads, false);
        solver.grundy(100);
        Counts first = solver.work();
        assertEquals(reduced(1, 100), first);
        solver.grundyUpTo(n);
        assertEquals(reduced(1, n), solver.work(), threads + " threads");
        assertEquals(reduced(101, n), solver.work().minus(first), threads + " threads, the second call");
    }
}
