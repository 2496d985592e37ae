package org.grundybench.cli;

/** What is printed per answer. */
enum Mode {
    /** The answer line only, as in the classic problem. */
    PLAIN,
    /** The answer line, then the Grundy value and a winning move in words. */
    EXPLAIN,
    /** One JSON object per answer: winner, grundy, move. */
    JSON;

    /** Whether a winning move has to be searched for. */
    boolean wantsMove() {
        return this != PLAIN;
    }
}
