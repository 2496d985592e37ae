package org.grundybench.bench;

import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SortedSet;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
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
 * Runs the benchmark suite: JMH's own command line plus {@code --profile quick|full}. Usage:
 *
 * <pre>java -cp benchmarks.jar org.grundybench.bench.Suite [--profile quick|full] [JMH options] [include regex...]</pre>
 *
 * <p>Every combination a benchmark class lists runs (the catalogue splits the cases that only
 * some implementations run into classes of their own), so this is JMH's own run with two
 * additions: the profile supplies defaults that the command line overrides, and the single-shot
 * benchmarks, whose iterations are boards rather than time slices, take only the profile's forks.
 * That makes two JMH runs; both write into the one result file named by {@code -rff} (default
 * {@code jmh-result.json}), rewritten after each. Exit status 1 when a selected combination
 * produced no result.
 */
public final class Suite {

    private Suite() {
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    static int run(String[] args) {
        Profile profile = null;
        List<String> jmhArgs = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            try {
                if (args[i].equals("--profile") && i + 1 < args.length) {
                    profile = Profile.byId(args[++i]);
                } else if (args[i].startsWith("--profile=")) {
                    profile = Profile.byId(args[i].substring("--profile=".length()));
                } else {
                    jmhArgs.add(args[i]);
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
                System.err.println(e.getMessage());
                return 1;
            }
        }

        OutputFormat out = OutputFormatFactory.createFormatInstance(System.out,
                cmd.verbosity().orElse(VerboseMode.NORMAL));
        List<String> includes = cmd.getIncludes().isEmpty() ? List.of(".*") : cmd.getIncludes();
        SortedSet<BenchmarkListEntry> found = BenchmarkList.defaultList().find(out, includes, cmd.getExcludes());
        if (found.isEmpty()) {
            System.err.println("No benchmark matches " + includes
                    + "; java -jar benchmarks/target/benchmarks.jar -l lists them.");
            return 2;
        }
        List<BenchmarkListEntry> timed = found.stream().filter(e -> e.getMode() != Mode.SingleShotTime)
                .collect(Collectors.toList());
        List<BenchmarkListEntry> shots = found.stream().filter(e -> e.getMode() == Mode.SingleShotTime)
                .collect(Collectors.toList());
        int expected = combinations(found, cmd);
        ResultFormatType format = cmd.getResultFormat().orElse(ResultFormatType.JSON);
        String resultFile = cmd.getResult().orElse("jmh-result." + format.toString().toLowerCase(Locale.ROOT));

        System.out.println("# grundy-bench suite: " + expected + " combinations of " + names(found).size()
                + " benchmarks, profile " + (profile == null ? "none (class annotations)"
                        : profile.id() + " (" + profile.flags() + "; single shots take only its forks)")
                + ", command-line options win over the profile");
        System.out.println("# results: " + new File(resultFile).getAbsolutePath());
        long start = System.nanoTime();
        List<RunResult> results = new ArrayList<>();
        try {
            for (List<BenchmarkListEntry> part : List.of(timed, shots)) {
                if (part.isEmpty()) {
                    continue;
                }
                List<BenchmarkListEntry> other = part == timed ? shots : timed;
                OptionsBuilder b = profile == null ? new OptionsBuilder()
                        : profile.defaults(cmd, part == shots);
                b.parent(cmd);
                // The parent's includes add to these; the other part's names keep it out.
                names(part).forEach(n -> b.include("^" + Pattern.quote(n) + "$"));
                names(other).forEach(n -> b.exclude("^" + Pattern.quote(n) + "$"));
                b.shouldFailOnError(cmd.shouldFailOnError().orElse(false));
                results.addAll(new Runner(b.build()).run());
                write(format, resultFile, results);
            }
        } catch (RunnerException e) {
            System.out.println("==> run failed: " + e.getMessage());
            write(format, resultFile, results);
            return 1;
        }
        long s = (System.nanoTime() - start) / 1_000_000_000L;
        System.out.printf("%n==> suite finished in %d:%02d: %d of %d combinations measured, in %s%n", s / 60, s % 60,
                results.size(), expected, new File(resultFile).getAbsolutePath());
        if (results.size() < expected) {
            System.out.println("==> " + (expected - results.size()) + " combinations failed (see above); exit status 1");
            return 1;
        }
        return 0;
    }

    /** How many combinations the entries run: each parameter's values from the command line or the annotation. */
    static int combinations(Collection<BenchmarkListEntry> entries, Options cmd) {
        int total = 0;
        for (BenchmarkListEntry e : entries) {
            int n = 1;
            Map<String, String[]> params = e.getParams().orElse(Map.of());
            for (Map.Entry<String, String[]> p : params.entrySet()) {
                n *= cmd.getParameter(p.getKey()).hasValue() ? cmd.getParameter(p.getKey()).get().size()
                        : p.getValue().length;
            }
            total += n;
        }
        return total;
    }

    private static List<String> names(Collection<BenchmarkListEntry> entries) {
        return entries.stream().map(BenchmarkListEntry::getUsername).distinct().collect(Collectors.toList());
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
            System.err.println("could not write " + f + ": " + e.getMessage());
        }
    }
}
