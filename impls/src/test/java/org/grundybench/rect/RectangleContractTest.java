package org.grundybench.rect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.grundybench.core.SolverLimitException;
import org.grundybench.reference.RectangleReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The contract every {@link RectangleImpl} must meet: the games.md examples, agreement with
 * the exhaustive {@link RectangleReference} on random boards of every shape up to 20 cells,
 * the symmetry, translation and group-sum invariants, full tables, the documented limits, and
 * agreement of all implementations on larger boards.
 *
 * <p>Random cases come from fixed seeds (override with {@code -Dcontract.seed=N}); every
 * failure message names the implementation, the seed, the case number and the board. Reference
 * results are cached in static maps and shared by all implementations.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class RectangleContractTest {
    private static final long SEED = Long.getLong("contract.seed", 0x5EC7_A9C1EL);

    /** What the parameterised tests run: an implementation, or one configured apart. */
    record Subject(String id, Supplier<RectangleSolver> factory) {
        RectangleSolver create() {
            return factory.get();
        }

        @Override
        public String toString() {
            return id;
        }
    }

    /**
     * Every implementation, and canonical_groups again with one thread and with four, as many
     * as there may be processors or not: its search of a large group splits over its threads.
     */
    static Stream<Subject> subjects() {
        Stream<Subject> all = Stream.of(RectangleImpl.values()).map(i -> new Subject(i.id(), i::create));
        Stream<Subject> threads = Stream.of(1, 4).map(t -> new Subject("canonical_groups, " + t
                + (t == 1 ? " thread" : " threads"), () -> new CanonicalGroupsSolver(
                CanonicalGroupsSolver.DEFAULT_MAX_MEMO_ENTRIES, CanonicalGroupsSolver.DEFAULT_TIME_BUDGET_MILLIS, t)));
        return Stream.concat(all, threads);
    }

    // ----- reference results, computed once and shared by every implementation -----

    private static final Map<String, RectangleReference> REFERENCE_BY_SHAPE = new HashMap<>();
    private static final Map<Board, Integer> REFERENCE_VALUES = new HashMap<>();
    private static final Map<String, byte[]> REFERENCE_TABLES = new HashMap<>();

    /** The reference table of an R x C board (cached; 4x5 takes a few seconds). */
    static synchronized byte[] referenceTable(int rows, int cols) {
        return REFERENCE_TABLES.computeIfAbsent(rows + "x" + cols,
                k -> RectangleReference.table(rows, cols));
    }

    /**
     * The reference value of a board. 4x5 boards are read from the cached 4x5 reference table
     * and 5x4 boards from it through their transpose; other shapes are searched, one memo per
     * shape.
     */
    static synchronized int reference(Board b) {
        Integer known = REFERENCE_VALUES.get(b);
        if (known != null) {
            return known;
        }
        int value;
        if (b.rows() == 4 && b.cols() == 5) {
            value = referenceTable(4, 5)[(int) b.cells()];
        } else if (b.rows() == 5 && b.cols() == 4) {
            value = referenceTable(4, 5)[(int) BoardOps.transpose(b).cells()];
        } else {
            if (b.ones() > 20) {
                throw new IllegalArgumentException("the reference search is kept to 20 ones");
            }
            value = REFERENCE_BY_SHAPE
                    .computeIfAbsent(b.rows() + "x" + b.cols(), k -> new RectangleReference(b.rows(), b.cols()))
                    .grundy(RectangleReference.toGrid(b));
        }
        REFERENCE_VALUES.put(b, value);
        return value;
    }

    /** The reference value of a board of any size, as the XOR of its groups' reference values. */
    static int referenceByGroups(Board b) {
        int x = 0;
        for (Board g : BoardOps.croppedGroups(b)) {
            x ^= reference(g);
        }
        return x;
    }

    private static String where(Subject impl, long seed, int caseNo, Board b) {
        return impl.id() + ", seed " + seed + ", case " + caseNo + ", " + BoardOps.describe(b);
    }

    // ----- games.md -----

    @ParameterizedTest
    @MethodSource("subjects")
    void gamesMdExamples(Subject impl) {
        RectangleSolver solver = impl.create();
        Board first = Board.of("0110", "0000", "0000", "0001");
        Board second = Board.of("0010", "0000", "0000", "0001");
        assertEquals(3, solver.grundy(first), impl.id() + ": games.md example 1 has G = 3");
        assertTrue(solver.firstPlayerWins(first), impl.id() + ": games.md example 1 is a win for A");
        assertEquals(0, solver.grundy(second), impl.id() + ": games.md example 2 has G = 0");
        assertFalse(solver.firstPlayerWins(second), impl.id() + ": games.md example 2 is a win for B");
        // Fresh solvers too, in the other order (memo state must not matter).
        assertEquals(0, impl.create().grundy(second), impl.id());
        assertEquals(3, impl.create().grundy(first), impl.id());
    }

    @ParameterizedTest
    @MethodSource("subjects")
    void emptyBoardsAreLossesAndSingleCellsAreWins(Subject impl) {
        RectangleSolver solver = impl.create();
        int[][] shapes = {{1, 1}, {1, 7}, {4, 4}, {5, 4}, {8, 8}, {1, 64}, {64, 1}, {2, 32}};
        for (int[] s : shapes) {
            Board empty = new Board(s[0], s[1], 0);
            assertEquals(0, solver.grundy(empty), impl.id() + ": empty " + s[0] + "x" + s[1]);
            // The last cell (bit R * C - 1, bit 63 on 64-cell boards) alone.
            Board last = new Board(s[0], s[1], 1L << (s[0] * s[1] - 1));
            assertEquals(1, solver.grundy(last), impl.id() + ": " + BoardOps.describe(last));
        }
    }

    // ----- comparison with the exhaustive reference -----

    /**
     * Every shape R x C with R * C <= 20 (1 x 1 ... 1 x 20, 2 x 10, 4 x 5, 5 x 4, 20 x 1, ...),
     * boards of random density up to 16 ones, and the full board of every shape up to 16
     * cells. One solver instance serves all cases, so its memo is reused across boards.
     */
    @ParameterizedTest
    @MethodSource("subjects")
    void matchesReferenceOnRandomBoardsOfEveryShape(Subject impl) {
        long seed = SEED + 1;
        Random rnd = new Random(seed);
        RectangleSolver solver = impl.create();
        int caseNo = 0;
        for (int rows = 1; rows <= 20; rows++) {
            for (int cols = 1; rows * cols <= 20; cols++) {
                int cells = rows * cols;
                List<Board> boards = new ArrayList<>();
                for (int i = 0; i < 4; i++) {
                    boards.add(BoardOps.random(rnd, rows, cols, rnd.nextInt(Math.min(cells, 16) + 1)));
                }
                if (cells <= 16) {
                    boards.add(Board.full(rows, cols));
                }
                for (Board b : boards) {
                    int n = caseNo++;
                    assertEquals(reference(b), solver.grundy(b), () -> where(impl, seed, n, b));
                }
            }
        }
    }

    /** Full 4x5 and 5x4 boards and boards with 16 to 19 of their 20 cells set. */
    @ParameterizedTest
    @MethodSource("subjects")
    void matchesReferenceOnFullAndNearlyFullTwentyCellBoards(Subject impl) {
        long seed = SEED + 2;
        Random rnd = new Random(seed);
        RectangleSolver solver = impl.create();
        int caseNo = 0;
        for (int[] shape : new int[][] {{4, 5}, {5, 4}}) {
            List<Board> boards = new ArrayList<>();
            boards.add(Board.full(shape[0], shape[1]));
            for (int i = 0; i < 4; i++) {
                boards.add(BoardOps.random(rnd, shape[0], shape[1], 16 + rnd.nextInt(4)));
            }
            for (Board b : boards) {
                int n = caseNo++;
                assertEquals(reference(b), solver.grundy(b), () -> where(impl, seed, n, b));
            }
        }
    }

    // ----- invariants -----

    /** All eight rotations and reflections of a board have its reference value. */
    @ParameterizedTest
    @MethodSource("subjects")
    void valueIsUnchangedByRotationAndReflection(Subject impl) {
        long seed = SEED + 3;
        Random rnd = new Random(seed);
        RectangleSolver solver = impl.create();
        for (int i = 0; i < 40; i++) {
            int rows = 1 + rnd.nextInt(5);
            int cols = 1 + rnd.nextInt(rows == 5 ? 4 : 5);
            Board b = BoardOps.random(rnd, rows, cols, rnd.nextInt(Math.min(rows * cols, 14) + 1));
            int expected = reference(b);
            List<Board> images = BoardOps.symmetries(b);
            for (int k = 0; k < images.size(); k++) {
                Board image = images.get(k);
                int n = i;
                int imageNo = k;
                assertEquals(expected, solver.grundy(image), () -> "image " + imageNo + " ("
                        + BoardOps.describe(image) + ") of " + where(impl, seed, n, b));
            }
        }
    }

    /**
     * A board placed anywhere in a larger frame (up to 64 cells: 8x8, 4x16, 1x64, 64x1, ...)
     * keeps its value.
     */
    @ParameterizedTest
    @MethodSource("subjects")
    void valueIsUnchangedByMovingTheOnesInsideALargerFrame(Subject impl) {
        long seed = SEED + 4;
        Random rnd = new Random(seed);
        RectangleSolver solver = impl.create();
        int[][] frames = {{8, 8}, {6, 10}, {4, 16}, {2, 32}, {1, 64}, {64, 1}, {16, 4}, {7, 9}, {5, 12}};
        for (int i = 0; i < 40; i++) {
            int[] frame = frames[i % frames.length];
            int rows = 1 + rnd.nextInt(Math.min(frame[0], 5));
            int cols = 1 + rnd.nextInt(Math.min(frame[1], rows == 5 ? 4 : 5));
            Board b = BoardOps.random(rnd, rows, cols, rnd.nextInt(Math.min(rows * cols, 12) + 1));
            int expected = reference(b);
            for (int k = 0; k < 3; k++) {
                // k = 0: top-left corner; k = 1: bottom-right corner (touching bit 63 when the
                // frame has 64 cells); k = 2: anywhere.
                int dr = k == 0 ? 0 : k == 1 ? frame[0] - rows : rnd.nextInt(frame[0] - rows + 1);
                int dc = k == 0 ? 0 : k == 1 ? frame[1] - cols : rnd.nextInt(frame[1] - cols + 1);
                Board moved = BoardOps.embed(b, frame[0], frame[1], dr, dc);
                int n = i;
                assertEquals(expected, solver.grundy(moved), () -> "moved to "
                        + BoardOps.describe(moved) + "\nfrom " + where(impl, seed, n, b));
            }
        }
    }

    /**
     * Each group moved, rotated or reflected on its own, the groups laid out apart in a new
     * frame: the value is still the reference value of the original board.
     */
    @ParameterizedTest
    @MethodSource("subjects")
    void valueIsUnchangedByMovingRotatingAndReflectingEachGroup(Subject impl) {
        long seed = SEED + 5;
        Random rnd = new Random(seed);
        RectangleSolver solver = impl.create();
        int done = 0;
        for (int i = 0; done < 30; i++) {
            int rows = 2 + rnd.nextInt(4);
            int cols = 2 + rnd.nextInt(rows == 5 ? 3 : 4);
            Board b = BoardOps.random(rnd, rows, cols, 1 + rnd.nextInt(Math.min(rows * cols - 1, 10)));
            List<Board> parts = new ArrayList<>();
            for (Board g : BoardOps.croppedGroups(b)) {
                List<Board> images = BoardOps.symmetries(g);
                parts.add(images.get(rnd.nextInt(images.size())));
            }
            java.util.Collections.shuffle(parts, rnd);
            Board scattered = BoardOps.layOut(parts, rnd, rnd.nextInt(3));
            if (scattered == null) {
                continue;
            }
            done++;
            int n = i;
            assertEquals(reference(b), solver.grundy(scattered), () -> "groups rearranged as "
                    + BoardOps.describe(scattered) + "\nfrom " + where(impl, seed, n, b));
        }
    }

    /**
     * The value of a board is the XOR of its 4-connected groups' values: checked against the
     * implementation's own values of the groups and against the reference, on boards up to
     * 8x8 whose groups are small enough for the reference.
     */
    @ParameterizedTest
    @MethodSource("subjects")
    void valueIsTheXorOfTheGroups(Subject impl) {
        long seed = SEED + 6;
        Random rnd = new Random(seed);
        RectangleSolver solver = impl.create();
        int[][] shapes = {{4, 4}, {5, 4}, {6, 6}, {8, 8}, {3, 12}, {1, 40}, {7, 9}, {2, 32}};
        for (int i = 0; i < 48; i++) {
            int[] s = shapes[i % shapes.length];
            Board b = BoardOps.random(rnd, s[0], s[1], 2 + rnd.nextInt(Math.min(s[0] * s[1] - 2, 13)));
            List<Board> groups = BoardOps.croppedGroups(b);
            int ownXor = 0;
            for (Board g : groups) {
                ownXor ^= impl.create().grundy(g);
            }
            int value = solver.grundy(b);
            int n = i;
            int own = ownXor;
            assertEquals(own, value, () -> groups.size() + " groups whose own values XOR to " + own
                    + "; " + where(impl, seed, n, b));
            assertEquals(referenceByGroups(b), value, () -> "reference by groups; " + where(impl, seed, n, b));
        }
    }

    // ----- full tables -----

    @ParameterizedTest
    @MethodSource("subjects")
    void fullTablesEqualTheReferenceTables(Subject impl) {
        int[][] shapes = {{3, 3}, {4, 4}, {4, 5}, {1, 1}, {1, 12}, {12, 1}, {2, 5}, {5, 2}, {3, 4}, {4, 3}, {2, 6}};
        for (int[] s : shapes) {
            byte[] expected = referenceTable(s[0], s[1]);
            byte[] actual = impl.create().table(s[0], s[1]);
            String what = impl.id() + ": table(" + s[0] + ", " + s[1] + ")";
            assertEquals(expected.length, actual.length, what + " length");
            for (int p = 0; p < expected.length; p++) {
                if (expected[p] != actual[p]) {
                    fail(what + " differs first at position " + p + ": expected " + expected[p]
                            + ", got " + actual[p] + ", "
                            + BoardOps.describe(new Board(s[0], s[1], p)));
                }
            }
        }
    }

    @ParameterizedTest
    @MethodSource("subjects")
    void tableIsConsistentWithSingleBoardValues(Subject impl) {
        long seed = SEED + 7;
        Random rnd = new Random(seed);
        RectangleSolver solver = impl.create();
        byte[] table = solver.table(3, 4);
        for (int i = 0; i < 100; i++) {
            int p = rnd.nextInt(table.length);
            Board b = new Board(3, 4, p);
            int n = i;
            assertEquals(table[p], solver.grundy(b), () -> "table entry vs grundy(); " + where(impl, seed, n, b));
        }
    }

    // ----- limits -----

    @ParameterizedTest
    @MethodSource("subjects")
    void tableRefusesMoreCellsThanItsLimit(Subject impl) {
        RectangleSolver solver = impl.create();
        int max = solver.maxTableCells();
        assertTrue(max >= 25 && max <= 30, impl.id() + ": maxTableCells() = " + max
                + " (every solver builds 5x5; a byte[] holds at most 2^30 positions here)");
        int checked = 0;
        for (int[] s : new int[][] {{2, 13}, {13, 2}, {1, 26}, {26, 1}, {5, 6}, {6, 5}, {5, 7},
                {1, 31}, {8, 8}, {1, 64}}) {
            if (s[0] * s[1] > max) {
                assertThrows(SolverLimitException.class, () -> solver.table(s[0], s[1]),
                        impl.id() + ": table(" + s[0] + ", " + s[1] + ") has more than " + max + " cells");
                checked++;
            }
        }
        assertTrue(checked >= 4, impl.id());
        // Still usable afterwards.
        assertEquals(1, solver.table(1, 1)[1], impl.id());
    }

    @Test
    void iterativeBitsetRefusesBoardsWithMoreThanTwentyFiveOnes() {
        RectangleSolver solver = RectangleImpl.iterative_bitset.create();
        Board checkerboard = BoardOps.build(8, 8, (r, c) -> (r + c) % 2 == 0); // 32 lone ones
        assertThrows(SolverLimitException.class, () -> solver.grundy(checkerboard));
        Board twentySixOnes = new Board(8, 8, keepLowestOnes(checkerboard.cells(), 26));
        assertThrows(SolverLimitException.class, () -> solver.grundy(twentySixOnes));
        assertThrows(SolverLimitException.class, () -> solver.grundy(Board.full(8, 8)));
        // 25 lone ones are accepted: 25 independent single cells, G = 1 (odd count).
        Board twentyFiveOnes = new Board(8, 8, keepLowestOnes(checkerboard.cells(), 25));
        assertEquals(1, solver.grundy(twentyFiveOnes));
    }

    /**
     * The components strategy solves boards far beyond a whole-board search when their groups
     * are small: a full 1 x 64 row is one run of 64 (G = 64, so the mex passes 63), a
     * checkerboard is 32 lone cells (G = 0).
     */
    @Test
    void componentsSolvesLargeBoardsGroupByGroup() {
        RectangleSolver solver = RectangleImpl.components.create();
        assertEquals(0, solver.grundy(BoardOps.build(8, 8, (r, c) -> (r + c) % 2 == 0)));
        assertEquals(64, solver.grundy(Board.full(1, 64)));
        assertEquals(64, solver.grundy(Board.full(64, 1)));
        // Runs of 21 and 10 and a lone cell, apart: 21 ^ 10 ^ 1 = 30.
        Board rows = BoardOps.build(3, 21, (r, c) -> r == 0 || (r == 2 && (c < 10 || c == 20)));
        assertEquals(21 ^ 10 ^ 1, solver.grundy(rows));
    }

    private static long keepLowestOnes(long cells, int count) {
        long out = 0;
        long rest = cells;
        for (int i = 0; i < count; i++) {
            long low = rest & -rest;
            out |= low;
            rest ^= low;
        }
        return out;
    }

    // ----- all implementations agree -----

    /**
     * Random boards up to 64 cells (8x8, 4x16, 2x32, 1x64, ...) with up to 14 ones, beyond the
     * shapes the reference searches whole: every implementation, each a fresh instance per
     * board, gives the same value, which is also the XOR of the groups' reference values.
     */
    @Test
    void allImplementationsAgreeOnLargerBoards() {
        long seed = SEED + 8;
        Random rnd = new Random(seed);
        int[][] shapes = {{8, 8}, {7, 9}, {6, 10}, {4, 16}, {2, 32}, {1, 64}, {64, 1}, {16, 4}, {5, 12}, {3, 21}};
        for (int i = 0; i < 40; i++) {
            int[] s = shapes[i % shapes.length];
            int ones = i < 30 ? rnd.nextInt(13) : 13 + rnd.nextInt(2);
            Board b = BoardOps.random(rnd, s[0], s[1], ones);
            Map<RectangleImpl, Integer> values = new EnumMap<>(RectangleImpl.class);
            for (RectangleImpl impl : RectangleImpl.values()) {
                values.put(impl, impl.create().grundy(b));
            }
            int n = i;
            assertEquals(1, values.values().stream().distinct().count(),
                    () -> "implementations disagree: " + values + "; seed " + seed + ", case " + n + ", "
                            + BoardOps.describe(b));
            assertEquals(referenceByGroups(b), values.get(RectangleImpl.values()[0]),
                    () -> "all implementations give " + values + " but the groups' reference values XOR"
                            + " differently; seed " + seed + ", case " + n + ", " + BoardOps.describe(b));
        }
    }
}
