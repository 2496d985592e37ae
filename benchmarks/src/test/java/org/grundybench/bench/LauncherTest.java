package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.workloads.SetNimCollection;
import org.grundybench.workloads.StripLength;
import org.grundybench.workloads.TableShape;
import org.grundybench.workloads.WinsCollection;
import org.grundybench.workloads.Workload;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.runner.options.CommandLineOptions;

/** The launcher's selection of combinations and its refusal of bad options (nothing here runs a benchmark). */
class LauncherTest {

    private static String refused(String... args) throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Launcher.run(args, System.out, new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(2, status, String.join(" ", args));
        String text = err.toString(StandardCharsets.UTF_8);
        assertEquals(1, text.lines().count(), "one line: " + text);
        return text;
    }

    @Test
    void aValueNoSelectedBenchmarkKnowsIsRefusedNamingTheValidOnes() throws Exception {
        String text = refused("RectangleTableBenchmark", "-p", "shape=3x3");
        assertTrue(text.contains("3x3") && text.contains("_3x3, _4x4, _4x5, _5x5, _5x6"), text);
        text = refused("TriominoBenchmark", "-p", "impl=canonical_groups");
        assertTrue(text.contains("reduced_recurrence"), text);
        refused("TriominoBenchmark", "-p", "size=1");
        refused("NoSuchBenchmarkAnywhere");
        refused("RectangleTableThreadsBenchmark", "-p", "impl=components");
        refused("-p", "shape=_3x3", "-unknownOption");
        // The suite refuses them the same way.
        assertEquals(2, Suite.run(new String[] {"--out", "unused", "RectangleTableBenchmark", "-p", "shape=3x3"}));
        Suite.of(new String[] {"--out", "unused", "RectangleTableBenchmark", "-p", "shape=_3x3"});
    }

    @Test
    void patternsAreFoundInTheBenchmarkNameAndParametersFilterEachBenchmarkThatHasThem() throws Exception {
        List<Combination> some = Combination.select(new CommandLineOptions("SetNim", "-e", "PerInput", "-p",
                "input=classic,long_period"), List.of("-p", "input=classic,long_period"));
        Set<String> expected = new HashSet<>();
        for (SetNimCollection c : List.of(SetNimCollection.classic, SetNimCollection.long_period)) {
            Workload.SET_NIM.runs(c).forEach(impl -> expected.add("impl=" + impl.id() + ",input=" + c.name()));
        }
        assertEquals(expected, some.stream().map(Combination::paramsText).collect(Collectors.toSet()));
        List<String> args = List.of("RectangleTableBenchmark|TriominoBenchmark|SetNimBenchmark", "-p", "shape=_3x3",
                "-p", "n=n100", "-p", "input=classic");
        List<Combination> ci = Combination.select(new CommandLineOptions(args.toArray(new String[0])), args);
        assertEquals(Set.of(Workload.RECTANGLE_TABLE, Workload.TRIOMINO, Workload.SET_NIM),
                ci.stream().map(Combination::workload).collect(Collectors.toSet()));
        assertEquals(Workload.RECTANGLE_TABLE.runs(TableShape._3x3).size() + Workload.TRIOMINO.runs(StripLength.n100).size()
                + Workload.SET_NIM.runs(SetNimCollection.classic).size(), ci.size());
        assertFalse(ci.stream().anyMatch(c -> c.workload() == Workload.SET_NIM_PER_INPUT));
    }

    /** {@code -lp} lists, for each benchmark, the implementations and cases the catalogue runs, in JMH's format. */
    @Test
    void aCollectionMeasuredOnePassAForkGetsAShotPerItemUnlessTheCommandLineSaysOtherwise() throws Exception {
        Combination wins60 = new Combination(Workload.RECTANGLE_BOARD_WINS_MEDIAN, WinsCollection._8x8_60, RectangleImpl.outcome_search);
        Combination wins70 = new Combination(Workload.RECTANGLE_BOARD_WINS_MEDIAN, WinsCollection._8x8_70, RectangleImpl.outcome_search);
        assertEquals(21, Launcher.passOf(wins60, new CommandLineOptions()));
        assertEquals(15, Launcher.passOf(wins70, new CommandLineOptions()));
        assertEquals(0, Launcher.passOf(wins60, new CommandLineOptions("-i", "3")), "-i wins");
        assertEquals(0, Launcher.passOf(new Combination(Workload.RECTANGLE_TABLE, TableShape._3x3, RectangleImpl.components),
                new CommandLineOptions()), "timed iterations: the annotation's");
    }

    @Test
    void listingWithParametersShowsWhatTheCatalogueRuns() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(0, Launcher.run(new String[] {"-lp"}, new PrintStream(out, true, StandardCharsets.UTF_8), System.err));
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals("Benchmarks: ", lines.get(0));
        assertEquals(1 + 3 * Workload.values().size(), lines.size());
        for (Workload w : Workload.values()) {
            int at = lines.indexOf(w.benchmark());
            List<String> impls = w.implementations().stream().filter(i -> w.cases().stream().anyMatch(c -> w.runs(c).contains(i)))
                    .map(i -> i.id()).toList();
            assertEquals("  param \"impl\" = {" + String.join(", ", impls) + "}", lines.get(at + 1), w.benchmark());
            List<String> cases = w.cases().stream().map(c -> c.name()).toList();
            assertEquals("  param \"" + w.caseParam() + "\" = {" + String.join(", ", cases) + "}", lines.get(at + 2));
        }
        String threads = lines.get(lines.indexOf(Workload.RECTANGLE_TABLE_THREADS.benchmark()) + 1);
        assertFalse(threads.contains("components"), "a single-threaded implementation in " + threads);
    }
}
