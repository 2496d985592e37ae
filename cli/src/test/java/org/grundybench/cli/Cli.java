package org.grundybench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.LongSupplier;
import org.grundybench.core.TestClock;

/**
 * Runs the CLI in-process on a given stdin and captures what it prints. Unless a test gives its
 * own clock and ticker, time stands still and no progress line is drawn: no time budget passes
 * and no line appears because the machine is slow.
 */
final class Cli {
    private Cli() {
    }

    record Result(int code, String out, String err) {
        List<String> outLines() {
            return out.isEmpty() ? List.of() : List.of(out.split("\n", -1)).subList(0,
                    out.split("\n", -1).length - 1);
        }

        /** Exit 2, nothing on stdout, exactly one line on stderr containing {@code fragment}. */
        Result assertBadInput(String fragment) {
            assertEquals(2, code, () -> "exit code; stderr: " + err);
            assertOneErrorLine(fragment);
            return this;
        }

        Result assertOneErrorLine(String fragment) {
            assertEquals("", out, "stdout must stay empty on failure");
            assertTrue(err.endsWith("\n"), () -> "stderr ends with a newline: " + err);
            assertEquals(1, err.split("\n", -1).length - 1, () -> "one stderr line: " + err);
            assertTrue(err.startsWith("grundy"), () -> "stderr names the command: " + err);
            assertTrue(err.contains(fragment), () -> "stderr '" + err.strip() + "' should contain '"
                    + fragment + "'");
            assertFalse(err.contains("Exception") || err.contains("\tat "),
                    () -> "no stack trace or exception class: " + err);
            return this;
        }

        /**
         * A position that stops the run: exit 2, exactly {@code answered} on stdout (the answers
         * of the positions before it), and one line on stderr containing {@code fragment}.
         */
        Result assertStopsAfter(String answered, String fragment) {
            assertEquals(2, code, () -> "exit code; stderr: " + err);
            assertEquals(answered, out, "stdout holds the answers before the failing position");
            return new Result(code, "", err).assertOneErrorLine(fragment);
        }

        Result assertOk() {
            assertEquals(0, code, () -> "exit code; stderr: " + err);
            assertEquals("", err, "stderr stays empty on success");
            return this;
        }
    }

    /** A ticker that never ticks. */
    static final Progress.Ticker NEVER = (tick, delayMs, intervalMs) -> () -> { };

    static Result run(String stdin, String... args) {
        return run(stdin, TestClock.standingStill(), args);
    }

    static Result run(java.io.InputStream in, String... args) {
        return run(in, TestClock.standingStill(), NEVER, args);
    }

    /** On {@code clock}, e.g. one that decides when a time budget passes. */
    static Result run(String stdin, LongSupplier clock, String... args) {
        return run(stdin, clock, NEVER, args);
    }

    /** On {@code clock}, progress lines drawn when {@code ticker} ticks. */
    static Result run(String stdin, LongSupplier clock, Progress.Ticker ticker, String... args) {
        return run(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), clock, ticker, args);
    }

    private static Result run(java.io.InputStream in, LongSupplier clock, Progress.Ticker ticker,
            String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream outStream = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream errStream = new PrintStream(err, true, StandardCharsets.UTF_8);
        int code = GrundyCli.run(args, new Context(in, outStream, errStream, false, clock, ticker));
        return new Result(code, out.toString(StandardCharsets.UTF_8),
                err.toString(StandardCharsets.UTF_8));
    }
}
