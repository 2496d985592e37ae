package org.grundybench.setnim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.grundybench.core.Work;
import org.grundybench.core.Work.Counts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The work counts of every {@link SetNimImpl} (counting is on in the test JVMs): fresh solvers
 * count the same for the same inputs, and the counts match what the move set says: G(h) is the
 * mex over the sizes s <= h, each option one read of G(h - s).
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class SetNimWorkTest {
    private static final MoveSet S15 = MoveSet.of(15, 34, 49); // e = 0, p = 1,080 (games.md)

    @ParameterizedTest
    @EnumSource(SetNimImpl.class)
    void freshSolversCountTheSame(SetNimImpl impl) {
        List<Counts> first = queries(impl.create());
        assertEquals(first, queries(impl.create()), impl.id());
        for (Counts c : first) {
            assertTrue(c.positions() > 0 && c.stored() > 0, impl.id() + ": " + c);
            assertTrue(0 <= c.hits() && c.hits() <= c.lookups() && c.options() > 0, impl.id() + ": " + c);
        }
    }

    private static List<Counts> queries(SetNimSolver solver) {
        List<Counts> counts = new ArrayList<>();
        solver.grundy(MoveSet.of(2, 5), new long[] {2, 4, 7, 100});
        counts.add(solver.work());
        solver.grundy(MoveSet.of(3, 4, 9), new Random(7).longs(50, 0, 2_000).toArray());
        counts.add(solver.work());
        solver.grundy(S15, new long[] {5_000});
        counts.add(solver.work());
        return counts;
    }

    /** The options of G(h) for h in {@code piles}: the sizes up to h. */
    private static long options(MoveSet s, Iterable<Long> piles) {
        long n = 0;
        for (long h : piles) {
            for (int size : s.sizes()) {
                n += size <= h ? 1 : 0;
            }
        }
        return n;
    }

    private static List<Long> range(long from, long to) {
        List<Long> out = new ArrayList<>();
        for (long h = from; h <= to; h++) {
            out.add(h);
        }
        return out;
    }

    /** A table of G(1..largest pile): G(0) is the zeroed entry. */
    @Test
    void theTableComputesEveryPileUpToTheLargest() {
        MoveSet s = MoveSet.of(3, 4, 9);
        SetNimSolver solver = SetNimImpl.iterative_bitset.create();
        solver.grundy(s, new long[] {0, 17, 250});
        long options = options(s, range(1, 250));
        assertEquals(new Counts(250, options, options, options, 251), solver.work());
    }

    /** The recursion computes each pile reachable from the piles once, found by a search here. */
    @ParameterizedTest
    @EnumSource(names = {"recursive_hashset", "fastutil_memo", "eclipse_memo"})
    void theRecursionComputesEachReachablePileOnce(SetNimImpl impl) {
        MoveSet s = MoveSet.of(2, 5);
        long[] piles = {20, 13, 3};
        TreeSet<Long> reachable = new TreeSet<>();
        List<Long> todo = new ArrayList<>(List.of(20L, 13L, 3L));
        while (!todo.isEmpty()) {
            long h = todo.remove(todo.size() - 1);
            if (reachable.add(h)) {
                for (int size : s.sizes()) {
                    if (size <= h) {
                        todo.add(h - size);
                    }
                }
            }
        }
        SetNimSolver solver = impl.create();
        solver.grundy(s, piles);
        long n = reachable.size();
        long lookups = piles.length + options(s, reachable);
        assertEquals(new Counts(n, options(s, reachable), lookups, lookups - n, n), solver.work(), impl.id());
    }

    /**
     * periodic below its period: every value up to the pile, as no window can repeat sooner
     * than the period (a repeat is a period). Far beyond: at least p + m values and, as
     * PeriodSearch bounds a search, fewer than 3m + 4(e + p), all held in its table.
     */
    @Test
    void thePeriodSearchComputesWhatItsBoundsSay() {
        SetNimSolver solver = SetNimImpl.periodic.create();
        solver.grundy(S15, new long[] {100});
        long options = options(S15, range(0, 100));
        Counts small = solver.work();
        assertEquals(new Counts(101, options, options, options, 101), small);
        solver.grundy(S15, new long[] {1_000_000_000_000L});
        Counts huge = solver.work().minus(small);
        assertTrue(huge.positions() >= 1_080 + 49 && huge.positions() < 3 * 49 + 4 * 1_080, huge.toString());
        assertEquals(huge.positions(), huge.stored());
        assertTrue(huge.hits() == huge.lookups() && huge.options() == huge.lookups(), huge.toString());
    }

    /** With a table of only max(S) values, the search ends holding its ring of m values. */
    @Test
    void aSearchInARingHoldsTheRing() {
        Work work = Work.create();
        Period period = new PeriodSearch(S15, Long.MAX_VALUE, 1, PeriodSearch.DEFAULT_HASH_MULTIPLIER, work).period();
        assertEquals(1_080, period.period());
        Counts c = work.counts();
        assertEquals(49, c.stored());
        assertTrue(c.positions() >= 1_080 + 49 && c.positions() < 3 * 49 + 4 * 1_080, c.toString());
    }
}
