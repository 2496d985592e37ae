package org.grundybench.bench;

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
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Runs the benchmark suite into a run folder: JMH's own command line plus
 * {@code --profile quick|full}, {@code --seed N} and {@code --out DIR}. Usage:
 *
 * <pre>java -cp benchmarks.jar org.grundybench.bench.Suite --out DIR [--profile quick|full] [--seed N] [JMH options] [include regex...]</pre>
 *
 * <p>{@code --check} only checks the options and the selection (exit status 0 or 2), running nothing.
 *
 * <p>Every combination the catalogue allows among the selected benchmarks runs
 * ({@link Combination#select}), in rounds ({@link Schedule}): round r runs one fork of every
 * combination, implementations of a case next to each other in a shuffled order, so the forks of
 * competing implementations interleave over the whole run. {@code -f N} (or the profile's forks)
 * gives N rounds; each fork is one JMH run ({@link Runner}) of the exact benchmark method with
 * every parameter fixed. The profile supplies defaults the command line overrides.
 *
 * <p>Writes into DIR {@value CatalogueFile#NAME} first, then {@code jmh/round-NN.json}, JMH's
 * JSON of that round's forks, rewritten after each fork so an interrupted run keeps what it
 * measured, and {@value #ORDER_FILE}, one row per fork as run: {@value #ORDER_HEADER}
 * (tab-separated, times UTC, status ok, failed (no result) or error (the run stopped)). The
 * order's seed is {@code --seed}, by default the start time in milliseconds; the run prints it.
 * Exit status 1 when a scheduled fork produced no result, 2 on bad options.
 *
 * <p>Each {@code Runner.run} takes and releases JMH's lock file, so the forks run one after the
 * other in this JVM without help (no {@code jmh.ignoreLock} needed).
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
        Path out = null;
        boolean check = false;
        List<String> jmhArgs = new ArrayList<>();
        List<Combination> selected;
        CommandLineOptions cmd;
        try {
            for (int i = 0; i < args.length; i++) {
                String a = args[i];
                String name = a.split("=", 2)[0];
                if (a.equals("--check")) {
                    check = true;
                } else if (!Set.of("--profile", "--seed", "--out").contains(name)) {
                    jmhArgs.add(a);
                } else if (a.contains("=") || i + 1 < args.length) {
                    String value = a.contains("=") ? a.substring(a.indexOf('=') + 1) : args[++i];
                    switch (name) {
                        case "--profile" -> profile = Profile.byId(value);
                        case "--seed" -> seed = parseSeed(value);
                        default -> out = Path.of(value);
                    }
                } else {
                    throw new IllegalArgumentException(name + " needs a value");
                }
            }
            try {
                cmd = new CommandLineOptions(jmhArgs.toArray(new String[0]));
            } catch (CommandLineOptionException e) {
                throw new IllegalArgumentException("Error parsing command line: " + e.getMessage());
            }
            if (cmd.getResult().hasValue() || cmd.getResultFormat().hasValue() || cmd.getOutput().hasValue()) {
                throw new IllegalArgumentException("the suite writes its results into --out DIR (jmh/round-NN.json)"
                        + " and its console to standard output: -rf, -rff and -o are not taken");
            }
            if (out == null && !check) {
                throw new IllegalArgumentException("--out DIR is missing: the run folder to write");
            }
            selected = Combination.select(cmd, jmhArgs);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            return 2;
        }
        if (check) {
            return 0;
        }
        PrintStream console = System.out;
        Map<Combination, Integer> forks = new LinkedHashMap<>();
        for (Combination c : selected) {
            forks.put(c, cmd.getForkCount().orElse(profile != null ? profile.forks() : c.annotatedForks()));
        }
        long start = System.currentTimeMillis();
        long orderSeed = seed != null ? seed : start;
        // -f 0 runs the benchmark inside this JVM: one round.
        List<List<Combination>> rounds = Schedule.rounds(selected, c -> Math.max(1, forks.get(c)), orderSeed);
        int total = rounds.stream().mapToInt(List::size).sum();
        long benchmarks = selected.stream().map(Combination::workload).distinct().count();
        console.println("# grundy-bench suite: " + selected.size() + " combinations of " + benchmarks
                + " benchmarks in " + rounds.size() + " rounds of one fork each (" + total + " forks), profile "
                + (profile == null ? "none (class annotations)"
                        : profile.id() + " (" + profile.flags() + "; single shots take only its forks)")
                + ", command-line options win over the profile");
        console.println("# order seed: " + orderSeed + " (--seed " + orderSeed + " repeats this order)");
        console.println("# run folder: " + out.toAbsolutePath());

        Progress progress = new Progress(rounds);
        int failed = 0;
        boolean stopped = false;
        Path order = out.resolve(ORDER_FILE);
        try {
            Files.createDirectories(out.resolve("jmh"));
            CatalogueFile.current().write(out.resolve(CatalogueFile.NAME));
            try (Writer orderOut = Files.newBufferedWriter(order, StandardCharsets.UTF_8)) {
                orderOut.write(ORDER_HEADER + "\n");
                orderOut.flush();
                rounds:
                for (int r = 0; r < rounds.size(); r++) {
                    List<Combination> round = rounds.get(r);
                    List<RunResult> measured = new ArrayList<>();
                    Path roundFile = out.resolve("jmh").resolve(String.format(Locale.ROOT, "round-%02d.json", r + 1));
                    for (int p = 0; p < round.size(); p++) {
                        Combination c = round.get(p);
                        console.println();
                        console.println("# grundy-bench: round " + (r + 1) + " of " + rounds.size() + ", combination "
                                + (p + 1) + " of " + round.size() + ": " + c + "; " + progress.describe());
                        Instant began = Instant.now();
                        String status;
                        try {
                            Collection<RunResult> fork = new Runner(forkOptions(cmd, profile, c, forks.get(c))).run();
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
                            write(ResultFormatType.JSON, roundFile, measured);
                        }
                        if (stopped) {
                            break rounds;
                        }
                    }
                }
            }
        } catch (IOException e) {
            System.err.println("could not write the run folder " + out + ": " + e.getMessage());
            return 1;
        }
        long s = (System.currentTimeMillis() - start) / 1000;
        int notRun = progress.remaining();
        console.printf("%n==> suite finished in %d:%02d:%02d: %d of %d forks measured, %d combinations, in %s%n",
                s / 3600, s / 60 % 60, s % 60, total - failed - notRun, total, selected.size(), out);
        if (failed > 0 || notRun > 0) {
            console.println("==> " + failed + " forks produced no result and " + notRun
                    + " did not run (see above); exit status 1");
            return 1;
        }
        return 0;
    }

    /** The options of one fork of {@code c}: the profile's defaults, then the command line, then the fork and its parameters. */
    static Options forkOptions(Options cmd, Profile profile, Combination c, int forks) {
        OptionsBuilder b = profile == null ? new OptionsBuilder() : profile.defaults(cmd, c, c.singleShot(cmd));
        OptionsBuilder only = Launcher.only(c.workload(), cmd);
        b.parent(only.build());
        c.params().forEach((name, value) -> b.param(name, value));
        b.forks(forks == 0 ? 0 : 1);
        b.shouldFailOnError(cmd.shouldFailOnError().orElse(false));
        return b.build();
    }

    static long parseSeed(String value) {
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--seed takes a whole number (a long), not '" + value + "'");
        }
    }

    private static String utc(Instant t) {
        return t.truncatedTo(ChronoUnit.MILLIS).toString();
    }

    /** Writes the results through a temporary file and an atomic move, so the file is whole even if the run is killed meanwhile. */
    static void write(ResultFormatType format, Path file, Collection<RunResult> results) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, file.getFileName().toString(), ".tmp");
        try (PrintStream ps = new PrintStream(Files.newOutputStream(tmp), false, StandardCharsets.UTF_8)) {
            ResultFormatFactory.getInstance(format, ps).writeOut(results);
        }
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** Elapsed time and an estimate of the rest: each remaining fork as long as its combination's forks so far took on average, else as the average fork. */
    static final class Progress {
        private final List<Combination> pending = new ArrayList<>();
        private final Map<Combination, List<Long>> took = new HashMap<>();
        private final long start = System.currentTimeMillis();
        private int next;

        Progress(List<List<Combination>> rounds) {
            rounds.forEach(pending::addAll);
        }

        void done(Combination c, long millis) {
            took.computeIfAbsent(c, k -> new ArrayList<>()).add(millis);
            next++;
        }

        int remaining() {
            return pending.size() - next;
        }

        String describe() {
            String elapsed = "elapsed " + clock(System.currentTimeMillis() - start);
            double average = took.values().stream().flatMap(List::stream).mapToLong(t -> t).average().orElse(-1);
            if (average < 0) {
                return elapsed + ", remaining unknown yet";
            }
            double rest = pending.subList(next, pending.size()).stream().mapToDouble(c -> took.containsKey(c)
                    ? took.get(c).stream().mapToLong(t -> t).average().getAsDouble() : average).sum();
            return elapsed + ", remaining about " + clock((long) rest);
        }

        private static String clock(long millis) {
            long s = millis / 1000;
            return String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
        }
    }
}
