package org.grundybench.rect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.grundybench.core.Deadline;
import org.grundybench.core.SolverLimitException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Searches stopped on several threads (by the deadline, the memo budget, or another thread's
 * answer) leave no answer behind: every query is answered exactly or refused, on fresh solvers
 * and on solvers kept across queries, and a solver that refused answers the same board right
 * when asked again without a budget. Dense 8x8 boards whose one-thread search takes tens to
 * hundreds of milliseconds, under time budgets of one to a few hundred milliseconds, so that
 * many queries stop part-way; the answers they are held to come from one thread without a budget.
 * Whether a given query is refused depends on the machine's speed; what is checked does not.
 */
class StoppedSearchStressTest {
    /** Boards of density 0.6 whose outcome is searched; their values too where {@link #VALUED} says so. */
    private static final long[] BOARDS = {
        0x73d7f81a54bf895eL, 0xde5b743bbf7aebeeL, 0x7e6f35a969fbb7d2L,
        0xc3fa7a7bbbf6ea3bL, 0xef5b6bfb7db0f241L, 0x15cf5eb572cbff3fL, 0xb718eaf7e1f03bb9L,
        0xe37fe98295cfe943L, 0xf77af34575921e8fL, 0xce85fce9681ec639L, 0xd55babfc1fc79f49L,
    };
    /** Which of {@link #BOARDS} are valued too: their values take up to a tenth of a second on one thread. */
    private static final boolean[] VALUED = {
        true, false, false, false, false, true, true, true, true, true, true,
    };
    private static final int NO_LIMIT = Integer.MAX_VALUE - 8;
    /** Every so many refusals, the solver that refused is asked again without a budget (each costs a whole search). */
    private static final int AGAIN_EVERY = 8;

    private static final List<Board> boards = new ArrayList<>();
    private static final List<Boolean> wins = new ArrayList<>();
    private static final List<Integer> values = new ArrayList<>();

    @BeforeAll
    static void answersOnOneThreadWithoutABudget() {
        for (int i = 0; i < BOARDS.length; i++) {
            Board b = new Board(8, 8, BOARDS[i]);
            boards.add(b);
            wins.add(oneThread().firstPlayerWins(b, Deadline.NONE));
            values.add(VALUED[i] ? oneThread().grundy(b, Deadline.NONE) : -1);
            if (VALUED[i]) {
                assertEquals(values.get(i) != 0, wins.get(i), "the value agrees with the outcome:\n" + b);
            }
        }
    }

    private static OutcomeSearchSolver oneThread() {
        return new OutcomeSearchSolver(Integer.MAX_VALUE - 8, Long.MAX_VALUE, OutcomeSearchSolver.DEFAULT_SMALL_CELLS, 1);
    }

    @Test
    void outcomeSearchAnswersExactlyOrRefuses() {
        Random rnd = new Random(0x5707_9ED5L);
        OutcomeSearchSolver[] kept = new OutcomeSearchSolver[9];
        Tally tally = new Tally();
        for (int q = 0; q < 140; q++) {
            int threads = threads(rnd);
            // A small memo budget now and then: a refusal by the count of groups, not the clock.
            int memo = rnd.nextInt(6) == 0 ? 2_000 + rnd.nextInt(40_000) : NO_LIMIT;
            int parallelAfter = rnd.nextInt(4) == 0 ? 0 : OutcomeSearchSolver.PARALLEL_AFTER;
            int smallCells = rnd.nextInt(4) == 0 ? 4 + rnd.nextInt(12) : OutcomeSearchSolver.DEFAULT_SMALL_CELLS;
            OutcomeSearchSolver solver;
            if (rnd.nextBoolean() && memo == NO_LIMIT && smallCells == OutcomeSearchSolver.DEFAULT_SMALL_CELLS) {
                if (kept[threads] == null) {
                    kept[threads] = new OutcomeSearchSolver(memo, Long.MAX_VALUE, smallCells, threads, parallelAfter);
                }
                solver = kept[threads];
            } else {
                solver = new OutcomeSearchSolver(memo, Long.MAX_VALUE, smallCells, threads, parallelAfter);
            }
            int i = rnd.nextInt(boards.size());
            boolean value = values.get(i) >= 0 && rnd.nextBoolean();
            long budget = budget(rnd);
            String where = (value ? "value" : "who wins") + ", query " + q + ", " + threads + " threads, "
                    + budget + " ms, memo " + memo + ", small " + smallCells + ", parallel after " + parallelAfter
                    + (solver == kept[threads] ? ", kept solver" : "") + ":\n" + boards.get(i);
            try {
                check(solver, i, value, Deadline.in(budget), where);
                tally.answered++;
            } catch (SolverLimitException e) {
                tally.refused++;
                // The solver that refused stays usable: the same question without a budget, now and then
                // (where small groups are few cells, a whole search takes seconds).
                if (memo == NO_LIMIT && smallCells == OutcomeSearchSolver.DEFAULT_SMALL_CELLS
                        && tally.refused % AGAIN_EVERY == 0) {
                    long t = System.nanoTime();
                    check(solver, i, value, Deadline.NONE, "after a refusal; " + where);
                    tally.againNanos += System.nanoTime() - t;
                }
            }
        }
        System.out.println("outcome_search under budgets: " + tally);
    }

