package org.grundybench.cli;

/** What is printed per answer. */
enum Mode {
    /** The answer line only, as in the classic problem. */
    PLAIN,
    /** The answer line, then the Grundy value and a winning move in words. */
    EXPLAIN,
    /** One JSON object per answer: winner, grundy (null where not computed), move. */
    JSON;

    /**
     * Whether a winning move is printed, and so searched for; and the Grundy value, except for
     * rect, which computes it only under --value.
     */
    boolean wantsMove() {
        return this != PLAIN;
    }
}
