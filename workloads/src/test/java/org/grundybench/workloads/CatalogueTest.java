package org.grundybench.workloads;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.grundybench.core.Implementation;
import org.grundybench.rect.Board;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.setnim.SetNimImpl;
import org.grundybench.triomino.TriominoImpl;
import org.junit.jupiter.api.Test;

class CatalogueTest {

    @Test
    void everyCaseBelongsToItsWorkloadAndHasASize() {
        for (Workload w : Workload.values()) {
            assertFalse(w.cases().isEmpty(), w + " has cases");
            Set<String> seen = new HashSet<>();
            for (Case c : w.cases()) {
                assertSame(w, c.workload(), c.name());
                assertTrue(seen.add(c.name()));
                assertTrue(c.size() > 0 && c.items() >= 1, c + " has a size");
                assertFalse(w.runs(c).isEmpty(), c + " is run by some implementation");
                assertTrue(w.runs(c).contains(w.defaultImplementation()), c + " runs the default implementation");
                for (Case.LeftOut l : c.leftOut()) {
                    assertFalse(l.reason().isBlank());
                    for (Implementation<?> impl : l.implementations()) {
                        assertSame(w.implType(), ((Enum<?>) impl).getDeclaringClass(), impl + " left out of " + c);
                    }
                }
            }
        }
    }

    @Test
    void leftOutImplementationsAreTheMeasuredOnes() {
        assertEquals(List.of(RectangleImpl.iterative_bitset, RectangleImpl.bit_parallel, RectangleImpl.components,
                RectangleImpl.canonical_groups), Workload.RECTANGLE_TABLE.runs(TableShape._5x5));
        assertEquals(List.of(RectangleImpl.canonical_groups), Workload.RECTANGLE_TABLE.runs(TableShape._5x6));
        assertEquals(List.of(RectangleImpl.components, RectangleImpl.canonical_groups),
                Workload.RECTANGLE_BOARD.runs(BoardCase._8x8_60));
        assertEquals(List.of(TriominoImpl.reduced_recurrence), Workload.TRIOMINO.runs(StripLength.n100000));
        assertEquals(List.of(SetNimImpl.periodic), Workload.SET_NIM.runs(SetNimCollection.long_period));
        assertEquals(Arrays.asList(SetNimImpl.values()), Workload.SET_NIM.runs(SetNimCollection.classic));
        for (ThreadedStrip s : ThreadedStrip.values()) {
            assertEquals(List.of(TriominoImpl.reduced_recurrence), Workload.TRIOMINO_THREADS.runs(s));
        }
    }

    @Test
    void costsAreTheMeasuredOnes() {
        assertEquals(Case.Cost.SECONDS_WARM, TableShape._5x6.cost());
        assertEquals(Case.Cost.SECONDS, TableShape._5x5.cost());
        assertEquals(Case.Cost.SECONDS_WARM, StripLength.n5000.cost());
        assertEquals(Case.Cost.ONE_PASS, BoardCollection._8x8_60.cost());
        assertEquals(Case.Cost.MILLIS, TableShape._3x3.cost());
    }

    /**
     * The inputs are the ones every earlier run measured: their seeds derive from fixed texts
     * ({@code 8x8@0.5}, {@code warmup 8x8@0.5#105}, {@code 8x8@0.6 threads}) and fixed offsets,
     * not from the labels; these fingerprints were taken before the labels changed.
     */
    @Test
    void inputsAreBitIdenticalToEarlierRuns() {
        assertEquals(List.of("4x4@0.3", "4x4@0.5", "6x6@0.3", "6x6@0.5", "8x8@0.3", "8x8@0.5", "8x8@0.6"),
                Arrays.stream(BoardCase.values()).map(BoardCase::seedText).toList());
        assertEquals("warmup 8x8@0.5#105", BoardCollection._8x8_50.warmupSeedText());
        assertEquals("warmup 8x8@0.6#21", BoardCollection._8x8_60.warmupSeedText());
        StringBuilder fingerprints = new StringBuilder();
        for (BoardCase c : BoardCase.values()) {
            fingerprints.append(c.name()).append('=').append(fingerprint(c.boards())).append(' ');
        }
        for (BoardCollection c : BoardCollection.values()) {
            fingerprints.append(c.name()).append('=').append(fingerprint(c.boards())).append(' ');
        }
        fingerprints.append("threads=").append(fingerprint(ThreadedBoards._8x8_60_1t.boards())).append(' ');
        for (SetNimCollection c : SetNimCollection.values()) {
            fingerprints.append(c.name()).append('=').append(fingerprint(c.inputs())).append(' ');
        }
        fingerprints.append("huge_1e18=").append(fingerprint(PerInputCollection.huge_1e18.inputs()));
        assertEquals(EXPECTED_FINGERPRINTS, fingerprints.toString());
    }

    static final String EXPECTED_FINGERPRINTS = "_4x4_30=42910552413494 _4x4_50=65739782299814"
            + " _6x6_30=1596621651912054617 _6x6_50=-2253444803178516454 _8x8_30=285324638542807491"
            + " _8x8_50=6617709121339163637 _8x8_60=-6265241718440069284 _8x8_50=2664922588240795114"
            + " _8x8_60=2900415391288763922 threads=3408598757556191134 classic=52590056974"
            + " s2_5_1e6=-1257742318 long_period=-546890860 huge_1e18=6133461305894932495";

    private static long fingerprint(Board[] boards) {
        long h = 1;
        for (Board b : boards) {
            h = h * 31 + b.rows() * 100 + b.cols();
            h = h * 31 + b.cells();
        }
        return h;
    }

    private static long fingerprint(SetNimInputs.Input[] inputs) {
        long h = 1;
        for (SetNimInputs.Input in : inputs) {
            h = h * 31 + Arrays.hashCode(in.moves().sizes());
            h = h * 31 + Arrays.hashCode(in.piles());
        }
        return h;
    }
}
