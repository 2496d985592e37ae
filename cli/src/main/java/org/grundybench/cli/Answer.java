package org.grundybench.cli;

import java.util.List;

/**
 * One answer: the winner as the classic problem prints it, the Grundy value, a winning move
 * (a {@link Moves} record, or null when the first player loses or no move was asked for) and,
 * in {@link Mode#EXPLAIN}, the human-readable lines.
 */
record Answer(String winner, int grundy, Json.Move move, List<String> explanation) {
}
