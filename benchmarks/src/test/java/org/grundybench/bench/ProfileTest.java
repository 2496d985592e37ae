package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.setnim.SetNimImpl;
import org.grundybench.triomino.TriominoImpl;
import org.grundybench.workloads.BoardCase;
import org.grundybench.workloads.BoardCollection;
import org.grundybench.workloads.SetNimCollection;
import org.grundybench.workloads.StripLength;
import org.grundybench.workloads.TableShape;
import org.grundybench.workloads.Workload;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.ProfilerConfig;

/** The profiles' defaults per combination, from the case's cost. */
class ProfileTest {
    @Test
    void valuesHoldsEveryProfileConstantOnceWithItsOwnId() throws Exception {
        List<Object> constants = new ArrayList<>();
        for (Field f : Profile.class.getFields()) {
            if (f.getType() == Profile.class && Modifier.isStatic(f.getModifiers())) {
                constants.add(f.get(null));
                assertEquals(f.getName().toLowerCase(Locale.ROOT), ((Profile) f.get(null)).id());
            }
        }
        assertEquals(Set.copyOf(constants), Set.copyOf(Profile.values()));
        assertEquals(constants.size(), Profile.values().size());
    }

    private static final Combination N800 = new Combination(Workload.TRIOMINO, StripLength.n800, TriominoImpl.eclipse_memo);
    private static final Combination N5000 = new Combination(Workload.TRIOMINO, StripLength.n5000, TriominoImpl.eclipse_memo);
    private static final Combination TABLE_5X5 = new Combination(Workload.RECTANGLE_TABLE, TableShape._5x5,
            RectangleImpl.iterative_bitset);
    private static final Combination MEDIAN_60 = new Combination(Workload.RECTANGLE_BOARD_MEDIAN,
            BoardCollection._8x8_60, RectangleImpl.components);
    private static final Combination MEDIAN_50 = new Combination(Workload.RECTANGLE_BOARD_MEDIAN,
            BoardCollection._8x8_50, RectangleImpl.components);

    private static Options defaults(Profile p, Combination c, String... args) throws Exception {
        CommandLineOptions cmd = new CommandLineOptions(args);
        return p.defaults(cmd, c, c.singleShot(cmd)).build();
    }

    @Test
    void theFullProfileRunsThreeForksOrMore() throws Exception {
        Options full = defaults(Profile.FULL, N800);
        assertTrue(Profile.FULL.forks() >= 3);
        assertEquals(Profile.FULL.forks(), full.getForkCount().get());
        assertTrue(full.getWarmupIterations().get() >= 2);
        assertTrue(full.getMeasurementIterations().get() >= 2);
        assertEquals(Profile.FULL.forks(), defaults(Profile.FULL, MEDIAN_50).getForkCount().get(),
                "every board shot in every fork");
        assertEquals(Profile.FULL, Profile.byId("full"));
        assertEquals(3, Profile.QUICK.forks(), "the screening round, then two for what the screen leaves");
    }

    @Test
    void plannedLooksAreThePlannedRoundsAndOnePerBatchOfFurtherRounds() {
        assertEquals(2, Profile.FULL.plannedLooks(), "3 forks, then a look of 10 rounds up to 13");
        assertEquals(13, Profile.FULL.maxForks());
        assertEquals(10, Profile.FULL.lookRounds());
        assertEquals(85, Profile.FULL.budgetMinutes());
        assertEquals(2, Profile.QUICK.plannedLooks(), "quick: 3 rounds (the first screens), then a look of 3 up to 6");
        assertEquals(6, Profile.QUICK.maxForks());
        assertEquals(5, Profile.QUICK.budgetMinutes());
        assertTrue(Profile.QUICK.screens() && !Profile.FULL.screens());
        assertEquals(5, Profile.plannedLooks(5, 21, 5), "a short last look counts");
        assertEquals(2, Profile.plannedLooks(5, 6, 5));
        assertEquals(1, Profile.plannedLooks(5, 5, 5));
        assertEquals(1, Profile.plannedLooks(8, 5, 5), "-f above the cap: no looks");
    }

    @Test
    void theCommandLineWins() throws Exception {
        Options mine = defaults(Profile.FULL, N800, "-f", "3", "-i", "7");
        assertFalse(mine.getForkCount().hasValue(), "the command line's -f wins");
        assertFalse(mine.getMeasurementIterations().hasValue(), "the command line's -i wins");
        assertTrue(mine.getWarmupIterations().hasValue());
        assertTrue(mine.getWarmupTime().hasValue());
    }

