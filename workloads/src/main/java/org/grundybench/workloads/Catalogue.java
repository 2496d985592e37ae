package org.grundybench.workloads;

import static org.grundybench.rect.RectangleImpl.bit_parallel;
import static org.grundybench.rect.RectangleImpl.components;
import static org.grundybench.rect.RectangleImpl.eclipse_memo;
import static org.grundybench.rect.RectangleImpl.fastutil_memo;
import static org.grundybench.rect.RectangleImpl.iterative_bitset;
import static org.grundybench.rect.RectangleImpl.recursive_hashset;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.grundybench.core.Implementation;
import org.grundybench.setnim.SetNimImpl;
import org.grundybench.triomino.TriominoImpl;

/**
 * The catalogue: every group of cases of every workload, with its benchmark class and the
 * implementations it leaves out, each with the measurement that put it there. Everything not
 * left out runs, so a constant added to a game's implementation enum is benchmarked in every
 * case of its game unless it is left out here. Adding a case is one constant in its group's
 * enum (and the benchmark test's expected answer, if it pins one).
 *
 * <p>Timings quoted are single runs on the 2-core development machine while other builds ran,
 * so they are rough; they only need to be far out of the suite's budget.
 */
public final class Catalogue {
    /** The seed every input derives from, so every run, fork and machine measures the same positions. */
    public static final long SEED = 20_260_521L;

    private static final String MEMO_TABLE_5X5 = "memoised recursion fills a hash map with all 33,554,432"
            + " positions of 5x5 and reads each back: eclipse_memo took 27.5 s and 2.3 GB resident for"
            + " one table; on 4x5 (32x fewer positions) fastutil_memo and recursive_hashset take 3.5x"
            + " and 9x as long as eclipse_memo (1.0 s and 2.4 s against 0.28 s)";

    private static final String TABLE_LIMIT_5X6 = "refuses tables above 25 cells"
            + " (RectangleSolver.maxTableCells, SolverLimitException); only canonical_groups fills"
            + " the 30-cell 5x6 table (2^30 positions, 1 GiB)";

    private static final String SINGLE_THREADED_TABLE = "fills its table on the calling thread"
            + " whatever the pool, so its numbers at every thread count would be the same measurement;"
            + " its 5x5 time is in the rectangle-table workload";

    private static final String SINGLE_THREADED_BOARD = "solves a board on the calling thread"
            + " whatever the thread count, so its numbers at every thread count would be the same"
            + " measurement; components' time on dense 8x8 boards is in the rectangle-board workloads";

    private static final String SINGLE_THREADED_STRIP = "fills the strip on the calling thread"
            + " whatever the thread count (and refuses or takes minutes at N = 100,000, see the"
            + " triomino workload)";

    private static final String NO_SPLIT_8X8_DENSE = "solves the whole board without splitting it into"
            + " 4-connected groups, over up to 2^k subsets of a board of k ones (k = 32 at density 0.5,"
            + " 38 at 0.6): bit_parallel, the fastest of these, did not finish one 32-one board in 90 s"
            + " (components: under 0.2 s per board)";

    private static final String BITSET_8X8_DENSE = "iterative_bitset tabulates all 2^k subsets of a"
            + " board's k ones and refuses k > 25 (SolverLimitException); these boards have k = 32 or 38";

    private static final String TRIOMINO_MEMO_100K = "refuses N above 20,000"
            + " (MemoTriominoSolver.MAX_N, SolverLimitException)";

    private static final String TRIOMINO_BITSET_100K = "quadratic on one thread: about 20 s at"
            + " N = 20,000 (measured), so about 8 minutes per operation at N = 100,000 (25x the work)";

    private static final String SETNIM_HUGE = "tabulates every value up to the largest pile and"
            + " refuses piles above its limit (SetNimSolver.maxPile, at most 10^8); these piles reach 10^18";

