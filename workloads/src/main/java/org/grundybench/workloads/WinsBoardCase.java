package org.grundybench.workloads;

import java.util.ArrayList;
import java.util.List;
import org.grundybench.core.Implementation;
import org.grundybench.rect.Board;

/**
 * The board cases asked who wins: each constant is the {@link BoardCase} of its name, the same four
 * boards, limits and cost, and leaves out what that case does. On the two seconds-long cases it
 * also leaves out the whole-board solvers that need seconds a board: they decide who wins by the
 * board's value, the very work rectangle-board times on these boards.
 */
public enum WinsBoardCase implements Case {
    _4x4_30(BoardCase._4x4_30, null),
    _4x4_50(BoardCase._4x4_50, null),
    _6x6_30(BoardCase._6x6_30, null),
    _6x6_50(BoardCase._6x6_50, "145 ms (bit_parallel) to 1.24 s (recursive_hashset) a board against outcome_search's 261 us"),
    _8x8_30(BoardCase._8x8_30, "341 ms (bit_parallel) to 3.87 s (recursive_hashset) a board against outcome_search's 206 us"),
    _8x8_50(BoardCase._8x8_50, null),
    _8x8_60(BoardCase._8x8_60, null);

    private final BoardCase board;
    private final List<LeftOut> measured;

    /** {@code valueTimes}: the whole-board solvers' values on these boards, where their forks would take tens of seconds. */
    WinsBoardCase(BoardCase board, String valueTimes) {
        this.board = board;
        List<LeftOut> all = new ArrayList<>(board.measured());
        if (valueTimes != null) {
            all.add(new LeftOut("decides who wins by computing the board's value, which rectangle-board times on the same"
                    + " boards: " + valueTimes + " (results/2026-11-26-full); a fork would take up to 50 s",
                    BoardCase.wholeBoardSolvers()));
        }
        this.measured = List.copyOf(all);
    }

    public Board[] boards() {
        return board.boards();
    }

    @Override
    public List<Board> items() {
        return board.items();
    }

    @Override
    public double size() {
        return board.size();
    }


    @Override
    public Cost cost() {
        return board.cost();
    }

    @Override
    public String beyondLimits(Implementation<?> impl) {
        return board.beyondLimits(impl);
    }

    @Override
    public List<LeftOut> measured() {
        return measured;
    }
}
