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
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a user can get wrong on the report tool's command line: one line, exit code 2. */
class ReportCommandLineTest {
    @TempDir
    Path tmp;

    record Outcome(int code, String out, String err) {
        Outcome assertMistake(String fragment) {
            assertEquals(2, code, () -> "exit code; stderr: " + err);
            assertEquals("", out, "nothing on stdout");
            assertEquals(1, err.split("\n", -1).length - 1, () -> "one stderr line: " + err);
            assertTrue(err.startsWith("report: "), err);
            assertTrue(err.contains(fragment), () -> "'" + err.strip() + "' should contain '" + fragment + "'");
            assertFalse(err.contains("\tat ") || err.contains("Exception"), () -> "no stack trace: " + err);
            return this;
        }
    }

    static Outcome run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Report.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Outcome(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aMissingRun() {
        String missing = tmp.resolve("nonexistent").toString();
        run("render", missing, "--no-index").assertMistake("report: " + missing + ": no such file or folder");
        run("compare", missing, missing).assertMistake(missing + ": no such file or folder");
        run("index", missing).assertMistake(missing + ": no such file or folder");
    }

    @Test
    void aFolderThatIsNotARun() {
        run("render", tmp.toString(), "--no-index").assertMistake(tmp.resolve("catalogue.json") + ": no such file or folder");
    }

    @Test
    void malformedJson() throws IOException {
        Path run = Fixture.write(tmp.resolve("run"), "", List.of(Fixture.timed("triomino", "n100", "a", "ms/op", 1, 1.1)));
        Files.writeString(run.resolve("jmh/round-01.json"), "[{\"benchmark\": \"x\",\n  \"mode\": }]");
        run("render", run.toString(), "--no-index").assertMistake(run.resolve("jmh/round-01.json")
                + " is not valid JSON: Unexpected character ('}' (code 125)): expected a value (line 2, column");
        Files.writeString(run.resolve("jmh/round-01.json"), "{}");
        run("render", run.toString(), "--no-index").assertMistake("round-01.json is not valid JSON: Cannot deserialize");
        Files.writeString(run.resolve("jmh/round-01.json"), "[{\"benchmark\": \"org.x.Nope.run\", \"mode\": \"avgt\", "
                + "\"primaryMetric\": {\"rawData\": [[1]]}}]");
        run("render", run.toString(), "--no-index").assertMistake("org.x.Nope.run is not in catalogue.json");
    }

    @Test
    void aBaselineThatIsNotThere() throws IOException {
        Path run = Fixture.write(tmp.resolve("run"), "baseline=2026-01-01-full\n",
                List.of(Fixture.timed("triomino", "n100", "a", "ms/op", 1, 1.1)));
        run("render", run.toString(), "--no-index", "--results", tmp.toString())
                .assertMistake("run names the baseline 2026-01-01-full, which is not a run folder in " + tmp);
    }

    @Test
    void unknownCommandsAndOptions() {
        run().assertMistake("missing a command: render, index, readme or compare");
        run("rendr", "a", "b").assertMistake("Unmatched arguments from index 0: 'rendr', 'a', 'b'");
        run("render", "--fast", tmp.toString()).assertMistake("Unknown option: '--fast'");
        run("compare", "a").assertMistake("Missing required parameter: 'NEW'");
        run("compare", "a", "b", "--out").assertMistake("Missing required parameter for option '--out' (FILE)");
        run("index").assertMistake("Missing required parameter: 'RESULTS'");
        run("render", tmp.toString(), "--results").assertMistake("Missing required parameter for option '--results' (DIR)");
        run("render", tmp.toString(), "--results", tmp.resolve("nowhere").toString())
                .assertMistake("nowhere: no such file or folder");
        run("readme", "--fast").assertMistake("Unknown option: '--fast'");
        run("readme", "--results", tmp.toString(), "--readme", tmp.resolve("no-readme.md").toString())
                .assertMistake("no-readme.md: no such file or folder");
    }

    @Test
    void helpIsNotAMistake() {
        Outcome r = run("--help");
        assertEquals(0, r.code());
        assertTrue(r.out().startsWith("Usage: report"), r.out());
        assertTrue(r.out().contains("render") && r.out().contains("compare"), r.out());
        assertEquals("", r.err());
    }
}
