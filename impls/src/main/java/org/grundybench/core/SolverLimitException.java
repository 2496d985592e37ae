package org.grundybench.core;

/**
 * Thrown when an input lies beyond what a solver documents it can handle (a board too large
 * for a table, a pile beyond a tabulation limit). The message names the limit.
 */
public class SolverLimitException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public SolverLimitException(String message) {
        super(message);
    }
}
