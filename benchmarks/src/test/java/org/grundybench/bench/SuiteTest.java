package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.setnim.SetNimImpl;
import org.grundybench.triomino.TriominoImpl;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.TimeValue;

/** The suite as a whole: coverage of the implementation enums, the exclusion list, the planner. */
class SuiteTest {
    /** The per-game implementation enums: every constant must be benchmarked somewhere. */
    static final List<Class<? extends Enum<?>>> GAME_ENUMS =
            List.of(RectangleImpl.class, TriominoImpl.class, SetNimImpl.class);

    @Test
    void everyImplementationIsBenchmarkedInSomeWorkload() {
        List<String> missing = new ArrayList<>();
        for (Class<? extends Enum<?>> type : GAME_ENUMS) {
            for (Enum<?> impl : type.getEnumConstants()) {
                boolean benchmarked = Workloads.ALL.stream()
                        .filter(w -> Workloads.implType(w) == type)
                        .anyMatch(w -> Workloads.cases(w).stream()
                                .anyMatch(c -> !Exclusions.isExcluded(w, c, impl)));
                if (!benchmarked) {
                    missing.add(type.getSimpleName() + "." + impl.name());
                }
            }
        }
        assertEquals(List.of(), missing, "implementations no workload benchmarks");
    }

    @Test
    void everyGameHasAWorkload() {
        for (Class<? extends Enum<?>> type : GAME_ENUMS) {
            assertTrue(Workloads.ALL.stream().anyMatch(w -> Workloads.implType(w) == type), type.getName());
        }
        for (Class<?> w : Workloads.ALL) {
            assertTrue(GAME_ENUMS.contains(Workloads.implType(w)), w + " uses an unknown implementation enum");
        }
    }

    /** The compiled benchmark list (what the jar runs) names exactly the registered workloads. */
    @Test
    void registryMatchesTheGeneratedBenchmarkList() throws Exception {
        List<BenchmarkListEntry> entries;
        try (InputStream in = getClass().getResourceAsStream(BenchmarkList.BENCHMARK_LIST)) {
            assertNotNull(in, "META-INF/BenchmarkList is missing: is the JMH annotation processor declared?");
            entries = BenchmarkList.readBenchmarkList(in);
        }
        Set<String> listed = entries.stream().map(BenchmarkListEntry::getUserClassQName)
                .collect(Collectors.toCollection(TreeSet::new));
        Set<String> registered = Workloads.ALL.stream().map(Class::getName)
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(registered, listed);
        for (BenchmarkListEntry e : entries) {
            Class<?> w = Class.forName(e.getUserClassQName());
            List<String> implValues = List.copyOf(e.getParams().get().get(Workloads.IMPL_PARAM) == null
                    ? List.of() : List.of(e.getParams().get().get(Workloads.IMPL_PARAM)));
            List<String> constants = Workloads.implementations(w).stream().map(Enum::name).toList();
            assertEquals(constants, implValues, w.getSimpleName() + ": stale build? the jar's impl list");
        }
    }

    @Test
    void everyWorkloadHasTheSuiteShape() {
        for (Class<?> w : Workloads.ALL) {
            List<Field> params = new ArrayList<>();
            for (Field f : w.getFields()) {
                if (f.isAnnotationPresent(Param.class)) {
                    params.add(f);
                }
            }
            assertEquals(2, params.size(), w + ": impl plus one case parameter");
            Param impl = assertDoesNotThrow(() -> w.getField(Workloads.IMPL_PARAM)).getAnnotation(Param.class);
            assertEquals(List.of(Param.BLANK_ARGS), List.of(impl.value()),
                    w + ": impl must list no values, so it is the whole enum");
            assertFalse(Workloads.cases(w).isEmpty(), w + ": case values");
            long benchmarks = java.util.Arrays.stream(w.getMethods())
                    .filter(m -> m.isAnnotationPresent(Benchmark.class)).count();
            assertEquals(1, benchmarks, w + ": one benchmark per workload class");
            for (Method m : w.getMethods()) {
                if (m.isAnnotationPresent(Benchmark.class)) {
                    assertFalse(m.getReturnType() == void.class, m + " must return its result");
                }
            }
        }
    }

