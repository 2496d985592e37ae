package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.grundybench.reference.TriominoReference;
import org.grundybench.triomino.TriominoImpl;
import org.grundybench.workloads.StripLength;
import org.grundybench.workloads.ThreadedStrip;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs the triomino benchmark bodies for every implementation on the short strips (N = 100 and
 * 800; the longer ones run in CI's run of the benchmarks jar), and the body by thread count
 * once, and checks the values: N = 0..{@value #REFERENCE_MAX_N} against the exhaustive search over the 2N cells,
 * N = 0..20 against the values pinned in games.md, the largest value up to N = 800 (72, from
 * games.md), and beyond that agreement of all implementations and of the shorter runs.
 */
class TriominoBenchmarkTest {
    static final int REFERENCE_MAX_N = 12;
    /** games.md: Grundy values of the empty strip, N = 0..20. */
    static final int[] PINNED = {0, 0, 1, 2, 0, 3, 1, 0, 3, 3, 2, 4, 0, 5, 2, 3, 0, 0, 1, 3, 3};

    private static final int[] REFERENCE = IntStream.rangeClosed(0, REFERENCE_MAX_N)
            .map(TriominoReference::grundy).toArray();
    /** The first result seen for each N. */
    private static final Map<Integer, int[]> SEEN = new ConcurrentHashMap<>();
    private static final Checksums CHECKSUMS = new Checksums();

    static Stream<Arguments> combinations() {
        return Small.of(StripLength.n100, StripLength.n800);
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("combinations")
    void valuesMatchReference(TriominoImpl impl, StripLength n) {
        TriominoBenchmark bench = new TriominoBenchmark();
        bench.impl = impl;
        bench.n = n;
        Checksum checksum = new Checksum();
        check(impl.id(), n.n(), bench.grundyUpTo(checksum), checksum);
    }

    /** One thread count (two), against the same checks; the others differ only in the solver's thread count. */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("byThreads")
    void theBodyByThreadCountFillsTheStrip(TriominoImpl impl, ThreadedStrip strip) {
        TriominoThreadsBenchmark bench = new TriominoThreadsBenchmark();
        bench.impl = impl;
        bench.strip = strip;
        Checksum checksum = new Checksum();
        check(impl.id() + " " + strip, strip.n(), bench.grundyUpTo(checksum), checksum);
    }

    static Stream<Arguments> byThreads() {
        return Small.of(ThreadedStrip.n100000_2t);
    }

    private static void check(String impl, int n, int[] values, Checksum checksum) {
        assertEquals(n + 1, values.length);
        assertArrayEquals(REFERENCE, Arrays.copyOf(values, REFERENCE.length), impl + " vs reference");
        assertArrayEquals(PINNED, Arrays.copyOf(values, PINNED.length), impl + " vs games.md");
        if (n >= 800) {
            assertEquals(72, Arrays.stream(values, 0, 801).max().getAsInt(), "largest value for N <= 800");
        }
        int[] first = SEEN.computeIfAbsent(n, k -> values);
        assertArrayEquals(first, values, impl + " disagrees with another implementation");
        for (int[] other : SEEN.values()) {
            int common = Math.min(other.length, values.length);
            assertArrayEquals(Arrays.copyOf(other, common), Arrays.copyOf(values, common),
                    impl + " disagrees with a run of another length");
        }
        CHECKSUMS.check(Integer.toString(n), Checksum.of(independent(n, values)), checksum, impl + " N=" + n);
    }

    /**
     * The values up to n as far as they are known without this run: the reference's, then the
     * first implementation's run of n (itself, for the first), then a longer run's.
     */
    static int[] independent(int n, int[] values) {
        int[] known = SEEN.getOrDefault(n, values).clone();
        System.arraycopy(REFERENCE, 0, known, 0, REFERENCE.length);
        return known;
    }
}
