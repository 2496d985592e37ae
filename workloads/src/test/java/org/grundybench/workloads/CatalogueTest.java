package org.grundybench.workloads;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.grundybench.core.Implementation;
import org.grundybench.rect.Board;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.rect.RectangleSolver;
import org.junit.jupiter.api.Test;

class CatalogueTest {
    @Test
    void anImplementationWhoseTablesAreAnothersRunsNoTableCase() {
        for (RectangleImpl impl : RectangleImpl.values()) {
            RectangleImpl by = impl.create().tablesBy();
            for (Case c : TableShape.values()) {
                assertEquals(by != null, c.leftOut(impl) != null && c.leftOut(impl).contains("tablesBy"), impl + " " + c);
            }
            for (Case c : ThreadedTable.values()) {
                assertTrue(by == null || c.leftOut(impl) != null, impl + " " + c);
            }
        }
        assertTrue(Arrays.stream(RectangleImpl.values()).anyMatch(i -> i.create().tablesBy() != null),
                "outcome_search's tables are canonical_groups'");
    }

    @Test
    void valuesAndInputsHoldEveryWorkloadConstantOnceWithItsOwnId() throws Exception {
        List<Object> constants = new ArrayList<>();
        for (Field f : Workload.class.getFields()) {
            if (f.getType() == Workload.class && Modifier.isStatic(f.getModifiers())) {
                constants.add(f.get(null));
                assertEquals(f.getName().toLowerCase(Locale.ROOT).replace('_', '-'), ((Workload) f.get(null)).id());
            }
        }
        List<Workload> all = new ArrayList<>(Workload.values());
        all.addAll(Workload.inputs());
        assertEquals(Set.copyOf(constants), Set.copyOf(all));
        assertEquals(constants.size(), all.size());
        assertTrue(Workload.values().stream().allMatch(w -> w.caseType() != null), "the catalogue's cases are its enums'");
        assertTrue(Workload.inputs().stream().allMatch(w -> w.caseType() == null && w.cases().isEmpty()
                && InputFile.Game.of(w).workload() == w), "an input workload's cases are files");
    }


    @Test
    void everyCaseHasAUniqueNameAndASize() {
        for (Workload w : Workload.values()) {
            assertFalse(w.cases().isEmpty(), w + " has cases");
            Set<String> seen = new HashSet<>();
            for (Case c : w.cases()) {
                assertTrue(seen.add(c.name()));
                assertTrue(c.size() > 0 && !c.items().isEmpty(), c + " has a size");
                assertFalse(w.runs(c).isEmpty(), c + " is run by some implementation");
                assertTrue(w.runs(c).contains(w.defaultImplementation()), c + " runs the default implementation");
                for (Case.LeftOut l : measured(w, c)) {
                    for (Implementation<?> impl : l.implementations()) {
                        assertSame(w.implType(), ((Enum<?>) impl).getDeclaringClass(), impl + " left out of " + c);
                    }
                }
            }
        }
    }

