package org.grundybench.triomino;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.grundybench.core.Work;
import org.junit.jupiter.api.Test;

/**
 * {@link SimdFill} (which the test JVM can run whatever the JDK: the build adds the vector
 * module, and the solver's constructor turns it on) against the scalar path of
 * {@link ReducedRecurrenceSolver}: through the switch to two-word sets at the first value of 64
 * (m = 660), the first value of 128 (m = 1,608) after which {@link ByteFill}'s scalar steps
 * take over, and tables grown over many calls, each of which copies values into the byte arrays
 * or regrows them.
 */
class SimdFillTest {
    private static final int N = 2_500;

    @Test
    void theTestJvmCanRunTheSimdFill() {
        assertTrue(ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent(),
                "the build's argLine adds jdk.incubator.vector");
        assertTrue(SimdFill.worthIt(), "vectors of at least 16 bytes");
        assertEquals(Runtime.version().feature() >= 25, ReducedRecurrenceSolver.SIMD,
                "the default solver uses SimdFill exactly on JDK 25 on");
    }

    @Test
    void everyStepBelowTheFirstValueOf128IsAVectorStep() {
        int[] a = new int[N + 1];
        int[] b = new int[N + 1];
        assertEquals(N, new ByteFill(Work.create()).fill(a, b, 1, N));
        int[] simdA = new int[N + 1];
        int[] simdB = new int[N + 1];
        SimdFill fill = new SimdFill(Work.create());
        assertEquals(700, fill.fill(simdA, simdB, 1, 700));
        assertEquals(1_607, fill.fill(simdA, simdB, 701, 1_607));
        assertEquals(SimdFill.SET_VALUES, fill.bound, "every value to m = 1,607 below 128: all vector steps");
        assertTrue(Math.max(a[1_608], b[1_608]) >= SimdFill.SET_VALUES, "the first value of 128 is at m = 1,608");
        for (int m = 2 * SimdFill.WIDTH; m <= 1_608; m++) {
            assertEquals(a[m] | b[m] << 16, fill.vectorStep(m), "m=" + m);
        }
        assertEquals(N, fill.fill(simdA, simdB, 1_608, N));
        assertArrayEquals(a, simdA);
        assertArrayEquals(b, simdB);
    }

    @Test
    void simdFillMatchesTheScalarFill() {
        int[] scalar = new ReducedRecurrenceSolver(1, false).grundyUpTo(N);
        assertArrayEquals(scalar, new ReducedRecurrenceSolver(1, true).grundyUpTo(N));
        assertArrayEquals(scalar, new ReducedRecurrenceSolver(3, true).grundyUpTo(N));
    }

    @Test
    void everyShapeMatchesWhenGrownInSteps() {
        ReducedRecurrenceSolver scalar = new ReducedRecurrenceSolver(1, false);
        ReducedRecurrenceSolver stepwise = new ReducedRecurrenceSolver(3, true);
        // Lengths around the vector width, the 128-byte first capacity, its doublings, the
        // first value of 64 and of 128.
        int[] lengths = {1, 2, 3, 31, 63, 64, 65, 66, 127, 128, 129, 200, 255, 256, 257, 659, 660,
            661, 700, 1_023, 1_024, 1_025, 1_607, 1_608, 1_609, N};
        for (int n : lengths) {
            stepwise.grundy(n);
            for (StripShape shape : StripShape.values()) {
                for (int m = Math.max(0, n - 70); m <= n; m++) {
                    assertEquals(scalar.grundy(shape, m), stepwise.grundy(shape, m), shape + " m=" + m + " after " + n);
                }
            }
        }
    }

    @Test
    void oneLengthAtATime() {
        int[] scalar = new ReducedRecurrenceSolver(1, false).grundyUpTo(1_700);
        ReducedRecurrenceSolver stepwise = new ReducedRecurrenceSolver(1, true);
        for (int n = 0; n <= 1_700; n++) {
            assertEquals(scalar[n], stepwise.grundy(StripShape.FLAT, n), "n=" + n);
        }
    }
}
