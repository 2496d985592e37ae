package org.grundybench.report;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/** A run's {@code catalogue.json}, written when the run started: workloads, cases, implementations, those left out. */
public record Catalogue(List<Workload> workloads) {

    /** One workload: a JMH benchmark; {@code sizeTitle} null without a scaling chart; implementations in enum order. */
    public record Workload(String id, String title, String benchmark, String caseParam, String implParam,
            String sizeTitle, List<String> implementations, List<Case> cases) {
    }

    /**
     * One case: its size (the scaling charts' x), items (shot i of a collection answers item i mod items), who runs it;
     * {@code quickTwin} the label of the case the quick profile races in its place (a near duplicate), or null;
     * {@code outOfQuick}, in a quick run's catalogue, why the quick profile does not race the case, or null.
     */
    public record Case(String label, double size, int items, List<String> runs, List<LeftOut> leftOut,
            String defaultImplementation, @JsonInclude(JsonInclude.Include.NON_NULL) String quickTwin,
            @JsonInclude(JsonInclude.Include.NON_NULL) String outOfQuick) {
    }

    public record LeftOut(String implementation, String reason) {
    }
}
