package org.grundybench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
        Path results = ReportTest.publish(tmp);
        Path readme = tmp.resolve("README.md");
        Files.writeString(readme, "# x\n\n<!-- results:begin -->\n" + ReadmeSection.END + "\n");
        String[] check = {"readme", "--check", "--results", results.toString(), "--readme", readme.toString()};
        ReportCommandLineTest.Outcome stale = ReportCommandLineTest.run(check);
        assertEquals(1, stale.code());
        assertTrue(stale.err().contains("out of date; regenerate it with: " + ReadmeSection.COMMAND), stale.err());
        assertEquals(0, ReportCommandLineTest.run("readme", "--results", results.toString(), "--readme", readme.toString()).code());
        assertEquals(0, ReportCommandLineTest.run(check).code());
        String md = Files.readString(readme);
        for (String s : List.of("### Latest published run: " + ReportTest.RUN, "**Which to choose** (the verdict of every case,"
                + " its margin and interval: the summary):\n\n- **triomino**: ", "**Against the baseline " + ReportTest.BASE + ":** Cases in"
                + " both runs: 1;", "1 verdict(s) differ. By kind, " + ReportTest.BASE + ": 1 fastest, 0 tied, 0 undecided, 2 single, 0 not enough data; "
                + ReportTest.RUN + ": 1 fastest, 0 tied, 0 undecided, 0 single, 1 not enough data. The cases: [summary](results/"
                + ReportTest.RUN + "/summary.md).", "**Verdicts** ([the words](docs/results.md#what-the-verdicts-say)): 2 cases,"
                + " 1 fastest, 0 tied, 0 undecided, 0 single, 1 not enough data.\n",
                "| Target (a ratio within the run) | Measured | Verdict |", "[docs/results.md](docs/results.md#how-a-result-is-judged)",
                "**Within a memory bound** ([the rule](docs/results.md#memory-and-work)): no retained sizes in"
                + " this run (it predates footprint.json).", "**Where the verdict contradicts the library's default rule** (revisit the rule deliberately): none.")) {
            assertTrue(md.contains(s), "the section lacks: " + s + "\n" + md);
        }
        assertEquals(2, ReportCommandLineTest.run("readme", "--results", tmp.resolve("none").toString()).code());
    }

    @Test
    void whichToChooseNamesTheImplementationThatIsNeverBeaten() {
        List<Result> rs = List.of(
                VerdictsTest.result("a", 1, 0.01, 1.0, 1.01, 0.99),
                VerdictsTest.result("b", 1, 0.01, 3.0, 3.01, 2.99),
                n800("a", 1.0, 1.2, 0.9), n800("b", 1.2, 1.0, 1.1));
        List<Verdicts.CaseVerdict> vs = Fixture.judge(rs, 1);
        assertEquals(Verdicts.Kind.UNDECIDED, vs.get(1).kind(), "three forks of a and b on n800 could miss a "
                + Verdicts.times(vs.get(1).detectable()) + " lead");
        assertEquals(List.of("**triomino**: `a` (fastest on 1 of the 1 cases with a verdict); undecided on n800 (a, b; a lead"
                + " under " + Verdicts.times(vs.get(1).detectable()) + " would not have shown)."), ReadmeSection.choose(vs),
                "an undecided case is not counted as tied with the best");
        // a shown slower on n800, where b and c are undecided: a is no choice for the whole workload.
        List<Verdicts.CaseVerdict> apart = Fixture.judge(List.of(rs.get(0), rs.get(1), n800("a", 3.0, 3.01, 2.99),
                n800("b", 1.0, 1.2, 0.9), n800("c", 1.2, 1.0, 1.1)), 1);
        assertEquals(Verdicts.Kind.UNDECIDED, apart.get(1).kind());
        assertEquals(List.of("**triomino**: depends on the case: n100 `a`; undecided on n800 (b, c; a lead under "
                + Verdicts.times(apart.get(1).detectable()) + " would not have shown)."), ReadmeSection.choose(apart));
        // Ten forks of a and b on n800, 1.05 times apart with a spread of about 1%: a 1.5x lead would have shown, a tie.
        List<Verdicts.CaseVerdict> tied = Fixture.judge(List.of(rs.get(0), rs.get(1),
                n800("a", 1.0, 1.01, 0.99, 1.0, 1.02, 0.98, 1.0, 1.01, 0.99, 1.0),
                n800("b", 1.03, 1.05, 1.04, 1.02, 1.06, 1.03, 1.04, 1.05, 1.03, 1.04)), 1);
        assertEquals(Verdicts.Kind.TIED, tied.get(1).kind());
        assertEquals(List.of("**triomino**: `a` (fastest on 1, tied with the best on 1 of the 2 cases with a verdict)."),
                ReadmeSection.choose(tied));
        List<String> split = ReadmeSection.choose(Fixture.judge(List.of(
                VerdictsTest.result("a", 1, 0.01, 1.0, 1.01, 0.99),
                VerdictsTest.result("b", 1, 0.01, 3.0, 3.01, 2.99),
                n800("a", 3.0, 3.01, 2.99), n800("b", 1.0, 1.01, 0.99)), 1));
        assertEquals(List.of("**triomino**: depends on the case: n100 `a`; n800 `b`."), split);
    }

    static Result n800(String impl, double... forkMeans) {
        double[][] forks = new double[forkMeans.length][];
        for (int f = 0; f < forks.length; f++) {
            forks[f] = new double[] {forkMeans[f], forkMeans[f]};
        }
        return Fixture.result("triomino", "n800", impl, "avgt", "ms/op", forks, null);
    }
}
