package org.grundybench.cli;

/** What is printed per answer. */
enum Mode {
    /** The answer line only, as in the classic problem. */
    PLAIN,
    /** The answer line, then the Grundy value and a winning move in words. */
    EXPLAIN,
    /** One JSON object per answer: winner, grundy, move. */
    JSON;

    /**
     * Whether the Grundy value and a winning move are printed, and so computed (rect decides a
     * plain answer without the value).
     */
    boolean wantsMove() {
        return this != PLAIN;
    }
}
