package org.grundybench.report;

import java.util.List;
import java.util.Map;

/**
 * What the charts show of one workload of a run: its cases in catalogue order, each
 * implementation's fork-level score in the workload's display unit, and the implementations
 * that did not run a case with the catalogue's reason.
 *
 * @param id the workload's id, as in file names ({@code rectangle-table})
 * @param title the workload's title
 * @param sizeTitle the scaling chart's axis title for {@link CaseScores#size()}; null where the
 *     workload has no scaling chart
 * @param valueTitle the value axis's title, with the unit ({@code time per operation (ms/op)})
 * @param implementations every implementation of the game in enum order: an implementation's
 *     position here fixes its colour and marker in every chart of every run
 * @param cases the cases in catalogue order
 */
public record WorkloadScores(String id, String title, String sizeTitle, String valueTitle,
        List<String> implementations, List<CaseScores> cases) {

    /**
     * One case.
     *
     * @param label the case's label (its JMH parameter value)
     * @param size the problem size (positions, cells, N, largest pile, threads)
     * @param scores each implementation that ran the case, with its score in the display unit
     * @param notRun each implementation of the game that did not run the case, with the reason
     *     (the catalogue's measured cause, or that this run did not select it)
     */
    public record CaseScores(String label, double size, Map<String, ForkScore> scores, Map<String, String> notRun) {
    }
}
