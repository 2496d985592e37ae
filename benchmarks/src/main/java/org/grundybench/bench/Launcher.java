package org.grundybench.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.grundybench.workloads.Workload;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Defaults;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * The benchmarks jar's main class: JMH's command line, over the combinations the catalogue
 * allows. A benchmark's {@code impl} and case parameters take every constant of their enums, so
 * JMH's cross product holds combinations the catalogue leaves out; this runs the others, as
 * one JMH run per block of cases that the same implementations run, and writes the one result
 * file {@code -rf}/{@code -rff} ask for from all of them. Listing and help ({@code -h -l -lp
 * -lprof -lrf}) are JMH's own. Exit status 2 on bad options (one line on stderr), 1 when a run
 * stops ({@code -foe true} and a benchmark failed).
 */
public final class Launcher {
    private Launcher() {
    }

    public static void main(String[] args) throws Exception {
        System.exit(run(args, System.err));
    }

    static int run(String[] args, PrintStream err) throws Exception {
        CommandLineOptions cmd;
        try {
            cmd = new CommandLineOptions(args);
        } catch (CommandLineOptionException e) {
            err.println("Error parsing command line: " + e.getMessage());
            return 2;
        }
        if (cmd.shouldHelp() || cmd.shouldList() || cmd.shouldListWithParams() || cmd.shouldListProfilers()
                || cmd.shouldListResultFormats()) {
            org.openjdk.jmh.Main.main(args);
            return 0;
        }
        List<Combination> selected;
        try {
            selected = Combination.select(cmd, List.of(args));
        } catch (IllegalArgumentException e) {
            err.println(e.getMessage());
            return 2;
        }
        // Blocks: the cases of a workload that the same (selected) implementations run.
        Map<Workload, Map<List<String>, List<String>>> blocks = new LinkedHashMap<>();
        Map<Workload, Map<String, List<String>>> implsByCase = new LinkedHashMap<>();
        for (Combination c : selected) {
            implsByCase.computeIfAbsent(c.workload(), w -> new LinkedHashMap<>())
                    .computeIfAbsent(c.c().name(), k -> new ArrayList<>()).add(c.impl().id());
        }
        implsByCase.forEach((w, cases) -> cases.forEach((name, impls) -> blocks
                .computeIfAbsent(w, k -> new LinkedHashMap<>()).computeIfAbsent(impls, k -> new ArrayList<>()).add(name)));

        boolean resultFile = cmd.getResult().hasValue() || cmd.getResultFormat().hasValue();
        ResultFormatType format = cmd.getResultFormat().orElse(Defaults.RESULT_FORMAT);
        // Each block's run writes its own result file into a scratch file; the one asked for holds all of them.
        Path scratch = resultFile ? Files.createTempFile("grundy-bench-block", ".result") : null;
        List<RunResult> results = new ArrayList<>();
        try {
            for (Map.Entry<Workload, Map<List<String>, List<String>>> w : blocks.entrySet()) {
                for (Map.Entry<List<String>, List<String>> block : w.getValue().entrySet()) {
                    OptionsBuilder b = only(w.getKey(), cmd);
                    b.param(w.getKey().caseParam(), block.getValue().toArray(new String[0]));
                    b.param(Workload.IMPL_PARAM, block.getKey().toArray(new String[0]));
                    if (scratch != null) {
                        b.result(scratch.toString());
                    }
                    results.addAll(new Runner(b.build()).run());
                }
            }
        } catch (RunnerException e) {
            err.println("ERROR: " + e.getMessage());
            return 1;
        } finally {
            if (scratch != null) {
                Files.deleteIfExists(scratch);
            }
        }
        if (resultFile) {
            String name = cmd.getResult().orElse(Defaults.RESULT_FILE_PREFIX + "."
                    + format.toString().toLowerCase(Locale.ROOT));
            Suite.write(format, Path.of(name), results);
        }
        return 0;
    }

    /**
     * Options that run {@code w}'s benchmark alone under {@code cmd}: the parent's include
     * patterns add to the child's, so every other benchmark is excluded by name.
     */
    static OptionsBuilder only(Workload w, Options cmd) {
        OptionsBuilder b = new OptionsBuilder();
        b.parent(cmd);
        b.include("^" + Pattern.quote(w.benchmark()) + "$");
        Arrays.stream(Workload.values()).filter(o -> o != w)
                .forEach(o -> b.exclude("^" + Pattern.quote(o.benchmark()) + "$"));
        return b;
    }
}
