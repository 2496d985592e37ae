package org.grundybench.workloads;

import static org.grundybench.rect.RectangleImpl.bit_parallel;
import static org.grundybench.rect.RectangleImpl.eclipse_memo;
import static org.grundybench.rect.RectangleImpl.fastutil_memo;
import static org.grundybench.rect.RectangleImpl.iterative_bitset;
import static org.grundybench.rect.RectangleImpl.recursive_hashset;

import java.util.List;
import org.grundybench.core.Implementation;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.rect.RectangleSolver;

/** A full table of an R x C board: the Grundy value of every one of its 2^(R*C) positions. */
public enum TableShape implements Case {
    _3x3(3, 3, Cost.MILLIS),
    _4x4(4, 4, Cost.MILLIS),
    /** recursive_hashset 2.4 s. */
    _4x5(4, 5, Cost.SECONDS),
    /** 33,554,432 positions: 0.5-6.7 s; too large for the memoised recursions. */
    _5x5(5, 5, Cost.SECONDS, new LeftOut("memoised recursion fills a hash map with every position and reads each"
            + " back: on 4x5 (1,048,576 positions) eclipse_memo took 494 ms, fastutil_memo 1.50 s and"
            + " recursive_hashset 4.53 s a table, allocating 125 MiB to 1.05 GiB (results/2026-11-25-full-4);"
            + " 5x5 has 32 times the positions", recursive_hashset, fastutil_memo, eclipse_memo)),
    /** 1,073,741,824 positions, 1 GiB: 11.6 s, above every table limit but canonical_groups'. */
    _5x6(5, 6, Cost.SECONDS_WARM);

    private final int rows;
    private final int cols;
    private final Cost cost;
    private final List<LeftOut> measured;

    TableShape(int rows, int cols, Cost cost, LeftOut... measured) {
        this.rows = rows;
        this.cols = cols;
        this.cost = cost;
        this.measured = List.of(measured);
    }

    public int rows() {
        return rows;
    }

    public int cols() {
        return cols;
    }


    @Override
    public double size() {
        return Math.pow(2, rows * cols);
    }

    @Override
    public Cost cost() {
        return cost;
    }

    @Override
    public String beyondLimits(Implementation<?> impl) {
        return beyondLimits(impl, rows * cols);
    }

    /** Why {@code impl} refuses a table of {@code cells} cells, or null. */
    static String beyondLimits(Implementation<?> impl, int cells) {
        return Case.refuses("table cells", ((RectangleSolver) impl.create()).maxTableCells(), "RectangleSolver.maxTableCells",
                cells);
    }

    @Override
    public String borrowed(Implementation<?> impl) {
        return borrowedTables(impl);
    }

    /** Where {@code impl}'s tables are another implementation's search, the reason it runs no table case. */
    static String borrowedTables(Implementation<?> impl) {
        RectangleImpl by = ((RectangleSolver) impl.create()).tablesBy();
        return by == null ? null : impl.id() + " computes full tables with " + by.id() + "'s search (RectangleSolver.tablesBy):"
                + " a table timed for it would be " + by.id() + "'s";
    }

    @Override
    public List<LeftOut> measured() {
        return measured;
    }

    @Override
    public List<LeftOut> outOfQuick() {
        return this != _5x5 ? List.of() : List.of(new LeftOut("a quick fork of it took 15.7 s (iterative_bitset) and 14.6 s"
                + " (bit_parallel) in results/archive/2026-11-28-quick-4/order.tsv, canonical_groups' 1.5 s, and it is far behind"
                + " (11.9 and 15.7 times canonical_groups' time in results/2026-11-29-full-2): its forks, in every round, would take"
                + " the time in which the other races get their last fork",
                iterative_bitset, bit_parallel));
    }
}