    /**
     * Why a case leaves an implementation out, the first that applies: a thread count it cannot use, then a declared
     * limit, then another implementation's code, then the first measurement naming it; none, and it runs.
     */
    @Test
    void aCaseLeavesAnImplementationOutForTheFirstReasonThatApplies() {
        Implementation<String> plain = made("plain", false);
        Implementation<String> threaded = made("threaded", true);
        Implementation<String> other = made("other", true);
        List<Case.LeftOut> measured = List.of(new Case.LeftOut("slow", plain, threaded), new Case.LeftOut("slower", threaded));
        Case byThreads = new MadeCase(2, Map.of(plain, "refuses plain", threaded, "refuses threaded"),
                Map.of(plain, "borrows", threaded, "borrows"), measured);
        assertTrue(byThreads.leftOut(plain).startsWith("answers on the calling thread"), byThreads.leftOut(plain));
        assertEquals("refuses threaded", byThreads.leftOut(threaded));
        assertNull(byThreads.leftOut(other));

        Case byDefault = new MadeCase(0, Map.of(), Map.of(threaded, "borrows"), measured);
        assertEquals("slow", byDefault.leftOut(plain));
        assertEquals("borrows", byDefault.leftOut(threaded));
        assertNull(byDefault.leftOut(other));
        assertEquals("slow", new MadeCase(0, Map.of(), Map.of(), measured).leftOut(threaded), "the first measurement");
        assertNull(new MadeCase(0, Map.of(), Map.of(), List.of()).leftOut(plain));

        Workload here = new Workload("made", "made", "Made.made", "made", null, null, null, null,
                Map.of(byDefault, new Case.LeftOut("here", plain, other)), Map.of());
        assertEquals("slow", here.leftOut(byDefault, plain), "the case's reason before the workload's");
        assertEquals("here", here.leftOut(byDefault, other), "the workload's where the case has none");
        assertNull(here.leftOut(new MadeCase(0, Map.of(), Map.of(), List.of()), other), "only on the case it names");
    }

