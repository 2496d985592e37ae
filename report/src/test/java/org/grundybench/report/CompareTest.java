package org.grundybench.report;

import static org.grundybench.report.Fixture.timed;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CompareTest {
    static final List<Result> OLD = List.of(timed("triomino", "n100", "reduced_recurrence", "us/op", 14, 14.1, 13.9),
            timed("triomino", "n100", "a", "us/op", 30, 33, 27), timed("triomino", "n800", "a", "us/op", 50),
            timed("rectangle-table", "_4x4", "recursive_hashset", "ms/op", 9, 9.1));
    static final List<Result> NEW = List.of(timed("triomino", "n100", "reduced_recurrence", "us/op", 20, 20.1, 19.9),
            timed("triomino", "n100", "a", "us/op", 31, 32, 29), timed("triomino", "n800", "a", "us/op", 50),
            timed("triomino", "n100", "b", "us/op", 5, 5.1));

    @Test
    void listsTheScoresThatMovedBeyondTheirError() {
        Compare.Outcome r = Compare.compare(OLD, NEW);
        assertEquals(1, r.moved().size());
        Compare.Move m = r.moved().get(0);
        assertEquals("triomino n=n100 impl=reduced_recurrence", m.before().key());
        assertFalse(m.improved());
        assertEquals(20.0 / 14, m.change().centre(), 1e-4);
        assertTrue(m.change().low() > 1, "the whole interval of the ratio is above 1");
        assertEquals(1, r.steady().size());
        assertEquals(1, r.unknown().size(), "one fork cannot be compared");
        assertEquals(1, r.onlyBefore().size());
        assertEquals(1, r.onlyAfter().size());

        String md = Compare.markdown("a", "b", r);
        assertTrue(md.contains("1 moved, 1 within their error, 1 not comparable"), md);
        assertTrue(md.contains("| triomino n=n100 | reduced_recurrence | 14.0 ["), md);
        assertTrue(md.contains("| +42.9% ["), md);
        assertTrue(md.contains("(worse) |"), md);
        assertTrue(md.contains("## Only in a\n\n- rectangle-table shape=_4x4 impl=recursive_hashset"), md);
        assertTrue(md.contains("## Only in b\n\n- triomino n=n100 impl=b"), md);
    }

    /** Fastest in both runs: counted, and named where the two name different implementations. */
    @Test
    void theVerdictsSayWhereBothNameAFastestAndWhetherTheyAgree() {
        List<Verdicts.CaseVerdict> quick = Fixture.judge(List.of(timed("triomino", "n100", "a", "us/op", 10, 10.1, 9.9),
                timed("triomino", "n100", "b", "us/op", 20, 20.2, 19.8), timed("triomino", "n800", "a", "us/op", 30, 30.3, 29.7),
                timed("triomino", "n800", "b", "us/op", 60, 60.6, 59.4)), 1);
        List<Verdicts.CaseVerdict> full = Fixture.judge(List.of(timed("triomino", "n100", "a", "us/op", 10, 10.1, 9.9),
                timed("triomino", "n100", "b", "us/op", 20, 20.2, 19.8), timed("triomino", "n800", "a", "us/op", 60, 60.6, 59.4),
                timed("triomino", "n800", "b", "us/op", 30, 30.3, 29.7)), 1);
        String md = Compare.verdicts("quick", "full", quick, full);
        assertTrue(md.contains("Cases in both runs: 2; with a fastest in both (a race, not an only entry): 2, the same one in 1"
                + " (50%); 1 verdict(s) differ. By kind, quick: 2 fastest, 0 tied, 0 undecided, 0 single, 0 not enough data;"
                + " full: 2 fastest, 0 tied, 0 undecided, 0 single, 0 not enough data."), md);
        assertTrue(md.contains("| triomino n=n800 | fastest: a | fastest: b | **a different fastest** |"), md);
        assertFalse(md.contains("| triomino n=n100 |"), "the cases that agree are not listed");
    }

    @Test
    void aRunComparedWithItselfHasNoMovesAndTheCommandWritesTheFile(@TempDir Path tmp) throws IOException {
        Compare.Outcome r = Compare.compare(OLD, OLD);
        assertTrue(r.moved().isEmpty());
        assertTrue(Compare.markdown("a", "a", r).contains("## Moved beyond their error\n\nNone."));
        Path a = Fixture.write(tmp.resolve("old"), "", OLD);
        Path b = Fixture.write(tmp.resolve("new"), "", NEW);
        Path out = tmp.resolve("compare.md");
        ReportCommandLineTest.Outcome o = ReportCommandLineTest.run("compare", a.toString(), b.toString(), "--out", out.toString());
        assertEquals(0, o.code(), o.err());
        assertTrue(o.out().startsWith("# old \u2192 new"), o.out());
        assertEquals(o.out(), Files.readString(out, StandardCharsets.UTF_8));
    }
}
