package org.grundybench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class VerdictsTest {
    static List<JmhResult> results;
    static Map<String, Verdicts.CaseVerdict> byName;

    @BeforeAll
    static void load() throws IOException {
        results = Fixtures.read("run-a");
        byName = Verdicts.judge(results).stream()
                .collect(Collectors.toMap(Verdicts.CaseVerdict::name, Function.identity()));
    }

    static Verdicts.Row row(Verdicts.CaseVerdict w, String impl) {
        return w.rows().stream().filter(r -> r.result().impl().equals(impl)).findFirst()
                .orElseThrow();
    }

    @Test
    void readsTheJmhJson() {
        assertEquals(14, results.size());
        JmhResult first = results.get(0);
        assertEquals("rectangle-table", first.workloadName());
        assertEquals("recursive-hashset", first.impl());
        assertEquals(Map.of("shape", "3x3"), first.params());
        assertEquals(10, first.samples().length);
        assertTrue(first.hasError());
        JmhResult setNim = results.get(12);
        assertTrue(Double.isNaN(setNim.error()), "\"NaN\" strings are read as NaN");
        assertEquals(1, setNim.samples().length);
        assertEquals(1.2e6, results.get(6).allocBytesPerOp());
        assertFalse(first.hasAlloc());
        assertEquals(5, byName.size());
    }

    @Test
    void clearWinnerWithDisjointIntervals() {
        Verdicts.CaseVerdict w = byName.get("triomino n=100");
        assertEquals(Verdicts.Kind.FASTEST, w.kind());
        assertEquals("reduced-recurrence", w.fastest());
        assertEquals("disjoint 99.9% intervals", w.method());
        assertEquals("fastest", row(w, "reduced-recurrence").verdict());
        assertTrue(row(w, "iterative-bitset").verdict().startsWith("14.29\u00d7 slower than"));
        assertEquals(3.0 / 0.014, row(w, "reduced-recurrence").speedup(), 1e-6);
        assertEquals(15.0, row(w, "iterative-bitset").speedup(), 1e-9);
        assertEquals(1.0, row(w, "recursive-hashset").speedup(), 1e-12);
        assertEquals("reduced-recurrence", w.rows().get(0).result().impl(), "rows best first");
    }

    @Test
    void winnerByWelchTestWhereIntervalsOverlap() {
        Verdicts.CaseVerdict w = byName.get("triomino n=800");
        JmhResult best = row(w, "reduced-recurrence").result();
        JmhResult runner = row(w, "iterative-bitset").result();
        assertFalse(Verdicts.disjoint(best, runner), "fixture: the 99.9% intervals overlap");
        assertTrue(Verdicts.welchP(best.samples(), runner.samples()) < 0.01);
        assertEquals(Verdicts.Kind.FASTEST, w.kind());
        assertEquals("reduced-recurrence", w.fastest());
        assertTrue(w.method().contains("Welch"), w.method());
        assertEquals(1.10, w.margin(), 1e-9);
    }

    @Test
    void tieWhereTheDifferenceIsNoise() {
        Verdicts.CaseVerdict w = byName.get("rectangle-table shape=3x3");
        assertEquals(Verdicts.Kind.TIED, w.kind());
        assertEquals("components", w.best());
        assertNull(w.fastest());
        assertEquals(List.of("canonical-groups"), w.tiedWith());
        assertEquals("tied with canonical-groups", row(w, "components").verdict());
        assertEquals("tied with components", row(w, "canonical-groups").verdict());
        assertTrue(row(w, "recursive-hashset").verdict().contains("slower than components"));
        assertEquals(0.2 / 0.015, row(w, "components").speedup(), 1e-6);
        assertEquals("components tied with canonical-groups", w.text());
    }

    @Test
    void tieWhereTheDifferenceIsSignificantButUnderFivePercent() {
        Verdicts.CaseVerdict w = byName.get("rectangle-table shape=4x4");
        assertTrue(Verdicts.disjoint(row(w, "components").result(),
                row(w, "canonical-groups").result()));
        assertEquals(Verdicts.Kind.TIED, w.kind());
        assertEquals(List.of("canonical-groups"), w.tiedWith());
        assertTrue(w.method().startsWith("margin 2.1% < 5%"), w.method());
    }

    @Test
    void notEnoughDataWhereTheErrorIsNaN() {
        Verdicts.CaseVerdict w = byName.get("set-nim input=classic");
        assertEquals(Verdicts.Kind.NOT_ENOUGH_DATA, w.kind());
        assertEquals("periodic", w.best());
        assertNull(w.fastest());
        assertEquals("not enough data", w.text());
        w.rows().forEach(r -> assertEquals("not enough data", r.verdict()));
        assertEquals(12500.0 / 380.0, row(w, "periodic").speedup(), 1e-9);
    }

    static JmhResult synthetic(String impl, double score, double error, double... samples) {
        return new JmhResult("org.grundybench.bench.TriominoBenchmark.grundyUpTo",
                Map.of("n", "100"), impl, "avgt", score, error, score - error, score + error,
                "ms/op", samples, Double.NaN, Double.NaN, Map.of(),
                new double[][] {samples});
    }

    @Test
    void noWinnerWhileASlowerButNoisyImplementationIsNotClearlyBeaten() {
        List<JmhResult> rs = List.of(
                synthetic("a", 1.0, 0.01, 0.99, 1.0, 1.01, 1.0),
                synthetic("b", 2.0, 0.01, 1.99, 2.0, 2.01, 2.0),
                synthetic("c", 5.0, 20.0, 0.5, 12.0, 0.5, 7.0));
        Verdicts.CaseVerdict w = Verdicts.judge(rs).get(0);
        assertEquals(Verdicts.Kind.TIED, w.kind());
        assertEquals("a", w.best());
        assertEquals("b", w.runnerUp());
        assertEquals(List.of("c"), w.tiedWith());
        assertTrue(w.method().startsWith("beats the runner-up, not c"), w.method());
        assertEquals("tied with c", row(w, "a").verdict());
        assertEquals("2.00\u00d7 slower than a", row(w, "b").verdict());
        assertEquals("tied with a", row(w, "c").verdict());
    }

    @Test
    void growthExponentIsTheLogLogSlope() {
        assertEquals(2.0, Charts.exponent(List.of(new double[] {10, 3}, new double[] {100, 300},
                new double[] {1000, 30000})), 1e-9);
        assertTrue(Double.isNaN(Charts.exponent(List.<double[]>of(new double[] {10, 3}))));
    }

    @Test
    void idsAreKebabCase() {
        assertEquals("recursive-hashset", JmhResult.id("RECURSIVE_HASHSET"));
        assertEquals("canonical-groups", JmhResult.id("canonical-groups"));
    }
}
