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
 * Runs {@link SetNimBenchmark#grundy} for every implementation and input and checks every
 * pile's value against the reference's G(0..max pile), computed straight from the definition.
 */
class SetNimBenchmarkTest {
    private static final Map<String, int[]> EXPECTED = new ConcurrentHashMap<>();

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
        int[] values = bench.grundy();
        int[] expected = EXPECTED.computeIfAbsent(input, k -> {
            int[] g = SetNimReference.pileValues(bench.moves.sizes(),
                    (int) Arrays.stream(bench.piles).max().getAsLong());
            return Arrays.stream(bench.piles).mapToInt(h -> g[(int) h]).toArray();
        });
        assertArrayEquals(expected, values, impl + " " + input);
    }

    @Test
    void inputsHaveTheStatedLimits() {
        Inputs.SetNimInput classic = Inputs.setNim("classic");
        assertEquals(100, classic.moves().size());
        assertEquals(100, classic.piles().length);
        assertTrue(classic.moves().max() <= 10_000 && classic.moves().min() >= 1);
        assertTrue(Arrays.stream(classic.piles()).allMatch(h -> h >= 1 && h <= 10_000));
        // Fixed seed: the same input every time.
        assertArrayEquals(classic.piles(), Inputs.setNim("classic").piles());
        assertEquals(classic.moves(), Inputs.setNim("classic").moves());

        Inputs.SetNimInput large = Inputs.setNim("s2-5-1e6");
        assertArrayEquals(new int[] {2, 5}, large.moves().sizes());
        assertEquals(100, large.piles().length);
        assertTrue(Arrays.stream(large.piles()).allMatch(h -> h >= 1 && h <= 1_000_000));
        assertTrue(Arrays.stream(large.piles()).max().getAsLong() > 900_000, "piles reach toward 10^6");
    }
}
