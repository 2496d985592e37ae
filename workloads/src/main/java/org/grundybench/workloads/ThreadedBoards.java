package org.grundybench.workloads;

import java.util.List;
import org.grundybench.core.Implementation;
import org.grundybench.rect.Board;

/**
 * Hard dense 8x8 boards solved on one thread, on two, and on all the processors the JVM sees
 * ({@code all}, 0 here): what more cores buy on a single board. The collection is
 * {@value #COUNT} boards at density 0.6 that take more than a second on one thread: boards
 * {@link #INDICES} of a stream of random boards from a fixed seed. Of the first 100, nine took
 * 1 to 2.5 s on one thread with JDK 17 and with JDK 25 on the 2-vCPU development machine (a
 * quiet hour; 13 more were refused by a 5 s budget); these five took 1.18 to 1.95 s on both,
 * the four left out came within 0.2 s of 1 s or took over 2 s, which a fork's time cannot
 * afford. Each has a group of at least 20 cells, which the canonical_groups solver searches on
 * every thread.
 */
public enum ThreadedBoards implements Case {
    _8x8_60_1t(1),
    _8x8_60_2t(2),
    _8x8_60_all(0);

    /** Positions in the seeded stream of the chosen boards. */
    public static final List<Integer> INDICES = List.of(10, 23, 26, 28, 86);
    public static final int COUNT = 5;

    private final int threads;

    ThreadedBoards(int threads) {
        this.threads = threads;
    }

    /** The solver's thread count: the fixed count, or every processor this JVM has. */
    @Override
    public int threads() {
        return threads > 0 ? threads : Runtime.getRuntime().availableProcessors();
    }

    /** The collection's boards, the same for every thread count. */
    public Board[] boards() {
        int last = INDICES.get(INDICES.size() - 1);
        Board[] stream = BoardCase.random(8, 8, 0.6, last + 1, Case.SEED ^ "8x8@0.6 threads".hashCode());
        return INDICES.stream().map(i -> stream[i]).toArray(Board[]::new);
    }


    /** The thread count (the charts plot time against it). */
    @Override
    public double size() {
        return threads();
    }

    @Override
    public List<Board> items() {
        return List.of(boards());
    }

    @Override
    public String beyondLimits(Implementation<?> impl) {
        return BoardCase.beyondLimits(impl, boards());
    }

    /** Those of the four-board case of the same density. */
    @Override
    public List<LeftOut> measured() {
        return BoardCase._8x8_60.measured();
    }
}
