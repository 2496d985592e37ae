package org.grundybench.workloads;

import static org.grundybench.rect.RectangleImpl.bit_parallel;
import static org.grundybench.rect.RectangleImpl.components;
import static org.grundybench.rect.RectangleImpl.eclipse_memo;
import static org.grundybench.rect.RectangleImpl.fastutil_memo;
import static org.grundybench.rect.RectangleImpl.iterative_bitset;
import static org.grundybench.rect.RectangleImpl.recursive_hashset;

import org.grundybench.setnim.SetNimImpl;
import org.grundybench.triomino.TriominoImpl;
import org.grundybench.workloads.Case.LeftOut;

/**
 * The left-out reasons, each the measurement that keeps some implementations out of the cases
 * that name it. Everything not left out runs. Timings quoted are single runs on the 2-core
 * development machine while other builds ran: rough, but far out of the suite's budget.
 */
public final class Catalogue {
    /** The seed every input derives from, so every run, fork and machine measures the same positions. */
    public static final long SEED = 20_260_521L;

    static final LeftOut MEMO_TABLE_5X5 = new LeftOut("memoised recursion fills a hash map with all"
            + " 33,554,432 positions of 5x5 and reads each back: eclipse_memo took 27.5 s and 2.3 GB resident"
            + " for one table; on 4x5 (32x fewer positions) fastutil_memo and recursive_hashset take 3.5x"
            + " and 9x as long as eclipse_memo (1.0 s and 2.4 s against 0.28 s)",
            recursive_hashset, fastutil_memo, eclipse_memo);

    static final LeftOut TABLE_LIMIT_5X6 = new LeftOut("refuses tables above 25 cells"
            + " (RectangleSolver.maxTableCells, SolverLimitException); only canonical_groups fills"
            + " the 30-cell 5x6 table (2^30 positions, 1 GiB)",
            recursive_hashset, iterative_bitset, fastutil_memo, eclipse_memo, bit_parallel, components);

    static final LeftOut SINGLE_THREADED_TABLE = new LeftOut("fills its table on the calling thread"
            + " whatever the thread count, so its numbers at every thread count would be the same measurement;"
            + " its 5x5 time is in the rectangle-table workload",
            recursive_hashset, iterative_bitset, fastutil_memo, eclipse_memo, bit_parallel, components);

    static final LeftOut SINGLE_THREADED_BOARD = new LeftOut("solves a board on the calling thread"
            + " whatever the thread count, so its numbers at every thread count would be the same"
            + " measurement; components' time on dense 8x8 boards is in the rectangle-board workloads",
            recursive_hashset, iterative_bitset, fastutil_memo, eclipse_memo, bit_parallel, components);

    static final LeftOut NO_SPLIT_8X8_DENSE = new LeftOut("solves the whole board without splitting it"
            + " into 4-connected groups, over up to 2^k subsets of a board of k ones (k = 32 at density 0.5,"
            + " 38 at 0.6): bit_parallel, the fastest of these, did not finish one 32-one board in 90 s"
            + " (components: under 0.2 s per board)",
            recursive_hashset, fastutil_memo, eclipse_memo, bit_parallel);

    static final LeftOut BITSET_8X8_DENSE = new LeftOut("iterative_bitset tabulates all 2^k subsets of a"
            + " board's k ones and refuses k > 25 (SolverLimitException); these boards have k = 32 or 38",
            iterative_bitset);

    static final LeftOut TRIOMINO_MEMO_100K = new LeftOut("refuses N above 20,000"
            + " (MemoTriominoSolver.MAX_N, SolverLimitException)",
            TriominoImpl.recursive_hashset, TriominoImpl.fastutil_memo, TriominoImpl.eclipse_memo);

    static final LeftOut TRIOMINO_BITSET_100K = new LeftOut("quadratic on one thread: about 20 s at"
            + " N = 20,000 (measured), so about 8 minutes per operation at N = 100,000 (25x the work)",
            TriominoImpl.iterative_bitset);

    static final LeftOut SINGLE_THREADED_STRIP = new LeftOut("fills the strip on the calling thread"
            + " whatever the thread count (and refuses or takes minutes at N = 100,000, see the"
            + " triomino workload)",
            TriominoImpl.recursive_hashset, TriominoImpl.iterative_bitset, TriominoImpl.fastutil_memo,
            TriominoImpl.eclipse_memo);

    static final LeftOut SETNIM_HUGE = new LeftOut("tabulates every value up to the largest pile and"
            + " refuses piles above its limit (SetNimSolver.maxPile, at most 10^8); these piles reach 10^18",
            SetNimImpl.recursive_hashset, SetNimImpl.iterative_bitset, SetNimImpl.fastutil_memo,
            SetNimImpl.eclipse_memo);

    private Catalogue() {
    }
}
