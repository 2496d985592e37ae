package org.grundybench.report;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.List;
import java.util.Optional;

/**
 * A run's {@code catalogue.json}, written by the benchmarks when the run started: everything the
 * report knows about workloads, cases, implementations and the implementations left out.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record Catalogue(List<Workload> workloads) {

    /**
     * One workload: one JMH benchmark whose case parameter {@code caseParam} takes the case labels.
     *
     * @param sizeTitle the scaling chart's axis title; null where the workload has no scaling chart
     * @param implementations every implementation of the game, in enum order
     */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Workload(String id, String title, String benchmark, String caseParam, String implParam,
            String sizeTitle, List<String> implementations, List<Case> cases) {

        public Optional<Case> theCase(String label) {
            return cases.stream().filter(c -> c.label().equals(label)).findFirst();
        }
    }

    /**
     * One case.
     *
     * @param size the problem size the scaling charts plot
     * @param items how many boards or inputs the case holds (a single-shot collection's shot i
     *     answers item i mod items)
     * @param runs the implementations that run it, in enum order
     * @param defaultImplementation the library's static rule for this case
     */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Case(String label, double size, int items, List<String> runs, List<LeftOut> leftOut,
            String defaultImplementation) {
        public Case {
            leftOut = leftOut == null ? List.of() : leftOut;
        }
    }

    /** An implementation the catalogue does not run on a case, with the measured cause. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record LeftOut(String implementation, String reason) {
    }

    public Optional<Workload> byBenchmark(String benchmark) {
        return workloads.stream().filter(w -> w.benchmark().equals(benchmark)).findFirst();
    }

    public Optional<Workload> byId(String id) {
        return workloads.stream().filter(w -> w.id().equals(id)).findFirst();
    }
}
