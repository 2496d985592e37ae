package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.grundybench.core.Implementation;
import org.grundybench.workloads.Case;
import org.grundybench.workloads.CaseGroup;
import org.grundybench.workloads.Catalogue;
import org.grundybench.workloads.Workload;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.options.CommandLineOptions;

/**
 * The compiled benchmark list (what the jar runs, and what {@code -l} and {@code -lp} print)
 * against the catalogue: one benchmark class per group, whose parameters are exactly the group's
 * cases and implementations, so every combination JMH lists is one the catalogue runs.
 */
class BenchmarkShapeTest {

    private static List<BenchmarkListEntry> entries() throws Exception {
        try (InputStream in = BenchmarkShapeTest.class.getResourceAsStream(BenchmarkList.BENCHMARK_LIST)) {
            assertNotNull(in, "META-INF/BenchmarkList is missing: is the JMH annotation processor declared?");
            return BenchmarkList.readBenchmarkList(in);
        }
    }

    @Test
    void everyGroupIsOneBenchmarkClassAndEveryClassAGroup() throws Exception {
        Set<String> listed = entries().stream()
                .map(e -> e.getUserClassQName().substring(e.getUserClassQName().lastIndexOf('.') + 1))
                .collect(Collectors.toCollection(TreeSet::new));
        Set<String> groups = Catalogue.GROUPS.stream().map(CaseGroup::benchmark)
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(groups, listed);
        assertEquals(entries().size(), listed.size(), "one benchmark method per class");
    }

    @Test
    void parametersAreTheGroupsCasesAndImplementations() throws Exception {
        for (BenchmarkListEntry e : entries()) {
            CaseGroup g = Catalogue.group(e.getUsername()).orElseThrow();
            Map<String, String[]> params = e.getParams().orElse(Map.of());
            String what = g.benchmark() + ": stale build, or the class differs from its catalogue group";
            assertEquals(g.cases().stream().map(Case::name).toList(),
                    List.of(params.get(g.caseParam())), what);
            List<String> expectedParams = new ArrayList<>(List.of(g.caseParam()));
            if (g.hasImplParam()) {
                assertEquals(g.implementations().stream().map(i -> ((Enum<?>) i).name()).toList(),
                        List.of(params.get(g.implParam())), what);
                expectedParams.add(g.implParam());
            }
            assertEquals(new TreeSet<>(expectedParams), new TreeSet<>(params.keySet()), what);
        }
    }

    /**
     * A -p NAME=V reaches every benchmark with a parameter of that name, so within one game a
     * name never stands for two sets of values, and a left-out implementation is never reachable
     * through the name {@code impl}: a value -lp lists for a name runs in every benchmark of that
     * game that has the name. (Across games {@code impl} has each game's own implementations.)
     */
    @Test
    void aParameterNameMeansOneSetOfValues() throws Exception {
        Map<String, Set<List<String>>> valuesByName = new java.util.HashMap<>();
        for (BenchmarkListEntry e : entries()) {
            String game = Catalogue.group(e.getUsername()).orElseThrow().workload().implType().getSimpleName();
            e.getParams().orElse(Map.of()).forEach((name, values) -> valuesByName
                    .computeIfAbsent(game + " " + name, k -> new java.util.HashSet<>()).add(List.of(values)));
        }
        valuesByName.forEach((name, sets) -> assertEquals(1, sets.size(), name + " has values " + sets));
        for (CaseGroup g : Catalogue.GROUPS) {
            if ("impl".equals(g.implParam())) {
                assertTrue(g.leftOut().isEmpty(), g + ": impl only where every implementation runs");
            }
        }
    }

    @Test
    void everyImplementationIsBenchmarkedAndEveryGameHasAWorkload() {
        for (Workload w : Workload.values()) {
            assertFalse(w.groups().isEmpty(), w.id());
        }
        for (Class<? extends Enum<?>> type : Arrays.stream(Workload.values()).map(Workload::implType)
                .distinct().toList()) {
            for (Enum<?> impl : type.getEnumConstants()) {
                assertTrue(Catalogue.GROUPS.stream().anyMatch(g -> g.implementations().contains((Implementation<?>) impl)),
                        impl + " is benchmarked in no group");
            }
        }
    }

    @Test
    void everyBenchmarkReturnsItsResult() throws Exception {
        for (BenchmarkListEntry e : entries()) {
            Class<?> c = Class.forName(e.getUserClassQName());
            for (Method m : c.getMethods()) {
                if (m.isAnnotationPresent(Benchmark.class)) {
                    assertFalse(m.getReturnType() == void.class, m + " must return its result, so JMH sinks it");
                }
            }
        }
    }

    /**
     * The report reads the secondary result {@code checksum} of every benchmark: a JMH
     * EVENTS counter (the value at the end of each iteration) of a per-thread state, which every
     * benchmark method takes.
     */
    @Test
    void everyBenchmarkReportsAChecksum() throws Exception {
        AuxCounters aux = Checksum.class.getAnnotation(AuxCounters.class);
        assertNotNull(aux);
        assertEquals(AuxCounters.Type.EVENTS, aux.value());
        assertEquals(Scope.Thread, Checksum.class.getAnnotation(State.class).value());
        assertEquals(long.class, Checksum.class.getField("checksum").getType());
        for (BenchmarkListEntry e : entries()) {
            Class<?> c = Class.forName(e.getUserClassQName());
            for (Method m : c.getMethods()) {
                if (m.isAnnotationPresent(Benchmark.class)) {
                    assertTrue(Arrays.asList(m.getParameterTypes()).contains(Checksum.class),
                            m + " must store its answer's checksum");
                }
            }
        }
    }

    @Test
    void theSuiteCountsTheCombinationsJmhRuns() throws Exception {
        List<BenchmarkListEntry> all = entries();
        int total = Catalogue.GROUPS.stream().mapToInt(g -> g.cases().size() * g.implementations().size()).sum();
        assertEquals(total, Suite.combinations(all, new CommandLineOptions()));
        List<BenchmarkListEntry> triomino = all.stream()
                .filter(e -> e.getUsername().endsWith("TriominoBenchmark.grundyUpTo")).toList();
        assertEquals(2, Suite.combinations(triomino, new CommandLineOptions("-p", "n=N100", "-p",
                "impl=reduced_recurrence,iterative_bitset")));
    }
}
