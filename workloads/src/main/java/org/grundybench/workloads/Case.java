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

    /** The problem size the scaling charts plot: table positions, board cells, N, largest pile, threads. */
    double size();

    /** How many items (boards, inputs) the case holds; one operation or one shot takes one of them, or all. */
    default int items() {
        return 1;
    }

    /** How long one operation takes, which sets the suite's iterations for the case. */
    default Cost cost() {
        return Cost.MILLIS;
    }

    /** The implementations of the game that do not run this case, each with its measured reason. */
    List<LeftOut> leftOut();

    /** What one operation of a case costs, for the suite's profiles ({@code Profile} in benchmarks). */
    enum Cost {
        /** Milliseconds or less: the profile's iterations. */
        MILLIS,
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

    /** Implementations a case leaves out, and the measurement that put them there. */
    record LeftOut(String reason, List<Implementation<?>> implementations) {
        public LeftOut(String reason, Implementation<?>... implementations) {
            this(reason, List.of(implementations));
        }
    }
}
