package org.grundybench.rect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.grundybench.core.Work.Counts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The work counts of every {@link RectangleImpl} (counting is on in the test JVMs): fresh solvers
 * count the same for the same queries, and the counts match facts worked out here cell by cell,
 * without the solvers' geometry. A full R x C table has 2^(R*C) positions, and its options are the
 * all-ones rectangles of every position; a table by groups needs a mex for connected positions
 * only; canonical_groups needs one mex per group shape (up to translation, rotation and
 * reflection) that a board's moves can reach.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class RectangleWorkTest {
    private static final Board[] BOARDS = {
        Board.of("0110", "0000", "0000", "0001"), Board.of("0010", "0000", "0000", "0001"),
        Board.of("1101", "0111", "1000", "0011"), Board.of("1111", "1011", "1110", "0111"),
        Board.full(3, 4), Board.of("10110", "11011", "00101", "11100", "01001")};

    /** The same boards and a table, on two fresh solvers: the same counts after each query. */
    @ParameterizedTest
    @MethodSource("org.grundybench.rect.RectangleContractTest#subjects")
    void freshSolversCountTheSame(RectangleContractTest.Subject impl) {
        List<Counts> first = queries(impl.create());
        assertEquals(first, queries(impl.create()), impl.id());
        for (Counts c : first) {
            assertTrue(c.positions() > 0 && c.stored() > 0, impl.id() + ": " + c);
            assertTrue(0 <= c.hits() && c.hits() <= c.lookups() && c.options() >= 0, impl.id() + ": " + c);
        }
    }

    private static List<Counts> queries(RectangleSolver solver) {
        List<Counts> counts = new ArrayList<>();
        for (Board b : BOARDS) {
            solver.grundy(b);
            counts.add(solver.work());
        }
        solver.table(3, 3);
        counts.add(solver.work());
        return counts;
    }

    /** A board asked again costs no mex where the memo is kept, and the same again where it is not. */
    @ParameterizedTest
    @MethodSource("org.grundybench.rect.RectangleContractTest#subjects")
    void aRepeatedBoardIsLookedUp(RectangleContractTest.Subject impl) {
        RectangleSolver solver = impl.create();
        Board board = BOARDS[2];
        solver.grundy(board);
        Counts once = solver.work();
        solver.grundy(board);
        Counts again = solver.work().minus(once);
        if (solver instanceof IterativeBitsetSolver) {
            assertEquals(once, again, impl.id() + " keeps no table");
        } else {
            assertEquals(0, again.positions(), impl.id());
            assertEquals(0, again.options(), impl.id());
            assertTrue(again.lookups() > 0 && again.hits() == again.lookups(), impl.id() + ": " + again);
            assertEquals(once.stored(), again.stored(), impl.id());
        }
    }

    /** Memoised recursion over 0..2^n - 1: each position a miss once, then each option a hit. */
    @ParameterizedTest
    @EnumSource(names = {"recursive_hashset", "fastutil_memo", "eclipse_memo"})
    void aMemoisedTableEvaluatesEveryPositionOnce(RectangleImpl impl) {
        long n = 1 << 12;
        long options = optionsOfAll(3, 4, false);
        assertEquals(new Counts(n, options, n + options, options, n), tableWork(impl.create(), 3, 4), impl.id());
    }

    /** Bottom-up: every position but the empty one, whose value the zeroed table holds. */
    @ParameterizedTest
    @EnumSource(names = {"bit_parallel", "iterative_bitset"})
    void aBottomUpTableReadsEachOptionOnce(RectangleImpl impl) {
        long n = 1 << 12;
        long options = optionsOfAll(3, 4, false);
        assertEquals(new Counts(n - 1, options, options, options, n), tableWork(impl.create(), 3, 4), impl.id());
    }

    /**
     * components' table: a mex for each connected position of two or more cells; the others
     * (a single cell too, worth 1 beside the empty rest) read one or two entries.
     */
    @Test
    void aTableByGroupsNeedsAMexForConnectedPositionsOnly() {
        Counts c = tableWork(RectangleImpl.components.create(), 3, 4);
        long connected = connectedPositions(3, 4, 2);
        long options = optionsOfAll(3, 4, true);
        assertEquals(connected, c.positions());
        assertEquals(options, c.options());
        assertEquals(1 << 12, c.stored());
        assertTrue(c.hits() == c.lookups() && c.lookups() >= options + (1 << 12) - 1 - connected
                && c.lookups() <= options + 2 * ((1 << 12) - 1 - connected), c.toString());
    }

    /**
     * canonical_groups' 4x4 table, filled in ascending order: a mex only for a connected position
     * of two or more cells that touches the top row and the first column and has no numerically
     * smaller reflection or transposition; every other position copies or combines entries.
     */
    @Test
    void aSmallTableSkipsTranslatesAndMirrorImages() {
        Counts c = tableWork(new CanonicalGroupsSolver(2), 4, 4);
        long positions = 0;
        long options = 0;
        for (int p = 1; p < 1 << 16; p++) {
            if (connected(4, 4, p) && (p & 0xF) != 0 && (p & 0x1111) != 0 && !hasSmallerImage(p)) {
                positions++;
                options += rectangles(4, 4, p);
            }
        }
        assertEquals(11_506, connectedPositions(4, 4, 1), "connected positions of 4x4 (TableSymmetry's comment)");
        assertEquals(1_479, positions, "left to enumerate by TableSymmetry (its comment), the corner cell too");
        positions--; // the corner cell is worth 1 beside the empty rest: no mex
        options--;
        assertEquals(positions, c.positions());
        assertEquals(options, c.options());
        assertEquals(1 << 16, c.stored());
        assertTrue(c.hits() == c.lookups() && c.lookups() >= options + (1 << 16) - 1 - positions, c.toString());
    }

    /** A table filled by blocks on several threads: each position once, whatever the thread count. */
    @Test
    void aParallelTableCountsTheSameOnOneTwoAndFourThreads() {
        Counts one = tableWork(new CanonicalGroupsSolver(1), 3, 6);
        assertEquals(new Counts(connectedPositions(3, 6, 2), optionsOfAll(3, 6, true), one.lookups(), one.lookups(), 1 << 18),
                one);
        assertEquals(one, tableWork(new CanonicalGroupsSolver(2), 3, 6), "2 threads");
        assertEquals(one, tableWork(new CanonicalGroupsSolver(4), 3, 6), "4 threads");
    }

    /** The full 4x4 board (below the parallel size): one mex per shape it holds, on any thread count. */
    @ParameterizedTest
    @ValueSource(ints = {1, 4})
    void aBoardCostsOneMexPerGroupShape(int threads) {
        Board full = Board.full(4, 4);
        CanonicalGroupsSolver solver = new CanonicalGroupsSolver(threads);
        Counts c = boardWork(solver, full);
        assertEquals(groupShapes(full), c.positions());
        assertEquals(solver.memoSize(), c.stored());
    }

    /**
     * A group of 21 cells, searched by one thread: one mex per shape, the same on fresh solvers.
     * On four threads a shape may be searched by two threads before one of them stores it: at
     * least one mex per shape, and the counts may differ from run to run.
     */
    @Test
    void aLargeGroupOnOneThreadIsDeterministicAndOnSeveralCostsAtLeastAsMuch() {
        Board board = Board.of("01110", "11111", "11111", "11111", "01110");
        long shapes = groupShapes(board);
        Counts one = boardWork(new CanonicalGroupsSolver(1), board);
        assertEquals(shapes, one.positions());
        assertTrue(one.stored() >= shapes && one.hits() <= one.lookups(), one.toString());
        assertEquals(one, boardWork(new CanonicalGroupsSolver(1), board), "one thread, run to run");
        for (int run = 0; run < 2; run++) {
            Counts four = boardWork(new CanonicalGroupsSolver(4), board);
            assertTrue(four.positions() >= shapes && four.stored() >= shapes && four.hits() <= four.lookups(),
                    four.toString());
        }
    }

    private static Counts tableWork(RectangleSolver solver, int rows, int cols) {
        solver.table(rows, cols);
        return solver.work();
    }

    private static Counts boardWork(RectangleSolver solver, Board board) {
        solver.grundy(board);
        return solver.work();
    }

    // ----- facts worked out cell by cell -----

    /** Whether cell (r, c) of a rows x cols position p is set. */
    private static boolean has(int cols, long p, int r, int c) {
        return (p >>> (r * cols + c) & 1) != 0;
    }

    /** The all-ones rectangles of p. */
    static long rectangles(int rows, int cols, long p) {
        long n = 0;
        for (int r1 = 0; r1 < rows; r1++) {
            for (int c1 = 0; c1 < cols; c1++) {
                for (int r2 = r1; r2 < rows; r2++) {
                    for (int c2 = c1; c2 < cols; c2++) {
                        boolean all = true;
                        for (int r = r1; r <= r2 && all; r++) {
                            for (int c = c1; c <= c2 && all; c++) {
                                all = has(cols, p, r, c);
                            }
                        }
                        n += all ? 1 : 0;
                    }
                }
            }
        }
        return n;
    }

    /** The rectangles of every position of the table (of the connected ones of two or more cells only). */
    private static long optionsOfAll(int rows, int cols, boolean connectedOnly) {
        long n = 0;
        for (long p = 1; p < 1L << (rows * cols); p++) {
            if (!connectedOnly || Long.bitCount(p) >= 2 && connected(rows, cols, p)) {
                n += rectangles(rows, cols, p);
            }
        }
        return n;
    }

    private static long connectedPositions(int rows, int cols, int minCells) {
        long n = 0;
        for (long p = 1; p < 1L << (rows * cols); p++) {
            n += Long.bitCount(p) >= minCells && connected(rows, cols, p) ? 1 : 0;
        }
        return n;
    }

    private static final int[] STEP_ROW = {-1, 1, 0, 0};
    private static final int[] STEP_COL = {0, 0, -1, 1};

    /** Whether the non-empty position p is one 4-connected group, by a flood fill over cells. */
    static boolean connected(int rows, int cols, long p) {
        int start = Long.numberOfTrailingZeros(p);
        long seen = 1L << start;
        int[] stack = new int[rows * cols];
        int top = 0;
        stack[top++] = start;
        while (top > 0) {
            int cell = stack[--top];
            for (int d = 0; d < 4; d++) {
                int r = cell / cols + STEP_ROW[d];
                int c = cell % cols + STEP_COL[d];
                if (r >= 0 && r < rows && c >= 0 && c < cols && has(cols, p, r, c) && (seen >>> (r * cols + c) & 1) == 0) {
                    seen |= 1L << (r * cols + c);
                    stack[top++] = r * cols + c;
                }
            }
        }
        return seen == p;
    }

    /** Whether a reflection or transposition of the 4x4 position p, in place, is numerically smaller. */
    private static boolean hasSmallerImage(int p) {
        for (int s = 1; s < 8; s++) {
            int image = 0;
            for (int r = 0; r < 4; r++) {
                for (int c = 0; c < 4; c++) {
                    if (has(4, p, r, c)) {
                        int rr = (s & 1) != 0 ? 3 - r : r;
                        int cc = (s & 2) != 0 ? 3 - c : c;
                        image |= (s & 4) != 0 ? 1 << (cc * 4 + rr) : 1 << (rr * 4 + cc);
                    }
                }
            }
            if (image < p) {
                return true;
            }
        }
        return false;
    }

    /**
     * The shapes of 2 or more cells, up to translation, rotation and reflection, of the connected
     * subsets of a board's cells: every group a search of the board can meet, as every subset of
     * the board is reachable (a move may take a single cell).
     */
    static int groupShapes(Board board) {
        List<int[]> cells = new ArrayList<>();
        for (int r = 0; r < board.rows(); r++) {
            for (int c = 0; c < board.cols(); c++) {
                if (board.get(r, c)) {
                    cells.add(new int[] {r, c});
                }
            }
        }
        Set<Long> shapes = new HashSet<>();
        for (long subset = 1; subset < 1L << cells.size(); subset++) {
            if (Long.bitCount(subset) < 2) {
                continue;
            }
            long p = 0;
            for (int i = 0; i < cells.size(); i++) {
                if ((subset >>> i & 1) != 0) {
                    p |= 1L << (cells.get(i)[0] * board.cols() + cells.get(i)[1]);
                }
            }
            if (connected(board.rows(), board.cols(), p)) {
                shapes.add(shapeKey(board.rows(), board.cols(), p));
            }
        }
        return shapes.size();
    }

    /** The smallest of the eight images of p, each moved to the corner of an 8x8 frame. */
    private static long shapeKey(int rows, int cols, long p) {
        long best = Long.MAX_VALUE;
        for (int s = 0; s < 8; s++) {
            List<int[]> image = new ArrayList<>();
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    if (has(cols, p, r, c)) {
                        int rr = (s & 1) != 0 ? -r : r;
                        int cc = (s & 2) != 0 ? -c : c;
                        image.add((s & 4) != 0 ? new int[] {cc, rr} : new int[] {rr, cc});
                    }
                }
            }
            int top = image.stream().mapToInt(x -> x[0]).min().orElseThrow();
            int left = image.stream().mapToInt(x -> x[1]).min().orElseThrow();
            long key = 0;
            for (int[] x : image) {
                key |= 1L << ((x[0] - top) * 8 + x[1] - left);
            }
            best = Math.min(best, key);
        }
        return best;
    }

    /** iterative_bitset's move search runs on a components solver of its own, whose work is counted with it. */
    @Test
    void iterativeBitsetCountsItsMoveSearch() {
        Board board = BOARDS[3];
        RectangleSolver alone = RectangleImpl.iterative_bitset.create();
        int g = alone.grundy(board);
        RectangleSolver answering = RectangleImpl.iterative_bitset.create();
        RectangleMoves.Answer answer = RectangleMoves.answer(answering, board);
        assertTrue(g != 0 && answer.winningMove().isPresent(), "a board the first player wins");
        Counts searchOnly = answering.work().minus(alone.work());
        assertTrue(searchOnly.positions() > 0 && searchOnly.lookups() > 0, "the search's work counts: " + searchOnly);
        assertTrue(answering.work().stored() > alone.work().stored(), "stored adds the search solver's memo: "
                + answering.work() + " against " + alone.work());
    }
}