    /** Two threads most often (the stop races between the caller and one helper), else up to 8. */
    private static int threads(Random rnd) {
        return rnd.nextInt(5) < 3 ? 2 : 3 + rnd.nextInt(6);
    }

    /** From 2 to 300 ms, spread evenly on a log scale: most budgets end some searches part-way. */
    private static long budget(Random rnd) {
        return Math.round(Math.exp(Math.log(2) + rnd.nextDouble() * Math.log(150)));
    }

    private static void check(OutcomeSearchSolver solver, int i, boolean value, Deadline deadline, String where) {
        if (value) {
            assertEquals(values.get(i), solver.grundy(boards.get(i), deadline), where);
        } else {
            assertEquals(wins.get(i), solver.firstPlayerWins(boards.get(i), deadline), where);
        }
    }

    /** Which of {@link #BOARDS} canonical_groups values within half a second on one thread. */
    private static final boolean[] CANONICAL = {
        true, false, false, false, false, false, true, true, true, true, true,
    };

    /** canonical_groups searches a group of 20 cells or more on every thread: the same promise. */
    @Test
    void canonicalGroupsAnswersExactlyOrRefuses() {
        Random rnd = new Random(0xCA90_9ED5L);
        CanonicalGroupsSolver[] kept = new CanonicalGroupsSolver[9];
        Tally tally = new Tally();
        for (int q = 0; q < 40; q++) {
            int threads = threads(rnd);
            int memo = rnd.nextInt(6) == 0 ? 2_000 + rnd.nextInt(40_000) : NO_LIMIT;
            CanonicalGroupsSolver solver;
            if (rnd.nextBoolean() && memo == NO_LIMIT) {
                if (kept[threads] == null) {
                    kept[threads] = new CanonicalGroupsSolver(memo, Long.MAX_VALUE, threads);
                }
                solver = kept[threads];
            } else {
                solver = new CanonicalGroupsSolver(memo, Long.MAX_VALUE, threads);
            }
            int i;
            do {
                i = rnd.nextInt(boards.size());
            } while (!CANONICAL[i]);
            long budget = budget(rnd);
            Board b = boards.get(i);
            String where = "query " + q + ", " + threads + " threads, " + budget + " ms, memo " + memo
                    + (solver == kept[threads] ? ", kept solver" : "") + ":\n" + b;
            try {
                assertEquals(values.get(i), solver.grundy(b, Deadline.in(budget)), where);
                tally.answered++;
            } catch (SolverLimitException e) {
                tally.refused++;
                if (memo == NO_LIMIT && tally.refused % AGAIN_EVERY == 0) {
                    long t = System.nanoTime();
                    assertEquals(values.get(i), solver.grundy(b, Deadline.NONE), "after a refusal; " + where);
                    tally.againNanos += System.nanoTime() - t;
                }
            }
        }
        System.out.println("canonical_groups under budgets: " + tally);
    }

    /** What a run did, printed for whoever reads the test's output; nothing is asserted on it. */
    private static final class Tally {
        private final long start = System.nanoTime();
        int answered;
        int refused;
        long againNanos;

        @Override
        public String toString() {
            return answered + " answered, " + refused + " refused, in " + (System.nanoTime() - start) / 1_000_000
                    + " ms (" + againNanos / 1_000_000 + " ms asked again without a budget)";
        }
    }
}
