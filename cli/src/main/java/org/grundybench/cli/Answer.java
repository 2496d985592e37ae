package org.grundybench.cli;

import java.util.List;
import org.grundybench.core.Work;

/**
 * One answer: the winner as the classic problem prints it, the Grundy value ({@link #NO_VALUE}
 * where it was not computed), a winning move (a {@link Moves} record, or null when the first
 * player loses or no move was asked for) and, in {@link Mode#EXPLAIN}, the human-readable lines
 * (otherwise none); and the solvers' work for this answer, shown by --stats.
 */
record Answer(String winner, int grundy, Json.Move move, List<String> explanation, Work.Counts work) {
    /** The value of an answer decided without it: JSON shows {@code "grundy": null}. */
    static final int NO_VALUE = -1;
}
