package org.grundybench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

class ProgressTest {
    private static final String DETAIL = "N = 5000 of 90000";

    @Test
    void silentWhenNotOnATerminal() throws InterruptedException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (Progress p = Progress.start(new PrintStream(bytes, true, StandardCharsets.UTF_8),
                "grundy rect", Progress.Style.NONE, 0, 1)) {
            p.detail("N = 5");
            Thread.sleep(50);
        }
        assertEquals("", bytes.toString(StandardCharsets.UTF_8));
    }

    /**
     * What a progress of {@code style} with no delay shows for "N = 5000 of 90000" until
     * {@code enough} holds of it (at most 5 s) and it is closed. With no delay, the first line
     * may be drawn before the detail is set, and then says "working".
     */
    private static String shownWhileWorking(Progress.Style style, long intervalMs,
            Predicate<String> enough) throws InterruptedException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (Progress p = Progress.start(new PrintStream(bytes, true, StandardCharsets.UTF_8),
                "grundy triomino", style, 0, intervalMs)) {
            p.detail(DETAIL);
            long until = System.currentTimeMillis() + 5_000;
            while (!enough.test(bytes.toString(StandardCharsets.UTF_8)) && System.currentTimeMillis() < until) {
                Thread.sleep(5);
            }
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void onATerminalShowsALineAndErasesIt() throws InterruptedException {
        String shown = shownWhileWorking(Progress.Style.TERMINAL, 5, text -> text.contains(DETAIL));
        assertTrue(shown.startsWith("\rgrundy triomino: "), shown);
        assertTrue(shown.contains("\rgrundy triomino: " + DETAIL + ", "), shown);
        assertTrue(shown.endsWith("\r"), "the line is erased at the end: " + shown);
        assertTrue(!shown.contains("\n"), "never a new line: " + shown);
    }

    @Test
    void plainLinesForLogs() throws InterruptedException {
        String shown = shownWhileWorking(Progress.Style.LINES, 5,
                text -> text.split("\n").length >= 2 && text.contains(DETAIL));
        assertFalse(shown.contains("\r"), "no carriage return in a log: " + shown);
        String[] lines = shown.split("\n", -1);
        assertTrue(lines.length >= 3, "lines while working, then the last one: " + shown);
        assertEquals("", lines[lines.length - 1], "every line ends: " + shown);
        for (int i = 0; i < lines.length - 2; i++) {
            assertTrue(lines[i].matches("grundy triomino: (working|" + DETAIL + "), \\d+ s elapsed"), lines[i]);
        }
        assertTrue(lines[lines.length - 2].matches("grundy triomino: done after \\d+ s"), shown);
    }

    @Test
    void lineSaysWhatHowFarAndTheTimeElapsed() {
        assertEquals("grundy rect: working, 0 s elapsed", Progress.line("grundy rect", "", 999_999_999L));
        assertEquals("grundy triomino: N = 4000 of 200000, 2 min 05 s elapsed",
                Progress.line("grundy triomino", "N = 4000 of 200000", 125_400_000_000L));
        assertEquals("59 s", Progress.elapsed(59_999_999_999L));
        assertEquals("1 h 00 min 07 s", Progress.elapsed(3_607_000_000_000L));
    }

    @Test
    void theProgressOptionWritesLinesOnStderrOnly() {
        // The work ends before the first line is due (3 s): only the option's parsing and
        // the quiet close are seen here; the lines themselves are tested above.
        Cli.Result r = Cli.run(ExamplesTest.TRIOMINO, "triomino", "--progress");
        r.assertOk();
        assertEquals("Y\nX\nX\nY\nY\n", r.out());
    }

    @Test
    void anInteractiveRunKeepsStdoutClean() {
        // Interactive runs tell the user stdin is read, on stderr only.
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
        int code = GrundyCli.run(new String[] {"triomino"},
                new java.io.ByteArrayInputStream("2 7".getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), true);
        assertEquals(0, code);
        assertEquals("X\nY\n", out.toString(StandardCharsets.UTF_8));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("reading the input from the terminal"));
    }
}
