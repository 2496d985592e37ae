package org.grundybench.workloads;

import java.util.List;
import org.grundybench.core.Implementation;
import org.grundybench.rect.Board;

/**
 * A fixed collection of dense 8x8 boards, each timed on its own, cold, for the median board:
 * dense boards are heavy-tailed (at density 0.5 most take well under a millisecond and one in a
 * hundred a quarter of a second), so a mean over four boards says little about a typical one.
 * A collection extends the stream of its four-board case, and leaves out what that case does.
 */
public enum BoardCollection implements Case {
    _8x8_50(BoardCase._8x8_50, 105, Cost.MILLIS),
    /**
     * The 21 boards take up to 14 s each on components, so the benchmark's 5 passes cost 96 s a
     * fork (results/archive/2026-11-23-full): one pass a fork.
     */
    _8x8_60(BoardCase._8x8_60, 21, Cost.ONE_PASS);

    private final BoardCase base;
    private final int count;
    private final Cost cost;

    BoardCollection(BoardCase base, int count, Cost cost) {
        this.base = base;
        this.count = count;
        this.cost = cost;
    }

    public Board[] boards() {
        return base.boards(count);
    }

    /** The seed text of the warmup boards, {@code warmup RxC@density#count}, as runs before the catalogue wrote it. */
    public String warmupSeedText() {
        return "warmup " + base.seedText() + "#" + count;
    }

    @Override
    public List<Board> items() {
        return List.of(boards());
    }

    @Override
    public double size() {
        return base.size();
    }


    @Override
    public Cost cost() {
        return cost;
    }

    @Override
    public String beyondLimits(Implementation<?> impl) {
        return BoardCase.beyondLimits(impl, boards());
    }

    @Override
    public List<LeftOut> measured() {
        return base.measured();
    }
}
