package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.grundybench.rect.Board;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.reference.RectangleReference;
import org.grundybench.workloads.BoardCase;
import org.grundybench.workloads.BoardCollection;
import org.grundybench.workloads.ThreadedBoards;
import org.grundybench.workloads.WinsCollection;
import org.grundybench.workloads.Workload;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openjdk.jmh.runner.IterationType;

/**
 * Runs the one-board benchmark bodies (four boards, the median board, hard boards by thread
 * count) for every implementation on small boards and checks each value against an
 * independent computation: the board split into its 4-connected groups by this test's own flood
 * fill, each group cut to its bounding box and solved by the exhaustive reference, XORed. The
 * single-shot benchmarks are also walked the way JMH does, iteration by iteration, over their
 * full collections, without solving the dense boards (CI's run of the benchmarks jar does).
 */
class RectangleBoardBenchmarkTest {
    static final int REFERENCE_MAX_GROUP = 16;
    private static final Checksums CHECKSUMS = new Checksums();

    static Stream<Arguments> small() {
        return Small.of(BoardCase._4x4_30, BoardCase._4x4_50, BoardCase._6x6_30);
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("small")
    void fourBoardsMatchTheReference(RectangleImpl impl, BoardCase boardCase) {
        RectangleBoardBenchmark bench = new RectangleBoardBenchmark();
        bench.impl = impl;
        bench.board = boardCase;
        bench.setup();
        assertEquals(BoardCase.BOARDS, bench.boards.length);
        Checksum checksum = new Checksum();
        int[] values = bench.grundy(checksum);
        int[] expected = Arrays.stream(bench.boards).mapToInt(RectangleBoardBenchmarkTest::referenceOrUnknown).toArray();
        assertTrue(Arrays.stream(expected).allMatch(v -> v >= 0), "small boards are in the reference's reach");
        for (int i = 0; i < values.length; i++) {
            assertEquals(expected[i], values[i], impl + " " + boardCase + " board " + i + ":\n" + bench.boards[i]);
        }
        CHECKSUMS.check(boardCase.name(), Checksum.of(expected), checksum, impl + " " + boardCase);
    }

    /** Who wins on the four boards of a board case: the first player wins where the independent value is not 0. */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("smallWins")
    void whoWinsOnFourBoardsMatchesTheReference(RectangleImpl impl, BoardCase boardCase) {
        RectangleBoardWinsBenchmark bench = new RectangleBoardWinsBenchmark();
        bench.impl = impl;
        bench.board = boardCase;
        bench.setup();
        int[] expected = Arrays.stream(bench.boards).mapToInt(RectangleBoardBenchmarkTest::referenceOrUnknown).toArray();
        assertTrue(Arrays.stream(expected).allMatch(v -> v >= 0), "small boards are in the reference's reach");
        int[] wins = Arrays.stream(expected).map(v -> v != 0 ? 1 : 0).toArray();
        Checksum checksum = new Checksum();
        assertEquals(Arrays.toString(wins), Arrays.toString(bench.firstPlayerWins(checksum)), impl + " " + boardCase);
        CHECKSUMS.check("wins " + boardCase.name(), Checksum.of(wins), checksum, impl + " " + boardCase);
    }

    static Stream<Arguments> smallWins() {
        return Small.of(Workload.RECTANGLE_BOARD_WINS, BoardCase._4x4_30, BoardCase._4x4_50, BoardCase._6x6_30);
    }

    /** The median benchmark walks its whole collection in order, warms up on other boards, and solves the board of each shot. */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("medianCases")
    void everyMeasuredShotOfTheMedianSolvesTheNextBoard(RectangleImpl impl, BoardCollection collection) {
        RectangleBoardMedianBenchmark bench = new RectangleBoardMedianBenchmark();
        bench.impl = impl;
        bench.collection = collection;
        bench.setup();
        Board[] boards = bench.boards;
        assertEquals(collection.items(), List.of(boards), "the body's boards are the case's items");
        Set<Board> measured = new HashSet<>(Arrays.asList(boards));
        for (int i = 0; i < 3; i++) {
            bench.nextBoard(Small.iteration(IterationType.WARMUP));
            assertTrue(!measured.contains(bench.current), "a warmup shot solved a measured board");
            assertTrue(bench.current.ones() <= bench.current.cellCount() / 2);
        }
        for (int i = 0; i < boards.length; i++) {
            bench.nextBoard(Small.iteration(IterationType.MEASUREMENT));
            assertSame(boards[i], bench.current, "iteration " + i);
        }
        bench.nextBoard(Small.iteration(IterationType.MEASUREMENT));
        assertSame(boards[0], bench.current, "a second pass starts again at the first board");
        checkShots(impl + " median", bench::grundy, b -> bench.current = b);
    }

    static Stream<Arguments> medianCases() {
        return Small.of(BoardCollection.values());
    }

    /** The who-wins benchmark walks its whole collection in order and decides the board of each shot. */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("winsCases")
    void everyMeasuredShotOfWhoWinsDecidesTheNextBoard(RectangleImpl impl, WinsCollection collection) {
        RectangleBoardWinsMedianBenchmark bench = new RectangleBoardWinsMedianBenchmark();
        bench.impl = impl;
        bench.collection = collection;
        bench.setup();
        bench.nextBoard(Small.iteration(IterationType.WARMUP));
        assertTrue(!collection.items().contains(bench.current), "a warmup shot decided a measured board");
        for (Object board : collection.items()) {
            bench.nextBoard(Small.iteration(IterationType.MEASUREMENT));
            assertEquals(board, bench.current);
        }
        List<Board> small = new ArrayList<>(Arrays.asList(BoardCase._4x4_50.boards()));
        small.addAll(Arrays.asList(BoardCase._6x6_30.boards()));
        small.add(Board.of("110", "000", "011"));
        for (Board b : small) {
            bench.current = b;
            Checksum checksum = new Checksum();
            boolean expected = referenceOrUnknown(b) != 0;
            assertEquals(expected, bench.firstPlayerWins(checksum), impl + ":\n" + b);
            assertEquals(Checksum.of(expected ? 1 : 0), checksum.checksum, impl + " " + collection);
        }
    }

    static Stream<Arguments> winsCases() {
        return Small.of(WinsCollection.values());
    }

    @Test
    void medianCollectionsExtendTheFourBoardCases() {
        for (BoardCollection c : BoardCollection.values()) {
            assertTrue(c.items().size() % 2 == 1, c + ": an odd count has one median board");
            Board[] boards = c.boards();
            Board[] four = BoardCase.valueOf(c.name()).boards();
            assertEquals(Arrays.asList(four), Arrays.asList(boards).subList(0, four.length), c.name());
            assertEquals(c.items().size(), Arrays.stream(boards).distinct().count(), c.name());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("byThreads")
    void hardBoardsByThreadCountWalkTheirCollectionAndSolveAShotsBoard(RectangleImpl impl) {
        for (ThreadedBoards t : ThreadedBoards.values()) {
            RectangleBoardThreadsBenchmark bench = new RectangleBoardThreadsBenchmark();
            bench.impl = impl;
            bench.boards = t;
            bench.setup();
            assertEquals(ThreadedBoards.COUNT, bench.collection.length);
            for (int i = 0; i < RectangleBoardThreadsBenchmark.WARMUP_SHOTS; i++) {
                bench.nextBoard(Small.iteration(IterationType.WARMUP));
                assertSame(bench.collection[i], bench.current);
            }
            for (int i = 0; i < RectangleBoardThreadsBenchmark.PASSES * ThreadedBoards.COUNT; i++) {
                bench.nextBoard(Small.iteration(IterationType.MEASUREMENT));
                assertSame(bench.collection[i % ThreadedBoards.COUNT], bench.current, t + " iteration " + i);
            }
            checkShots(impl + " " + t, bench::grundy, b -> bench.current = b);
        }
    }

    /** The implementations that run every case by thread count. */
    static Stream<RectangleImpl> byThreads() {
        return Arrays.stream(RectangleImpl.values()).filter(impl -> Arrays.stream(ThreadedBoards.values())
                .allMatch(t -> Small.workload(t).runs(t).contains(impl)));
    }

    /** A single-shot body on the small boards of _4x4_50 and _6x6_30, set as the shot's board. */
    private static void checkShots(String what, java.util.function.ToIntFunction<Checksum> body,
            java.util.function.Consumer<Board> current) {
        List<Board> small = new ArrayList<>(Arrays.asList(BoardCase._4x4_50.boards()));
        small.addAll(Arrays.asList(BoardCase._6x6_30.boards()));
        for (Board b : small) {
            current.accept(b);
            Checksum checksum = new Checksum();
            checksum.reset();
            int expected = referenceOrUnknown(b);
            assertEquals(expected, body.applyAsInt(checksum), what + ":\n" + b);
            assertEquals(Checksum.of(expected), checksum.checksum, what);
        }
    }

    /** XOR of the reference values of the groups, or -1 if a group is too large for it. */
    static int referenceOrUnknown(Board board) {
        int x = 0;
        for (List<int[]> group : groups(board)) {
            if (group.size() > REFERENCE_MAX_GROUP) {
                return -1;
            }
            x ^= RectangleReference.grundy(crop(group));
        }
        return x;
    }

    /** 4-connected groups of ones, by flood fill over (row, col) cells. */
    static List<List<int[]>> groups(Board board) {
        boolean[][] done = new boolean[board.rows()][board.cols()];
        List<List<int[]>> groups = new ArrayList<>();
        for (int r = 0; r < board.rows(); r++) {
            for (int c = 0; c < board.cols(); c++) {
                if (board.get(r, c) && !done[r][c]) {
                    List<int[]> group = new ArrayList<>();
                    List<int[]> stack = new ArrayList<>();
                    stack.add(new int[] {r, c});
                    done[r][c] = true;
                    while (!stack.isEmpty()) {
                        int[] cell = stack.remove(stack.size() - 1);
                        group.add(cell);
                        int[][] next = {{cell[0] + 1, cell[1]}, {cell[0] - 1, cell[1]},
                            {cell[0], cell[1] + 1}, {cell[0], cell[1] - 1}};
                        for (int[] n : next) {
                            if (n[0] >= 0 && n[0] < board.rows() && n[1] >= 0 && n[1] < board.cols()
                                    && board.get(n[0], n[1]) && !done[n[0]][n[1]]) {
                                done[n[0]][n[1]] = true;
                                stack.add(n);
                            }
                        }
                    }
                    groups.add(group);
                }
            }
        }
        return groups;
    }

    /** The group alone on a board the size of its bounding box. */
    static Board crop(List<int[]> group) {
        int top = Integer.MAX_VALUE;
        int left = Integer.MAX_VALUE;
        int bottom = 0;
        int right = 0;
        for (int[] cell : group) {
            top = Math.min(top, cell[0]);
            left = Math.min(left, cell[1]);
            bottom = Math.max(bottom, cell[0]);
            right = Math.max(right, cell[1]);
        }
        int rows = bottom - top + 1;
        int cols = right - left + 1;
        long cells = 0;
        for (int[] cell : group) {
            cells |= 1L << ((cell[0] - top) * cols + (cell[1] - left));
        }
        return new Board(rows, cols, cells);
    }
}
