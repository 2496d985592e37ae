package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
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
import org.grundybench.workloads.BoardCollection;
import org.grundybench.workloads.DenseBoardCase;
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
    private static final Checksums CHECKSUMS = new Checksums();

    static Stream<Arguments> combinations() {
        return Combinations.of(RectangleBoardMedianBenchmark.class);
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("combinations")
    void everyMeasuredIterationSolvesTheNextBoard(RectangleImpl impl, BoardCollection boardCase) {
        RectangleBoardMedianBenchmark bench = new RectangleBoardMedianBenchmark();
        bench.collectionImpl = impl;
        bench.collection = boardCase;
        bench.setup();
        Board[] boards = bench.boards;
        assertEquals(boardCase.collectionSize(), boards.length);
        Set<Board> measured = new HashSet<>(Arrays.asList(boards));
        for (int i = 0; i < 3; i++) {
            bench.nextBoard(iteration(IterationType.WARMUP));
            assertTrue(!measured.contains(bench.current), "a warmup shot solved a measured board");
            assertEquals(boards[0].rows(), bench.current.rows());
            assertEquals(boards[0].cols(), bench.current.cols());
            assertTrue(bench.current.ones() <= Math.max(boards[0].ones(), bench.current.cellCount() / 2));
            bench.grundy(new Checksum());
        }
        int[] seen = SEEN.computeIfAbsent(boardCase.label(), c -> {
            int[] s = new int[boards.length];
            Arrays.fill(s, -1);
            return s;
        });
        boolean dense = boardCase.density() >= 0.6;
        for (int i = 0; i < boards.length; i++) {
            bench.nextBoard(iteration(IterationType.MEASUREMENT));
            assertSame(boards[i], bench.current, "iteration " + i);
            if (dense && largestGroup(bench.current) > MAX_GROUP_06) {
                continue;
            }
            Checksum checksum = new Checksum();
            checksum.reset();
            int value = bench.grundy(checksum);
            String what = impl + " " + boardCase.label() + " board " + i + ":\n" + bench.current;
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
            // A shot's checksum is its board's: the reference's value, else the first implementation's.
            CHECKSUMS.check(boardCase.label() + " board " + i, Checksum.of(expected >= 0 ? expected : seen[i]),
                    checksum, what);
        }
        bench.nextBoard(iteration(IterationType.MEASUREMENT));
        assertSame(boards[0], bench.current, "a second pass starts again at the first board");
    }

    @Test
    void collectionsExtendTheFourBoardCasesAndFitTheIterations() {
        for (BoardCollection c : BoardCollection.values()) {
            int count = c.collectionSize();
            assertEquals(0, RectangleBoardMedianBenchmark.ITERATIONS % count, c.label());
            assertTrue(count % 2 == 1, c.label() + ": an odd count has one median board");
            Board[] boards = c.boards();
            Board[] four = DenseBoardCase.valueOf(c.name()).boards();
            assertEquals(Arrays.asList(four), Arrays.asList(boards).subList(0, four.length), c.label());
            assertEquals(count, Arrays.stream(boards).distinct().count(), c.label());
        }
    }

    @Test
    void denseCollectionsHaveTwoImplementations() {
        assertTrue(Combinations.group(RectangleBoardMedianBenchmark.class).implementations().size() >= 2,
                "the collections are checked by agreement; they need two implementations");
    }

    static IterationParams iteration(IterationType type) {
        return new IterationParams(type, 1, TimeValue.NONE, 1);
    }

    static int largestGroup(Board board) {
        return RectangleBoardBenchmarkTest.groups(board).stream().mapToInt(List::size).max().orElse(0);
    }
}
