package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.grundybench.workloads.Workload;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.runner.options.CommandLineOptions;

/** The launcher's selection of combinations and its refusal of bad options (nothing here runs a benchmark). */
class LauncherTest {

    private static String refused(String... args) throws Exception {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = Launcher.run(args, new PrintStream(err, true, StandardCharsets.UTF_8));
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
        assertEquals(2, Suite.run(new String[] {"--check", "RectangleTableBenchmark", "-p", "shape=3x3"}));
        assertEquals(0, Suite.run(new String[] {"--check", "RectangleTableBenchmark", "-p", "shape=_3x3"}));
    }

    @Test
    void patternsAreFoundInTheBenchmarkNameAndParametersFilterEachBenchmarkThatHasThem() throws Exception {
        List<Combination> some = Combination.select(new CommandLineOptions("SetNim", "-e", "PerInput", "-p",
                "input=classic,long_period"), List.of("-p", "input=classic,long_period"));
        assertEquals(Set.of("impl=recursive_hashset,input=classic", "impl=iterative_bitset,input=classic",
                "impl=fastutil_memo,input=classic", "impl=eclipse_memo,input=classic", "impl=periodic,input=classic",
                "impl=periodic,input=long_period"),
                some.stream().map(Combination::paramsText).collect(Collectors.toSet()));
        List<String> args = List.of("RectangleTableBenchmark|TriominoBenchmark|SetNimBenchmark", "-p", "shape=_3x3",
                "-p", "n=n100", "-p", "input=classic");
        List<Combination> ci = Combination.select(new CommandLineOptions(args.toArray(new String[0])), args);
        assertEquals(Set.of(Workload.RECTANGLE_TABLE, Workload.TRIOMINO, Workload.SET_NIM),
                ci.stream().map(Combination::workload).collect(Collectors.toSet()));
        assertEquals(7 + 5 + 5, ci.size());
        assertFalse(ci.stream().anyMatch(c -> c.workload() == Workload.SET_NIM_PER_INPUT));
    }
}
