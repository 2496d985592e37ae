package org.grundybench.triomino;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.grundybench.core.DefaultStack;
import org.grundybench.core.SolverLimitException;
import org.grundybench.reference.TriominoReference;
import org.grundybench.reference.TriominoReference.End;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The contract every {@link TriominoImpl} must meet: the games.md values, agreement with a
 * search over the cells of the strip (the empty 2 x N strip for N <= 12, and every
 * {@link StripShape} in each of its orientations for small m), consistency of
 * {@code grundyUpTo} with single values, agreement of all implementations up to N = 800, no
 * stack overflow at N = 800, and refusal beyond {@code maxN()}.
 *
 * <p>Random cases come from fixed seeds (override with {@code -Dcontract.seed=N}) and every
 * failure message names the implementation, the seed and the case. Reference values are cached
 * in static maps shared by all implementations.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class TriominoContractTest {
    private static final long SEED = Long.getLong("contract.seed", 0x7210_3140L);

    /** games.md: Grundy values of the empty 2 x N strip, N = 0..20. */
    private static final int[] GAMES_MD_0_TO_20 = {0, 0, 1, 2, 0, 3, 1, 0, 3, 3, 2, 4, 0, 5, 2, 3, 0, 0, 1, 3, 3};
    /** The classic limit of games.md. */
    private static final int CLASSIC_N = 800;
    /** Largest N for the cell search of the empty strip, and largest m for the shaped strips. */
    private static final int REFERENCE_N = 12;
    private static final int REFERENCE_M = 9;

    /**
     * The strips each shape stands for, as {left end, right end}, from the {@link StripShape}
     * documentation: shapes equal up to reflection share a constant, so every orientation of a
     * shape must have that shape's value.
     */
    private static final Map<StripShape, List<End[]>> ORIENTATIONS = new EnumMap<>(Map.of(
            StripShape.FLAT, List.<End[]>of(new End[] {End.FLUSH, End.FLUSH}),
            StripShape.ONE_STUB, List.<End[]>of(new End[] {End.FLUSH, End.TOP}, new End[] {End.FLUSH, End.BOTTOM},
                    new End[] {End.TOP, End.FLUSH}, new End[] {End.BOTTOM, End.FLUSH}),
            StripShape.STUBS_SAME_ROW, List.<End[]>of(new End[] {End.TOP, End.TOP}, new End[] {End.BOTTOM, End.BOTTOM}),
            StripShape.STUBS_OPPOSITE_ROWS, List.<End[]>of(new End[] {End.TOP, End.BOTTOM},
                    new End[] {End.BOTTOM, End.TOP})));

    private static final Map<Integer, Integer> REFERENCE_EMPTY = new HashMap<>();
    private static final Map<String, Integer> REFERENCE_STRIPS = new HashMap<>();

    static synchronized int referenceEmpty(int n) {
        return REFERENCE_EMPTY.computeIfAbsent(n, TriominoReference::grundy);
    }

    static synchronized int referenceStrip(End left, int m, End right) {
        return REFERENCE_STRIPS.computeIfAbsent(left + "," + m + "," + right,
                k -> TriominoReference.grundy(left, m, right));
    }

    // ----- games.md -----

    @ParameterizedTest
    @EnumSource(TriominoImpl.class)
    void gamesMdWinners(TriominoImpl impl) {
        TriominoSolver solver = impl.create();
        assertEquals(false, solver.firstPlayerWins(1), impl.id() + ": N = 1 -> Y");
        assertEquals(true, solver.firstPlayerWins(2), impl.id() + ": N = 2 -> X");
        assertEquals(true, solver.firstPlayerWins(3), impl.id() + ": N = 3 -> X");
        assertEquals(false, solver.firstPlayerWins(4), impl.id() + ": N = 4 -> Y");
        assertEquals(false, solver.firstPlayerWins(7), impl.id() + ": N = 7 -> Y");
    }

    @ParameterizedTest
    @EnumSource(TriominoImpl.class)
    void gamesMdSequenceZeroToTwenty(TriominoImpl impl) {
        assertArrayEquals(GAMES_MD_0_TO_20, impl.create().grundyUpTo(20), impl.id() + ": grundyUpTo(20)");
        // One by one, largest first on one instance, then smallest first on a fresh one.
        TriominoSolver down = impl.create();
        TriominoSolver up = impl.create();
        for (int n = 20; n >= 0; n--) {
            assertEquals(GAMES_MD_0_TO_20[n], down.grundy(n), impl.id() + ": grundy(" + n + "), descending");
            assertEquals(GAMES_MD_0_TO_20[20 - n], up.grundy(20 - n), impl.id() + ": grundy(" + (20 - n) + ")");
        }
    }

    /** games.md: the largest value for N <= 800 is 72 (so a 64-bit mex mask is not enough). */
    @ParameterizedTest
    @EnumSource(TriominoImpl.class)
    void largestValueUpToEightHundredIsSeventyTwo(TriominoImpl impl) {
        int[] values = impl.create().grundyUpTo(CLASSIC_N);
        assertEquals(CLASSIC_N + 1, values.length, impl.id());
        assertEquals(72, Arrays.stream(values).max().getAsInt(), impl.id());
    }

    // ----- the cell search -----

    @ParameterizedTest
    @EnumSource(TriominoImpl.class)
    void emptyStripMatchesTheCellSearch(TriominoImpl impl) {
        TriominoSolver solver = impl.create();
        int[] upTo = impl.create().grundyUpTo(REFERENCE_N);
        for (int n = 0; n <= REFERENCE_N; n++) {
            assertEquals(referenceEmpty(n), solver.grundy(n), impl.id() + ": grundy(" + n + ")");
            assertEquals(referenceEmpty(n), upTo[n], impl.id() + ": grundyUpTo(" + REFERENCE_N + ")[" + n + "]");
        }
    }

    /** Every shape, for m = 0..9, in every orientation the shape stands for. */
    @ParameterizedTest
    @EnumSource(TriominoImpl.class)
    void everyStripShapeMatchesTheCellSearch(TriominoImpl impl) {
        for (StripShape shape : StripShape.values()) {
            TriominoSolver solver = impl.create();
            for (int m = REFERENCE_M; m >= 0; m--) {
                int actual = solver.grundy(shape, m);
                for (End[] ends : ORIENTATIONS.get(shape)) {
                    assertEquals(referenceStrip(ends[0], m, ends[1]), actual, impl.id() + ": grundy(" + shape
                            + ", " + m + ") vs the cell search of the strip with ends " + ends[0] + ", " + ends[1]);
                }
            }
        }
    }

    // ----- consistency and agreement -----

    /**
     * Values of single N, asked cold on fresh instances (deep recursion for the memo
     * strategies) and in random order on one instance, equal {@code grundyUpTo(800)}; shorter
     * {@code grundyUpTo} calls give prefixes of it.
     */
    @ParameterizedTest
    @EnumSource(TriominoImpl.class)
    void singleValuesAndPrefixesAgreeWithGrundyUpTo(TriominoImpl impl) {
        long seed = SEED + 1;
        Random rnd = new Random(seed);
        int[] all = impl.create().grundyUpTo(CLASSIC_N);
        TriominoSolver shared = impl.create();
        for (int i = 0; i < 12; i++) {
            int n = i == 0 ? CLASSIC_N : rnd.nextInt(CLASSIC_N + 1);
            String where = impl.id() + ", seed " + seed + ", case " + i + ": N = " + n;
            assertEquals(all[n], impl.create().grundy(n), where + " (fresh instance)");
            assertEquals(all[n], shared.grundy(n), where + " (shared instance)");
            int[] prefix = shared.grundyUpTo(n);
            assertArrayEquals(Arrays.copyOf(all, n + 1), prefix, where + ": grundyUpTo(N) after earlier calls");
        }
    }

    @Test
    void allImplementationsAgreeUpToEightHundred() {
        Map<TriominoImpl, int[]> tables = new EnumMap<>(TriominoImpl.class);
        for (TriominoImpl impl : TriominoImpl.values()) {
            tables.put(impl, impl.create().grundyUpTo(CLASSIC_N));
        }
        TriominoImpl first = TriominoImpl.values()[0];
        for (TriominoImpl impl : TriominoImpl.values()) {
            int[] a = tables.get(first);
            int[] b = tables.get(impl);
            for (int n = 0; n <= CLASSIC_N; n++) {
                assertEquals(a[n], b[n], "grundyUpTo(800)[" + n + "]: " + first.id() + " gives " + a[n]
                        + ", " + impl.id() + " gives " + b[n]);
            }
        }
    }

    /** Every shape at random m <= 800: all implementations, fresh and shared, give one value. */
    @Test
    void allImplementationsAgreeOnEveryShape() {
        long seed = SEED + 2;
        Random rnd = new Random(seed);
        Map<TriominoImpl, TriominoSolver> shared = new EnumMap<>(TriominoImpl.class);
        for (TriominoImpl impl : TriominoImpl.values()) {
            shared.put(impl, impl.create());
        }
        for (int i = 0; i < 24; i++) {
            StripShape shape = StripShape.values()[i % StripShape.values().length];
            int m = i < 4 ? CLASSIC_N : rnd.nextInt(CLASSIC_N + 1);
            Map<String, Integer> values = new HashMap<>();
            for (TriominoImpl impl : TriominoImpl.values()) {
                values.put(impl.id(), shared.get(impl).grundy(shape, m));
                if (i % 6 == 0) {
                    values.put(impl.id() + " (fresh)", impl.create().grundy(shape, m));
                }
            }
            int n = i;
            assertEquals(1, values.values().stream().distinct().count(), () -> "implementations disagree on ("
                    + shape + ", " + m + "): " + values + "; seed " + seed + ", case " + n);
        }
    }

    // ----- limits -----

    /**
     * N = 800 on a thread with the JVM's default stack size, every shape on a fresh instance
     * (the deepest recursion: nothing memoised yet), must not overflow the stack.
     */
    @ParameterizedTest
    @EnumSource(TriominoImpl.class)
    void noStackOverflowAtEightHundredOnADefaultStack(TriominoImpl impl) throws Exception {
        int[] expected = impl.create().grundyUpTo(CLASSIC_N);
        for (StripShape shape : StripShape.values()) {
            int[] result = new int[1];
            Throwable failure = DefaultStack.run(() -> result[0] = impl.create().grundy(shape, CLASSIC_N));
            if (failure != null) {
                throw new AssertionError(impl.id() + ": grundy(" + shape + ", 800) on a fresh instance threw",
                        failure);
            }
            if (shape == StripShape.FLAT) {
                assertEquals(expected[CLASSIC_N], result[0], impl.id());
            }
        }
        Throwable failure = DefaultStack.run(() -> impl.create().grundyUpTo(CLASSIC_N));
        if (failure != null) {
            throw new AssertionError(impl.id() + ": grundyUpTo(800) threw", failure);
        }
    }

    @ParameterizedTest
    @EnumSource(TriominoImpl.class)
    void acceptsTheClassicLimitAndRefusesBeyondMaxN(TriominoImpl impl) {
        TriominoSolver solver = impl.create();
        int max = solver.maxN();
        assertTrue(max >= CLASSIC_N, impl.id() + ": maxN() = " + max + " is below the classic limit 800");
        int[] beyond = max == Integer.MAX_VALUE ? new int[0] : new int[] {max + 1, Integer.MAX_VALUE};
        for (int n : beyond) {
            for (StripShape shape : StripShape.values()) {
                assertThrows(SolverLimitException.class, () -> solver.grundy(shape, n),
                        impl.id() + ": grundy(" + shape + ", " + n + ") beyond maxN() = " + max);
            }
            assertThrows(SolverLimitException.class, () -> solver.grundy(n), impl.id() + ": grundy(" + n + ")");
            assertThrows(SolverLimitException.class, () -> solver.grundyUpTo(n),
                    impl.id() + ": grundyUpTo(" + n + ")");
            assertThrows(SolverLimitException.class, () -> solver.firstPlayerWins(n),
                    impl.id() + ": firstPlayerWins(" + n + ")");
        }
        // A refusal leaves the instance usable.
        assertEquals(GAMES_MD_0_TO_20[20], solver.grundy(20), impl.id());
    }

    @ParameterizedTest
    @EnumSource(TriominoImpl.class)
    void rejectsNegativeLengths(TriominoImpl impl) {
        TriominoSolver solver = impl.create();
        assertThrows(IllegalArgumentException.class, () -> solver.grundy(-1), impl.id());
        assertThrows(IllegalArgumentException.class, () -> solver.grundy(StripShape.ONE_STUB, -1), impl.id());
        assertThrows(IllegalArgumentException.class, () -> solver.grundyUpTo(-1), impl.id());
    }
}
