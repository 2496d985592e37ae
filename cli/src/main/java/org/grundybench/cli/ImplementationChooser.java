package org.grundybench.cli;

import java.util.ArrayList;
import java.util.List;
import org.grundybench.core.SolverLimitException;
import org.grundybench.rect.Board;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.setnim.SetNimImpl;
import org.grundybench.triomino.TriominoImpl;

/**
 * Picks the implementation used when {@code --impl} is absent: the best one for the input.
 * Until published benchmark verdicts exist (a later issue reads them from
 * {@code results/latest/fastest.json}), the preference is fixed:
 * <ul>
 *   <li>rect: {@code canonical-groups}, which solves the one board through its groups
 *       (shared across symmetric shapes), never builds a table, and refuses a board beyond
 *       its time and memory budgets instead of running out of memory;</li>
 *   <li>triomino: {@code reduced-recurrence} (N = 20,000 in about a second);</li>
 *   <li>setnim: {@code periodic}, which tabulates up to the largest pile when that is within
 *       its budget and otherwise answers through a proven period.</li>
 * </ul>
 * When the preferred implementation's limit is below the input, the first other one (in enum
 * order) that accepts it is used, and when none does, a {@link SolverLimitException} names
 * the largest limit there is.
 */
class ImplementationChooser {
    // No static fields of the enum types: loading this class must not load (and initialise)
    // the implementations of the games the run does not play.

    RectangleImpl rect(Board board) {
        return RectangleImpl.CANONICAL_GROUPS;
    }

    /** The implementation for a list of strips whose largest N is {@code largestN}. */
    TriominoImpl triomino(long largestN) {
        TriominoImpl preferred = TriominoImpl.REDUCED_RECURRENCE;
        TriominoImpl best = preferred;
        long bestLimit = -1;
        for (TriominoImpl impl : preferring(preferred, TriominoImpl.values())) {
            long limit = impl.create().maxN();
            if (largestN <= limit) {
                return impl;
            }
            if (limit > bestLimit) {
                best = impl;
                bestLimit = limit;
            }
        }
        throw new SolverLimitException("N = " + largestN + " is beyond every triomino"
                + " implementation; the largest limit is N = " + bestLimit + " (" + best.id() + ")");
    }

    /** The implementation for piles whose largest is {@code largestPile}. */
    SetNimImpl setNim(long largestPile) {
        SetNimImpl preferred = SetNimImpl.PERIODIC;
        SetNimImpl best = preferred;
        long bestLimit = -1;
        for (SetNimImpl impl : preferring(preferred, SetNimImpl.values())) {
            long limit = impl.create().maxPile();
            if (largestPile <= limit) {
                return impl;
            }
            if (limit > bestLimit) {
                best = impl;
                bestLimit = limit;
            }
        }
        throw new SolverLimitException("a pile of " + largestPile + " is beyond every Set-Nim"
                + " implementation; the largest limit is " + bestLimit + " (" + best.id() + ")");
    }

    /** {@code first}, then the others in declaration order. */
    private static <E> List<E> preferring(E first, E[] all) {
        List<E> order = new ArrayList<>();
        order.add(first);
        for (E e : all) {
            if (e != first) {
                order.add(e);
            }
        }
        return order;
    }
}
