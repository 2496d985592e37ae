package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.grundybench.reference.SetNimReference;
import org.grundybench.setnim.SetNimImpl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs {@link SetNimBenchmark#grundy} for every implementation and input collection, once per
 * input of the collection, and checks every pile's value against the reference: G(0..max pile)
 * straight from the definition for piles up to 10^6, and for the huge piles a period the
 * reference proves itself (games.md's certificate) in a table of 200,000 values.
 */
class SetNimBenchmarkTest {
    /** Per input collection, per input: the expected values. */
    private static final Map<String, int[][]> EXPECTED = new ConcurrentHashMap<>();

    static Stream<Arguments> combinations() {
        return Combinations.of(SetNimBenchmark.class);
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("combinations")
    void valuesMatchReference(SetNimImpl impl, String input) {
        SetNimBenchmark bench = new SetNimBenchmark();
        bench.impl = impl;
        bench.input = input;
        if (Exclusions.isExcluded(SetNimBenchmark.class, input, impl)) {
            assertThrows(Exclusions.ExcludedCombinationException.class, bench::setup);
            return;
        }
        bench.setup();
        int[][] expected = EXPECTED.computeIfAbsent(input, k -> Arrays.stream(bench.inputs)
                .map(SetNimBenchmarkTest::expected).toArray(int[][]::new));
        // The body answers the inputs in turn and starts over.
        for (int round = 0; round < 2; round++) {
            for (int i = 0; i < bench.inputs.length; i++) {
                assertArrayEquals(expected[i], bench.grundy(), impl + " " + input + " input " + i);
            }
        }
    }

    private static int[] expected(Inputs.SetNimInput in) {
        long largest = Arrays.stream(in.piles()).max().getAsLong();
        if (largest <= 1_000_000) {
            int[] g = SetNimReference.pileValues(in.moves().sizes(), (int) largest);
            return Arrays.stream(in.piles()).mapToInt(h -> g[(int) h]).toArray();
        }
        return SetNimReference.valuesOfAnyPiles(in.moves().sizes(), in.piles(), 200_000);
    }

    @Test
    void inputsHaveTheStatedLimits() {
        Inputs.SetNimInput[] classics = Inputs.setNim("classic");
        assertEquals(1, classics.length);
        Inputs.SetNimInput classic = classics[0];
        assertEquals(100, classic.moves().size());
        assertEquals(100, classic.piles().length);
        assertTrue(classic.moves().max() <= 10_000 && classic.moves().min() >= 1);
        assertTrue(Arrays.stream(classic.piles()).allMatch(h -> h >= 1 && h <= 10_000));
        // Fixed seed: the same input every time.
        assertArrayEquals(classic.piles(), Inputs.setNim("classic")[0].piles());
        assertEquals(classic.moves(), Inputs.setNim("classic")[0].moves());

        Inputs.SetNimInput large = Inputs.setNim("s2-5-1e6")[0];
        assertArrayEquals(new int[] {2, 5}, large.moves().sizes());
        assertEquals(100, large.piles().length);
        assertTrue(Arrays.stream(large.piles()).allMatch(h -> h >= 1 && h <= 1_000_000));
        assertTrue(Arrays.stream(large.piles()).max().getAsLong() > 900_000, "piles reach toward 10^6");

        Inputs.SetNimInput[] huge = Inputs.setNim("huge-1e18");
        assertEquals(Inputs.HUGE_SET_NIM_INPUTS, huge.length);
        for (Inputs.SetNimInput in : huge) {
            assertTrue(in.moves().size() >= 1 && in.moves().size() <= 10, in.moves().toString());
            assertTrue(in.moves().min() >= 1 && in.moves().max() <= 100, in.moves().toString());
            assertEquals(100, in.piles().length);
            assertTrue(Arrays.stream(in.piles()).allMatch(h -> h >= 1 && h <= 1_000_000_000_000_000_000L));
        }
        assertTrue(Arrays.stream(huge).flatMapToLong(in -> Arrays.stream(in.piles())).max().getAsLong()
                > 900_000_000_000_000_000L, "piles reach toward 10^18");
        assertArrayEquals(huge[5].piles(), Inputs.setNim("huge-1e18")[5].piles());
        assertEquals(huge[5].moves(), Inputs.setNim("huge-1e18")[5].moves());
    }
}
