package org.grundybench.cli;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToLongFunction;
import org.grundybench.core.Implementation;
import org.grundybench.core.SolverLimitException;
import org.grundybench.rect.Board;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.setnim.SetNimImpl;
import org.grundybench.triomino.TriominoImpl;

/**
 * Picks the implementation used when {@code --impl} is absent: the one the newest published
 * benchmark run ({@link PublishedVerdicts}, results/latest's fastest.json) ranks first on the
 * workload nearest the input, i.e. the fastest, or where the verdict is a tie, the best-scoring
 * of the tied ones:
 * <ul>
 *   <li>a board: the {@code RectangleBoard} case of the nearest cell count (log scale), then
 *       the nearest density of ones;</li>
 *   <li>a full table ({@code rect --table}): the {@code RectangleTable} shape of the nearest
 *       cell count;</li>
 *   <li>triomino strips: the {@code Triomino} N nearest the largest N (log scale);</li>
 *   <li>Set-Nim: the {@code SetNim} input whose largest pile is nearest the input's (log scale):
 *       10^4 for {@code classic}, 10^6 for {@code s2-5-1e6}, 10^18 for {@code huge-1e18}.</li>
 * </ul>
 * Boards above {@value #MAX_UNBUDGETED_CELLS} cells always go to {@code canonical-groups}, whose
 * budgets refuse a board that would take too long or too much memory; the others would run
 * until done. When that implementation's limit is below the input, the next one in the
 * workload's ranking that accepts it is used, then the fixed preference ({@code canonical-groups},
 * {@code reduced-recurrence}, {@code periodic}), then any other in enum order; when none
 * accepts it, a {@link SolverLimitException} names the largest limit there is. Without a
 * published run the fixed preference comes first.
 */
class ImplementationChooser {
    // No static fields of the enum types: loading this class must not load (and initialise)
    // the implementations of the games the run does not play.

    /** The largest pile of each Set-Nim benchmark input (benchmarks' Inputs.setNim). */
    static final Map<String, Double> SET_NIM_INPUT_PILES = Map.of(
            "classic", 1e4, "s2-5-1e6", 1e6, "huge-1e18", 1e18);

    private final Supplier<PublishedVerdicts> source;
    private PublishedVerdicts verdicts;

    /** Follows the verdicts the jar was built with. */
    ImplementationChooser() {
        this(PublishedVerdicts::load);
    }

    ImplementationChooser(PublishedVerdicts verdicts) {
        this(() -> verdicts);
    }

    private ImplementationChooser(Supplier<PublishedVerdicts> source) {
        this.source = source;
    }

    PublishedVerdicts verdicts() {
        if (verdicts == null) {
            verdicts = source.get();
        }
        return verdicts;
    }

    RectangleImpl rect(Board board) {
        int cells = board.rows() * board.cols();
        double density = board.ones() / (double) cells;
        Optional<PublishedVerdicts.Workload> w = verdicts().of("RectangleBoardBenchmark.grundy").stream()
                .filter(x -> boardCase(x) != null)
                .min(Comparator.<PublishedVerdicts.Workload>comparingDouble(
                        x -> logDistance(cells, boardCase(x)[0]))
                        .thenComparingDouble(x -> Math.abs(density - boardCase(x)[1])));
        return pick(RectangleImpl.class, w, RectangleImpl.CANONICAL_GROUPS, impl -> takes(impl, board))
                .orElseThrow(); // canonical-groups takes every board
    }

    /** Boards above this many cells go to canonical-groups, the one solver with time and memory budgets. */
    static final int MAX_UNBUDGETED_CELLS = 25;

    /**
     * Whether the CLI gives {@code board} to {@code impl}: {@code canonical-groups} takes every
     * board (it refuses, naming the budget, what exceeds its time or memory budget); the others
     * have no budget, so they take boards of at most {@value #MAX_UNBUDGETED_CELLS} cells (which
     * also keeps {@code iterative-bitset} within its 25 ones).
     */
    static boolean takes(RectangleImpl impl, Board board) {
        return impl == RectangleImpl.CANONICAL_GROUPS || board.rows() * board.cols() <= MAX_UNBUDGETED_CELLS;
    }

    /**
     * The implementation for a full R x C table: one whose table limit takes it, or, when none
     * does, the one with the largest limit (whose refusal names it).
     */
    RectangleImpl rectTable(int rows, int cols) {
        int cells = rows * cols;
        Optional<PublishedVerdicts.Workload> w = nearest(verdicts().of("RectangleTableBenchmark.table"),
                x -> {
                    int[] rc = shape(x.params().get("shape"));
                    return rc == null ? Double.NaN : logDistance(cells, rc[0] * (double) rc[1]);
                });
        return pick(RectangleImpl.class, w, RectangleImpl.CANONICAL_GROUPS,
                impl -> cells <= impl.create().maxTableCells())
                .orElse(RectangleImpl.CANONICAL_GROUPS);
    }

