package org.grundybench.core;

/**
 * Bad input: the message is one line naming what is wrong and where (the item, its line), for a
 * person to read; the CLI prints it on stderr with exit status 2, the benchmark suite refuses the
 * file with it. No stack trace is kept: it is never shown.
 */
public final class InputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public InputException(String message) {
        super(message, null, false, false);
    }
}