    @Test
    void singleShotsKeepTheirAnnotationsIterations() throws Exception {
        Options shots = defaults(Profile.QUICK, MEDIAN_50);
        assertEquals(Profile.QUICK.forks(), shots.getForkCount().get(), "the profile's forks");
        assertFalse(shots.getMeasurementIterations().hasValue(), "single shots keep the annotation's iterations");
        assertFalse(shots.getWarmupIterations().hasValue());
        assertFalse(shots.getMeasurementTime().hasValue());
        assertTrue(MEDIAN_50.singleShot(new CommandLineOptions()));
        assertFalse(N800.singleShot(new CommandLineOptions()));
    }

    @Test
    void secondsLongCasesTakeFewerIterationsOfTheSameLength() throws Exception {
        Options fast = defaults(Profile.FULL, N800);
        Options slow = defaults(Profile.FULL, N5000);
        assertTrue(slow.getMeasurementIterations().get() <= fast.getMeasurementIterations().get());
        assertEquals(1, slow.getWarmupIterations().get(), "N = 5000 is warm after one operation");
        Options table = defaults(Profile.FULL, TABLE_5X5);
        assertEquals(2, table.getWarmupIterations().get(), "5x5 iterative_bitset needs two");
        assertEquals(1, table.getMeasurementIterations().get());
        assertEquals(fast.getMeasurementTime().get(), slow.getMeasurementTime().get());
        assertEquals(fast.getForkCount().get(), slow.getForkCount().get());
        Options classic = defaults(Profile.FULL, new Combination(Workload.SET_NIM, SetNimCollection.classic,
                SetNimImpl.periodic));
        assertEquals(fast.getWarmupIterations().get(), classic.getWarmupIterations().get());
    }

    /** The 8x8 boards' group searches are warm after 4 s of warmup (results/notes/warmup/): full gives it, quick cannot. */
    @Test
    void casesThatWarmSlowlyGetFourSecondsOfWarmupInTheFullProfile() throws Exception {
        for (Workload w : List.of(Workload.RECTANGLE_BOARD, Workload.RECTANGLE_BOARD_WINS)) {
            Combination slow = new Combination(w, BoardCase._8x8_50, RectangleImpl.outcome_search);
            Options full = defaults(Profile.FULL, slow);
            assertTrue(full.getWarmupIterations().get() * full.getWarmupTime().get().convertTo(TimeUnit.MILLISECONDS) >= 4000,
                    w.id());
            assertEquals(defaults(Profile.FULL, N800).getMeasurementIterations().get(), full.getMeasurementIterations().get());
            assertEquals(defaults(Profile.QUICK, N800).getWarmupIterations().get(),
                    defaults(Profile.QUICK, slow).getWarmupIterations().get(), "quick keeps its one warmup iteration");
        }
        assertEquals(2, defaults(Profile.FULL, new Combination(Workload.RECTANGLE_BOARD, BoardCase._6x6_30,
                RectangleImpl.outcome_search)).getWarmupIterations().get(), "the 6x6 boards warm in the usual 800 ms");
        assertTrue(Profile.FULL.flags().contains("cases that warm slowly -wi 10"), Profile.FULL.flags());
    }

    /** Allocation per operation in every fork of both profiles, single shots included; not twice for {@code -prof gc}. */
    @Test
    void bothProfilesRunTheGcProfilerInEveryFork() throws Exception {
        for (Profile p : Profile.values()) {
            for (Combination c : List.of(N800, TABLE_5X5, MEDIAN_50, MEDIAN_60)) {
                assertEquals(List.of(GCProfiler.class.getName()), profilers(p, c), p + " " + c);
                assertEquals(List.of("gc"), profilers(p, c, "-prof", "gc"), p + " " + c);
                assertEquals(Set.of("stack", GCProfiler.class.getName()), Set.copyOf(profilers(p, c, "-prof", "stack")));
            }
        }
        assertEquals(List.of(), profilers(null, N800), "no profile: the command line's profilers only");
    }

    private static List<String> profilers(Profile p, Combination c, String... args) throws Exception {
        return Suite.forkOptions(new CommandLineOptions(args), p, c, 1).getProfilers().stream()
                .map(ProfilerConfig::getKlass).toList();
    }

    @Test
    void onePassCasesMeasureEachItemOnceAFork() throws Exception {
        Options dense = defaults(Profile.FULL, MEDIAN_60);
        assertEquals(BoardCollection._8x8_60.items().size(), dense.getMeasurementIterations().get());
        assertFalse(dense.getWarmupIterations().hasValue(), "warmup shots stay the annotation's");
        assertFalse(defaults(Profile.FULL, MEDIAN_50).getMeasurementIterations().hasValue(),
                "other collections keep the annotation's passes");
        assertFalse(defaults(Profile.FULL, MEDIAN_60, "-i", "3").getMeasurementIterations().hasValue(),
                "the command line's -i wins");
    }
}
