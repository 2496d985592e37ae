package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.workloads.BoardCase;
import org.grundybench.workloads.BoardCollection;
import org.grundybench.workloads.Case;
import org.grundybench.workloads.TableShape;
import org.grundybench.workloads.ThreadedTable;
import org.grundybench.workloads.Workload;
import org.junit.jupiter.api.Test;

/** The suite's running order: one fork of every combination per round, implementations of a case together, shuffled. */
class ScheduleTest {
    private static final String TABLE = Workload.RECTANGLE_TABLE.benchmark();
    private static final String THREADS = Workload.RECTANGLE_TABLE_THREADS.benchmark();
    private static final String MEDIAN = Workload.RECTANGLE_BOARD_MEDIAN.benchmark();

    /** Table: 3 shapes x 7 implementations; threads: 3 cases, one implementation; median: 2 x 2, single shots. */
    private static List<Combination> combinations() {
        List<Combination> all = new ArrayList<>();
        for (TableShape shape : List.of(TableShape._3x3, TableShape._4x4, TableShape._4x5)) {
            for (RectangleImpl impl : RectangleImpl.values()) {
                all.add(new Combination(Workload.RECTANGLE_TABLE, shape, impl));
            }
        }
        for (ThreadedTable table : ThreadedTable.values()) {
            all.add(new Combination(Workload.RECTANGLE_TABLE_THREADS, table, RectangleImpl.canonical_groups));
        }
        for (BoardCollection c : BoardCollection.values()) {
            for (RectangleImpl impl : List.of(RectangleImpl.components, RectangleImpl.canonical_groups)) {
                all.add(new Combination(Workload.RECTANGLE_BOARD_MEDIAN, c, impl));
            }
        }
        return all;
    }

    private static List<List<Combination>> schedule(long seed) {
        return Schedule.rounds(combinations(), c -> 5, seed, false);
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
            Set<Case> finished = new HashSet<>();
            Case current = null;
            for (Combination c : round) {
                Case k = c.c();
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
        for (TableShape shape : List.of(TableShape._3x3, TableShape._4x4, TableShape._4x5)) {
            List<List<String>> orders = rounds.stream().map(round -> round.stream()
                    .filter(c -> c.benchmark().equals(TABLE) && c.c() == shape)
                    .map(c -> c.impl().id()).toList()).toList();
            for (int r = 1; r < orders.size(); r++) {
                assertNotEquals(orders.get(r - 1), orders.get(r), shape + " rounds " + r + " and " + (r + 1));
            }
            assertTrue(new HashSet<>(orders.stream().map(o -> o.get(0)).toList()).size() > 1,
                    shape + ": the same implementation always first: " + orders);
        }
        // Two implementations alternate.
        for (BoardCollection c : BoardCollection.values()) {
            List<String> firsts = rounds.stream().map(round -> round.stream()
                    .filter(x -> x.benchmark().equals(MEDIAN) && x.c() == c)
                    .findFirst().orElseThrow().impl().id()).toList();
            for (int r = 1; r < firsts.size(); r++) {
                assertNotEquals(firsts.get(r - 1), firsts.get(r), c + ": " + firsts);
            }
        }
    }

    /** A round's combinations by case of a workload, each in running order. */
    private static Map<List<Object>, List<Combination>> byCase(List<Combination> round) {
        return round.stream().collect(Collectors.groupingBy(Combination::caseKey, LinkedHashMap::new,
                Collectors.toList()));
    }

    /**
     * A screening round is the round the seed gives with each case's default implementation moved first, the rest in their
     * shuffled order; the round after it still runs each case in another order, and starts the two-implementation cases with
     * the other one.
     */
    @Test
    void aScreeningRoundRunsEachCasesDefaultFirstAndTheRestAsShuffled() {
        List<List<Combination>> screened = Schedule.rounds(combinations(), c -> 5, 42, true);
        List<Combination> expected = new ArrayList<>();
        byCase(schedule(42).get(0)).values().forEach(impls -> {
            List<Combination> moved = new ArrayList<>(impls);
            moved.sort(Comparator.comparing(c -> c.impl() != c.workload().defaultImplementation()));
            expected.addAll(moved);
        });
        assertEquals(expected, screened.get(0));
        Map<List<Object>, List<Combination>> first = byCase(screened.get(0));
        Map<List<Object>, List<Combination>> second = byCase(screened.get(1));
        first.forEach((k, impls) -> {
            if (impls.size() > 1) {
                assertNotEquals(impls, second.get(k), k + ": round 2 repeats round 1's order");
            }
        });
        assertTrue(second.values().stream().anyMatch(impls -> impls.size() > 1
                && impls.get(0).impl() != impls.get(0).workload().defaultImplementation()), "round 2 put the default first");
    }

    /** Two workloads sharing a case enum: each one's case runs in another order every round, as a case of its own. */
    @Test
    void aCaseThatTwoWorkloadsShareAlternatesForEach() {
        List<Combination> shared = new ArrayList<>();
        for (Workload w : List.of(Workload.RECTANGLE_BOARD, Workload.RECTANGLE_BOARD_WINS)) {
            for (RectangleImpl impl : List.of(RectangleImpl.components, RectangleImpl.canonical_groups)) {
                shared.add(new Combination(w, BoardCase._4x4_30, impl));
            }
        }
        List<List<Combination>> rounds = Schedule.rounds(shared, c -> 6, 3, false);
        for (int r = 1; r < rounds.size(); r++) {
            Map<List<Object>, List<Combination>> before = byCase(rounds.get(r - 1));
            byCase(rounds.get(r)).forEach((k, impls) -> assertNotEquals(before.get(k), impls, k + " in two rounds running"));
        }
    }

    @Test
    void casesAreShuffledWithinTheirClass() {
        Set<List<String>> shapeOrders = new HashSet<>();
        for (List<Combination> round : schedule(11)) {
            shapeOrders.add(round.stream().filter(c -> c.benchmark().equals(TABLE)).map(c -> c.c().name())
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
        List<List<Combination>> rounds = Schedule.rounds(combinations(), forks::get, 5, false);
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
