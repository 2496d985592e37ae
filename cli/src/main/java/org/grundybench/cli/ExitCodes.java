package org.grundybench.cli;

import java.io.PrintStream;
import org.grundybench.core.SolverLimitException;

/** Exit codes, and the one stderr line that reports a failure. */
final class ExitCodes {
    static final int OK = 0;
    /** An internal failure: a bug, or the JVM ran out of memory or stack. */
    static final int INTERNAL = 1;
    /** Bad input or usage, including input beyond an implementation's documented limit. */
    static final int BAD_INPUT = 2;

    private ExitCodes() {
    }

    /**
     * Writes one line for {@code failure} on {@code err}, prefixed with the command name (for
     * example {@code grundy rect}), and returns the exit code. Never prints a stack trace.
     */
    static int report(Throwable failure, String command, PrintStream err) {
        int code;
        String text;
        if (failure instanceof InputException) {
            code = BAD_INPUT;
            text = failure.getMessage();
        } else if (failure instanceof SolverLimitException) {
            code = BAD_INPUT;
            text = failure.getMessage();
        } else if (failure instanceof OutOfMemoryError) {
            code = INTERNAL;
            text = "out of memory; give the JVM a larger heap (java -Xmx8g -jar grundy.jar ...)"
                    + " or a smaller input";
        } else if (failure instanceof StackOverflowError) {
            code = INTERNAL;
            text = "internal error: the recursion overflowed the thread stack";
        } else {
            code = INTERNAL;
            String message = failure.getMessage();
            text = "internal error: " + failure.getClass().getName()
                    + (message == null ? "" : ": " + message);
        }
        err.println(command + ": " + oneLine(text));
        err.flush();
        return code;
    }

    /** Folds a message onto one line. */
    static String oneLine(String text) {
        if (text == null) {
            return "";
        }
        return text.strip().replaceAll("\\s*[\\r\\n]+\\s*", "; ");
    }
}