    /** The implementation for a list of strips whose largest N is {@code largestN}. */
    TriominoImpl triomino(long largestN) {
        Optional<PublishedVerdicts.Workload> w = nearest(verdicts().of("TriominoBenchmark.grundyUpTo"),
                x -> logDistance(Math.max(1, largestN), number(x.params().get("n"))));
        return withinLimit(TriominoImpl.class, w, TriominoImpl.REDUCED_RECURRENCE, impl -> impl.create().maxN(),
                largestN, "N = " + largestN, "triomino", "N = ");
    }

    /** The implementation for piles whose largest is {@code largestPile}. */
    SetNimImpl setNim(long largestPile) {
        Optional<PublishedVerdicts.Workload> w = nearest(verdicts().of("SetNimBenchmark.grundy"),
                x -> {
                    Double piles = SET_NIM_INPUT_PILES.get(x.params().get("input"));
                    return piles == null ? Double.NaN : logDistance(Math.max(1, largestPile), piles);
                });
        return withinLimit(SetNimImpl.class, w, SetNimImpl.PERIODIC, impl -> impl.create().maxPile(),
                largestPile, "a pile of " + largestPile, "Set-Nim", "");
    }

    /** The workload nearest the input; workloads whose case cannot be read (NaN) are ignored. */
    static Optional<PublishedVerdicts.Workload> nearest(List<PublishedVerdicts.Workload> workloads,
            ToDoubleFunction<PublishedVerdicts.Workload> distance) {
        return workloads.stream().filter(x -> !Double.isNaN(distance.applyAsDouble(x)))
                .min(Comparator.comparingDouble(distance));
    }

    /**
     * The first implementation that accepts the input: the workload's ranking (ids this build
     * does not know are skipped), then {@code preferred}, then the rest in declaration order.
     */
    static <E extends Enum<E> & Implementation<?>> Optional<E> pick(Class<E> type,
            Optional<PublishedVerdicts.Workload> workload, E preferred, Predicate<E> accepts) {
        List<E> order = new ArrayList<>();
        workload.ifPresent(w -> {
            for (String id : w.ranking()) {
                for (E e : type.getEnumConstants()) {
                    if (e.id().equals(id) && !order.contains(e)) {
                        order.add(e);
                    }
                }
            }
        });
        if (!order.contains(preferred)) {
            order.add(preferred);
        }
        for (E e : type.getEnumConstants()) {
            if (!order.contains(e)) {
                order.add(e);
            }
        }
        return order.stream().filter(accepts).findFirst();
    }

    /**
     * The first implementation in {@link #pick}'s order whose limit is at least {@code value};
     * beyond every limit, a {@link SolverLimitException} naming the largest one.
     */
    private static <E extends Enum<E> & Implementation<?>> E withinLimit(Class<E> type,
            Optional<PublishedVerdicts.Workload> workload, E preferred, ToLongFunction<E> limit, long value,
            String input, String game, String limitPrefix) {
        return pick(type, workload, preferred, impl -> value <= limit.applyAsLong(impl)).orElseThrow(() -> {
            E best = Collections.max(List.of(type.getEnumConstants()), Comparator.comparingLong(limit));
            return new SolverLimitException(input + " is beyond every " + game + " implementation;"
                    + " the largest limit is " + limitPrefix + limit.applyAsLong(best) + " (" + best.id() + ")");
        });
    }

    static double logDistance(double a, double b) {
        return Math.abs(Math.log(a) - Math.log(b));
    }

    /** {cells, density} of a board case {@code RxC@density}, or null. */
    static double[] boardCase(PublishedVerdicts.Workload w) {
        String c = w.params().get("board");
        int at = c == null ? -1 : c.indexOf('@');
        int[] rc = at < 0 ? null : shape(c.substring(0, at));
        double density = at < 0 ? Double.NaN : number(c.substring(at + 1));
        return rc == null || Double.isNaN(density) ? null : new double[] {rc[0] * (double) rc[1], density};
    }

    /** {rows, cols} of {@code RxC}, or null. */
    static int[] shape(String s) {
        if (s == null || !s.matches("\\d{1,2}x\\d{1,2}")) {
            return null;
        }
        int x = s.indexOf('x');
        return new int[] {Integer.parseInt(s.substring(0, x)), Integer.parseInt(s.substring(x + 1))};
    }

    private static double number(String s) {
        try {
            return s == null ? Double.NaN : Double.parseDouble(s);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