    /** An implementation of the test's: its solvers say which factory made them. */
    private static Implementation<String> made(String name, boolean threaded) {
        return new Implementation<>() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public Factories<String> factories() {
                return new Factories<>(() -> "default threads", threaded ? n -> n + " threads" : null);
            }
        };
    }

    /** A case of the test's: its thread count, declared limits, borrowed code and measurements as given. */
    private record MadeCase(int threads, Map<Implementation<?>, String> beyond, Map<Implementation<?>, String> borrowing,
            List<Case.LeftOut> measured) implements Case {
        @Override
        public String name() {
            return "made";
        }

        @Override
        public double size() {
            return 1;
        }

        @Override
        public String beyondLimits(Implementation<?> impl) {
            return beyond.get(impl);
        }

        @Override
        public String borrowed(Implementation<?> impl) {
            return borrowing.get(impl);
        }
    }

    /** A case by thread count makes its solvers with its count, which is at least one; other cases with the default. */
    @Test
    void casesByThreadCountAskForTheirThreads() {
        for (Workload w : Workload.values()) {
            boolean byThreads = w.cases().stream().anyMatch(c -> c.threads() > 0);
            assertTrue(w.cases().stream().allMatch(c -> (c.threads() > 0) == byThreads), w + ": all or none");
            assertEquals(byThreads, w.title().contains("thread count"), w.title());
            for (Case c : w.cases()) {
                assertTrue(byThreads ? c.threads() >= 1 : c.threads() == 0, c.name() + ": " + c.threads());
                assertEquals(byThreads ? c.threads() + " threads" : "default threads", c.solver(made("any", true)), c.name());
                assertTrue(w.runs(c).stream().allMatch(impl -> !byThreads || impl.threaded()), c.name());
            }
        }
        assertEquals(Runtime.getRuntime().availableProcessors(), ThreadedTable._5x5_all.threads());
        assertEquals(1, ThreadedStrip.n100000_1t.threads());
    }

    /**
     * A measured reason, and a reason the quick profile leaves an implementation or a case out, names its figures' results
     * (a run folder or a measurement file), and each is published.
     */
    @Test
    void measuredReasonsNameAPublishedResultsFile() {
        Pattern file = Pattern.compile("results/[\\w./-]+[\\w]");
        for (Workload w : Workload.values()) {
            for (Case c : w.cases()) {
                List<Case.LeftOut> leftOut = Stream.concat(measured(w, c).stream(), c.outOfQuick().stream()).toList();
                leftOut.forEach(l -> assertFalse(l.implementations().isEmpty(), c.name()));
                for (String reason : Stream.concat(leftOut.stream().map(Case.LeftOut::reason), Stream.ofNullable(w.outOfQuick()
                        .get(c))).toList()) {
                    Matcher m = file.matcher(reason);
                    assertTrue(m.find(), c + ": " + reason);
                    do {
                        assertTrue(Files.exists(Path.of("..").resolve(m.group())), m.group() + " is published");
                    } while (m.find());
                }
            }
        }
    }

    /** What measurements leave out of {@code c} in {@code w}: the case's, then the workload's own. */
    private static List<Case.LeftOut> measured(Workload w, Case c) {
        Case.LeftOut here = w.measured().get(c);
        return here == null ? c.measured() : Stream.concat(c.measured().stream(), Stream.of(here)).toList();
    }

    @Test
    void costsAreTheMeasuredOnes() {
        assertEquals(Case.Cost.SECONDS_WARM, TableShape._5x6.cost());
        assertEquals(Case.Cost.SECONDS, TableShape._5x5.cost());
        assertEquals(Case.Cost.SECONDS_WARM, StripLength.n5000.cost());
        assertEquals(Case.Cost.ONE_PASS, BoardCollection._8x8_60.cost());
        assertEquals(Case.Cost.MILLIS, TableShape._3x3.cost());
        assertEquals(Case.Cost.WARMS_SLOWLY, BoardCase._8x8_60.cost());
    }

    /**
     * The inputs are the ones every earlier run measured: their seeds derive from fixed texts
     * ({@code 8x8@0.5}, {@code warmup 8x8@0.5#105}, {@code 8x8@0.6 threads}) and fixed offsets,
     * not from the labels; these fingerprints were taken before the labels changed. The who-wins
     * collections ({@code wins:}) are the median's two, 15 boards of the density-0.7 stream and the pairs.
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
        for (WinsCollection c : WinsCollection.values()) {
            fingerprints.append(" wins:").append(c.name()).append('=').append(fingerprint(c.boards()));
        }
        assertEquals(EXPECTED_FINGERPRINTS, fingerprints.toString());
    }

    static final String EXPECTED_FINGERPRINTS = "_4x4_30=42910552413494 _4x4_50=65739782299814"
            + " _6x6_30=1596621651912054617 _6x6_50=-2253444803178516454 _8x8_30=285324638542807491"
            + " _8x8_50=6617709121339163637 _8x8_60=-6265241718440069284 _8x8_50=2664922588240795114"
            + " _8x8_60=2900415391288763922 threads=3408598757556191134 classic=52590056974"
            + " s2_5_1e6=-1257742318 long_period=-546890860 huge_1e18=6133461305894932495"
            + " wins:_8x8_50=2664922588240795114 wins:_8x8_60=2900415391288763922"
            + " wins:_8x8_70=-1813075838548462540 wins:pairs_8x8=-7988521834301999256";

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

    /** Each pair board is two halves of one non-zero value (a second-player win), the right one the first not yet taken. */
    @Test
    void pairBoardsAreTwoHalvesOfEqualValue() {
        RectangleSolver solver = RectangleImpl.canonical_groups.create();
        Board[] boards = WinsCollection.pairs_8x8.boards();
        assertEquals(WinsCollection.PAIRS, boards.length);
        Board[] right = BoardCase.random(8, 4, 0.7, 124, Case.SEED ^ "pairs right 8x4@0.7".hashCode());
        Set<Integer> taken = new HashSet<>();
        for (int i = 0; i < boards.length; i++) {
            Board b = boards[i];
            for (int r = 0; r < 8; r++) {
                assertFalse(b.get(r, 3), "column 3 is empty");
            }
            int left = solver.grundy(b.clear(0, 3, 7, 7));
            assertTrue(left != 0, "pair " + i);
            assertEquals(left, solver.grundy(b.clear(0, 0, 7, 3)), "pair " + i + "\n" + b);
            for (int j = 0; j < WinsCollection.RIGHT.get(i); j++) {
                assertTrue(taken.contains(j) || solver.grundy(right[j]) != left, "pair " + i + ": right half " + j + " came first");
            }
            taken.add(WinsCollection.RIGHT.get(i));
        }
    }
}
