package org.grundybench.cli;

import java.util.List;
import org.grundybench.core.Work;

/**
 * One answer: the winner as the classic problem prints it, the Grundy value, a winning move
 * (a {@link Moves} record, or null when the first player loses or no move was asked for) and,
 * in {@link Mode#EXPLAIN}, the human-readable lines (otherwise none); and the solver's work
 * for this answer, shown by --stats.
 */
record Answer(String winner, int grundy, Json.Move move, List<String> explanation, Work.Counts work) {
}
