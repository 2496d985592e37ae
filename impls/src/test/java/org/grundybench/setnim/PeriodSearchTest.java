package org.grundybench.setnim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.grundybench.core.SolverLimitException;
import org.grundybench.core.Work;
import org.grundybench.reference.SetNimReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The period search against direct tabulation ({@link SetNimReference#pileValues}): the
 * smallest (e, p) and the values of small and huge piles, on random sets, with the table kept
 * (the default) and with a table of only max(S) values (the ring and the second pass), and with
 * rolling hashes that collide on purpose; a known period of eight million; the step limit and
 * its messages.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class PeriodSearchTest {
    private static final long NO_LIMIT = Long.MAX_VALUE;

    /** (e, p) found in a reference table: the smallest p, then the smallest e for it. */
    private record Expected(int[] g, int e, int p) {
        int at(long h) {
            return h < g.length ? g[(int) h] : g[(int) (e + (h - e) % p)];
        }
    }

    /**
     * The reference's smallest period proven from {@code from} (which must lie at or past the
     * preperiod), then the preperiod lowered while G(e - 1) = G(e - 1 + p).
     */
    private static Expected expected(int[] moves, int from, int length) {
        int[] g = SetNimReference.pileValues(moves, length - 1);
        int p = SetNimReference.provenPeriod(g, from, Arrays.stream(moves).max().getAsInt());
        int e = from;
        while (e > 0 && g[e - 1] == g[e - 1 + p]) {
            e--;
        }
        return new Expected(g, e, p);
    }

    /** 2^j, the smallest power of two >= max(e + 1, p). */
    private static long round(Expected x) {
        long at = Math.max(x.e + 1, x.p);
        long power = Long.highestOneBit(at);
        return power < at ? 2 * power : power;
    }

    /** The values of G the first pass computes: m + 2^j - 1 + p. */
    private static long firstPassEnd(int[] moves, Expected x) {
        return Arrays.stream(moves).max().getAsInt() + round(x) - 1 + x.p;
    }

    private static PeriodSearch search(int[] moves, int table, long hashMultiplier) {
        return new PeriodSearch(MoveSet.of(moves), NO_LIMIT, table, hashMultiplier, Work.create());
    }

    private static long[] piles(Random rnd, int small) {
        long[] piles = new long[30];
        for (int i = 0; i < piles.length; i++) {
            piles[i] = i % 3 == 0 ? rnd.nextInt(small) : i % 3 == 1 ? rnd.nextLong() & Long.MAX_VALUE
                    : 1_000_000 + rnd.nextInt(1_000_000);
        }
        piles[1] = Long.MAX_VALUE;
        piles[2] = piles[0]; // repeated piles
        return piles;
    }

    private static void check(Expected x, int[] moves, PeriodSearch search, long[] piles, String what) {
        Period period = search.period();
        String where = what + ", S = " + Arrays.toString(moves);
        assertEquals(x.p, period.period(), where + ": period");
        assertEquals(x.e, period.preperiod(), where + ": preperiod");
        int[] values = search.grundy(piles);
        for (int i = 0; i < piles.length; i++) {
            long h = piles[i];
            assertEquals(x.at(h), values[i], () -> where + ": G(" + h + ")");
        }
    }

    /**
     * Random sets of up to 8 sizes up to 12, 40 or 100 (periods from 1 to a few thousand),
     * against the reference, with the default table, a table of max(S) values, and a table that
     * ends midway (the ring starts during the search).
     */
    @Test
    void matchesDirectTabulationOnRandomSets() {
        Random rnd = new Random(11);
        for (int i = 0; i < 150; i++) {
            int maxSize = new int[] {12, 40, 100}[i % 3];
            int[] moves = rnd.ints(1 + rnd.nextInt(8), 1, maxSize + 1).distinct().toArray();
            Expected x = expected(moves, 40_000, 200_000);
            long[] piles = piles(rnd, 5_000);
            String what = "case " + i;
            check(x, moves, search(moves, PeriodSearch.DEFAULT_TABLE_CAPACITY,
                    PeriodSearch.DEFAULT_HASH_MULTIPLIER), piles, what + ", default table");
            check(x, moves, search(moves, 1, PeriodSearch.DEFAULT_HASH_MULTIPLIER), piles,
                    what + ", ring of max(S)");
            check(x, moves, search(moves, 1 + rnd.nextInt(x.e + x.p + 200),
                    PeriodSearch.DEFAULT_HASH_MULTIPLIER), piles, what + ", table ending midway");
            // Tables that end right at the end of the first pass (m + 2^j - 1 + p values).
            int end = (int) firstPassEnd(moves, x);
            for (int table = end - 1; table <= end + 1; table++) {
                check(x, moves, search(moves, table, PeriodSearch.DEFAULT_HASH_MULTIPLIER), piles,
                        what + ", table of " + table);
            }
        }
    }

    /** Larger sizes (max(S) up to 2,000) and periods up to the tens of thousands. */
    @Test
    void matchesDirectTabulationOnMediumSets() {
        Random rnd = new Random(12);
        for (int i = 0; i < 12; i++) {
            int[] moves = rnd.ints(2 + rnd.nextInt(5), 1, 2_001).distinct().toArray();
            Expected x = expected(moves, 400_000, 1_000_000);
            long[] piles = piles(rnd, 900_000);
            check(x, moves, search(moves, PeriodSearch.DEFAULT_TABLE_CAPACITY,
                    PeriodSearch.DEFAULT_HASH_MULTIPLIER), piles, "case " + i + ", default table");
            check(x, moves, search(moves, 1, PeriodSearch.DEFAULT_HASH_MULTIPLIER), piles,
                    "case " + i + ", ring of max(S)");
        }
    }

    /**
     * Hashes that collide on purpose: with multiplier 0 the hash is G(h) + 1, so it matches
     * whenever the newest values agree, and with 1 it is the sum of the window, so every window
     * with the same sum matches. Only the value-by-value comparison keeps the answers right
     * (without it, multiplier 0 would stop at the first time the newest value repeats).
     */
    @Test
    void collidingHashesStillGiveExactWindows() {
        Random rnd = new Random(13);
        for (int i = 0; i < 60; i++) {
            int[] moves = i == 0 ? new int[] {15, 34, 49}
                    : rnd.ints(1 + rnd.nextInt(6), 1, 61).distinct().toArray();
            Expected x = expected(moves, 40_000, 200_000);
            long[] piles = piles(rnd, 5_000);
            for (long multiplier : new long[] {0, 1}) {
                for (int table : new int[] {PeriodSearch.DEFAULT_TABLE_CAPACITY, 1}) {
                    check(x, moves, search(moves, table, multiplier), piles,
                            "case " + i + ", multiplier " + multiplier + ", table " + table);
                }
            }
            if (i == 0) {
                assertEquals(1080, x.p, "games.md: S = {15, 34, 49} has period 1,080");
            }
        }
    }

    /**
     * S = {8, 37, 43, 72, 80}: preperiod 1,252 and period 8,006,351, checked here by direct
     * tabulation of G(0 .. 8,009,682); the search finds them with the table, and through the
     * ring and the second pass, and answers piles up to 2^63 - 1.
     */
    @Test
    void knownPeriodOfEightMillion() {
        int[] moves = {8, 37, 43, 72, 80};
        Expected x = expected(moves, 3_000, 3_000 + 8_006_351 + 80 + 1);
        assertEquals(1_252, x.e);
        assertEquals(8_006_351, x.p);
        Random rnd = new Random(14);
        long[] piles = new long[100];
        for (int i = 0; i < piles.length; i++) {
            piles[i] = i < 50 ? rnd.nextInt(x.g.length) : rnd.nextLong() & Long.MAX_VALUE;
        }
        check(x, moves, new PeriodSearch(MoveSet.of(moves), PeriodicSolver.DEFAULT_STEP_LIMIT,
                PeriodSearch.DEFAULT_TABLE_CAPACITY, PeriodSearch.DEFAULT_HASH_MULTIPLIER, Work.create()), piles,
                "default table");
        check(x, moves, new PeriodSearch(MoveSet.of(moves), PeriodicSolver.DEFAULT_STEP_LIMIT, 1 << 16,
                PeriodSearch.DEFAULT_HASH_MULTIPLIER, Work.create()), piles, "table of 2^16");
        int[] values = new PeriodicSolver().grundy(MoveSet.of(moves), piles);
        for (int i = 0; i < piles.length; i++) {
            assertEquals(x.at(piles[i]), values[i], "PeriodicSolver, G(" + piles[i] + ")");
        }
    }

    /**
     * The documented bound: a search takes at most 3m + 2(e + p) + 2^j - 1 values of G, 2^j the
     * smallest power of two >= max(e + 1, p); a limit of exactly that is enough, with or
     * without the table, which is what makes the default limit cover e + p <= 10^9.
     */
    @Test
    void theDocumentedBoundIsEnough() {
        Random rnd = new Random(15);
        for (int i = 0; i < 60; i++) {
            int[] moves = rnd.ints(1 + rnd.nextInt(6), 1, 81).distinct().toArray();
            Expected x = expected(moves, 40_000, 200_000);
            int m = Arrays.stream(moves).max().getAsInt();
            long bound = 3L * m + 2L * (x.e + x.p) + round(x) - 1;
            for (int table : new int[] {PeriodSearch.DEFAULT_TABLE_CAPACITY, 1}) {
                Period period = new PeriodSearch(MoveSet.of(moves), bound, table,
                        PeriodSearch.DEFAULT_HASH_MULTIPLIER, Work.create()).period();
                assertEquals(x.p, period.period(), Arrays.toString(moves));
            }
        }
        long worst = 3L * (Integer.MAX_VALUE - 8) + 2L * 1_000_000_000 + (1L << 30) - 1;
        assertTrue(PeriodicSolver.DEFAULT_STEP_LIMIT >= worst,
                "the default limit must cover e + p <= 10^9 for every max(S): " + worst);
    }

    /** A refusal names the limit and how far the search got, in either pass. */
    @Test
    void theStepLimitRefusesAndSaysHowFarItGot() {
        MoveSet s = MoveSet.of(15, 34, 49); // e = 0, p = 1,080
        SolverLimitException first = assertThrows(SolverLimitException.class,
                () -> new PeriodicSolver(100).period(s));
        assertEquals("no period of G found for S = [15, 34, 49] within the step limit of 100"
                + " values of G (computed G(0..99); its preperiod plus period exceed 16)",
                first.getMessage());
        assertThrows(SolverLimitException.class,
                () -> new PeriodicSolver(100).grundy(s, new long[] {5, 1_000_000_000_000L}));
        // A table of max(S): the first pass ends at 49 + 2,047 + 1,080 = 3,176 values, the
        // second needs 1,080 + 2 * 49 more.
        SolverLimitException second = assertThrows(SolverLimitException.class,
                () -> new PeriodSearch(s, 3_500, 1, PeriodSearch.DEFAULT_HASH_MULTIPLIER, Work.create()).period());
        assertTrue(second.getMessage().startsWith("G has period 1080 for S = [15, 34, 49], but its"
                + " preperiod was not found within the step limit of 3500 values of G"),
                second.getMessage());
        assertEquals(1080, new PeriodSearch(s, 3_176 + 1_080 + 98, 1,
                PeriodSearch.DEFAULT_HASH_MULTIPLIER, Work.create()).period().period());
        // Piles within the limit need no period.
        assertEquals(SetNimReference.pileValues(new int[] {15, 34, 49}, 99)[99],
                new PeriodicSolver(100).grundy(s, 99));
        assertThrows(IllegalArgumentException.class, () -> new PeriodicSolver(0));
    }
}
