package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.grundybench.rect.Board;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.workloads.BoardCase;
import org.grundybench.workloads.DenseBoardCase;
import org.grundybench.workloads.RandomBoards;
import org.grundybench.reference.RectangleReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs {@link RectangleBoardBenchmark#grundy} for every implementation and board case and checks
 * each board's value against an independent computation: the board split into its 4-connected
 * groups by this test's own flood fill, each group cut to its bounding box and solved by the
 * exhaustive reference, XORed. Groups above {@value #REFERENCE_MAX_GROUP} cells are out of the
 * reference's reach (the dense 8x8 boards have groups of 23 and 28); such a board is checked by
 * agreement of every implementation that solves it.
 */
class RectangleBoardBenchmarkTest {
    static final int REFERENCE_MAX_GROUP = 16;

    /**
     * Implementations that take seconds per board on these cases (they do not split a board
     * into groups): their body runs on the first board only, to keep the test short.
     */
    static final Set<RectangleImpl> SLOW = Set.of(RectangleImpl.recursive_hashset,
            RectangleImpl.fastutil_memo, RectangleImpl.eclipse_memo, RectangleImpl.bit_parallel);
    static final Set<String> SLOW_CASES = Set.of("6x6@0.5", "8x8@0.3");

    /** Per case, per board: the reference value, or -1 when unknown. */
    private static final Map<String, int[]> EXPECTED = new ConcurrentHashMap<>();
    /** Per case, per board: the first value any implementation gave. */
    private static final Map<String, int[]> SEEN = new ConcurrentHashMap<>();
    private static final Checksums CHECKSUMS = new Checksums();

    static Stream<Arguments> combinations() {
        return Combinations.ofAll(RectangleBoardBenchmark.class, RectangleDenseBoardBenchmark.class);
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("combinations")
    void valuesMatchReference(String benchmark, RectangleImpl impl, RandomBoards boardCase) {
        Board[] all = boardCase.boards();
        Board[] boards = SLOW.contains(impl) && SLOW_CASES.contains(boardCase.label()) ? Arrays.copyOf(all, 1) : all;
        int[] values;
        Checksum checksum = new Checksum();
        if (boardCase instanceof BoardCase c) {
            RectangleBoardBenchmark bench = new RectangleBoardBenchmark();
            bench.impl = impl;
            bench.board = c;
            bench.setup();
            assertEquals(BoardCase.BOARDS, bench.boards.length);
            bench.boards = boards;
            values = bench.grundy(checksum);
        } else {
            RectangleDenseBoardBenchmark bench = new RectangleDenseBoardBenchmark();
            bench.denseBoardCaseImpl = impl;
            bench.denseBoardCase = (DenseBoardCase) boardCase;
            bench.setup();
            assertEquals(BoardCase.BOARDS, bench.boards.length);
            values = bench.grundy(checksum);
        }
        assertEquals(boards.length, values.length);

        String label = boardCase.label();
        int[] expected = EXPECTED.computeIfAbsent(label, c -> Arrays.stream(all)
                .mapToInt(RectangleBoardBenchmarkTest::referenceOrUnknown).toArray());
        int[] seen = SEEN.computeIfAbsent(label, c -> {
            int[] s = new int[all.length];
            Arrays.fill(s, -1);
            return s;
        });
        for (int i = 0; i < values.length; i++) {
            String what = impl + " " + label + " board " + i + ":\n" + all[i];
            if (expected[i] >= 0) {
                assertEquals(expected[i], values[i], what);
            }
            synchronized (seen) {
                if (seen[i] < 0) {
                    seen[i] = values[i];
                }
            }
            assertEquals(seen[i], values[i], what + "\n(disagrees with another implementation)");
        }
        // The reference's values, and where it cannot reach, the first implementation's.
        int[] independent = new int[values.length];
        for (int i = 0; i < values.length; i++) {
            independent[i] = expected[i] >= 0 ? expected[i] : seen[i];
        }
        CHECKSUMS.check(label + " " + values.length + " boards", Checksum.of(independent), checksum,
                impl + " " + label);
    }

    /** The dense 8x8 boards, whose groups outgrow the reference, need two implementations. */
    @Test
    void denseBoardsHaveTwoImplementations() {
        assertTrue(Combinations.group(RectangleDenseBoardBenchmark.class).implementations().size() >= 2,
                "dense boards are checked by agreement only; they need two implementations");
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
