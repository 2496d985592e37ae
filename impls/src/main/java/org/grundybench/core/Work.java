package org.grundybench.core;

import java.util.concurrent.atomic.LongAdder;

/**
 * Counts of a solver's work, kept only when counting is on: the counting calls test {@link #COUNTING}
 * first, so the JIT removes them when it is off. Sums are {@link LongAdder}s for a solver's threads.
 */
public final class Work {
    /** The system property that turns counting on: -Dgrundybench.work=true. */
    public static final String PROPERTY = "grundybench.work";
    /** Read once; false in timed forks, so the JIT removes every counting call. */
    public static final boolean COUNTING = Boolean.getBoolean(PROPERTY);
    private static final Work NONE = new Work();

    private final LongAdder positions = new LongAdder();
    private final LongAdder options = new LongAdder();
    private final LongAdder lookups = new LongAdder();
    private final LongAdder hits = new LongAdder();
    private volatile long stored;

    /** A solver's own counts while counting is on, else the shared instance that keeps none. */
    public static Work create() {
        return COUNTING ? new Work() : NONE;
    }

    /** Counts {@code positions} mexes, {@code options} options and {@code reads} table reads (all hits). */
    public static void add(Work w, long positions, long options, long reads) {
        if (COUNTING) {
            sum(w.positions, positions);
            sum(w.options, options);
            sum(w.lookups, reads);
            sum(w.hits, reads);
        }
    }

    /** Counts a memo lookup that found {@code value}, a hit unless negative; returns the value. */
    public static int lookup(Work w, int value) {
        if (COUNTING) {
            w.lookups.increment();
            sum(w.hits, value >= 0 ? 1 : 0);
        }
        return value;
    }

    /** Adds x unless it is 0: every add is a compare-and-set, even of nothing. */
    private static void sum(LongAdder adder, long x) {
        if (x != 0) {
            adder.add(x);
        }
    }

    /** Sets how many positions the memo or table of the solver's last query held at its end. */
    public static void hold(Work w, long stored) {
        if (COUNTING) {
            w.stored = stored;
        }
    }

    /** The counts so far. */
    public Counts counts() {
        return new Counts(positions.sum(), options.sum(), lookups.sum(), hits.sum(), stored);
    }

    /**
     * positions: positions whose value the solver computed (one mex each: mex computations);
     * options: options (moves) examined from those positions;
     * lookups: reads of a stored value (memo get, table read); hits: lookups that found it;
     * stored: positions held in the solver's memo or table after its last query (a level, not a sum).
     */
    public record Counts(long positions, long options, long lookups, long hits, long stored) {
        /** The work done since {@code earlier} (the four sums subtracted; stored is this one's). */
        public Counts minus(Counts earlier) {
            return new Counts(positions - earlier.positions, options - earlier.options,
                    lookups - earlier.lookups, hits - earlier.hits, stored);
        }

        /** The work of two solvers that answer together (stored adds up: both hold theirs). */
        public Counts plus(Counts other) {
            return new Counts(positions + other.positions, options + other.options, lookups + other.lookups,
                    hits + other.hits, stored + other.stored);
        }
    }

    /** What every game's solver interface extends: the solver's counts. */
    public interface Source {
        /** The work done since this solver was created (all zero unless counting is on). */
        Counts work();
    }

    /** What every solver extends: its counts, returned by its game interface's {@code work()}. */
    public abstract static class Counted {
        protected final Work work = create();

        public Counts work() {
            return work.counts();
        }
    }
}
