package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.stream.Stream;
import org.grundybench.reference.SetNimReference;
import org.grundybench.setnim.SetNimImpl;
import org.grundybench.workloads.PerInputCollection;
import org.grundybench.workloads.SetNimCollection;
import org.grundybench.workloads.SetNimInputs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openjdk.jmh.runner.IterationType;

/**
 * Runs the Set-Nim benchmark bodies for every implementation on the classic input and, per
 * input, on the collection of huge piles (the larger inputs run in CI's run of the benchmarks
 * jar), and checks every pile's value against the reference: G(0..max pile)
 * straight from the definition for piles up to 10^6, and for the huge piles a period the
 * reference proves itself (games.md's certificate) in a table of 200,000 values.
 */
class SetNimBenchmarkTest {
    /** Per input collection, per input: the expected values. */
    private static final Map<String, int[][]> EXPECTED = new ConcurrentHashMap<>();
    private static final Checksums CHECKSUMS = new Checksums();

    static Stream<Arguments> combinations() {
        return Small.of(SetNimCollection.classic);
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("combinations")
    void valuesMatchReference(SetNimImpl impl, SetNimCollection input) {
        SetNimBenchmark bench = new SetNimBenchmark();
        bench.impl = impl;
        bench.input = input;
        bench.setup();
        Function<Checksum, int[]> body = bench::grundy;
        int[][] expected = expected(input);
        // The body answers the inputs in turn and starts over; the checksum sums the latest
        // answer's hash of every input answered so far.
        long sum = 0;
        for (int round = 0; round < 2; round++) {
            for (int i = 0; i < expected.length; i++) {
                Checksum checksum = new Checksum();
                checksum.reset();
                String what = impl + " " + input.name() + " input " + i;
                assertArrayEquals(expected[i], body.apply(checksum), what);
                if (round == 0) {
                    sum += Checksum.of(expected[i]);
                }
                CHECKSUMS.check(input.name() + (round == 0 ? " up to input " + i : " every input"),
                        sum & Checksum.MASK, checksum, what);
            }
        }
    }

    /**
     * Runs {@link SetNimPerInputBenchmark#grundy} the way JMH does, shot by shot: warmup shots
     * cycle through the inputs, measured shot i answers input i mod 32, with the input's values
     * and its answer's checksum.
     */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("perInput")
    void everyMeasuredShotAnswersTheNextInput(SetNimImpl impl, PerInputCollection collection) {
        SetNimPerInputBenchmark bench = new SetNimPerInputBenchmark();
        bench.impl = impl;
        bench.input = collection;
        bench.setup();
        int[][] expected = expected(collection);
        SetNimInputs.Input[] inputs = bench.inputs;
        for (int i = 0; i < inputs.length + 3; i++) {
            bench.nextInput(Small.iteration(IterationType.WARMUP));
            assertSame(inputs[i % inputs.length], bench.current, "warmup shot " + i);
            assertArrayEquals(expected[i % inputs.length], bench.grundy(new Checksum()), "warmup shot " + i);
        }
        for (int i = 0; i <= inputs.length; i++) {
            bench.nextInput(Small.iteration(IterationType.MEASUREMENT));
            int item = i % inputs.length;
            assertSame(inputs[item], bench.current, "measured shot " + i);
            Checksum checksum = new Checksum();
            checksum.reset();
            String what = impl + " " + collection.name() + " input " + item;
            assertArrayEquals(expected[item], bench.grundy(checksum), what);
            CHECKSUMS.check(collection.name() + " input " + item, Checksum.of(expected[item]), checksum, what);
        }
    }

    static Stream<Arguments> perInput() {
        return Small.of(PerInputCollection.values());
    }

    @Test
    void perInputShotsAreWholePassesOverEveryCollection() {
        for (PerInputCollection c : PerInputCollection.values()) {
            assertEquals(SetNimPerInputBenchmark.INPUTS, c.items().size(), c.name());
        }
        assertTrue(SetNimPerInputBenchmark.PASSES >= 3);
    }

    private static int[][] expected(SetNimInputs input) {
        SetNimInputs.Input[] inputs = input.inputs();
        return EXPECTED.computeIfAbsent(input.name(), k -> Arrays.stream(inputs)
                .map(SetNimBenchmarkTest::expected).toArray(int[][]::new));
    }

    private static int[] expected(SetNimInputs.Input in) {
        long largest = Arrays.stream(in.piles()).max().getAsLong();
        if (largest <= 1_000_000) {
            int[] g = SetNimReference.pileValues(in.moves().sizes(), (int) largest);
            return Arrays.stream(in.piles()).mapToInt(h -> g[(int) h]).toArray();
        }
        return SetNimReference.valuesOfAnyPiles(in.moves().sizes(), in.piles(), 200_000);
    }

    @Test
    void inputsHaveTheStatedLimits() {
        SetNimInputs.Input classic = SetNimCollection.classic.inputs()[0];
        assertEquals(100, classic.moves().size());
        assertEquals(100, classic.piles().length);
        assertTrue(classic.moves().max() <= 10_000 && classic.moves().sizes()[0] >= 1);

        SetNimInputs.Input large = SetNimCollection.s2_5_1e6.inputs()[0];
        assertArrayEquals(new int[] {2, 5}, large.moves().sizes());
        assertEquals(100, large.piles().length);
        assertTrue(Arrays.stream(large.piles()).max().getAsLong() > 900_000, "piles reach toward 10^6");

        SetNimInputs.Input[] huge = PerInputCollection.huge_1e18.inputs();
        for (SetNimInputs.Input in : huge) {
            assertTrue(in.moves().size() >= 1 && in.moves().size() <= 10, in.moves().toString());
            assertTrue(in.moves().sizes()[0] >= 1 && in.moves().max() <= 100, in.moves().toString());
            assertEquals(100, in.piles().length);
        }
        assertTrue(Arrays.stream(huge).flatMapToLong(in -> Arrays.stream(in.piles())).max().getAsLong()
                > 900_000_000_000_000_000L, "piles reach toward 10^18");
    }
}
