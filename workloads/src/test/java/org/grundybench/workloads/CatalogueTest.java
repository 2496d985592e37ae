package org.grundybench.workloads;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.grundybench.core.Implementation;
import org.grundybench.rect.Board;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.setnim.SetNimImpl;
import org.grundybench.triomino.TriominoImpl;
import org.junit.jupiter.api.Test;

class CatalogueTest {

    @Test
    void everyCaseParsesFromItsNameAndItsLabelWithinItsWorkload() {
        for (Workload w : Workload.values()) {
            Set<String> seen = new HashSet<>();
            assertFalse(w.cases().isEmpty(), w + " has cases");
            for (Case c : w.cases()) {
                assertSame(w, c.workload(), c + " belongs to its group's workload");
                assertSame(c, w.parseCase(c.name()));
                assertSame(c, w.parseCase(c.label()));
                assertTrue(seen.add(c.name()) && seen.add(c.label()), "names and labels unique in " + w);
                assertTrue(c.size() > 0 && c.collectionSize() >= 1, c + " has a size");
            }
        }
    }

    @Test
    void labelsAreWhatEarlierRunsRecorded() {
        assertEquals("4x5", TableShape._4x5.label());
        assertEquals("5x5-2t", ThreadedTable._5x5_2t.label());
        assertEquals("5x5-all", ThreadedTable._5x5_all.label());
        assertEquals("8x8@0.6", DenseBoardCase._8x8_60.label());
        assertEquals("8x8@0.5#105", BoardCollection._8x8_50.label());
        assertEquals("100000", LongStripLength.N100000.label());
        assertEquals("s2-5-1e6", SetNimCollection.S2_5_1E6.label());
        assertSame(HugeTableShape._5x6, Workload.RECTANGLE_TABLE.parseCase("5x6"));
        assertSame(BoardCollection._8x8_60, Workload.RECTANGLE_BOARD_MEDIAN.parseCase("8x8@0.6#21"));
        assertSame(PerInputCollection.HUGE_1E18, Workload.SET_NIM.parseCase("huge-1e18"));
        assertSame(HugePileCollection.LONG_PERIOD, Workload.SET_NIM.parseCase("long-period"));
    }

    @Test
    void threadCountCasesNameTheirThreads() {
        assertEquals("8x8@0.6-1t", ThreadedBoards._8x8_60_1t.label());
        assertEquals("8x8@0.6-2t", ThreadedBoards._8x8_60_2t.label());
        assertEquals("8x8@0.6-all", ThreadedBoards._8x8_60_all.label());
        assertEquals("100000-1t", ThreadedStrip.N100000_1t.label());
        assertEquals("100000-2t", ThreadedStrip.N100000_2t.label());
        assertEquals("100000-all", ThreadedStrip.N100000_all.label());
        int all = Runtime.getRuntime().availableProcessors();
        assertEquals(List.of(1, 2, all), Arrays.stream(ThreadedBoards.values()).map(ThreadedBoards::threads).toList());
        assertEquals(List.of(1, 2, all), Arrays.stream(ThreadedStrip.values()).map(ThreadedStrip::threads).toList());
        assertEquals("rectangle-board-threads", Workload.RECTANGLE_BOARD_THREADS.id());
        assertEquals("triomino-threads", Workload.TRIOMINO_THREADS.id());
        assertEquals(List.of(RectangleImpl.canonical_groups), Catalogue.groupOf(ThreadedBoards._8x8_60_1t).implementations());
        assertEquals(List.of(TriominoImpl.reduced_recurrence), Catalogue.groupOf(ThreadedStrip.N100000_2t).implementations());
    }

    @Test
    void theHardBoardsAreFixedDenseAndTheSameAtEveryThreadCount() {
        Board[] boards = ThreadedBoards._8x8_60_1t.boards();
        assertEquals(ThreadedBoards.COUNT, boards.length);
        assertEquals(ThreadedBoards.COUNT, ThreadedBoards.INDICES.size());
        assertEquals(ThreadedBoards.COUNT, Arrays.stream(boards).distinct().count());
        for (Board b : boards) {
            assertEquals(8, b.rows());
            assertEquals(8, b.cols());
            assertEquals(38, b.ones());
        }
        for (ThreadedBoards c : ThreadedBoards.values()) {
            assertEquals(Arrays.asList(boards), Arrays.asList(c.boards()), c.label());
            assertEquals(ThreadedBoards.COUNT, c.collectionSize());
        }
        assertEquals(-1712287246277454895L, boardsHash(boards));
    }

    @Test
    void sizesAreWhatTheChartsAndTheCliCompare() {
        assertEquals(65536.0, TableShape._4x4.size(), "positions of a table");
        assertEquals(64.0, DenseBoardCase._8x8_50.size(), "cells of a board");
        assertEquals(0.5, DenseBoardCase._8x8_50.density());
        assertEquals(800.0, StripLength.N800.size());
        assertEquals(1e18, PerInputCollection.HUGE_1E18.size());
        assertEquals(1e4, SetNimCollection.CLASSIC.size());
    }

