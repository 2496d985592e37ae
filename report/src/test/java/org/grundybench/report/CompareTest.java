package org.grundybench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import org.junit.jupiter.api.Test;

class CompareTest {
    @Test
    void listsTheScoresThatMovedBeyondTheirError() throws IOException {
        Compare.Result r = Compare.compare(Fixtures.read("run-a"), Fixtures.read("run-b"));
        assertEquals(1, r.moved().size());
        Compare.Move m = r.moved().get(0);
        assertEquals("triomino n=100", m.caseKey());
        assertEquals("reduced_recurrence", m.impl());
        assertFalse(m.improved());
        assertEquals(0.020 / 0.014, m.ratio(), 1e-4);
        assertTrue(m.interval().low() > 1, "the whole interval of the ratio is above 1");
        assertEquals(11, r.steady().size());
        assertEquals(0, r.unknown().size());
        assertEquals(2, r.onlyBefore().size(), "the Set-Nim entries");
        assertEquals(1, r.onlyAfter().size(), "fastutil_memo on n=100");

        String md = Compare.markdown("a", "b", r);
        assertTrue(md.contains("1 moved, 11 within their error"), md);
        assertTrue(md.contains("| triomino n=100 | reduced_recurrence | 14.0 [12.5, 15.7] us/op (2 forks) | "
                + "20.0 ["), md);
        assertTrue(md.contains("| +42.9% ["), md);
        assertTrue(md.contains("(worse) |"), md);
        assertTrue(md.contains("## Only in a\n\n- set-nim input=classic, recursive_hashset"), md);
        assertTrue(md.contains("## Only in b\n\n- triomino n=100, fastutil_memo"), md);
    }

    @Test
    void aRunComparedWithItselfHasNoMoves() throws IOException {
        Compare.Result r = Compare.compare(Fixtures.read("run-a"), Fixtures.read("run-a"));
        assertTrue(r.moved().isEmpty());
        assertEquals(2, r.unknown().size(), "one fork cannot be compared");
        assertTrue(Compare.markdown("a", "a", r).contains("## Moved beyond their error\n\nNone."));
    }
}
