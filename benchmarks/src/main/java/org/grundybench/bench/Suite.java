package org.grundybench.bench;

import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Runs the benchmark suite: JMH's own command line, plus {@code --profile quick|full}, minus
 * the excluded combinations. Usage:
 *
 * <pre>java -cp benchmarks.jar org.grundybench.bench.Suite [--profile quick|full] [JMH options] [include regex...]</pre>
 *
 * <p>JMH's {@code @Param} values are global to a run, so a combination cannot be dropped from
 * one benchmark only; the suite therefore plans one JMH run per benchmark and group of cases
 * sharing the same implementations (the game's enum minus {@link Exclusions}), runs them one
 * after the other with JMH's normal console output, and writes every result into the single
 * file named by {@code -rff} (default {@code jmh-result.json}), rewritten after each run so an
 * interrupted suite keeps what it measured. {@code -p impl=} accepts constant names or ids.
 * Exit status 1 when any planned combination produced no result.
 */
public final class Suite {

    /** One JMH run: one benchmark method, some of its cases, the implementations they all run. */
    record Run(String benchmark, Class<?> workload, String caseParam, List<String> cases,
            List<String> impls) {
        int combinations() {
            return workload == null ? 1 : cases.size() * impls.size();
        }

        Map<String, List<String>> params() {
            Map<String, List<String>> p = new LinkedHashMap<>();
            if (workload != null) {
                p.put(caseParam, cases);
                p.put(Workloads.IMPL_PARAM, impls);
            }
            return p;
        }

        @Override
        public String toString() {
            String name = benchmark.substring(benchmark.lastIndexOf('.', benchmark.lastIndexOf('.') - 1) + 1);
            return workload == null ? name
                    : name + "  " + caseParam + "=" + String.join(",", cases) + "  impl="
                            + String.join(",", impls);
        }
    }

    /** What to run, and what the selection asked for but the exclusion list leaves out. */
    record Plan(List<Run> runs, List<Exclusions.Exclusion> skipped) {
        int combinations() {
            return runs.stream().mapToInt(Run::combinations).sum();
        }
    }

    private Suite() {
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    static int run(String[] args) {
        Profile profile = null;
        List<String> jmhArgs = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            try {
                if (a.equals("--profile") && i + 1 < args.length) {
                    profile = Profile.byId(args[++i]);
                } else if (a.startsWith("--profile=")) {
                    profile = Profile.byId(a.substring("--profile=".length()));
                } else {
                    jmhArgs.add(a);
                }
            } catch (IllegalArgumentException e) {
                System.err.println(e.getMessage());
                return 2;
            }
        }
        CommandLineOptions cmd;
        try {
            cmd = new CommandLineOptions(jmhArgs.toArray(new String[0]));
        } catch (CommandLineOptionException e) {
            System.err.println("Error parsing command line: " + e.getMessage());
            return 2;
        }
        if (cmd.shouldHelp() || cmd.shouldList() || cmd.shouldListWithParams()
                || cmd.shouldListProfilers() || cmd.shouldListResultFormats()) {
            try {
                org.openjdk.jmh.Main.main(jmhArgs.toArray(new String[0]));
                return 0;
            } catch (Exception e) {
                System.err.println(e);
                return 1;
            }
        }

        OutputFormat out = OutputFormatFactory.createFormatInstance(System.out,
                cmd.verbosity().orElse(VerboseMode.NORMAL));
        List<String> includes = cmd.getIncludes().isEmpty() ? List.of(".*") : cmd.getIncludes();
        SortedSet<BenchmarkListEntry> found = BenchmarkList.defaultList().find(out, includes,
                cmd.getExcludes());
        // The suite's order (Workloads.ALL), then anything else JMH found.
        List<String> benchmarks = found.stream().map(BenchmarkListEntry::getUsername).distinct()
                .sorted(Comparator.comparingInt(Suite::suiteOrder)).collect(Collectors.toList());
        Plan plan;
        try {
            plan = plan(benchmarks, cmd);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            return 2;
        }
        if (plan.runs().isEmpty()) {
            System.err.println("No benchmark matches " + includes + " (and the -p restrictions) outside the"
                    + " exclusion list; java -jar benchmarks/target/benchmarks.jar -l lists them.");
            return 1;
        }

        ResultFormatType format = cmd.getResultFormat().orElse(ResultFormatType.JSON);
        String resultFile = cmd.getResult().orElse("jmh-result." + format.toString().toLowerCase(Locale.ROOT));
        Options defaults = profile == null ? new OptionsBuilder().build() : profile.options();

        System.out.println("# grundy-bench suite: " + plan.combinations() + " combinations in "
                + plan.runs().size() + " JMH runs, profile "
                + (profile == null ? "none (class annotations)" : profile.id() + " (" + profile.flags() + ")")
                + ", command-line options win over the profile");
        for (int i = 0; i < plan.runs().size(); i++) {
            Run r = plan.runs().get(i);
            System.out.println("#   run " + (i + 1) + ": " + r + (singleShot(r.workload())
                    ? "  (single shots: one pass over the boards per fork; only the forks from a profile)" : ""));
        }
        if (!plan.skipped().isEmpty()) {
            System.out.println("# left out by org.grundybench.bench.Exclusions (" + plan.skipped().size()
                    + " combinations):");
            Map<String, List<String>> byReason = new LinkedHashMap<>();
            for (Exclusions.Exclusion e : plan.skipped()) {
                byReason.computeIfAbsent(e.workload().getSimpleName() + " " + Workloads.caseParam(e.workload())
                        + "=" + e.workloadCase() + "|" + e.reason(), k -> new ArrayList<>()).add(e.impl().name());
            }
            byReason.forEach((key, impls) -> {
                String[] parts = key.split("\\|", 2);
                System.out.println("#   " + parts[0] + " impl=" + String.join(",", impls) + ": " + parts[1]);
            });
        }
        System.out.println("# results: " + new File(resultFile).getAbsolutePath());

        long start = System.nanoTime();
        List<RunResult> results = new ArrayList<>();
        int done = 0;
        int status = 0;
        for (int i = 0; i < plan.runs().size(); i++) {
            Run run = plan.runs().get(i);
            System.out.printf("%n==> [run %d/%d, %d of %d combinations done, %s elapsed] %s%n%n", i + 1,
                    plan.runs().size(), done, plan.combinations(), clock(System.nanoTime() - start), run);
            System.out.flush();
            Options runDefaults = singleShot(run.workload()) ? singleShotDefaults(profile, run) : defaults;
            Options options = new RunOptions(cmd, runDefaults, "^" + Pattern.quote(run.benchmark()) + "$",
                    run.params());
            try {
                Collection<RunResult> r = new Runner(options).run();
                results.addAll(r);
                if (run.workload() != null && r.size() < run.combinations()) {
                    System.out.println("==> " + (run.combinations() - r.size()) + " of " + run.combinations()
                            + " combinations of this run failed; see the errors above");
                    status = 1;
                }
            } catch (RunnerException e) {
                System.out.println("==> run failed: " + e.getMessage());
                status = 1;
                write(format, resultFile, results);
                break;
            }
            done += run.combinations();
            write(format, resultFile, results);
        }

        System.out.printf("%n==> suite finished in %s: %d results", clock(System.nanoTime() - start),
                results.size());
        System.out.println(" in " + new File(resultFile).getAbsolutePath());
        System.out.println();
        ResultFormatFactory.getInstance(ResultFormatType.TEXT, System.out).writeOut(results);
        if (status != 0) {
            System.out.println("==> some benchmarks failed (see above); exit status 1");
        }
        return status;
    }

    /**
     * Plans the runs for the selected benchmarks (JMH names {@code package.Class.method}): the
     * cases are the command line's {@code -p case=} or the annotation's, the implementations the
     * command line's {@code -p impl=} (names or ids) or the whole enum, minus the exclusions.
     * Cases that end up with the same implementations share one run.
     */
    static Plan plan(List<String> benchmarks, Options cmd) {
        List<Run> runs = new ArrayList<>();
        List<Exclusions.Exclusion> skipped = new ArrayList<>();
        Set<String> unmatched = new LinkedHashSet<>(cmd.getParameter(Workloads.IMPL_PARAM).orElse(List.of()));
        Set<Class<?>> selected = new LinkedHashSet<>();
        for (String benchmark : benchmarks) {
            String className = benchmark.substring(0, benchmark.lastIndexOf('.'));
            Class<?> workload = Workloads.byClassName(className);
            if (workload == null) {
                runs.add(new Run(benchmark, null, null, List.of(), List.of()));
                continue;
            }
            selected.add(workload);
            String caseParam = Workloads.caseParam(workload);
            List<String> cases = cmd.getParameter(caseParam).hasValue()
                    ? new ArrayList<>(cmd.getParameter(caseParam).get())
                    : Workloads.cases(workload);
            List<Enum<?>> impls = new ArrayList<>();
            if (cmd.getParameter(Workloads.IMPL_PARAM).hasValue()) {
                // Each game takes the names it knows: -p impl=components,periodic selects one
                // rectangle and one Set-Nim implementation.
                for (String v : cmd.getParameter(Workloads.IMPL_PARAM).get()) {
                    Enum<?> impl = Workloads.findImplementation(workload, v);
                    if (impl != null) {
                        impls.add(impl);
                        unmatched.remove(v);
                    }
                }
            } else {
                impls.addAll(Workloads.implementations(workload));
            }
            Map<List<String>, List<String>> casesByImpls = new LinkedHashMap<>();
            for (String c : cases) {
                List<String> allowed = new ArrayList<>();
                for (Enum<?> impl : impls) {
                    var exclusion = Exclusions.find(workload, c, impl);
                    if (exclusion.isPresent()) {
                        skipped.add(exclusion.get());
                    } else if (!allowed.contains(impl.name())) {
                        allowed.add(impl.name());
                    }
                }
                if (!allowed.isEmpty()) {
                    casesByImpls.computeIfAbsent(allowed, k -> new ArrayList<>()).add(c);
                }
            }
            if (singleShot(workload)) {
                // One run per case: each has its own number of boards, so of iterations.
                casesByImpls.forEach((allowed, cs) -> cs.forEach(c -> runs.add(
                        new Run(benchmark, workload, caseParam, List.of(c), allowed))));
            } else {
                casesByImpls.forEach((allowed, cs) -> runs.add(new Run(benchmark, workload, caseParam, cs, allowed)));
            }
        }
        if (!unmatched.isEmpty()) {
            throw new IllegalArgumentException("-p impl: no selected benchmark has an implementation named "
                    + unmatched + "; expected enum names or ids: " + selected.stream()
                            .map(w -> w.getSimpleName() + " " + Workloads.implementations(w).stream()
                                    .map(Workloads::id).collect(Collectors.toList()))
                            .collect(Collectors.joining("; ")));
        }
        return new Plan(runs, skipped);
    }

    /**
     * A single-shot workload counts boards in iterations: one pass over its case's collection per
     * fork (a command-line {@code -i} still wins), and only the forks from the profile.
     */
    static Options singleShotDefaults(Profile profile, Run run) {
        OptionsBuilder b = new OptionsBuilder();
        if (profile != null) {
            b.parent(profile.forksOnly());
        }
        if (run.cases().size() == 1) {
            b.measurementIterations(Inputs.boardCount(run.cases().get(0)));
        }
        return b.build();
    }

    /** Whether a workload measures single shots (its iterations are items, not time slices). */
    static boolean singleShot(Class<?> workload) {
        BenchmarkMode mode = workload == null ? null : workload.getAnnotation(BenchmarkMode.class);
        return mode != null && Arrays.asList(mode.value()).contains(Mode.SingleShotTime);
    }

    private static int suiteOrder(String benchmark) {
        Class<?> w = Workloads.byClassName(benchmark.substring(0, benchmark.lastIndexOf('.')));
        return w == null ? Workloads.ALL.size() : Workloads.ALL.indexOf(w);
    }

    private static void write(ResultFormatType format, String file, List<RunResult> results) {
        File f = new File(file).getAbsoluteFile();
        File dir = f.getParentFile();
        if (dir != null) {
            dir.mkdirs();
        }
        try (PrintStream ps = new PrintStream(new FileOutputStream(f), false, StandardCharsets.UTF_8)) {
            ResultFormatFactory.getInstance(format, ps).writeOut(results);
        } catch (IOException e) {
            System.err.println("could not write " + f + ": " + e);
        }
    }

    private static String clock(long nanos) {
        long s = nanos / 1_000_000_000L;
        return String.format("%d:%02d", s / 60, s % 60);
    }
}
