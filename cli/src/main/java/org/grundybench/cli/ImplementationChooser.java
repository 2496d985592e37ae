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
import org.grundybench.workloads.Case;
import org.grundybench.workloads.Catalogue;
import org.grundybench.workloads.RandomBoards;
import org.grundybench.workloads.Workload;

/**
 * Picks the implementation used when {@code --impl} is absent: the one the newest published
 * benchmark run ({@link PublishedVerdicts}, results/latest's fastest.json) ranks first on the
 * case nearest the input (the catalogue reads each verdict's case and gives its size), i.e. the
 * fastest, or where the verdict is a tie, the best-scoring of the tied ones:
 * <ul>
 *   <li>a board: the {@code RectangleBoard} case of the nearest cell count (log scale), then
 *       the nearest density of ones;</li>
 *   <li>a full table ({@code rect --table}): the {@code RectangleTable} shape of the nearest
 *       cell count;</li>
 *   <li>triomino strips: the {@code Triomino} N nearest the largest N (log scale);</li>
 *   <li>Set-Nim: the {@code SetNim} input collection whose largest pile is nearest the input's
 *       (log scale).</li>
 * </ul>
 * Boards above {@value #MAX_UNBUDGETED_CELLS} cells always go to {@code canonical_groups}, whose
 * budgets refuse a board that would take too long or too much memory; the others would run
 * until done. When that implementation's limit is below the input, the next one in the
 * case's ranking that accepts it is used, then the fixed preference ({@code canonical_groups},
 * {@code reduced_recurrence}, {@code periodic}), then any other in enum order; when none
 * accepts it, a {@link SolverLimitException} names the largest limit there is. Without a
 * published run the fixed preference comes first.
 */
class ImplementationChooser {
    // No static fields of the enum types: loading this class must not load (and initialise)
    // the implementations of the games the run does not play.

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
        Optional<PublishedVerdicts.Verdict> w = nearest(Workload.RECTANGLE_BOARD, cells,
                c -> Math.abs(density - ((RandomBoards) c).density()));
        return pick(RectangleImpl.class, w, RectangleImpl.canonical_groups, impl -> takes(impl, board))
                .orElseThrow(); // canonical_groups takes every board
    }

    /** Boards above this many cells go to canonical_groups, the one solver with time and memory budgets. */
    static final int MAX_UNBUDGETED_CELLS = 25;

    /**
     * Whether the CLI gives {@code board} to {@code impl}: {@code canonical_groups} takes every
     * board (it refuses, naming the budget, what exceeds its time or memory budget); the others
     * have no budget, so they take boards of at most {@value #MAX_UNBUDGETED_CELLS} cells (which
     * also keeps {@code iterative_bitset} within its 25 ones).
     */
    static boolean takes(RectangleImpl impl, Board board) {
        return impl == RectangleImpl.canonical_groups || board.rows() * board.cols() <= MAX_UNBUDGETED_CELLS;
    }

    /**
     * The implementation for a full R x C table: one whose table limit takes it, or, when none
     * does, the one with the largest limit (whose refusal names it).
     */
    RectangleImpl rectTable(int rows, int cols) {
        int cells = rows * cols;
        Optional<PublishedVerdicts.Verdict> w = nearest(Workload.RECTANGLE_TABLE, Math.pow(2, cells), c -> 0);
        return pick(RectangleImpl.class, w, RectangleImpl.canonical_groups,
                impl -> cells <= impl.create().maxTableCells())
                .orElse(RectangleImpl.canonical_groups);
    }

    /** The implementation for a list of strips whose largest N is {@code largestN}. */
    TriominoImpl triomino(long largestN) {
        Optional<PublishedVerdicts.Verdict> w = nearest(Workload.TRIOMINO, Math.max(1, largestN), c -> 0);
        return withinLimit(TriominoImpl.class, w, TriominoImpl.reduced_recurrence, impl -> impl.create().maxN(),
                largestN, "N = " + largestN, "triomino", "N = ");
    }

    /** The implementation for piles whose largest is {@code largestPile}. */
    SetNimImpl setNim(long largestPile) {
        Optional<PublishedVerdicts.Verdict> w = nearest(Workload.SET_NIM, Math.max(1, largestPile), c -> 0);
        return withinLimit(SetNimImpl.class, w, SetNimImpl.periodic, impl -> impl.create().maxPile(),
                largestPile, "a pile of " + largestPile, "Set-Nim", "");
    }

    /**
     * The verdict on the case of {@code workload} whose size is nearest {@code size} (log scale),
     * then nearest by {@code tieBreak}; verdicts on cases the catalogue does not know are ignored.
     */
    Optional<PublishedVerdicts.Verdict> nearest(Workload workload, double size, ToDoubleFunction<Case> tieBreak) {
        return verdicts().all().stream()
                .map(v -> Map.entry(v, Catalogue.caseOf(v.benchmark(), v.params())))
                .filter(e -> e.getValue().isPresent() && e.getValue().get().workload() == workload)
                .min(Comparator.<Map.Entry<PublishedVerdicts.Verdict, Optional<Case>>>comparingDouble(
                        e -> logDistance(size, e.getValue().get().size()))
                        .thenComparingDouble(e -> tieBreak.applyAsDouble(e.getValue().get())))
                .map(Map.Entry::getKey);
    }

    /**
     * The first implementation that accepts the input: the verdict's ranking (ids this build
     * does not know are skipped), then {@code preferred}, then the rest in declaration order.
     */
    static <E extends Enum<E> & Implementation<?>> Optional<E> pick(Class<E> type,
            Optional<PublishedVerdicts.Verdict> verdict, E preferred, Predicate<E> accepts) {
        List<E> order = new ArrayList<>();
        verdict.ifPresent(w -> {
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
            Optional<PublishedVerdicts.Verdict> verdict, E preferred, ToLongFunction<E> limit, long value,
            String input, String game, String limitPrefix) {
        return pick(type, verdict, preferred, impl -> value <= limit.applyAsLong(impl)).orElseThrow(() -> {
            E best = Collections.max(List.of(type.getEnumConstants()), Comparator.comparingLong(limit));
            return new SolverLimitException(input + " is beyond every " + game + " implementation;"
                    + " the largest limit is " + limitPrefix + limit.applyAsLong(best) + " (" + best.id() + ")");
        });
    }

    static double logDistance(double a, double b) {
        return Math.abs(Math.log(a) - Math.log(b));
    }
}
