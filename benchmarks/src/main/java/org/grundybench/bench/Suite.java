package org.grundybench.bench;

import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.grundybench.workloads.CaseGroup;
import org.grundybench.workloads.Catalogue;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.Defaults;
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
 * Runs the benchmark suite: JMH's own command line plus {@code --profile quick|full} and
 * {@code --seed N}. Usage:
 *
 * <pre>java -cp benchmarks.jar org.grundybench.bench.Suite [--profile quick|full] [--seed N] [JMH options] [include regex...]</pre>
 *
 * <p>Every combination the selected benchmark classes list runs, as in JMH, but in rounds
 * ({@link Schedule}): round r runs one fork of every combination, implementations of a case
 * next to each other in a shuffled order, so the forks of competing implementations interleave
 * over the whole run. {@code -f N} (or the profile's forks) gives N rounds; each fork is one JMH
 * run of the exact benchmark method with every parameter fixed. The profile supplies defaults the
 * command line overrides; single-shot benchmarks, whose iterations are boards rather than time
 * slices, take only the profile's forks.
 *
 * <p>Writes the result file named by {@code -rf}/{@code -rff} (default {@code jmh-result.json})
 * as one JMH run: one result per combination holding all its forks in round order
 * ({@link MergedForks}), rewritten after every fork so an interrupted run keeps what it measured
 * (and not written while nothing is);
 * and next to it {@value #ORDER_FILE}, one row per fork in the order they ran: {@value #ORDER_HEADER}
 * (tab-separated, times UTC, status ok, failed (no result) or error (the run stopped)). The
 * order's seed is {@code --seed}, by default the start time in milliseconds; the run prints it.
 * Exit status 1 when a scheduled fork produced no result, 2 on bad options.
 */
public final class Suite {
    static final String ORDER_FILE = "order.tsv";
    static final String ORDER_HEADER = "round\tposition\tbenchmark\tparameters\tstarted_utc\tfinished_utc\tstatus";

    private Suite() {
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    static int run(String[] args) {
        Profile profile = null;
        Long seed = null;
        String resultFile = null;
        ResultFormatType format = null;
        List<String> jmhArgs = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            try {
                String value = null;
                String name = a.contains("=") ? a.substring(0, a.indexOf('=')) : a;
                boolean ours = Set.of("--profile", "--seed", "-rf", "-rff").contains(name);
                if (ours) {
                    if (a.contains("=")) {
                        value = a.substring(a.indexOf('=') + 1);
                    } else if (i + 1 < args.length) {
                        value = args[++i];
                    } else {
                        throw new IllegalArgumentException(name + " needs a value");
                    }
                }
                switch (ours ? name : "") {
                    case "--profile":
                        profile = Profile.byId(value);
                        break;
                    case "--seed":
                        seed = parseSeed(value);
                        break;
                    case "-rff":
                        resultFile = value;
                        break;
                    case "-rf":
                        format = resultFormat(value);
                        break;
                    default:
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
                System.err.println(e.getMessage());
                return 1;
            }
        }
        if (format == null) {
            format = ResultFormatType.JSON;
        }
        if (resultFile == null) {
            resultFile = "jmh-result." + format.toString().toLowerCase(Locale.ROOT);
        }

        PrintStream console;
        if (cmd.getOutput().hasValue()) {
            try {
                console = new PrintStream(new FileOutputStream(cmd.getOutput().get()), true, StandardCharsets.UTF_8);
            } catch (IOException e) {
                System.err.println("cannot write -o " + cmd.getOutput().get() + ": " + e.getMessage());
                return 2;
            }
        } else {
            console = System.out;
        }
        OutputFormat out = OutputFormatFactory.createFormatInstance(console,
                cmd.verbosity().orElse(VerboseMode.NORMAL));
        List<String> includes = cmd.getIncludes().isEmpty() ? List.of(".*") : cmd.getIncludes();
        SortedSet<BenchmarkListEntry> found = BenchmarkList.defaultList().find(out, includes, cmd.getExcludes());
        if (found.isEmpty()) {
            System.err.println("No benchmark matches " + includes
                    + "; java -jar benchmarks/target/benchmarks.jar -l lists them.");
            return 2;
        }
        Map<Combination, Integer> forks = new LinkedHashMap<>();
        for (BenchmarkListEntry e : found) {
            int f = cmd.getForkCount().orElse(profile != null ? profile.forks()
                    : e.getForks().orElse(Defaults.MEASUREMENT_FORKS));
            for (Combination c : combinations(e, cmd)) {
                forks.merge(c, f, Math::max);
            }
        }
        long start = System.currentTimeMillis();
        long orderSeed = seed != null ? seed : start;
        // -f 0 runs the benchmark inside this JVM: one round.
        List<List<Combination>> rounds = Schedule.rounds(new ArrayList<>(forks.keySet()),
                c -> Math.max(1, forks.get(c)), Suite::implParam, orderSeed);
        Set<String> names = found.stream().map(BenchmarkListEntry::getUsername)
                .collect(Collectors.toCollection(LinkedHashSet::new));
        File results = new File(resultFile).getAbsoluteFile();
        File order = new File(results.getParentFile(), ORDER_FILE);
        int total = rounds.stream().mapToInt(List::size).sum();

        console.println("# grundy-bench suite: " + forks.size() + " combinations of " + names.size()
                + " benchmarks in " + rounds.size() + " rounds of one fork each (" + total + " forks), profile "
                + (profile == null ? "none (class annotations)"
                        : profile.id() + " (" + profile.flags() + "; single shots take only its forks)")
                + ", command-line options win over the profile");
        console.println("# order seed: " + orderSeed + " (--seed " + orderSeed + " repeats this order)");
        console.println("# results: " + results + "; order of the forks: " + order);

        Comparator<BenchmarkParams> jmhOrder = order(new ArrayList<>(forks.keySet()));
        Progress progress = new Progress(rounds);
        List<RunResult> measured = new ArrayList<>();
        int failed = 0;
        boolean stopped = false;
        try (RunLock lock = RunLock.take();
                Writer orderOut = Files.newBufferedWriter(order.toPath(), StandardCharsets.UTF_8)) {
            orderOut.write(ORDER_HEADER + "\n");
            orderOut.flush();
            rounds:
            for (int r = 0; r < rounds.size(); r++) {
                List<Combination> round = rounds.get(r);
                for (int p = 0; p < round.size(); p++) {
                    Combination c = round.get(p);
                    int f = forks.get(c);
                    console.println();
                    console.println("# grundy-bench: round " + (r + 1) + " of " + rounds.size() + ", combination "
                            + (p + 1) + " of " + round.size() + ": " + c + "; " + progress.describe());
                    Instant began = Instant.now();
                    String status;
                    try {
                        Options options = forkOptions(cmd, profile, c, f, names);
                        lock.handOver();
                        Collection<RunResult> fork;
                        try {
                            fork = new Runner(options,
                                    new ForkOutput(out, "# Fork: " + (r + 1) + " of " + rounds.size())).run();
                        } finally {
                            lock.takeBack();
                        }
                        measured.addAll(fork);
                        status = fork.isEmpty() ? "failed" : "ok";
                    } catch (RunnerException e) {
                        console.println("==> the run stopped: " + e.getMessage());
                        status = "error";
                        stopped = true;
                    }
                    Instant ended = Instant.now();
                    progress.done(c, ended.toEpochMilli() - began.toEpochMilli());
                    if (!status.equals("ok")) {
                        failed++;
                    }
                    orderOut.write(String.join("\t", String.valueOf(r + 1), String.valueOf(p + 1), c.benchmark(),
                            c.paramsText(), utc(began), utc(ended), status) + "\n");
                    orderOut.flush();
                    if (!measured.isEmpty()) {
                        write(format, results, MergedForks.merge(measured, jmhOrder));
                    }
                    if (stopped) {
                        break rounds;
                    }
                }
            }
        } catch (RunLock.HeldException e) {
            System.err.println(e.getMessage());
            return 1;
        } catch (IOException e) {
            System.err.println("could not write " + order + " or take JMH's lock: " + e.getMessage());
            return 1;
        }
        List<RunResult> merged = MergedForks.merge(measured, jmhOrder);
        if (!merged.isEmpty()) {
            write(format, results, merged);
            out.endRun(merged);
        }
        long s = (System.currentTimeMillis() - start) / 1000;
        int notRun = progress.remaining();
        console.printf("%n==> suite finished in %d:%02d:%02d: %d of %d forks measured, %d combinations, in %s%n",
                s / 3600, s / 60 % 60, s % 60, total - failed - notRun, total, merged.size(), results);
        if (failed > 0 || notRun > 0) {
            console.println("==> " + failed + " forks produced no result and " + notRun
                    + " did not run (see above); exit status 1");
            return 1;
        }
        return 0;
    }

    /** The options of one fork of {@code c}: the profile's defaults, then the command line, then the fork and its parameters. */
    static Options forkOptions(Options cmd, Profile profile, Combination c, int forks, Collection<String> benchmarks) {
        OptionsBuilder b = profile == null ? new OptionsBuilder()
                : profile.defaults(cmd, c.className(), c.params(), c.singleShot());
        b.parent(cmd);
        // The parent's include patterns add to this one; the other benchmarks they match are excluded.
        b.include("^" + Pattern.quote(c.benchmark()) + "$");
        for (String other : benchmarks) {
            if (!other.equals(c.benchmark())) {
                b.exclude("^" + Pattern.quote(other) + "$");
            }
        }
        c.params().forEach((name, value) -> b.param(name, value));
        b.forks(forks == 0 ? 0 : 1);
        b.shouldFailOnError(cmd.shouldFailOnError().orElse(false));
        return b.build();
    }

    /**
     * Results in the order of {@code combinations} (JMH's: benchmarks by name, parameters
     * nested in name order, values in their declared or given order), then by mode.
     */
    static Comparator<BenchmarkParams> order(List<Combination> combinations) {
        Map<String, Integer> rank = new HashMap<>();
        for (Combination c : combinations) {
            rank.putIfAbsent(c.toString(), rank.size());
        }
        return Comparator.<BenchmarkParams>comparingInt(p -> rank.getOrDefault(Combination.of(p).toString(),
                Integer.MAX_VALUE)).thenComparing(BenchmarkParams::getMode);
    }

    /** The combinations of one benchmark method: each parameter's values from the command line or the annotation. */
    static List<Combination> combinations(BenchmarkListEntry e, Options cmd) {
        Collection<Mode> modes = cmd.getBenchModes().isEmpty() ? List.of(e.getMode()) : cmd.getBenchModes();
        boolean singleShot = modes.stream().allMatch(m -> m == Mode.SingleShotTime);
        List<Map<String, String>> all = new ArrayList<>();
        all.add(new TreeMap<>());
        for (Map.Entry<String, String[]> p : new TreeMap<>(e.getParams().orElse(Map.of())).entrySet()) {
            Collection<String> values = cmd.getParameter(p.getKey()).orElse(List.of(p.getValue()));
            List<Map<String, String>> next = new ArrayList<>();
            for (Map<String, String> partial : all) {
                for (String v : values) {
                    Map<String, String> m = new TreeMap<>(partial);
                    m.put(p.getKey(), v);
                    next.add(m);
                }
            }
            all = next;
        }
        return all.stream().map(m -> Combination.of(e.getUsername(), m, singleShot)).collect(Collectors.toList());
    }

    /** How many combinations the entries run: each parameter's values from the command line or the annotation. */
    static int combinations(Collection<BenchmarkListEntry> entries, Options cmd) {
        return (int) entries.stream().flatMap(e -> combinations(e, cmd).stream()).distinct().count();
    }

    /** The implementation parameter of a benchmark by the catalogue, or null (one implementation, or not catalogued). */
    static String implParam(String benchmark) {
        return Catalogue.group(benchmark).map(CaseGroup::implParam).orElse(null);
    }

    static long parseSeed(String value) {
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--seed takes a whole number (a long), not '" + value + "'");
        }
    }

    private static ResultFormatType resultFormat(String value) {
        for (ResultFormatType t : ResultFormatType.values()) {
            if (t.name().equalsIgnoreCase(value)) {
                return t;
            }
        }
        throw new IllegalArgumentException("-rf takes one of " + java.util.Arrays.toString(ResultFormatType.values())
                + ", not '" + value + "'");
    }

    private static String utc(Instant t) {
        return t.truncatedTo(ChronoUnit.MILLIS).toString();
    }

    /** Writes the results through a temporary file, so the file is whole even if the run is killed meanwhile. */
    private static void write(ResultFormatType format, File file, List<RunResult> results) {
        File dir = file.getParentFile();
        dir.mkdirs();
        try {
            Path tmp = Files.createTempFile(dir.toPath(), file.getName(), ".tmp");
            try (PrintStream ps = new PrintStream(new FileOutputStream(tmp.toFile()), false, StandardCharsets.UTF_8)) {
                ResultFormatFactory.getInstance(format, ps).writeOut(results);
            }
            Files.move(tmp, file.toPath(), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            System.err.println("could not write " + file + ": " + e.getMessage());
        }
    }

    /** Elapsed time and an estimate of the rest: each remaining fork as long as its combination's forks so far took on average, else as the average fork. */
    static final class Progress {
        private final List<Combination> pending = new ArrayList<>();
        private final Map<Combination, long[]> took = new HashMap<>(); // total millis, forks
        private final long start = System.currentTimeMillis();
        private int next;

        Progress(List<List<Combination>> rounds) {
            rounds.forEach(pending::addAll);
        }

        void done(Combination c, long millis) {
            long[] t = took.computeIfAbsent(c, k -> new long[2]);
            t[0] += millis;
            t[1]++;
            next++;
        }

        int remaining() {
            return pending.size() - next;
        }

        String describe() {
            long elapsed = System.currentTimeMillis() - start;
            long allMillis = took.values().stream().mapToLong(t -> t[0]).sum();
            long allForks = took.values().stream().mapToLong(t -> t[1]).sum();
            if (allForks == 0) {
                return "elapsed " + clock(elapsed) + ", remaining unknown yet";
            }
            double rest = 0;
            for (Combination c : pending.subList(next, pending.size())) {
                long[] t = took.get(c);
                rest += t != null ? (double) t[0] / t[1] : (double) allMillis / allForks;
            }
            return "elapsed " + clock(elapsed) + ", remaining about " + clock((long) rest);
        }

        private static String clock(long millis) {
            long s = millis / 1000;
            return String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
        }
    }
}
