package org.grundybench.bench;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.grundybench.workloads.Case;
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
 * The benchmarks jar's main class: JMH's command line over the combinations the catalogue allows
 * (JMH's cross product of a benchmark's enums also holds the left-out ones), one JMH run per block
 * of cases that the same implementations run, and the one result file {@code -rf}/{@code -rff} ask
 * for. {@code -lp} lists the parameter values the catalogue runs; the other listings and help are
 * JMH's. Exit status 2 on bad options (one line on stderr), 1 when a run stops ({@code -foe true}
 * and a benchmark failed).
 */
public final class Launcher {
    private Launcher() {
    }

    /** {@code passOf}: the items of a collection measured in one pass a fork (0: the class annotation's iterations). */
    private record Block(Workload workload, List<String> impls, int passOf) {
    }

    public static void main(String[] args) throws Exception {
        System.exit(run(args, System.out, System.err));
    }

    static int run(String[] args, PrintStream out, PrintStream err) throws Exception {
        CommandLineOptions cmd;
        List<Combination> selected;
        try {
            cmd = new CommandLineOptions(args);
            if (cmd.shouldHelp() || cmd.shouldList() || cmd.shouldListProfilers() || cmd.shouldListResultFormats()) {
                org.openjdk.jmh.Main.main(args);
                return 0;
            }
            selected = Combination.select(cmd, List.of(args));
            if (cmd.shouldListWithParams()) {
                listWithParams(selected, out);
                return 0;
            }
        } catch (CommandLineOptionException | IllegalArgumentException e) {
            err.println((e instanceof CommandLineOptionException ? "Error parsing command line: " : "") + e.getMessage());
            return 2;
        }
        // Blocks: the cases of a workload that the same (selected) implementations run.
        // A collection measured one pass a fork gets as many shots as it has items, as in the suite (Profile), so that
        // every item is measured equally often whatever the class annotation's count.
        Map<List<Object>, List<Combination>> byCase = selected.stream().collect(Collectors.groupingBy(
                Combination::caseKey, LinkedHashMap::new, Collectors.toList()));
        Map<Block, List<String>> blocks = new LinkedHashMap<>();
        byCase.values().forEach(cs -> blocks.computeIfAbsent(new Block(cs.get(0).workload(), cs.stream().map(c -> c.impl().id())
                .toList(), passOf(cs.get(0), cmd)), k -> new ArrayList<>()).add(cs.get(0).c().name()));

        // Each block's run writes the result file with its own results; the last write holds all of them.
        List<RunResult> results = new ArrayList<>();
        try {
            for (Map.Entry<Block, List<String>> block : blocks.entrySet()) {
                Workload w = block.getKey().workload();
                OptionsBuilder b = only(w, cmd);
                b.param(w.caseParam(), block.getValue().toArray(new String[0]));
                b.param(Workload.IMPL_PARAM, block.getKey().impls().toArray(new String[0]));
                if (block.getKey().passOf() > 0) {
                    b.measurementIterations(block.getKey().passOf());
                }
                results.addAll(new Runner(b.build()).run());
            }
        } catch (RunnerException e) {
            err.println("ERROR: " + e.getMessage());
            return 1;
        }
        if (cmd.getResult().hasValue() || cmd.getResultFormat().hasValue()) {
            ResultFormatType format = cmd.getResultFormat().orElse(Defaults.RESULT_FORMAT);
            String name = cmd.getResult().orElse(Defaults.RESULT_FILE_PREFIX + "."
                    + format.toString().toLowerCase(Locale.ROOT));
            Suite.write(format, Path.of(name), results);
        }
        return 0;
    }

    /** The shots of one pass over {@code c}'s collection, where a fork measures one pass and {@code -i} is not given; else 0. */
    static int passOf(Combination c, Options cmd) {
        return c.c().cost() == Case.Cost.ONE_PASS && c.singleShot(cmd) && !cmd.getMeasurementIterations().hasValue()
                ? c.c().items().size() : 0;
    }

    /**
     * JMH's {@code -lp} listing of the selected combinations: each benchmark with the values of its
     * parameters that the catalogue runs (JMH's own would list every constant of each enum).
     */
    static void listWithParams(List<Combination> selected, PrintStream out) {
        out.println("Benchmarks: ");
        Map<Workload, List<Combination>> byWorkload = new LinkedHashMap<>();
        selected.forEach(c -> byWorkload.computeIfAbsent(c.workload(), k -> new ArrayList<>()).add(c));
        byWorkload.forEach((w, combinations) -> {
            out.println(w.benchmark());
            out.println(param(Workload.IMPL_PARAM, combinations.stream().map(c -> c.impl().id())));
            out.println(param(w.caseParam(), combinations.stream().map(c -> c.c().name())));
        });
    }

    private static String param(String name, Stream<String> values) {
        return values.distinct().collect(Collectors.joining(", ", "  param \"" + name + "\" = {", "}"));
    }

    /** Options that run {@code w}'s benchmark alone under {@code cmd} (the parent's includes add to these: hence the excludes). */
    static OptionsBuilder only(Workload w, Options cmd) {
        OptionsBuilder b = new OptionsBuilder();
        b.parent(cmd);
        b.include("^" + Pattern.quote(w.benchmark()) + "$");
        Stream.concat(Workload.values().stream(), Workload.inputs().stream()).filter(o -> o != w)
                .forEach(o -> b.exclude("^" + Pattern.quote(o.benchmark()) + "$"));
        return b;
    }
}
