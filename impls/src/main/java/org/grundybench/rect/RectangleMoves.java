package org.grundybench.rect;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.grundybench.core.Deadline;
import org.grundybench.core.SolverLimitException;

/**
 * Winning moves of rectangle removal: the first option after which the player to move loses,
 * found by asking a solver whether the first player wins each option.
 */
public final class RectangleMoves {
    private RectangleMoves() {
    }

    /** The value of a board and, when the first player wins, a winning move. */
    public record Answer(int grundy, Optional<RectangleMove> winningMove) {
    }

    /** Whether the first player wins a board and, when so, a winning move. */
    public record Outcome(boolean firstPlayerWins, Optional<RectangleMove> winningMove) {
    }

    /** A winning move of {@code board}, or empty when the first player loses; see {@link #outcome}. */
    public static Optional<RectangleMove> winningMove(RectangleSolver solver, Board board) {
        return outcome(solver, board).winningMove();
    }

    /** {@link #answer(RectangleSolver, Board, Deadline)} within one new deadline of the solver's. */
    public static Answer answer(RectangleSolver solver, Board board) {
        return answer(solver, board, solver.newDeadline());
    }

    /** {@link #answer(RectangleSolver, RectangleSolver, Board, Deadline)} with one solver for both. */
    public static Answer answer(RectangleSolver solver, Board board, Deadline deadline) {
        return answer(solver, solver, board, deadline);
    }

    /**
     * The value of {@code board}, by {@code values}, and a move after which the board has value 0
     * (empty when the value is 0), by {@code outcomes}: the first option (in the order of
     * {@link #outcome}) it finds a loss for the player to move. The outcomes agree with the value:
     * a winning board's move proves the win, and a board of value 0 is also asked of
     * {@code outcomes} where that is another solver.
     *
     * <p>The value and the search are one query: both run within {@code deadline}, checked
     * before each option too, and a refusal during the search says that the value was found.
     */
    public static Answer answer(RectangleSolver values, RectangleSolver outcomes, Board board, Deadline deadline) {
        int g = values.grundy(board, deadline);
        String known = "the board has Grundy value " + g;
        try {
            if (g != 0) {
                return new Answer(g, Optional.of(search(outcomes, board, deadline, known)));
            }
            if (outcomes != values && outcomes.firstPlayerWins(board, deadline)) {
                throw new IllegalStateException(known + ", but the solver of outcomes finds a win for the"
                        + " first player:\n" + board);
            }
            return new Answer(0, Optional.empty());
        } catch (SolverLimitException e) {
            throw refused(known, g == 0 ? "who wins" : "a winning move", e);
        }
    }

    /** {@link #outcome(RectangleSolver, Board, Deadline)} within one new deadline of the solver's. */
    public static Outcome outcome(RectangleSolver solver, Board board) {
        return outcome(solver, board, solver.newDeadline());
    }

    /**
     * Whether the first player wins {@code board} and, when so, a move after which the player to
     * move loses, by outcomes alone: no value is computed where the solver decides outcomes
     * without one. Options are tried by the cells of the largest 4-connected group they leave,
     * fewest first, and options that leave equally large groups in row-major order of the
     * rectangle's top-left cell, then by bottom row, then by right column; the first one that
     * {@code solver} finds a loss is the answer, so a board always gets the same move. That is
     * close to the order in which {@link OutcomeSearchSolver} tries a position's options (by the
     * cells of the group left to search), so the loss its answer found tends to come early and
     * the wins before it are proven on small groups; it costs {@link CanonicalGroupsSolver} less
     * too, a smaller group being cheaper to value (results/notes/ab-winning-move-order.md). A solver
     * that keeps its memo has met every option (or its groups) already; {@link
     * IterativeBitsetSolver} keeps nothing and would tabulate each option afresh, so a
     * {@link ComponentsSolver} of its own decides its options.
     *
     * <p>The outcome and the search are one query, as in {@link #answer}: a refusal during the
     * search says that the first player wins.
     */
    public static Outcome outcome(RectangleSolver solver, Board board, Deadline deadline) {
        if (!solver.firstPlayerWins(board, deadline)) {
            return new Outcome(false, Optional.empty());
        }
        String known = "the first player wins";
        try {
            return new Outcome(true, Optional.of(search(solver, board, deadline, known)));
        } catch (SolverLimitException e) {
            throw refused(known, "a winning move", e);
        }
    }

    private static SolverLimitException refused(String known, String sought, SolverLimitException e) {
        return new SolverLimitException(known + ", but the search for " + sought + " was refused: "
                + e.getMessage());
    }

    /**
     * The first option, in the order of {@link #outcome}, that is a loss, of a board the first
     * player wins ({@code known}).
     */
    private static RectangleMove search(RectangleSolver solver, Board board, Deadline deadline, String known) {
        RectangleSolver search = solver instanceof IterativeBitsetSolver i ? i.forOptions() : solver;
        List<RectangleMove> options = options(board);
        RectangleGeometry frame = RectangleGeometry.of(board);
        long[] order = new long[options.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = (long) largestGroup(frame, board, options.get(i)) << 32 | i;
        }
        Arrays.sort(order);
        for (long o : order) {
            RectangleMove m = options.get((int) o);
            deadline.check("no winning move found");
            if (!search.firstPlayerWins(board.clear(m.top(), m.left(), m.bottom(), m.right()), deadline)) {
                return m;
            }
        }
        throw new IllegalStateException(known + ", but no move leaves a loss for the player to"
                + " move:\n" + board);
    }

    /** The options of a board in row-major order of the top-left cell, then by bottom row, then by right column. */
    private static List<RectangleMove> options(Board board) {
        List<RectangleMove> options = new ArrayList<>();
        int rows = board.rows();
        int cols = board.cols();
        for (int r1 = 0; r1 < rows; r1++) {
            for (int c1 = 0; c1 < cols; c1++) {
                if (!board.get(r1, c1)) {
                    continue;
                }
                int width = cols - c1; // the right edge stays within every row's run of ones
                for (int r2 = r1; r2 < rows && board.get(r2, c1); r2++) {
                    int run = 0;
                    while (run < width && board.get(r2, c1 + run)) {
                        run++;
                    }
                    width = run;
                    for (int c2 = c1; c2 < c1 + width; c2++) {
                        options.add(new RectangleMove(r1, c1, r2, c2));
                    }
                }
            }
        }
        return options;
    }

    /** The cells of the largest 4-connected group of {@code board} once {@code move} has cleared its rectangle. */
    private static int largestGroup(RectangleGeometry frame, Board board, RectangleMove move) {
        long rest = board.clear(move.top(), move.left(), move.bottom(), move.right()).cells();
        int largest = 0;
        while (rest != 0) {
            long group = frame.groupOf(rest, rest & -rest);
            rest ^= group;
            largest = Math.max(largest, Long.bitCount(group));
        }
        return largest;
    }
}
