package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.stream.Stream;
import org.grundybench.triomino.TriominoImpl;
import org.grundybench.workloads.ThreadedStrip;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs {@link TriominoThreadsBenchmark#grundyUpTo} for every thread count: the values must be
 * the reduced recurrence's on the calling thread alone (the case 1t; the contract suite checks
 * that path against the generic rules, {@link TriominoBenchmarkTest} against the reference and
 * games.md), and the checksum theirs.
 */
class TriominoThreadsBenchmarkTest {
    private static final Checksums CHECKSUMS = new Checksums();
    private static int[] oneThread;

    static Stream<Arguments> combinations() {
        return Combinations.of(TriominoThreadsBenchmark.class);
    }

    private static synchronized int[] oneThread(int n) {
        if (oneThread == null) {
            oneThread = new org.grundybench.triomino.ReducedRecurrenceSolver(1).grundyUpTo(n);
        }
        return oneThread;
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("combinations")
    void valuesAreTheOneThreadValues(TriominoImpl impl, ThreadedStrip strip) {
        assertEquals(TriominoImpl.reduced_recurrence, impl, "the benchmark creates a ReducedRecurrenceSolver");
        assertSame(TriominoThreadsBenchmark.IMPL, impl);
        TriominoThreadsBenchmark bench = new TriominoThreadsBenchmark();
        bench.strip = strip;
        Checksum checksum = new Checksum();
        checksum.reset();
        int[] values = bench.grundyUpTo(checksum);
        int[] expected = oneThread(strip.n());
        assertArrayEquals(expected, values, strip.label());
        assertArrayEquals(TriominoBenchmarkTest.PINNED, java.util.Arrays.copyOf(values, TriominoBenchmarkTest.PINNED.length));
        CHECKSUMS.check(Integer.toString(strip.n()), Checksum.of(expected), checksum, strip.label());
    }
}
