package org.grundybench.cli;

/**
 * Bad input or bad usage: the message, one line naming what is wrong and where, goes to
 * stderr and the exit code is 2. No stack trace is kept: it is never shown.
 */
final class InputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    InputException(String message) {
        super(message, null, false, false);
    }
}
