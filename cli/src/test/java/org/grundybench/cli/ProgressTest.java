package org.grundybench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class ProgressTest {
    @Test
    void silentWhenNotOnATerminal() throws InterruptedException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (Progress p = Progress.start(new PrintStream(bytes, true, StandardCharsets.UTF_8),
                "grundy rect", false, 0)) {
            p.detail("N = 5");
            Thread.sleep(50);
        }
        assertEquals("", bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void onATerminalShowsALineAndErasesIt() throws InterruptedException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (Progress p = Progress.start(new PrintStream(bytes, true, StandardCharsets.UTF_8),
                "grundy triomino", true, 0)) {
            p.detail("N = 5000 of 90000");
            long until = System.currentTimeMillis() + 5_000;
            while (bytes.size() == 0 && System.currentTimeMillis() < until) {
                Thread.sleep(10);
            }
        }
        String shown = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(shown.startsWith("\rgrundy triomino: working"), shown);
        assertTrue(shown.endsWith("\r"), "the line is erased at the end: " + shown);
        assertTrue(!shown.contains("\n"), "never a new line: " + shown);
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
