package org.grundybench.report;

import java.util.List;
import java.util.Map;

/**
 * What the charts show of one workload of a run.
 *
 * @param id the workload's id, as in file names ({@code rectangle-table})
 * @param sizeTitle the scaling chart's axis title for {@link CaseScores#size()}; null where it has none
 * @param valueTitle the value axis's title, with the unit ({@code time per operation (ms/op)})
 * @param implementations every implementation of the game in enum order, which fixes its colour and marker
 * @param cases the measured cases in catalogue order
 */
public record WorkloadScores(String id, String title, String sizeTitle, String valueTitle,
        List<String> implementations, List<CaseScores> cases) {

    /**
     * One case: its label (JMH parameter value), problem size (positions, cells, N, largest pile, threads),
     * each implementation's score in the display unit, and, in enum order, each of the game's other
     * implementations with the reason it did not run (the catalogue's, or that this run did not select it).
     */
    public record CaseScores(String label, double size, Map<String, ForkScore> scores, Map<String, String> notRun) {
    }
}
