package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The suite's running order: one fork of every combination per round, implementations of a case together, shuffled. */
class ScheduleTest {
    private static final String TABLE = "org.grundybench.bench.RectangleTableBenchmark.table";
    private static final String THREADS = "org.grundybench.bench.RectangleTableThreadsBenchmark.table";
    private static final String MEDIAN = "org.grundybench.bench.RectangleBoardMedianBenchmark.grundy";
    /** The catalogue's implementation parameters of these three (a test of Suite holds them to the catalogue). */
    private static final Function<String, String> IMPL = b -> b.equals(TABLE) ? "impl"
            : b.equals(MEDIAN) ? "collectionImpl" : null;

    /** Table: 3 shapes x 7 implementations; threads: 3 cases, one implementation; median: 2 x 2, single shots. */
    private static List<Combination> combinations() {
        List<Combination> all = new ArrayList<>();
        for (String impl : List.of("recursive_hashset", "iterative_bitset", "fastutil_memo", "eclipse_memo",
                "bit_parallel", "components", "canonical_groups")) {
            for (String shape : List.of("_3x3", "_4x4", "_4x5")) {
                all.add(Combination.of(TABLE, Map.of("impl", impl, "shape", shape), false));
            }
        }
        for (String table : List.of("_5x5_1t", "_5x5_2t", "_5x5_all")) {
            all.add(Combination.of(THREADS, Map.of("table", table), false));
        }
        for (String impl : List.of("components", "canonical_groups")) {
            for (String c : List.of("_8x8_50", "_8x8_60")) {
                all.add(Combination.of(MEDIAN, Map.of("collectionImpl", impl, "collection", c), true));
            }
        }
        return all;
    }

    private static List<List<Combination>> schedule(long seed) {
        return Schedule.rounds(combinations(), c -> 5, IMPL, seed);
    }

    @Test
    void everyRoundRunsEveryCombinationOnce() {
        List<List<Combination>> rounds = schedule(42);
        assertEquals(5, rounds.size());
        for (List<Combination> round : rounds) {
            assertEquals(combinations().size(), round.size());
            assertEquals(new HashSet<>(combinations()), new HashSet<>(round));
        }
    }

    @Test
    void classesKeepTheirOrderAndImplementationsOfACaseRunTogether() {
        List<String> classOrder = List.of(TABLE, THREADS, MEDIAN);
        for (List<Combination> round : schedule(7)) {
            List<Integer> classes = round.stream().map(c -> classOrder.indexOf(c.benchmark())).toList();
            for (int i = 1; i < classes.size(); i++) {
                assertTrue(classes.get(i - 1) <= classes.get(i), "class order in " + round);
            }
            // A case's combinations form one run: once left, a case never comes back in the round.
            Set<SortedMap<String, String>> finished = new HashSet<>();
            SortedMap<String, String> current = null;
            for (Combination c : round) {
                SortedMap<String, String> k = c.caseParams(IMPL.apply(c.benchmark()));
                if (!k.equals(current)) {
                    assertTrue(finished.add(k), "case " + k + " split in " + round);
                    current = k;
                }
            }
        }
    }

    @Test
    void aCasesImplementationsRunInAnotherOrderEveryRound() {
        List<List<Combination>> rounds = schedule(3);
        for (String shape : List.of("_3x3", "_4x4", "_4x5")) {
            List<List<String>> orders = rounds.stream().map(round -> round.stream()
                    .filter(c -> c.benchmark().equals(TABLE) && c.params().get("shape").equals(shape))
                    .map(c -> c.params().get("impl")).toList()).toList();
            for (int r = 1; r < orders.size(); r++) {
                assertNotEquals(orders.get(r - 1), orders.get(r), shape + " rounds " + r + " and " + (r + 1));
            }
            assertTrue(new HashSet<>(orders.stream().map(o -> o.get(0)).toList()).size() > 1,
                    shape + ": the same implementation always first: " + orders);
        }
        // Two implementations alternate.
        for (String c : List.of("_8x8_50", "_8x8_60")) {
            List<String> firsts = rounds.stream().map(round -> round.stream()
                    .filter(x -> x.benchmark().equals(MEDIAN) && x.params().get("collection").equals(c))
                    .findFirst().orElseThrow().params().get("collectionImpl")).toList();
            for (int r = 1; r < firsts.size(); r++) {
                assertNotEquals(firsts.get(r - 1), firsts.get(r), c + ": " + firsts);
            }
        }
    }

    @Test
    void casesAreShuffledWithinTheirClass() {
        Set<List<String>> shapeOrders = new HashSet<>();
        for (List<Combination> round : schedule(11)) {
            shapeOrders.add(round.stream().filter(c -> c.benchmark().equals(TABLE)).map(c -> c.params().get("shape"))
                    .distinct().toList());
        }
        assertTrue(shapeOrders.size() > 1, "the shapes ran in one order every round: " + shapeOrders);
    }

    @Test
    void theSeedDecidesTheOrder() {
        assertEquals(schedule(20_261_123L), schedule(20_261_123L));
        assertNotEquals(schedule(1), schedule(2));
    }

    @Test
    void aCombinationWithFewerForksLeavesTheLaterRounds() {
        Map<Combination, Integer> forks = new LinkedHashMap<>();
        combinations().forEach(c -> forks.put(c, c.benchmark().equals(THREADS) ? 2 : 4));
        List<List<Combination>> rounds = Schedule.rounds(combinations(), forks::get, IMPL, 5);
        assertEquals(4, rounds.size());
        for (int r = 0; r < rounds.size(); r++) {
            int round = r + 1;
            Set<Combination> expected = forks.entrySet().stream().filter(e -> e.getValue() >= round)
                    .map(Map.Entry::getKey).collect(Collectors.toSet());
            assertEquals(expected, new HashSet<>(rounds.get(r)));
            assertEquals(expected.size(), rounds.get(r).size());
        }
    }
}
