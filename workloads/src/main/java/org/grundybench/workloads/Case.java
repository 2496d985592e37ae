package org.grundybench.workloads;

import java.util.List;
import java.util.Locale;
import org.grundybench.core.Implementation;

/**
 * One case of a workload: the input a benchmark operation works on. Every case type is an enum,
 * one per workload; a constant's {@link #name()} is the case's one spelling: the value of the
 * benchmark's case parameter (JMH's {@code -p}), and the label in every report and chart.
 *
 * <p>Which implementations run a case follows from what they declare: a case timed by thread
 * count runs only the {@linkplain Implementation#threaded() threaded} ones, a case beyond a
 * solver's declared limit ({@link #beyondLimits}) leaves that implementation out, and a case may
 * leave out implementations that a measurement found far too slow for a fork ({@link #measured}).
 */
public interface Case {
    /** The seed every input derives from, so every run, fork and machine measures the same positions. */
    long SEED = 20_260_521L;

    /** The enum constant's name, such as {@code _4x4} or {@code n800}: JMH's parameter value. */
    String name();

    /** The problem size the scaling charts plot: table positions, board cells, N, largest pile, threads. */
    double size();

    /** The items (boards, inputs, or the case itself) that one operation or one shot takes one of, or all, in order. */
    default List<?> items() {
        return List.of(this);
    }

    /** How long one operation takes, which sets the suite's iterations for the case. */
    default Cost cost() {
        return Cost.MILLIS;
    }

    /** The threads a solver answers this case on; 0 where the case is not timed by thread count (the solver's default). */
    default int threads() {
        return 0;
    }

    /** Why {@code impl}'s solvers cannot answer this case by the limits they declare, or null where they can. */
    String beyondLimits(Implementation<?> impl);

    /** The reason of a declared limit, {@code max} of {@code what} by the solver's method {@code limit}, below {@code needed}; else null. */
    static String refuses(String what, long max, String limit, long needed) {
        return needed <= max ? null : String.format(Locale.ROOT, "refuses %s above %,d (%s, SolverLimitException); this case"
                + " needs %,d", what, max, limit, needed);
    }

    /** Why {@code impl} would run another implementation's code on this case, by what it declares, or null (most cases). */
    default String borrowed(Implementation<?> impl) {
        return null;
    }

    /** Implementations that could answer the case but that a measurement found far too slow for a fork. */
    default List<LeftOut> measured() {
        return List.of();
    }

    /**
     * The case the quick profile races in this one's place, or null: quick's 5 minutes cannot give every race the forks that
     * decide it, so it leaves out a near duplicate of a case it races (the full profile races both).
     */
    default Case quickTwin() {
        return null;
    }

    /**
     * Implementations the quick profile leaves out of this case, which the full profile races: far behind, a fork of theirs
     * would take a large share of quick's 5 minutes, and each further round again.
     */
    default List<LeftOut> outOfQuick() {
        return List.of();
    }

    /** Why {@code impl} does not run this case, or null where it runs it. */
    default String leftOut(Implementation<?> impl) {
        if (threads() > 0 && !impl.threaded()) {
            return "answers on the calling thread whatever the thread count (it declares no threaded factory),"
                    + " so its numbers at every thread count would be the same measurement";
        }
        String beyond = beyondLimits(impl) != null ? beyondLimits(impl) : borrowed(impl);
        return beyond != null ? beyond : measured().stream().filter(l -> l.implementations().contains(impl))
                .map(LeftOut::reason).findFirst().orElse(null);
    }

    /** A fresh solver for one operation: on the case's threads where it has a count. */
    default <S> S solver(Implementation<S> impl) {
        return threads() > 0 ? impl.create(threads()) : impl.create();
    }

    /** What one operation of a case costs, for the suite's profiles ({@code Profile} in benchmarks). */
    enum Cost {
        /** Milliseconds or less: the profile's iterations. */
        MILLIS,
        /** Milliseconds, but some implementations reach their warm speed only after seconds of warmup ({@code Profile} says how long). */
        WARMS_SLOWLY,
        /** Seconds on some implementation: every implementation gets the profile's fewer iterations. */
        SECONDS,
        /**
         * Seconds (5 s or more on JDK 17 in a slow hour), and the first operation is already as
         * fast as the measured one (0.87 to 1.05 times it in such a run): one warmup operation.
         */
        SECONDS_WARM,
        /** A single-shot collection measured one pass over its items per fork (5 forks: 5 shots an item). */
        ONE_PASS
    }

    /** Implementations a measurement keeps out of a case; the reason names the figure and the results file. */
    record LeftOut(String reason, List<Implementation<?>> implementations) {
        public LeftOut(String reason, Implementation<?>... implementations) {
            this(reason, List.of(implementations));
        }
    }
}