    private static <T> T assertDoesNotThrow(ThrowingSupplier<T> s) {
        try {
            return s.get();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private interface ThrowingSupplier<T> {
        T get() throws Exception;
    }

    @Test
    void exclusionsAreWellFormed() {
        Set<String> seen = new HashSet<>();
        for (Exclusions.Exclusion e : Exclusions.LIST) {
            assertTrue(Workloads.ALL.contains(e.workload()), e.toString());
            assertTrue(Workloads.cases(e.workload()).contains(e.workloadCase()), "no such case: " + e);
            assertEquals(Workloads.implType(e.workload()), e.impl().getDeclaringClass(), e.toString());
            assertFalse(e.reason().isBlank());
            assertTrue(seen.add(e.workload().getName() + "|" + e.workloadCase() + "|" + e.impl()),
                    "listed twice: " + e);
        }
    }

    /** Every excluded combination is refused by the setup, before any work. */
    @Test
    void setupRefusesExcludedCombinations() throws Exception {
        for (Exclusions.Exclusion e : Exclusions.LIST) {
            Object bench = e.workload().getDeclaredConstructor().newInstance();
            e.workload().getField(Workloads.IMPL_PARAM).set(bench, e.impl());
            Field caseField = Workloads.caseField(e.workload());
            caseField.set(bench, caseField.getType() == int.class
                    ? (Object) Integer.parseInt(e.workloadCase()) : e.workloadCase());
            for (Method m : e.workload().getMethods()) {
                // The trial setup runs first; per-iteration setups never see an excluded combination.
                if (m.isAnnotationPresent(Setup.class) && m.getAnnotation(Setup.class).value() == Level.Trial) {
                    InvocationTargetException thrown = assertThrows(InvocationTargetException.class,
                            () -> m.invoke(bench));
                    assertTrue(thrown.getCause() instanceof Exclusions.ExcludedCombinationException, e.toString());
                }
            }
        }
    }

    private static List<String> benchmarkNames() {
        List<String> names = new ArrayList<>();
        for (Class<?> w : Workloads.ALL) {
            for (Method m : w.getMethods()) {
                if (m.isAnnotationPresent(Benchmark.class)) {
                    names.add(w.getName() + "." + m.getName());
                }
            }
        }
        return names;
    }

    /** The planner schedules every combination outside the list exactly once, and none inside it. */
    @Test
    void planCoversEveryNonExcludedCombinationOnce() throws Exception {
        Suite.Plan plan = Suite.plan(benchmarkNames(), new CommandLineOptions());
        List<String> planned = new ArrayList<>();
        for (Suite.Run run : plan.runs()) {
            for (String c : run.cases()) {
                for (String impl : run.impls()) {
                    planned.add(run.workload().getSimpleName() + " " + c + " " + impl);
                }
            }
        }
        List<String> expected = new ArrayList<>();
        for (Class<?> w : Workloads.ALL) {
            for (String c : Workloads.cases(w)) {
                for (Enum<?> impl : Workloads.implementations(w)) {
                    if (!Exclusions.isExcluded(w, c, impl)) {
                        expected.add(w.getSimpleName() + " " + c + " " + impl.name());
                    }
                }
            }
        }
        assertEquals(new TreeSet<>(expected), new TreeSet<>(planned));
        assertEquals(expected.size(), planned.size(), "a combination planned twice");
        assertEquals(Exclusions.LIST.size(), plan.skipped().size());
        assertEquals(expected.size(), plan.combinations());
    }

    @Test
    void planHonoursParameterRestrictionsAndIds() throws Exception {
        Suite.Plan plan = Suite.plan(List.of(RectangleTableBenchmark.class.getName() + ".table"),
                new CommandLineOptions("-p", "impl=components,FASTUTIL_MEMO", "-p", "shape=4x4,5x5"));
        assertEquals(2, plan.runs().size());
        assertEquals(List.of("4x4"), plan.runs().get(0).cases());
        assertEquals(List.of("COMPONENTS", "FASTUTIL_MEMO"), plan.runs().get(0).impls());
        assertEquals(List.of("5x5"), plan.runs().get(1).cases());
        assertEquals(List.of("COMPONENTS"), plan.runs().get(1).impls());
        assertEquals(1, plan.skipped().size());

        assertThrows(IllegalArgumentException.class, () -> Suite.plan(benchmarkNames(),
                new CommandLineOptions("-p", "impl=no-such-solver")));
    }

    /** -p impl= names from several games: each game takes its own, a game with none is skipped. */
    @Test
    void implementationNamesApplyToTheirOwnGame() throws Exception {
        Suite.Plan plan = Suite.plan(benchmarkNames(),
                new CommandLineOptions("-p", "impl=components,periodic"));
        Set<Class<?>> workloads = new HashSet<>();
        for (Suite.Run run : plan.runs()) {
            workloads.add(run.workload());
            String expected = Workloads.implType(run.workload()) == SetNimImpl.class ? "PERIODIC" : "COMPONENTS";
            assertEquals(List.of(expected), run.impls(), run.toString());
        }
        assertEquals(Set.of(RectangleTableBenchmark.class, RectangleBoardBenchmark.class,
                RectangleBoardMedianBenchmark.class, SetNimBenchmark.class), workloads);
    }

    @Test
    void profilesMeetTheirBudgets() {
        assertEquals(1, Profile.QUICK.options().getForkCount().get());
        var full = Profile.FULL.options();
        assertTrue(full.getForkCount().get() >= 2);
        assertTrue(full.getWarmupIterations().get() >= 5);
        assertTrue(full.getMeasurementIterations().get() >= 5);
        assertTrue(full.getWarmupTime().get().convertTo(java.util.concurrent.TimeUnit.MILLISECONDS) >= 1000);
        assertTrue(full.getMeasurementTime().get().convertTo(java.util.concurrent.TimeUnit.MILLISECONDS) >= 1000);
        assertEquals(TimeValue.seconds(1), full.getMeasurementTime().get());
        assertEquals(Profile.FULL, Profile.byId("full"));
    }
}
