package org.grundybench.bench;

import java.util.List;
import java.util.Optional;
import org.grundybench.rect.RectangleImpl;

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
            + " 4-connected groups, over up to 2^32 subsets of a 32-one board: bit-parallel, the fastest"
            + " of these, did not finish one such board in 90 s (components: under 0.2 s per board)";

    private static final String BITSET_8X8_DENSE = "iterative-bitset tabulates all 2^k subsets of a"
            + " board's k ones and refuses k > 25 (SolverLimitException); these boards have k = 32";

    /** The list. Keep each entry's reason a measurement, not a guess. */
    public static final List<Exclusion> LIST = List.of(
            new Exclusion(RectangleTableBenchmark.class, "5x5", RectangleImpl.RECURSIVE_HASHSET, MEMO_TABLE_5X5),
            new Exclusion(RectangleTableBenchmark.class, "5x5", RectangleImpl.FASTUTIL_MEMO, MEMO_TABLE_5X5),
            new Exclusion(RectangleTableBenchmark.class, "5x5", RectangleImpl.ECLIPSE_MEMO, MEMO_TABLE_5X5),
            new Exclusion(RectangleBoardBenchmark.class, "8x8@0.5", RectangleImpl.RECURSIVE_HASHSET, NO_SPLIT_8X8_DENSE),
            new Exclusion(RectangleBoardBenchmark.class, "8x8@0.5", RectangleImpl.FASTUTIL_MEMO, NO_SPLIT_8X8_DENSE),
            new Exclusion(RectangleBoardBenchmark.class, "8x8@0.5", RectangleImpl.ECLIPSE_MEMO, NO_SPLIT_8X8_DENSE),
            new Exclusion(RectangleBoardBenchmark.class, "8x8@0.5", RectangleImpl.BIT_PARALLEL, NO_SPLIT_8X8_DENSE),
            new Exclusion(RectangleBoardBenchmark.class, "8x8@0.5", RectangleImpl.ITERATIVE_BITSET, BITSET_8X8_DENSE));

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
