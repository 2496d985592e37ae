package org.grundybench.cli;

import org.grundybench.core.InputException;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.grundybench.core.SolverLimitException;
import org.junit.jupiter.api.Test;

/** Internal failures: exit code 1, one line, no stack trace. */
class FailureTest {
    /** An input whose reading fails with {@code failure}: a stand-in for a bug or the JVM failing. */
    private static InputStream failing(Throwable failure) {
        return new InputStream() {
            @Override
            public int read() {
                if (failure instanceof Error e) {
                    throw e;
                }
                throw (RuntimeException) failure;
            }
        };
    }

    @Test
    void aBugInsideTheRunIsOneLineWithExitCodeOne() {
        Cli.Result r = Cli.run(failing(new IllegalStateException("reader exploded\n  on two lines")), "rect");
        assertEquals(1, r.code());
        assertEquals("", r.out());
        assertEquals("grundy rect: internal error: java.lang.IllegalStateException: reader"
                + " exploded; on two lines\n", r.err());
    }

    @Test
    void errorsAreReportedToo() {
        Cli.Result r = Cli.run(failing(new OutOfMemoryError("Java heap space")), "rect", "--json");
        assertEquals(1, r.code());
        assertEquals("", r.out());
        assertTrue(r.err().startsWith("grundy: out of memory; give the JVM a larger heap"), r.err());
        assertEquals(1, r.err().split("\n", -1).length - 1);
    }

    @Test
    void exitCodesOfEachKind() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        assertEquals(2, ExitCodes.report(new InputException("bad"), "grundy x", err));
        assertEquals(2, ExitCodes.report(new SolverLimitException("too big"), "grundy x", err));
        assertEquals(1, ExitCodes.report(new StackOverflowError(), "grundy x", err));
        assertEquals(1, ExitCodes.report(new NullPointerException(), "grundy x", err));
        assertEquals("grundy x: bad\ngrundy x: too big\n"
                + "grundy x: internal error: the recursion overflowed the thread stack\n"
                + "grundy x: internal error: java.lang.NullPointerException\n",
                bytes.toString(StandardCharsets.UTF_8));
    }
}
