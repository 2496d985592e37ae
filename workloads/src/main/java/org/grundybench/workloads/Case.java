package org.grundybench.workloads;

import java.util.List;
import org.grundybench.core.Implementation;

/**
 * One case of a workload: the input a benchmark operation works on. Every case type is an enum,
 * one per workload; a constant's {@link #name()} is the case's one spelling: the value of the
 * benchmark's case parameter (JMH's {@code -p}), and the label in every report and chart.
 */
public interface Case {
    /** The enum constant's name, such as {@code _4x4} or {@code n800}: JMH's parameter value. */
    String name();

    Workload workload();

    /**
     * The problem size: positions of a table, cells of a board, N of a strip, the largest pile
     * of a Set-Nim input, threads of a case by thread count. The scaling charts plot it.
     */
    double size();

    /** How many items (boards, inputs) the case holds; one operation or one shot takes one of them, or all. */
    default int items() {
        return 1;
    }

    /** How long one operation takes, which sets the suite's iterations for the case. */
    Cost cost();

    /** The implementations of the game that do not run this case, each with its measured reason. */
    List<LeftOut> leftOut();

    /** What one operation of a case costs, for the suite's profiles ({@code Profile} in benchmarks). */
    enum Cost {
        /** Milliseconds or less: the profile's iterations of fixed length. */
        MILLIS,
        /**
         * Seconds on some implementation: every implementation of the case gets the profile's
         * fewer, longer iterations (JMH runs at least one operation per iteration).
         */
        SECONDS,
        /**
         * Seconds (5 s or more on JDK 17 in a slow hour), and the first operation is already as
         * fast as the measured one (0.87 to 1.05 times it, every implementation, in the first
         * round of such a run): one warmup operation instead of two.
         */
        SECONDS_WARM,
        /**
         * A single-shot collection measured one pass over its items per fork instead of its
         * annotation's passes: with 5 forks that is still 5 shots an item.
         */
        ONE_PASS
    }

    /** Implementations a case leaves out, and the measurement that put them there. */
    record LeftOut(String reason, List<Implementation<?>> implementations) {
        public LeftOut(String reason, Implementation<?>... implementations) {
            this(reason, List.of(implementations));
        }
    }
}
