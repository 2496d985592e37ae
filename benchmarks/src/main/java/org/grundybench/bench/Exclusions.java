package org.grundybench.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.setnim.SetNimImpl;
import org.grundybench.triomino.TriominoImpl;

/**
 * The one list of (workload, case, implementation) combinations the suite does not run, each
 * with the measurement that put it here. Everything else is benchmarked: the implementation
 * {@code @Param} of every workload is its game's whole enum, so a constant added to
 * {@code RectangleImpl}, {@code TriominoImpl} or {@code SetNimImpl} is benchmarked in every case
 * of its game unless it is listed here.
 *
 * <p>{@link Suite} never schedules an excluded combination. A {@code @Setup} that is handed one
 * anyway (the jar run directly, {@code java -jar benchmarks.jar}) refuses it at once through
 * {@link #refuseIfExcluded}, with the reason, instead of running into a time-out.
 *
 * <p>Timings quoted are single cold-ish runs on the 2-core development machine while other
 * builds ran, so they are rough; they only need to be far out of the suite's budget.
 */
public final class Exclusions {

    /** One combination left out, and why. {@code workloadCase} is the value of the workload's case {@code @Param}. */
    public record Exclusion(Class<?> workload, String workloadCase, Enum<?> impl, String reason) {
        public Exclusion {
            if (reason == null || reason.isBlank()) {
                throw new IllegalArgumentException("an exclusion needs a reason");
            }
        }

        @Override
        public String toString() {
            return workload.getSimpleName() + " " + Workloads.caseParam(workload) + "=" + workloadCase
                    + " impl=" + impl.name() + ": " + reason;
        }
    }

    private static final String MEMO_TABLE_5X5 = "memoised recursion fills a hash map with all 33,554,432"
            + " positions of 5x5 and reads each back: eclipse-memo took 27.5 s and 2.3 GB resident for"
            + " one table; on 4x5 (32x fewer positions) fastutil-memo and recursive-hashset take 3.5x"
            + " and 9x as long as eclipse-memo (1.0 s and 2.4 s against 0.28 s)";

    private static final String NO_SPLIT_8X8_DENSE = "solves the whole board without splitting it into"
            + " 4-connected groups, over up to 2^k subsets of a board of k ones (k = 32 at density 0.5,"
            + " 38 at 0.6): bit-parallel, the fastest of these, did not finish one 32-one board in 90 s"
            + " (components: under 0.2 s per board)";

    private static final String BITSET_8X8_DENSE = "iterative-bitset tabulates all 2^k subsets of a"
            + " board's k ones and refuses k > 25 (SolverLimitException); these boards have k = 32 or 38";

    private static final String TABLE_LIMIT_5X6 = "refuses tables above 25 cells"
            + " (RectangleSolver.maxTableCells, SolverLimitException); only canonical-groups fills"
            + " the 30-cell 5x6 table (2^30 positions, 1 GiB)";

    private static final String SINGLE_THREADED_TABLE = "fills its table on the calling thread"
            + " whatever the pool, so its 1- and 2-thread numbers would be the same measurement;"
            + " its 5x5 time is in RectangleTableBenchmark (components: 0.99 s in the JDK 17 full run)";

    private static final String TRIOMINO_MEMO_100K = "refuses N above 20,000"
            + " (MemoTriominoSolver.MAX_N, SolverLimitException)";

    private static final String TRIOMINO_BITSET_100K = "quadratic on one thread: about 20 s at"
            + " N = 20,000 (measured), so about 8 minutes per operation at N = 100,000 (25x the work)";

    private static final String SETNIM_HUGE = "tabulates every value up to the largest pile and"
            + " refuses piles above its limit (SetNimSolver.maxPile, at most 10^8); these piles reach 10^18";

    /** The list. Keep each entry's reason a measurement, not a guess. */
    public static final List<Exclusion> LIST = List.copyOf(build());

