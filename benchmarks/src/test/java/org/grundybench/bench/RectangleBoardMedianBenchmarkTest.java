package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.grundybench.rect.Board;
import org.grundybench.rect.RectangleImpl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Runs {@link RectangleBoardMedianBenchmark#grundy} the way JMH does, iteration by iteration,
 * for every implementation and case, and checks that the measured iterations walk the whole
 * collection in order, that warmup never touches a measured board, and each value: against the
 * exhaustive reference where every group of the board has at most
 * {@value RectangleBoardBenchmarkTest#REFERENCE_MAX_GROUP} cells, and otherwise by agreement of
 * the implementations. At density 0.6 a few boards take seconds each; those with a group above
 * {@value #MAX_GROUP_06} cells are left to the benchmark, to keep {@code mvn verify} short.
 */
class RectangleBoardMedianBenchmarkTest {
    static final int MAX_GROUP_06 = 24;

    private static final Map<String, int[]> SEEN = new ConcurrentHashMap<>();

    static Stream<Arguments> combinations() {
        return Combinations.of(RectangleBoardMedianBenchmark.class);
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("combinations")
    void everyMeasuredIterationSolvesTheNextBoard(RectangleImpl impl, String boardCase) {
        RectangleBoardMedianBenchmark bench = new RectangleBoardMedianBenchmark();
        bench.impl = impl;
        bench.board = boardCase;
        if (Exclusions.isExcluded(RectangleBoardMedianBenchmark.class, boardCase, impl)) {
            assertThrows(Exclusions.ExcludedCombinationException.class, bench::setup);
            return;
        }
        bench.setup();
        Board[] boards = bench.boards;
        assertEquals(Inputs.boardCount(boardCase), boards.length);
        Set<Board> measured = new HashSet<>(Arrays.asList(boards));
        for (int i = 0; i < 3; i++) {
            bench.nextBoard(iteration(IterationType.WARMUP));
            assertTrue(!measured.contains(bench.current), "a warmup shot solved a measured board");
            assertEquals(boards[0].rows(), bench.current.rows());
            assertEquals(boards[0].cols(), bench.current.cols());
            assertTrue(bench.current.ones() <= Math.max(boards[0].ones(), bench.current.cellCount() / 2));
            bench.grundy();
        }
        int[] seen = SEEN.computeIfAbsent(boardCase, c -> {
            int[] s = new int[boards.length];
            Arrays.fill(s, -1);
            return s;
        });
        boolean dense = boardCase.startsWith("8x8@0.6");
        for (int i = 0; i < boards.length; i++) {
            bench.nextBoard(iteration(IterationType.MEASUREMENT));
            assertSame(boards[i], bench.current, "iteration " + i);
            if (dense && largestGroup(bench.current) > MAX_GROUP_06) {
                continue;
            }
            int value = bench.grundy();
            String what = impl + " " + boardCase + " board " + i + ":\n" + bench.current;
            int expected = RectangleBoardBenchmarkTest.referenceOrUnknown(bench.current);
            if (expected >= 0) {
                assertEquals(expected, value, what);
            }
            synchronized (seen) {
                if (seen[i] < 0) {
                    seen[i] = value;
                }
            }
            assertEquals(seen[i], value, what + "\n(disagrees with another implementation)");
        }
        bench.nextBoard(iteration(IterationType.MEASUREMENT));
        assertSame(boards[0], bench.current, "a second pass starts again at the first board");
    }

    /**
     * Any board case can be handed in with {@code -p board=} (CI's smoke run passes
     * {@code 4x4@0.3}): its warmup boards are then of that size, so every implementation gets
     * through a whole warmup quickly instead of meeting 8x8 boards it cannot solve.
     */
    @Test
    void aSmallCaseWarmsUpOnSmallBoardsForEveryImplementation() {
        for (RectangleImpl impl : RectangleImpl.values()) {
            RectangleBoardMedianBenchmark bench = new RectangleBoardMedianBenchmark();
            bench.impl = impl;
            bench.board = "4x4@0.3";
            bench.setup();
            for (int i = 0; i < RectangleBoardMedianBenchmark.WARMUP_BOARDS; i++) {
                bench.nextBoard(iteration(IterationType.WARMUP));
                assertEquals(16, bench.current.cellCount());
                assertEquals(5, bench.current.ones());
                bench.grundy();
            }
            bench.nextBoard(iteration(IterationType.MEASUREMENT));
            assertEquals(RectangleBoardBenchmarkTest.referenceOrUnknown(bench.current), bench.grundy(), impl.toString());
        }
    }

    @Test
    void collectionsExtendTheFourBoardCasesAndFitTheAnnotation() {
        for (String c : RectangleBoardMedianBenchmark.CASES) {
            int count = Inputs.boardCount(c);
            assertEquals(0, RectangleBoardMedianBenchmark.ITERATIONS % count, c);
            assertTrue(count % 2 == 1, c + ": an odd count has one median board");
            Board[] boards = Inputs.boards(c);
            Board[] four = Inputs.boards(c.substring(0, c.indexOf('#')));
            assertEquals(Arrays.asList(four), Arrays.asList(boards).subList(0, four.length), c);
            assertEquals(count, Arrays.stream(boards).distinct().count(), c);
        }
    }

    @Test
    void denseCollectionsHaveTwoImplementations() {
        for (String c : RectangleBoardMedianBenchmark.CASES) {
            long solvers = Workloads.implementations(RectangleBoardMedianBenchmark.class).stream()
                    .filter(i -> !Exclusions.isExcluded(RectangleBoardMedianBenchmark.class, c, i))
                    .count();
            assertTrue(solvers >= 2, c + " is checked by agreement; it needs two implementations");
        }
    }

    @Test
    void suiteRunsEachCaseAsOnePassPerFork() {
        Suite.Plan plan = Suite.plan(List.of(RectangleBoardMedianBenchmark.class.getName() + ".grundy"),
                new org.openjdk.jmh.runner.options.OptionsBuilder().build());
        assertEquals(RectangleBoardMedianBenchmark.CASES.size(), plan.runs().size());
        for (Suite.Run run : plan.runs()) {
            assertEquals(1, run.cases().size());
            var options = Suite.singleShotDefaults(Profile.QUICK, run);
            assertEquals(Inputs.boardCount(run.cases().get(0)), options.getMeasurementIterations().get());
            assertEquals(1, options.getForkCount().get());
            assertTrue(!options.getWarmupIterations().hasValue(), "warmup comes from the annotation");
        }
        assertEquals(2, Suite.singleShotDefaults(Profile.FULL, plan.runs().get(0)).getForkCount().get());
    }

    static IterationParams iteration(IterationType type) {
        return new IterationParams(type, 1, TimeValue.NONE, 1);
    }

    static int largestGroup(Board board) {
        return RectangleBoardBenchmarkTest.groups(board).stream().mapToInt(List::size).max().orElse(0);
    }
}
