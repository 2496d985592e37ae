package org.grundybench.report;

import java.util.List;

/**
 * A run's {@code catalogue.json}, written by the benchmarks when the run started: everything the
 * report knows about workloads, cases, implementations and the implementations left out.
 */
public record Catalogue(List<Workload> workloads) {

    /** One workload: a JMH benchmark; {@code sizeTitle} null without a scaling chart; implementations in enum order. */
    public record Workload(String id, String title, String benchmark, String caseParam, String implParam,
            String sizeTitle, List<String> implementations, List<Case> cases) {
    }

    /**
     * One case: its size (the scaling charts' x), its items (a collection's shot i answers item i mod
     * items), the implementations that run it, those left out with the measured cause, and the
     * library's static default implementation for it.
     */
    public record Case(String label, double size, int items, List<String> runs, List<LeftOut> leftOut,
            String defaultImplementation) {
    }

    public record LeftOut(String implementation, String reason) {
    }
}
