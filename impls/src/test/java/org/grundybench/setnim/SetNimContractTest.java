package org.grundybench.setnim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.grundybench.core.DefaultStack;
import org.grundybench.core.SolverLimitException;
import org.grundybench.reference.SetNimReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The contract every {@link SetNimImpl} must meet: the games.md example, agreement with
 * {@link SetNimReference#pileValues} on random move sets and piles across the classic limits
 * (k, n <= 100, s, h <= 10,000) and on larger piles, the multi-pile verdict of the exhaustive
 * game search on small piles, G(h) <= |S|, agreement of all implementations, no stack overflow
 * at h = 10,000 with S = {1}, and the documented pile limit.
 *
 * <p>Random cases come from fixed seeds (override with {@code -Dcontract.seed=N}) and every
 * failure message names the implementation, the seed, the case, S and the piles. Reference
 * tables are cached in a static map shared by all implementations.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class SetNimContractTest {
    private static final long SEED = Long.getLong("contract.seed", 0x5E7_4133L);
    private static final int CLASSIC = 10_000;

    private static final Map<String, int[]> REFERENCE = new HashMap<>();

    /** G(0..limit) by the reference, cached per move set (extended when a longer one is asked). */
    static synchronized int[] reference(int[] moves, int limit) {
        String key = Arrays.toString(moves);
        int[] known = REFERENCE.get(key);
        if (known == null || known.length <= limit) {
            known = SetNimReference.pileValues(moves, Math.max(limit, CLASSIC));
            REFERENCE.put(key, known);
        }
        return known;
    }

    /** A random move set within the classic limits, of varied size and spread. */
    static int[] randomMoves(Random rnd) {
        int maxSize = new int[] {10, 100, 1_000, 10_000}[rnd.nextInt(4)];
        int k;
        switch (rnd.nextInt(3)) {
            case 0:
                k = 1 + rnd.nextInt(5);
                break;
            case 1:
                k = 6 + rnd.nextInt(15);
                break;
            default:
                k = 21 + rnd.nextInt(80);
                break;
        }
        k = Math.min(k, maxSize);
        TreeSet<Integer> set = new TreeSet<>();
        while (set.size() < k) {
            set.add(1 + rnd.nextInt(maxSize));
        }
        int[] moves = set.stream().mapToInt(Integer::intValue).toArray();
        // Shuffle: MoveSet.of must accept any order.
        for (int i = moves.length - 1; i > 0; i--) {
            int j = rnd.nextInt(i + 1);
            int t = moves[i];
            moves[i] = moves[j];
            moves[j] = t;
        }
        return moves;
    }

    /** 1 to 100 piles of 0 to 10,000 stones, sometimes all small, sometimes at the limit. */
    static long[] randomPiles(Random rnd) {
        int n = rnd.nextBoolean() ? 1 + rnd.nextInt(5) : 1 + rnd.nextInt(100);
        int bound = rnd.nextBoolean() ? CLASSIC : 1 + rnd.nextInt(200);
        long[] piles = new long[n];
        for (int i = 0; i < n; i++) {
            piles[i] = rnd.nextInt(10) == 0 ? CLASSIC : rnd.nextInt(bound + 1);
        }
        return piles;
    }

    private static String where(SetNimImpl impl, long seed, int caseNo, int[] moves, long[] piles) {
        String p = piles.length <= 40 ? Arrays.toString(piles)
                : Arrays.toString(Arrays.copyOf(piles, 40)) + " ... (" + piles.length + " piles)";
        return impl.id() + ", seed " + seed + ", case " + caseNo + ": S = " + Arrays.toString(moves)
                + ", piles = " + p;
    }

    private static int xorOf(int[] g, long[] piles) {
        int x = 0;
        for (long h : piles) {
            x ^= g[(int) h];
        }
        return x;
    }

    // ----- games.md -----

    @ParameterizedTest
    @EnumSource(SetNimImpl.class)
    void gamesMdExample(SetNimImpl impl) {
        SetNimSolver solver = impl.create();
        MoveSet s = MoveSet.of(2, 5);
        assertArrayEquals(new int[] {1, 0, 0}, solver.grundy(s, new long[] {2, 4, 7}), impl.id());
        assertEquals(1, solver.sum(s, new long[] {2, 4, 7}), impl.id());
        assertTrue(solver.firstPlayerWins(s, new long[] {2, 4, 7}), impl.id() + ": games.md answers Yes");
        // Without the pile of 2 the values XOR to 0: No.
        assertFalse(solver.firstPlayerWins(s, new long[] {4, 7}), impl.id());
        assertEquals(1, solver.grundy(MoveSet.of(5, 2), 2), impl.id());
    }

    // ----- comparison with the reference -----

    /** One solver instance for all cases (each call must start cold for its S), every fifth fresh. */
    @ParameterizedTest
    @EnumSource(SetNimImpl.class)
    void matchesReferenceAcrossTheClassicLimits(SetNimImpl impl) {
        long seed = SEED + 1;
        Random rnd = new Random(seed);
        SetNimSolver shared = impl.create();
        for (int i = 0; i < 80; i++) {
            int[] moves = randomMoves(rnd);
            long[] piles = randomPiles(rnd);
            int[] g = reference(moves, CLASSIC);
            SetNimSolver solver = i % 5 == 0 ? impl.create() : shared;
            MoveSet s = MoveSet.of(moves);
            String where = where(impl, seed, i, moves, piles);
            int[] actual = solver.grundy(s, piles);
            assertEquals(piles.length, actual.length, where);
            for (int j = 0; j < piles.length; j++) {
                int pile = (int) piles[j];
                assertEquals(g[pile], actual[j], () -> where + ": G(" + pile + ")");
            }
            assertEquals(xorOf(g, piles), solver.sum(s, piles), where + ": sum");
            assertEquals(SetNimReference.firstPlayerWins(moves, piles), solver.firstPlayerWins(s, piles),
                    where + ": verdict");
            long one = piles[0];
            assertEquals(g[(int) one], solver.grundy(s, one), where + ": grundy(S, " + one + ")");
        }
    }

    /** Piles beyond the classic limit, up to the implementation's limit or 1,000,000. */
    @ParameterizedTest
    @EnumSource(SetNimImpl.class)
    void matchesReferenceOnLargerPiles(SetNimImpl impl) {
        long seed = SEED + 2;
        Random rnd = new Random(seed);
        SetNimSolver solver = impl.create();
        long top = Math.min(solver.maxPile(), 1_000_000);
        for (int i = 0; i < 3; i++) {
            // Sizes of at least 50 keep the memo strategies' recursion short.
            int[] moves = rnd.ints(1 + rnd.nextInt(6), 50, 500).distinct().toArray();
            long[] piles = new long[5];
            for (int j = 0; j < piles.length; j++) {
                piles[j] = CLASSIC + (long) (Math.pow((double) (top - CLASSIC), rnd.nextDouble()));
            }
            piles[0] = top;
            int[] g = reference(moves, (int) top);
            String where = where(impl, seed, i, moves, piles);
            int[] actual = solver.grundy(MoveSet.of(moves), piles);
            for (int j = 0; j < piles.length; j++) {
                long pile = piles[j];
                assertEquals(g[(int) pile], actual[j], () -> where + ": G(" + pile + ")");
            }
        }
    }

    /** The verdict equals the one found by playing the whole multi-pile game out. */
    @ParameterizedTest
    @EnumSource(SetNimImpl.class)
    void multiPileVerdictMatchesTheGameSearch(SetNimImpl impl) {
        long seed = SEED + 3;
        Random rnd = new Random(seed);
        SetNimSolver solver = impl.create();
        int wins = 0;
        for (int i = 0; i < 150; i++) {
            int[] moves = rnd.ints(1 + rnd.nextInt(3), 1, 8).distinct().toArray();
            int[] piles = rnd.ints(1 + rnd.nextInt(4), 0, 13).toArray();
            long[] longPiles = Arrays.stream(piles).asLongStream().toArray();
            boolean expected = SetNimReference.firstPlayerWinsBySearch(moves, piles);
            wins += expected ? 1 : 0;
            assertEquals(expected, solver.firstPlayerWins(MoveSet.of(moves), longPiles),
                    where(impl, seed, i, moves, longPiles));
        }
        // The cases must exercise both answers.
        assertTrue(wins > 10 && wins < 140, "only " + wins + " of 150 cases are first-player wins");
    }

    // ----- invariants -----

    /** G(h) <= |S| for every h, including sets whose values pass 63. */
    @ParameterizedTest
    @EnumSource(SetNimImpl.class)
    void valuesNeverExceedTheSizeOfS(SetNimImpl impl) {
        long seed = SEED + 4;
        Random rnd = new Random(seed);
        SetNimSolver solver = impl.create();
        long[] every = new long[3001];
        for (int h = 0; h < every.length; h++) {
            every[h] = h;
        }
        for (int i = 0; i < 20; i++) {
            int[] moves = randomMoves(rnd);
            int[] actual = solver.grundy(MoveSet.of(moves), every);
            int[] g = reference(moves, CLASSIC);
            for (int h = 0; h < every.length; h++) {
                int v = actual[h];
                int hh = h;
                int n = i;
                assertTrue(v >= 0 && v <= moves.length, () -> "G(" + hh + ") = " + v + " > |S|; "
                        + where(impl, seed, n, moves, new long[] {hh}));
                assertEquals(g[h], v, () -> "G(" + hh + "); " + where(impl, seed, n, moves, new long[] {hh}));
            }
        }
        // S = {1..100}: G(h) = h mod 101 reaches 100, beyond a one-word mex mask.
        int[] oneToHundred = new int[100];
        for (int i = 0; i < 100; i++) {
            oneToHundred[i] = 100 - i;
        }
        long[] piles = new long[CLASSIC + 1];
        for (int h = 0; h <= CLASSIC; h++) {
            piles[h] = h;
        }
        int[] actual = solver.grundy(MoveSet.of(oneToHundred), piles);
        for (int h = 0; h <= CLASSIC; h++) {
            assertEquals(h % 101, actual[h], impl.id() + ": S = {1..100}, G(" + h + ") must be h mod 101");
        }
    }

    // ----- all implementations agree -----

    @Test
    void allImplementationsAgreeOnTheSameRandomInputs() {
        long seed = SEED + 5;
        Random rnd = new Random(seed);
        for (int i = 0; i < 40; i++) {
            int[] moves = randomMoves(rnd);
            long[] piles = randomPiles(rnd);
            if (i % 8 == 0) {
                // Larger piles, still within every implementation's limit.
                for (int j = 0; j < piles.length; j++) {
                    piles[j] = rnd.nextInt(50_001);
                }
            }
            Map<SetNimImpl, String> answers = new EnumMap<>(SetNimImpl.class);
            for (SetNimImpl impl : SetNimImpl.values()) {
                SetNimSolver solver = impl.create();
                answers.put(impl, Arrays.toString(solver.grundy(MoveSet.of(moves), piles))
                        + (solver.firstPlayerWins(MoveSet.of(moves), piles) ? " Yes" : " No"));
            }
            int n = i;
            assertEquals(1, answers.values().stream().distinct().count(),
                    () -> "implementations disagree on " + where(SetNimImpl.values()[0], seed, n, moves, piles)
                            + ":\n" + answers);
            long largest = Arrays.stream(piles).max().getAsLong();
            int[] g = reference(moves, (int) largest);
            int[] expected = Arrays.stream(piles).mapToInt(h -> g[(int) h]).toArray();
            String consensus = answers.get(SetNimImpl.values()[0]);
            assertEquals(Arrays.toString(expected) + (xorOf(g, piles) != 0 ? " Yes" : " No"), consensus,
                    () -> "all implementations agree but differ from the reference on "
                            + where(SetNimImpl.values()[0], seed, n, moves, piles));
        }
    }

    // ----- limits -----

    @ParameterizedTest
    @EnumSource(SetNimImpl.class)
    void noStackOverflowAtTheClassicLimitWithSEqualsOne(SetNimImpl impl) throws Exception {
        Object[] out = new Object[3];
        Throwable failure = DefaultStack.run(() -> {
            out[0] = impl.create().grundy(MoveSet.of(1), CLASSIC);
            long[] hundredPiles = new long[100];
            Arrays.fill(hundredPiles, CLASSIC);
            hundredPiles[99] = CLASSIC - 1;
            out[1] = impl.create().grundy(MoveSet.of(1), hundredPiles);
            out[2] = impl.create().firstPlayerWins(MoveSet.of(1), hundredPiles);
        });
        if (failure != null) {
            throw new AssertionError(impl.id() + ": S = {1}, h = 10,000 threw", failure);
        }
        // S = {1}: G(h) = h mod 2.
        assertEquals(0, out[0], impl.id());
        int[] values = (int[]) out[1];
        assertEquals(0, values[0], impl.id());
        assertEquals(1, values[99], impl.id());
        assertEquals(true, out[2], impl.id());
    }

    /**
     * Every implementation takes the classic piles; a pile of exactly maxPile() is answered
     * (S = {10,000}: G(h) = floor(h / 10,000) mod 2), anything larger is refused with a
     * SolverLimitException, and a negative pile with an IllegalArgumentException.
     */
    @ParameterizedTest
    @EnumSource(SetNimImpl.class)
    void answersUpToMaxPileAndRefusesBeyond(SetNimImpl impl) {
        SetNimSolver solver = impl.create();
        long max = solver.maxPile();
        assertTrue(max >= CLASSIC, impl.id() + ": maxPile() = " + max + " is below the classic limit");
        MoveSet big = MoveSet.of(CLASSIC);
        assertEquals((int) ((max / CLASSIC) % 2), solver.grundy(big, max), impl.id() + ": G(maxPile())");
        if (max < Long.MAX_VALUE) {
            for (long h : new long[] {max + 1, Long.MAX_VALUE}) {
                long[] piles = {1, h, 2};
                String what = impl.id() + ": pile " + h + " beyond maxPile() = " + max;
                assertThrows(SolverLimitException.class, () -> solver.grundy(big, h), what);
                assertThrows(SolverLimitException.class, () -> solver.grundy(big, piles), what);
                assertThrows(SolverLimitException.class, () -> solver.sum(big, piles), what);
                assertThrows(SolverLimitException.class, () -> solver.firstPlayerWins(big, piles), what);
            }
        }
        assertThrows(IllegalArgumentException.class, () -> solver.grundy(big, -1), impl.id());
        assertThrows(IllegalArgumentException.class, () -> solver.grundy(big, new long[] {3, -5}), impl.id());
        // Still usable afterwards.
        assertEquals(1, solver.grundy(MoveSet.of(2, 5), 2), impl.id());
    }

    // ----- piles beyond any table -----

    /** The implementations that take piles beyond 10^9 (JUnit fails the test if there are none). */
    static Stream<SetNimImpl> hugePileImplementations() {
        return Arrays.stream(SetNimImpl.values()).filter(i -> i.create().maxPile() > 1_000_000_000L);
    }

    /**
     * For implementations that accept piles beyond 10^9, values must follow the eventual period
     * of G. The test proves the period itself from a reference table with the certificate of
     * games.md (G(x + p) = G(x) for max(S) consecutive x from some e) and reads G(h) from it.
     */
    @ParameterizedTest
    @MethodSource("hugePileImplementations")
    void hugePilesFollowTheProvenPeriod(SetNimImpl impl) {
        SetNimSolver solver = impl.create();
        long seed = SEED + 6;
        Random rnd = new Random(seed);
        int[] oneToHundred = new int[100];
        for (int i = 0; i < 100; i++) {
            oneToHundred[i] = i + 1;
        }
        for (int i = 0; i < 12; i++) {
            // games.md's long period, values up to 100 (h mod 101), a period of 20,000, random sets.
            int[] moves = i == 0 ? new int[] {15, 34, 49} : i == 1 ? oneToHundred : i == 2 ? new int[] {CLASSIC}
                    : rnd.ints(1 + rnd.nextInt(5), 1, 41).distinct().toArray();
            int[] g = reference(moves, 200_000);
            int m = Arrays.stream(moves).max().getAsInt();
            int e = 100_000;
            int p = SetNimReference.provenPeriod(g, e, m);
            if (i == 0) {
                assertEquals(1080, p, "games.md: S = {15, 34, 49} has period 1,080");
            } else if (i == 1) {
                assertEquals(101, p, "S = {1..100}: G(h) = h mod 101");
            }
            long[] piles = new long[8];
            for (int j = 0; j < piles.length; j++) {
                piles[j] = 10_000_000L + (long) Math.pow((double) (solver.maxPile() - 10_000_000L), rnd.nextDouble());
            }
            piles[0] = solver.maxPile();
            piles[1] = 10_000_000L;
            piles[2] = 100_000_001L;
            // Small piles in the same call, before and after the period starts.
            piles[3] = rnd.nextInt(50);
            piles[4] = rnd.nextInt(CLASSIC);
            String where = where(impl, seed, i, moves, piles) + ", proven period " + p;
            int[] actual = solver.grundy(MoveSet.of(moves), piles);
            for (int j = 0; j < piles.length; j++) {
                long h = piles[j];
                int expected = h < e ? g[(int) h] : g[(int) (e + (h - e) % p)];
                assertEquals(expected, actual[j], () -> where + ": G(" + h + ")");
            }
        }
    }
}