    /** Every group, in the order the suite runs them. */
    public static final List<CaseGroup> GROUPS = List.of(
            new CaseGroup(Workload.RECTANGLE_TABLE, "RectangleTableBenchmark", TableShape.class),
            new CaseGroup(Workload.RECTANGLE_TABLE, "RectangleLargeTableBenchmark", LargeTableShape.class)
                    .leftOut(MEMO_TABLE_5X5, recursive_hashset, fastutil_memo, eclipse_memo),
            new CaseGroup(Workload.RECTANGLE_TABLE, "RectangleHugeTableBenchmark", HugeTableShape.class)
                    .leftOut(TABLE_LIMIT_5X6, recursive_hashset, iterative_bitset, fastutil_memo, eclipse_memo,
                            bit_parallel, components),
            new CaseGroup(Workload.RECTANGLE_TABLE_THREADS, "RectangleTableThreadsBenchmark", ThreadedTable.class)
                    .leftOut(SINGLE_THREADED_TABLE, recursive_hashset, iterative_bitset, fastutil_memo,
                            eclipse_memo, bit_parallel, components),
            new CaseGroup(Workload.RECTANGLE_BOARD, "RectangleBoardBenchmark", BoardCase.class),
            new CaseGroup(Workload.RECTANGLE_BOARD, "RectangleDenseBoardBenchmark", DenseBoardCase.class)
                    .leftOut(NO_SPLIT_8X8_DENSE, recursive_hashset, fastutil_memo, eclipse_memo, bit_parallel)
                    .leftOut(BITSET_8X8_DENSE, iterative_bitset),
            new CaseGroup(Workload.RECTANGLE_BOARD_MEDIAN, "RectangleBoardMedianBenchmark", BoardCollection.class)
                    .leftOut(NO_SPLIT_8X8_DENSE, recursive_hashset, fastutil_memo, eclipse_memo, bit_parallel)
                    .leftOut(BITSET_8X8_DENSE, iterative_bitset),
            new CaseGroup(Workload.RECTANGLE_BOARD_THREADS, "RectangleBoardThreadsBenchmark", ThreadedBoards.class)
                    .leftOut(SINGLE_THREADED_BOARD, recursive_hashset, iterative_bitset, fastutil_memo,
                            eclipse_memo, bit_parallel, components),
            new CaseGroup(Workload.TRIOMINO, "TriominoBenchmark", StripLength.class),
            new CaseGroup(Workload.TRIOMINO, "TriominoLongStripBenchmark", LongStripLength.class)
                    .leftOut(TRIOMINO_MEMO_100K, TriominoImpl.recursive_hashset, TriominoImpl.fastutil_memo,
                            TriominoImpl.eclipse_memo)
                    .leftOut(TRIOMINO_BITSET_100K, TriominoImpl.iterative_bitset),
            new CaseGroup(Workload.TRIOMINO_THREADS, "TriominoThreadsBenchmark", ThreadedStrip.class)
                    .leftOut(SINGLE_THREADED_STRIP, TriominoImpl.recursive_hashset, TriominoImpl.iterative_bitset,
                            TriominoImpl.fastutil_memo, TriominoImpl.eclipse_memo),
            new CaseGroup(Workload.SET_NIM, "SetNimBenchmark", SetNimCollection.class),
            new CaseGroup(Workload.SET_NIM, "SetNimHugePileBenchmark", HugePileCollection.class)
                    .leftOut(SETNIM_HUGE, SetNimImpl.recursive_hashset, SetNimImpl.iterative_bitset,
                            SetNimImpl.fastutil_memo, SetNimImpl.eclipse_memo),
            new CaseGroup(Workload.SET_NIM, "SetNimPerInputBenchmark", PerInputCollection.class)
                    .leftOut(SETNIM_HUGE, SetNimImpl.recursive_hashset, SetNimImpl.iterative_bitset,
                            SetNimImpl.fastutil_memo, SetNimImpl.eclipse_memo));

    private Catalogue() {
    }

    /**
     * The group a JMH benchmark name ({@code package.Class.method}) belongs to: the one whose
     * benchmark class it names.
     */
    public static Optional<CaseGroup> group(String jmhBenchmark) {
        String[] parts = jmhBenchmark.split("\\.");
        String className = parts.length >= 2 ? parts[parts.length - 2] : jmhBenchmark;
        return GROUPS.stream().filter(g -> g.benchmark().equals(className)).findFirst();
    }

    /** The group a case belongs to. */
    public static CaseGroup groupOf(Case c) {
        return GROUPS.stream().filter(g -> g.contains(c)).findFirst()
                .orElseThrow(() -> new IllegalStateException(c + " is in no group"));
    }

    /**
     * The case of one JMH result: the value of its benchmark's case parameter (a constant name),
     * or, as reports and runs made under other parameter names write it, the one parameter value
     * that is a case of the workload (a name or a label). Empty for a benchmark the catalogue
     * does not know, or a case it no longer has.
     */
    public static Optional<Case> caseOf(String jmhBenchmark, Map<String, String> params) {
        return group(jmhBenchmark).flatMap(g -> {
            String own = params.get(g.caseParam());
            for (String value : own != null ? List.of(own) : params.values()) {
                try {
                    return Optional.of(g.workload().parseCase(value));
                } catch (IllegalArgumentException e) {
                    // not a case of this workload: an implementation, or a case it no longer has
                }
            }
            return Optional.empty();
        });
    }

    /** The implementation id of a group run by one implementation (its benchmark has no impl parameter). */
    public static Optional<String> soleImplementation(String jmhBenchmark) {
        return group(jmhBenchmark).filter(g -> !g.hasImplParam())
                .map(g -> g.implementations().get(0).id());
    }

    /**
     * The implementation of the group of {@code caseType} when it is run by one only (its
     * benchmark has no implementation parameter).
     */
    public static Implementation<?> soleImplementation(Class<? extends Enum<?>> caseType) {
        CaseGroup g = GROUPS.stream().filter(x -> x.caseType() == caseType).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(caseType + " is no group's case type"));
        if (g.hasImplParam()) {
            throw new IllegalArgumentException(g + " runs " + g.implementations().size() + " implementations");
        }
        return g.implementations().get(0);
    }
}
