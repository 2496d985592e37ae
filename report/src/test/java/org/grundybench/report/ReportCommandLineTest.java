package org.grundybench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a user can get wrong on the report tool's command line: one line, exit code 2. */
class ReportCommandLineTest {
    @TempDir
    Path tmp;

    record Result(int code, String out, String err) {
        Result assertMistake(String fragment) {
            assertEquals(2, code, () -> "exit code; stderr: " + err);
            assertEquals("", out, "nothing on stdout");
            assertEquals(1, err.split("\n", -1).length - 1, () -> "one stderr line: " + err);
            assertTrue(err.startsWith("report: "), err);
            assertTrue(err.contains(fragment), () -> "'" + err.strip() + "' should contain '" + fragment + "'");
            assertFalse(err.contains("\tat ") || err.contains("Exception"), () -> "no stack trace: " + err);
            return this;
        }
    }

    static Result run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Report.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aMissingRun() {
        String missing = tmp.resolve("nonexistent").toString();
        run(missing).assertMistake("report: " + missing + ": no such file or folder");
        run("render", missing, "--no-index").assertMistake(missing + ": no such file or folder");
        run("compare", missing, missing).assertMistake(missing + ": no such file or folder");
        run("index", missing).assertMistake(missing + ": no such file or folder");
    }

    @Test
    void aFolderWithoutResults() {
        run(tmp.toString()).assertMistake(tmp.resolve("jmh.json") + ": no such file or folder");
    }

    @Test
    void malformedJson() throws IOException {
        Path run = Files.createDirectories(tmp.resolve("run"));
        Files.writeString(run.resolve("jmh.json"), "[{\"benchmark\": \"x\",\n  \"mode\": }]");
        run(run.toString(), "--no-index").assertMistake(run.resolve("jmh.json")
                + " is not valid JSON: Unexpected character ('}' (code 125)): expected a value (line 2, column");
        Files.writeString(run.resolve("jmh.json"), "{}");
        run(run.toString(), "--no-index").assertMistake("is not a JMH JSON result file (expected an array)");
    }

    @Test
    void unknownCommandsAndOptions() {
        run().assertMistake("missing RUN");
        run("rendr", "a", "b").assertMistake("unknown command 'rendr'; expected one of: render, compare, index, readme");
        run("render", "--fast", tmp.toString()).assertMistake("unknown option '--fast' of render");
        run("compare", "a").assertMistake("compare takes two runs, OLD and NEW; got 1");
        run("compare", "a", "b", "--out").assertMistake("--out needs a FILE");
        run("index").assertMistake("index takes one RESULTS folder; got 0");
        run("render", tmp.toString(), "--results").assertMistake("--results needs a value");
        run("render", tmp.toString(), "--results", tmp.resolve("nowhere").toString())
                .assertMistake("nowhere: no such file or folder");
        run("readme", "--fast").assertMistake("unknown option '--fast' of readme");
        run("readme", "--results", tmp.toString(), "--readme", tmp.resolve("no-readme.md").toString())
                .assertMistake("no-readme.md: no such file or folder");
    }

    @Test
    void helpIsNotAMistake() {
        Result r = run("--help");
        assertEquals(0, r.code());
        assertTrue(r.out().startsWith("usage: report"), r.out());
        assertEquals("", r.err());
    }
}
