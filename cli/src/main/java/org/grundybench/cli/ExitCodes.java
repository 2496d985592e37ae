package org.grundybench.cli;

import org.grundybench.core.InputException;
import java.io.PrintStream;
import org.grundybench.core.SolverLimitException;
import picocli.CommandLine.ExitCode;

/**
 * The one stderr line that reports a failure, and its exit code, picocli's: {@code OK} 0,
 * {@code USAGE} 2 for bad input or usage (an implementation's limit included), {@code SOFTWARE}
 * 1 for an internal failure (a bug, or the JVM ran out of memory or stack).
 */
final class ExitCodes {
    static final int OK = ExitCode.OK;

    private ExitCodes() {
    }

    /**
     * Writes one line for {@code failure} on {@code err}, prefixed with the command name (for
     * example {@code grundy rect}), and returns the exit code. Never prints a stack trace.
     */
    static int report(Throwable failure, String command, PrintStream err) {
        int code = ExitCode.SOFTWARE;
        String text;
        if (failure instanceof InputException || failure instanceof SolverLimitException) {
            code = ExitCode.USAGE;
            text = failure.getMessage();
        } else if (failure instanceof OutOfMemoryError) {
            text = "out of memory; give the JVM a larger heap (java -Xmx8g -jar grundy.jar ...)"
                    + " or a smaller input";
        } else if (failure instanceof StackOverflowError) {
            text = "internal error: the recursion overflowed the thread stack";
        } else {
            String message = failure.getMessage();
            text = "internal error: " + failure.getClass().getName()
                    + (message == null ? "" : ": " + message);
        }
        text = text == null ? "" : text.strip().replaceAll("\\s*[\\r\\n]+\\s*", "; "); // one line
        err.println(command + ": " + text);
        err.flush();
        return code;
    }
}
