package org.grundybench.report;

import static org.grundybench.report.VerdictsTest.result;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The run a new run's verdicts are compared with, and the comparison. */
class BaselineTest {
    static final List<Result> B_WINS = List.of(result("a", 1, 0.01, 2.0, 2.02, 1.98), result("b", 1, 0.01, 1.0, 1.01, 0.99));
    static final List<Result> A_WINS = List.of(result("a", 1, 0.01, 1.0, 1.01, 0.99), result("b", 1, 0.01, 2.0, 2.02, 1.98));

    /** The baseline's verdicts beside the run's, as the summary and the README section show them. */
    static String against(List<Verdicts.CaseVerdict> baseline, List<Verdicts.CaseVerdict> run) {
        return Compare.verdicts("2026-11-20-full", "new", baseline, run);
    }

    @Test
    void aVerdictDiffersWhenTheBaselineHadAnotherWinner() {
        String md = against(Fixture.judge(B_WINS, 1), Fixture.judge(A_WINS, 1));
        assertTrue(md.startsWith("Cases in both runs: 1; with a fastest in both (a race, not an only entry): 1, the same one in 0"
                + " (0%); 1 verdict(s) differ."), md);
        assertTrue(md.contains("| triomino n=n100 | fastest: b | fastest: a | **a different fastest** |"), md);
        assertTrue(against(Fixture.judge(B_WINS, 1), Fixture.judge(B_WINS, 1)).contains("the same one in 1 (100%); no verdict"
                + " differs."));
        assertTrue(against(List.of(), Fixture.judge(B_WINS, 1)).startsWith("Cases in both runs: 0;"));
    }

    @Test
    void aRaceAgainstABaselineWhereOneImplementationRanDiffersButNamesNoOtherFastest() {
        List<Verdicts.CaseVerdict> before = Fixture.judge(List.of(result("b", 1, 0.01, 1.0, 1.01, 0.99)), 1);
        String md = against(before, Fixture.judge(B_WINS, 1));
        assertTrue(md.contains("with a fastest in both (a race, not an only entry)") && md.contains("not an only entry): 0,"), md);
        assertTrue(md.contains("| triomino n=n100 | only entry: b | fastest: b |  |"), md);
    }

    @Test
    void aTieIsTheSameWhateverOrderItsMembersScoredIn() {
        List<Verdicts.CaseVerdict> one = Fixture.judge(List.of(result("a", 1, 0.001, 1.00, 1.20, 0.90, 1.10, 1.05),
                result("b", 1, 0.001, 1.10, 1.15, 0.97, 1.08, 1.12)), 1);
        List<Verdicts.CaseVerdict> other = Fixture.judge(List.of(result("a", 1, 0.001, 1.10, 1.15, 0.97, 1.08, 1.12),
                result("b", 1, 0.001, 1.00, 1.20, 0.90, 1.10, 1.05)), 1);
        assertEquals(Verdicts.Kind.TIED, one.get(0).kind());
        assertEquals("b", other.get(0).best());
        assertTrue(against(one, other).contains("no verdict differs"), against(one, other));
    }

    @Test
    void theBaselineIsTheNewestEarlierRunOfTheSameProfileAndJdkPreferringTheWholeSuite(@TempDir Path tmp) throws IOException {
        Path results = tmp.resolve("results");
        String jdk17 = "fork_jvm_version=openjdk version \"17.0.15\" 2025-04-15\n";
        String jdk25 = "fork_jvm_version=openjdk version \"25.0.1\" 2025-10-21\n";
        Fixture.write(results.resolve("r1"), "profile=full\nstarted_utc=2026-11-19T10:00:00Z\n" + jdk17, B_WINS);
        Fixture.write(results.resolve("r2"), "profile=full\nstarted_utc=2026-11-20T10:00:00Z\n" + jdk17, B_WINS);
        Fixture.write(results.resolve("r3-selection"), "profile=full\nstarted_utc=2026-11-21T10:00:00Z\nargs=-p n=n100\n" + jdk17, B_WINS);
        Fixture.write(results.resolve("r4-jdk25"), "profile=full\nstarted_utc=2026-11-21T11:00:00Z\n" + jdk25, B_WINS);
        Fixture.write(results.resolve("r5-quick"), "profile=quick\nstarted_utc=2026-11-21T12:00:00Z\n" + jdk17, B_WINS);
        Fixture.write(results.resolve("r6-later"), "profile=full\nstarted_utc=2026-11-23T10:00:00Z\n" + jdk17, B_WINS);
        Path run = Fixture.write(tmp.resolve("runs/new"), "profile=full\nstarted_utc=2026-11-22T10:00:00Z\n" + jdk17, A_WINS);
        assertEquals(Optional.of("r2"), Index.baseline(run, results));
        Fixture.write(run, "profile=full\nstarted_utc=2026-11-22T10:00:00Z\nargs=-p n=n100\n" + jdk25, A_WINS);
        assertEquals(Optional.of("r4-jdk25"), Index.baseline(run, results));
        Fixture.write(run, "profile=quick\nstarted_utc=2026-11-19T09:00:00Z\n" + jdk17, A_WINS);
        assertEquals(Optional.empty(), Index.baseline(run, results));
        Fixture.write(run, "profile=full\nstarted_utc=2026-11-22T10:00:00Z\n" + jdk17, A_WINS);

        // An archived run is listed apart and is never a baseline, however recent; a run naming it still finds it.
        Fixture.write(results.resolve(Index.ARCHIVE).resolve("r7-archived"), "profile=full\nstarted_utc=2026-11-21T23:00:00Z\n"
                + jdk17, B_WINS);
        assertEquals(Optional.of("r2"), Index.baseline(run, results));
        Fixture.write(run, "profile=full\nstarted_utc=2026-11-22T10:00:00Z\nbaseline=r7-archived\n" + jdk17, A_WINS);
        assertEquals(1, Report.judge(run, results).baseline().size());
        Files.createDirectories(results.resolve(Index.NOTES));
        Files.writeString(results.resolve(Index.NOTES).resolve("ab-x.md"), "# An A/B of x\n\ntext\n");
        Files.writeString(results.resolve(Index.ARCHIVE).resolve("r7-archived").resolve("summary.md"), "# r7\n");
        Index.write(results);
        String index = Files.readString(results.resolve("README.md"));
        assertTrue(index.startsWith("# Benchmark results\n\n**The latest full run, r6-later** ([summary](r6-later/summary.md))"),
                index);
        assertTrue(index.indexOf("| r7-archived |") > index.indexOf("## Archived runs"), index);
        assertTrue(index.indexOf("| r1 |") < index.indexOf("## Archived runs"), index);
        assertTrue(index.contains("[summary](archive/r7-archived/summary.md)"), index);
        assertTrue(index.contains("- [ab-x.md](notes/ab-x.md): An A/B of x\n"), index);
    }

    @Test
    void theForkJdkMajorVersionIsReadFromTheVersionLine() {
        assertEquals("17", jdkMajor("openjdk version \"17.0.15\" 2025-04-15"));
        assertEquals("8", jdkMajor("java version \"1.8.0_402\""));
        assertEquals("25", jdkMajor("25.0.1"));
        assertEquals("?", jdkMajor(null));
    }

    static String jdkMajor(String version) {
        Properties p = new Properties();
        if (version != null) {
            p.setProperty("fork_jvm_version", version);
        }
        return new Index.Entry("r", p).jdkMajor();
    }
}
