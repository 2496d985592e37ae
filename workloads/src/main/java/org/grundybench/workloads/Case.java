package org.grundybench.workloads;

/**
 * One case of a workload: the input a benchmark operation works on, as a typed value. Every
 * case type is an enum; a constant's {@link #name()} is the value of the benchmark's case
 * parameter (what JMH's {@code -p} takes and its results record), and {@link #label()} is how
 * people write the case (and how runs made before the catalogue recorded it).
 */
public interface Case {
    /** The enum constant's name: the JMH parameter value, such as {@code _4x4} or {@code N800}. */
    String name();

    Workload workload();

    /** The case as written in reports: {@code 4x4}, {@code 8x8@0.5#105}, {@code 800}, {@code classic}. */
    String label();

    /**
     * The problem size: positions of a table, cells of a board, N of a strip, the largest pile
     * of a Set-Nim input, threads of a threaded table. The scaling charts plot it and the CLI
     * picks the case nearest its input by it, both on a log scale.
     */
    double size();

    /** How many items (boards, inputs) the case holds; one operation or one shot takes one of them, or all. */
    default int collectionSize() {
        return 1;
    }
}