    private static List<Exclusion> build() {
        List<Exclusion> list = new ArrayList<>();
        for (RectangleImpl impl : List.of(RectangleImpl.RECURSIVE_HASHSET, RectangleImpl.FASTUTIL_MEMO,
                RectangleImpl.ECLIPSE_MEMO)) {
            list.add(new Exclusion(RectangleTableBenchmark.class, "5x5", impl, MEMO_TABLE_5X5));
        }
        for (RectangleImpl impl : RectangleImpl.values()) {
            if (impl != RectangleImpl.CANONICAL_GROUPS) {
                list.add(new Exclusion(RectangleTableBenchmark.class, "5x6", impl, TABLE_LIMIT_5X6));
                for (String c : RectangleTableThreadsBenchmark.CASES) {
                    list.add(new Exclusion(RectangleTableThreadsBenchmark.class, c, impl, SINGLE_THREADED_TABLE));
                }
            }
        }
        for (String c : List.of("8x8@0.5", "8x8@0.6")) {
            excludeNonSplitting(list, RectangleBoardBenchmark.class, c);
        }
        for (String c : RectangleBoardMedianBenchmark.CASES) {
            excludeNonSplitting(list, RectangleBoardMedianBenchmark.class, c);
        }
        for (TriominoImpl impl : List.of(TriominoImpl.RECURSIVE_HASHSET, TriominoImpl.FASTUTIL_MEMO,
                TriominoImpl.ECLIPSE_MEMO)) {
            list.add(new Exclusion(TriominoBenchmark.class, "100000", impl, TRIOMINO_MEMO_100K));
        }
        list.add(new Exclusion(TriominoBenchmark.class, "100000", TriominoImpl.ITERATIVE_BITSET,
                TRIOMINO_BITSET_100K));
        for (SetNimImpl impl : SetNimImpl.values()) {
            if (impl != SetNimImpl.PERIODIC) {
                list.add(new Exclusion(SetNimBenchmark.class, "huge-1e18", impl, SETNIM_HUGE));
            }
        }
        return list;
    }

    /** Dense 8x8 boards: only the implementations that split a board into groups run them. */
    private static void excludeNonSplitting(List<Exclusion> list, Class<?> workload, String dense) {
        for (RectangleImpl impl : List.of(RectangleImpl.RECURSIVE_HASHSET, RectangleImpl.FASTUTIL_MEMO,
                RectangleImpl.ECLIPSE_MEMO, RectangleImpl.BIT_PARALLEL)) {
            list.add(new Exclusion(workload, dense, impl, NO_SPLIT_8X8_DENSE));
        }
        list.add(new Exclusion(workload, dense, RectangleImpl.ITERATIVE_BITSET, BITSET_8X8_DENSE));
    }

    private Exclusions() {
    }

    /** The exclusion of this combination, if it is excluded. */
    public static Optional<Exclusion> find(Class<?> workload, String workloadCase, Enum<?> impl) {
        return LIST.stream()
                .filter(e -> e.workload() == workload && e.workloadCase().equals(workloadCase)
                        && e.impl() == impl)
                .findFirst();
    }

    public static boolean isExcluded(Class<?> workload, String workloadCase, Enum<?> impl) {
        return find(workload, workloadCase, impl).isPresent();
    }

    /** Called first by every {@code @Setup}: refuses an excluded combination with its reason. */
    public static void refuseIfExcluded(Class<?> workload, String workloadCase, Enum<?> impl) {
        Optional<Exclusion> e = find(workload, workloadCase, impl);
        if (e.isPresent()) {
            throw new ExcludedCombinationException(e.get());
        }
    }

    /** Thrown by a {@code @Setup} handed an excluded combination. */
    public static final class ExcludedCombinationException extends IllegalStateException {
        private static final long serialVersionUID = 1L;

        ExcludedCombinationException(Exclusion e) {
            super("excluded from the suite (see org.grundybench.bench.Exclusions): " + e
                    + ". Run the suite through scripts/bench, which skips excluded combinations.");
        }
    }
}
