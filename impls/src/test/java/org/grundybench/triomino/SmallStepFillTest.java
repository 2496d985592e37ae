package org.grundybench.triomino;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@link SmallStepFill}'s split between the calling thread (A) and its helper (B) when the
 * calling thread does not wait for the helper: it computes B itself whenever a value is not
 * there at once, and the helper, finding itself behind, rejoins at a later step. Whichever
 * thread computes a value, the values are those of the sequential fill.
 */
class SmallStepFillTest {
    private static final int N = 800;

    private static int[][] fill(SmallStepFill fill, int from, int to, boolean parallel, int[] a, int[] b) {
        assertEquals(to, fill.fill(a, b, from, to, parallel));
        return new int[][] {a, b};
    }

    private static int[][] sequential(int to) {
        return fill(new SmallStepFill(), 1, to, false, new int[to + 1], new int[to + 1]);
    }

    /**
     * Fills to N with new fills from {@code make}, each checked against the sequential values:
     * at least minRuns, and more (up to maxRuns) until the calling thread has computed B itself
     * at least once. Not a speed check: it shows that that path ran.
     */
    private static void fillUntilTheCallerComputedB(Supplier<SmallStepFill> make, int minRuns, int maxRuns) {
        int[][] expected = sequential(N);
        long computedByCaller = 0;
        for (int run = 0; run < minRuns || computedByCaller == 0 && run < maxRuns; run++) {
            SmallStepFill fill = make.get();
            int[][] got = fill(fill, 1, N, true, new int[N + 1], new int[N + 1]);
            assertArrayEquals(expected[0], got[0], "A, run " + run);
            assertArrayEquals(expected[1], got[1], "B, run " + run);
            computedByCaller += fill.callerComputedB;
        }
        assertTrue(computedByCaller > 0, "the calling thread never computed B itself");
    }

    @Test
    @Timeout(120)
    void aCallingThreadThatDoesNotWaitGetsTheSequentialValues() {
        fillUntilTheCallerComputedB(() -> new SmallStepFill(0, null), 300, 3_000);
    }

    /**
     * A helper held up in the middle of a step, long past the patience: the calling thread
     * computes B itself and moves on, the helper then finds the calling thread's values more
     * than its mailbox holds ahead, and rejoins at a later step.
     */
    @Test
    @Timeout(120)
    void aHelperHeldUpPastThePatienceRejoinsWithTheSameValues() {
        // More runs than 5 only if none was split (a fill whose helper starts too late, behind
        // the last fill's paused one, is done whole alone).
        fillUntilTheCallerComputedB(() -> new SmallStepFill(SmallStepFill.PATIENCE_NANOS, m -> {
            if (m % 150 == 0) {
                java.util.concurrent.locks.LockSupport.parkNanos(200_000);
            }
        }), 5, 200);
    }

    @Test
    @Timeout(120)
    void aFillThatStartsPartWayGetsTheSequentialValues() {
        int to = 2_000;
        int[][] expected = sequential(to);
        for (int from : new int[] {2, 127, 128, 129, 700}) {
            for (long patience : new long[] {0, SmallStepFill.PATIENCE_NANOS}) {
                SmallStepFill fill = new SmallStepFill(patience, null);
                int[] a = Arrays.copyOf(expected[0], to + 1);
                int[] b = Arrays.copyOf(expected[1], to + 1);
                Arrays.fill(a, from, to + 1, -1);
                Arrays.fill(b, from, to + 1, -1);
                fill(fill, 1, from - 1, false, a, b); // the packed copies up to from - 1
                fill(fill, from, to, true, a, b);
                assertArrayEquals(expected[0], a, "A from " + from + ", patience " + patience);
                assertArrayEquals(expected[1], b, "B from " + from + ", patience " + patience);
            }
        }
    }
}