    @Test
    void anUnknownCaseIsRefusedWithTheCasesThereAre() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Workload.TRIOMINO.parseCase("801"));
        assertEquals("unknown n '801' of triomino; expected one of: 100, 800, 5000, 100000", e.getMessage());
    }

    @Test
    void groupsPartitionTheCasesAndLeaveOutOnlyWithAReason() {
        for (CaseGroup g : Catalogue.GROUPS) {
            for (Case c : g.cases()) {
                assertSame(g, Catalogue.groupOf(c));
                assertSame(g.workload(), c.workload());
            }
            List<Implementation<?>> run = g.implementations();
            assertFalse(run.isEmpty(), g + " runs something");
            for (Map.Entry<Implementation<?>, String> e : g.leftOut().entrySet()) {
                assertFalse(run.contains(e.getKey()));
                assertFalse(e.getValue().isBlank());
            }
            assertEquals(g.workload().implType().getEnumConstants().length, run.size() + g.leftOut().size());
            assertEquals(run.size() > 1, g.hasImplParam());
        }
        assertEquals(Catalogue.GROUPS.size(),
                Catalogue.GROUPS.stream().map(CaseGroup::benchmark).distinct().count(), "one class per group");
    }

    @Test
    void jmhResultsFindTheirCaseByBenchmarkAndParameter() {
        assertEquals(LargeTableShape._5x5, Catalogue.caseOf(
                "org.grundybench.bench.RectangleLargeTableBenchmark.table", Map.of("shape", "_5x5")).get());
        // Runs made before the catalogue timed every shape in one class, with labels.
        assertEquals(LargeTableShape._5x5, Catalogue.caseOf(
                "org.grundybench.bench.RectangleTableBenchmark.table", Map.of("shape", "5x5", "impl", "X")).get());
        assertTrue(Catalogue.caseOf("org.grundybench.bench.Nothing.x", Map.of("shape", "5x5")).isEmpty());
        assertTrue(Catalogue.caseOf("a.TriominoBenchmark.grundyUpTo", Map.of("n", "7")).isEmpty());
        assertEquals("canonical_groups", Catalogue.soleImplementation("a.RectangleHugeTableBenchmark.table").get());
        assertTrue(Catalogue.soleImplementation("a.RectangleTableBenchmark.table").isEmpty());
    }

    @Test
    void theLeftOutCombinationsAreTheMeasuredOnes() {
        assertTrue(runs(TableShape._4x5, RectangleImpl.recursive_hashset));
        assertFalse(runs(LargeTableShape._5x5, RectangleImpl.eclipse_memo));
        assertTrue(runs(LargeTableShape._5x5, RectangleImpl.iterative_bitset));
        assertEquals(List.of(RectangleImpl.canonical_groups), Catalogue.groupOf(HugeTableShape._5x6).implementations());
        assertEquals(List.of(RectangleImpl.components, RectangleImpl.canonical_groups),
                Catalogue.groupOf(BoardCollection._8x8_50).implementations());
        assertEquals(List.of(TriominoImpl.reduced_recurrence),
                Catalogue.groupOf(LongStripLength.N100000).implementations());
        assertEquals(List.of(SetNimImpl.periodic), Catalogue.groupOf(HugePileCollection.LONG_PERIOD).implementations());
    }

    /** The inputs are the ones every published run measured: hashes taken from the generator they used. */
    @Test
    void inputsAreTheOnesEarlierRunsMeasured() {
        assertEquals(1039387847L, boardsHash(BoardCase._4x4_30.boards()));
        assertEquals(-3922054322540628220L, boardsHash(DenseBoardCase._8x8_50.boards()));
        assertEquals(9102525319790284161L, boardsHash(DenseBoardCase._8x8_60.boards()));
        assertEquals(-6875043565790160605L, boardsHash(BoardCollection._8x8_50.boards()));
        assertEquals(534790159037430009L, boardsHash(BoardCollection._8x8_60.boards()));
        assertEquals(52590056013L, inputsHash(SetNimCollection.CLASSIC.inputs()));
        assertEquals(-1257743279L, inputsHash(SetNimCollection.S2_5_1E6.inputs()));
        assertEquals(3734868906116454414L, inputsHash(PerInputCollection.HUGE_1E18.inputs()));
    }

    @Test
    void collectionsHoldWhatTheySay() {
        for (Workload w : List.of(Workload.RECTANGLE_BOARD, Workload.RECTANGLE_BOARD_MEDIAN)) {
            for (Case c : w.cases()) {
                RandomBoards b = (RandomBoards) c;
                Board[] boards = b.boards();
                assertEquals(c.collectionSize(), boards.length);
                for (Board board : boards) {
                    assertEquals(Math.round(b.density() * b.size()), board.ones(), c.label());
                }
            }
        }
        assertEquals(BoardCase._4x4_30.boards()[0], BoardCase._4x4_30.boards()[0], "fixed seed");
        assertTrue(Arrays.equals(DenseBoardCase._8x8_50.boards(),
                Arrays.copyOf(BoardCollection._8x8_50.boards(), BoardCase.BOARDS)), "a collection extends its case");
        for (Case c : Workload.SET_NIM.cases()) {
            SetNimInputs.Input[] inputs = ((SetNimInputs) c).inputs();
            assertEquals(c.collectionSize(), inputs.length);
            for (SetNimInputs.Input in : inputs) {
                assertTrue(Arrays.stream(in.piles()).allMatch(p -> p >= 1 && p <= ((SetNimInputs) c).maxPile()));
            }
        }
        assertEquals(List.of(8, 37, 43, 72, 80),
                Arrays.stream(HugePileCollection.LONG_PERIOD.inputs()[0].moves().sizes()).boxed().toList());
    }

    private static long boardsHash(Board[] boards) {
        long h = 0;
        for (Board b : boards) {
            h = h * 31 + b.cells();
        }
        return h;
    }

    private static long inputsHash(SetNimInputs.Input[] inputs) {
        long h = 0;
        for (SetNimInputs.Input in : inputs) {
            h = h * 31 + Arrays.hashCode(in.moves().sizes());
            h = h * 31 + Arrays.hashCode(in.piles());
        }
        return h;
    }

    private static boolean runs(Case c, Implementation<?> impl) {
        return Catalogue.groupOf(c).implementations().contains(impl);
    }
}
