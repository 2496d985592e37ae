package org.grundybench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReadmeSectionTest {
    /** The project's README and results, seen from the report module's folder (where Maven runs the tests). */
    static final Path README = Path.of("..", "README.md");
    static final Path RESULTS = Path.of("..", "results");

    @Test
    void theReadmesResultsSectionIsGeneratedFromResultsLatest() throws IOException {
        String now = Files.readString(README, StandardCharsets.UTF_8);
        String generated = ReadmeSection.apply(now, ReadmeSection.generate(RESULTS));
        if (!generated.equals(now)) {
            String[] a = now.split("\n", -1);
            String[] b = generated.split("\n", -1);
            int line = 0;
            while (line < a.length && line < b.length && a[line].equals(b[line])) {
                line++;
            }
            fail("README.md's results section is out of date with results/latest (first difference at line "
                    + (line + 1) + ": README.md has '" + (line < a.length ? a[line] : "") + "', the generator writes '"
                    + (line < b.length ? b[line] : "") + "'); from the project's root run: " + ReadmeSection.COMMAND);
        }
    }

    @Test
    void onlyTheTextBetweenTheMarkersIsReplaced() throws IOException {
        String readme = "# x\n\nbefore\n<!-- results:begin -->\nold\n" + ReadmeSection.END + "\nafter\n";
        assertEquals("# x\n\nbefore\n" + ReadmeSection.BEGIN + "\nnew\n" + ReadmeSection.END + "\nafter\n",
                ReadmeSection.apply(readme, "new\n"));
        assertThrows(IOException.class, () -> ReadmeSection.apply("# no markers\n", "new\n"));
    }

    @Test
    void theCommandRewritesTheSectionAndCheckSaysWhenItIsStale(@TempDir Path tmp) throws IOException {
        Path results = Fixtures.results(tmp);
        Report.render(results.resolve(Fixtures.RUN_B), true, results);
        Path readme = tmp.resolve("README.md");
        Files.writeString(readme, "# x\n\n<!-- results:begin -->\n" + ReadmeSection.END + "\n");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8);
        String[] check = {"readme", "--check", "--results", results.toString(), "--readme", readme.toString()};
        assertEquals(1, Report.run(check, o, e));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("out of date; regenerate it with: "
                + ReadmeSection.COMMAND), err.toString(StandardCharsets.UTF_8));
        assertEquals(0, Report.run(new String[] {"readme", "--results", results.toString(), "--readme",
                readme.toString()}, o, e));
        assertEquals(0, Report.run(check, o, e));
        String md = Files.readString(readme);
        assertTrue(md.contains("### Latest published run: " + Fixtures.RUN_B), md);
        assertTrue(md.contains("| Case | Verdict | Margin over runner-up | Replicated? |"), md);
        assertTrue(md.contains("| Target | Measured (fastest) | Verdict |"), md);
        assertTrue(md.contains("Answers not checked"), md);
        assertTrue(md.contains("[scores-triomino](results/" + Fixtures.RUN_B + "/scores-triomino.svg)"), md);
        assertTrue(md.contains("**Which to choose**"), md);
        assertEquals(2, Report.run(new String[] {"readme", "--results", tmp.resolve("none").toString()}, o, e));
    }

    @Test
    void whichToChooseNamesTheImplementationThatIsNeverBeaten() {
        List<JmhResult> rs = List.of(
                VerdictsTest.result("a", 1, 0.01, 1.0, 1.01, 0.99),
                VerdictsTest.result("b", 1, 0.01, 3.0, 3.01, 2.99),
                n800("a", 1.0, 1.2, 0.9), n800("b", 1.05, 1.25, 0.95));
        List<String> lines = ReadmeSection.choose(Verdicts.judge(rs));
        assertEquals(List.of("**triomino**: `a` (fastest on 1, tied with the best on 1 of the 2 cases with a verdict)."),
                lines);
        List<String> split = ReadmeSection.choose(Verdicts.judge(List.of(
                VerdictsTest.result("a", 1, 0.01, 1.0, 1.01, 0.99),
                VerdictsTest.result("b", 1, 0.01, 3.0, 3.01, 2.99),
                n800("a", 3.0, 3.01, 2.99), n800("b", 1.0, 1.01, 0.99))));
        assertEquals(List.of("**triomino**: depends on the case: 100 `a`; 800 `b`."), split);
    }

    static JmhResult n800(String impl, double... forkMeans) {
        double[][] forks = new double[forkMeans.length][];
        for (int f = 0; f < forks.length; f++) {
            forks[f] = new double[] {forkMeans[f], forkMeans[f]};
        }
        return JmhResult.ofForks(VerdictsTest.TRIOMINO, Map.of("n", "800"), impl, "avgt", "ms/op", forks, null);
    }
}
