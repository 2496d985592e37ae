package org.grundybench.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
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
 * <pre>java -cp benchmarks.jar org.grundybench.bench.Suite --out DIR [--profile quick|full] [--seed N] [JMH options] [include regex...]
 * java -cp benchmarks.jar org.grundybench.bench.Suite --out DIR --contenders FILE --rounds N [--max-forks M]
 *     [--deadline EPOCH_SECONDS] [the first call's options]</pre>
 *
 * <p>{@code --check} only checks the options and the selection (exit status 0 or 2), running
 * nothing; with {@code --profile} it prints the run's plan that scripts/bench records, one
 * {@code key=value} a line ({@link #plan}).
 *
 * <p><b>Further rounds.</b> {@code --contenders FILE --rounds N [--max-forks M]} runs N further
 * rounds of only the combinations FILE names, into the existing run folder {@code --out DIR}
 * (with the same profile and JMH options as the first call). FILE holds one combination a line,
 * {@code BENCHMARK<TAB>PARAMETERS}, the third and fourth columns of {@value #ORDER_FILE}; blank
 * lines are skipped, an empty file runs nothing (exit status 0), a line that names no selected
 * combination is refused (exit status 2). The rounds follow the same {@link Schedule} rules,
 * continuing the order of each case's last round; they are numbered on from the last round in
 * {@value #ORDER_FILE}, their seed is derived from {@code --seed} and the first new round's
 * number ({@link #furtherSeed}), they write new {@code jmh/round-NN.json} files and append
 * their rows to {@value #ORDER_FILE}; nothing already written changes, {@value CatalogueFile#NAME}
 * included. {@code --max-forks M} caps each combination's forks, those in {@value #ORDER_FILE}
 * included.
 *
 * <p>{@code --deadline EPOCH_SECONDS}: a round whose estimate ends after it does not start, nor
 * any after it; the suite says so in one line and exits with status 3. The estimate is the sum,
 * over the round's combinations, of each one's mean fork duration so far ({@value #ORDER_FILE}'s
 * rows and this call's forks), else the mean of all forks; with no fork known yet a round starts.
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
 * Exit status 1 when a scheduled fork produced no result, 2 on bad options (or a run folder
 * that further rounds cannot continue), 3 when the deadline left rounds out.
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
        Path contendersFile = null;
        Integer furtherRounds = null;
        Integer maxForks = null;
        Long deadline = null;
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
                } else if (!OWN_OPTIONS.contains(name)) {
                    jmhArgs.add(a);
                } else if (a.contains("=") || i + 1 < args.length) {
                    String value = a.contains("=") ? a.substring(a.indexOf('=') + 1) : args[++i];
                    switch (name) {
                        case "--profile" -> profile = Profile.byId(value);
                        case "--seed" -> seed = parseSeed(value);
                        case "--contenders" -> contendersFile = Path.of(value);
                        case "--rounds" -> furtherRounds = parsePositive(name, value);
                        case "--max-forks" -> maxForks = parsePositive(name, value);
                        case "--deadline" -> deadline = parseLong(name, value, "epoch seconds");
                        default -> out = Path.of(value);
                    }
                } else {
                    throw new IllegalArgumentException(name + " needs a value");
                }
            }
            if ((contendersFile == null) != (furtherRounds == null)) {
                throw new IllegalArgumentException("--contenders FILE and --rounds N go together");
            }
            if (maxForks != null && contendersFile == null) {
                throw new IllegalArgumentException("--max-forks caps further rounds: it takes --contenders FILE");
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
            if (profile != null) {
                plan(profile, cmd).forEach(System.out::println);
            }
            return 0;
        }
        PrintStream console = System.out;
        Map<Combination, Integer> forks = new LinkedHashMap<>();
        for (Combination c : selected) {
            forks.put(c, cmd.getForkCount().orElse(profile != null ? profile.forks() : c.annotatedForks()));
        }
        long start = System.currentTimeMillis();
        long orderSeed = seed != null ? seed : start;
        String profileText = profile == null ? "none (class annotations)"
                : profile.id() + " (" + profile.flags() + "; single shots take only its forks)";
        Path order = out.resolve(ORDER_FILE);

        int firstRound = 1;
        Map<Combination, List<Long>> history = new HashMap<>();
        List<List<Combination>> rounds;
        if (contendersFile == null) {
            // -f 0 runs the benchmark inside this JVM: one round.
            rounds = Schedule.rounds(selected, c -> Math.max(1, forks.get(c)), orderSeed, Map.of());
            int total = rounds.stream().mapToInt(List::size).sum();
            long benchmarks = selected.stream().map(Combination::workload).distinct().count();
            console.println("# grundy-bench suite: " + selected.size() + " combinations of " + benchmarks
                    + " benchmarks in " + rounds.size() + " rounds of one fork each (" + total + " forks), profile "
                    + profileText + ", command-line options win over the profile");
            console.println("# order seed: " + orderSeed + " (--seed " + orderSeed + " repeats this order)");
        } else {
            List<OrderRow> done;
            List<Combination> contenders;
            try {
                done = OrderRow.read(order);
                contenders = contenders(contendersFile, selected);
            } catch (IllegalArgumentException e) {
                System.err.println(e.getMessage());
                return 2;
            }
            if (contenders.isEmpty()) {
                console.println("# grundy-bench suite: " + contendersFile + " names no combination; nothing to run");
                return 0;
            }
            Map<String, Combination> byKey = new HashMap<>();
            selected.forEach(c -> byKey.put(OrderRow.key(c.benchmark(), c.paramsText()), c));
            Map<Combination, Integer> forksSoFar = new HashMap<>();
            for (OrderRow row : done) {
                Combination c = byKey.get(row.key());
                if (c != null) {
                    history.computeIfAbsent(c, k -> new ArrayList<>()).add(row.millis());
                    forksSoFar.merge(c, 1, Integer::sum);
                }
            }
            Map<Combination, Integer> more = new LinkedHashMap<>();
            for (Combination c : contenders) {
                int cap = maxForks == null ? furtherRounds : maxForks - forksSoFar.getOrDefault(c, 0);
                if (Math.min(furtherRounds, cap) > 0) {
                    more.put(c, Math.min(furtherRounds, cap));
                }
            }
            firstRound = done.stream().mapToInt(OrderRow::round).max().orElse(0) + 1;
            int capped = contenders.size() - more.size();
            if (more.isEmpty()) {
                console.println("# grundy-bench suite: all " + contenders.size() + " contenders have their "
                        + maxForks + " forks (--max-forks); nothing to run");
                return 0;
            }
            long furtherSeed = furtherSeed(orderSeed, firstRound);
            rounds = Schedule.rounds(new ArrayList<>(more.keySet()), more::get, furtherSeed,
                    lastOrders(done, byKey, more.keySet()));
            int total = rounds.stream().mapToInt(List::size).sum();
            int last = firstRound + rounds.size() - 1;
            for (int r = firstRound; r <= last; r++) {
                Path file = roundFile(out, r);
                if (Files.exists(file)) {
                    System.err.println("further rounds start at round " + firstRound + " (after " + ORDER_FILE
                            + "'s last) but " + file + " exists already; it would be overwritten");
                    return 2;
                }
            }
            console.println("# grundy-bench suite: further " + rounds(firstRound, last) + " of "
                    + more.size() + " contenders from " + contendersFile + " (" + total + " forks)"
                    + (capped > 0 ? ", " + capped + " contenders left out with their " + maxForks + " forks" : "")
                    + ", profile " + profileText + ", command-line options win over the profile");
            console.println("# order seed: " + furtherSeed + ", derived from --seed " + orderSeed + " and round "
                    + firstRound);
        }
        console.println("# run folder: " + out.toAbsolutePath());

        int total = rounds.stream().mapToInt(List::size).sum();
        int lastRound = firstRound + rounds.size() - 1;
        Progress progress = new Progress(rounds, history);
        int failed = 0;
        boolean stopped = false;
        boolean pastDeadline = false;
        try {
            Files.createDirectories(out.resolve("jmh"));
            if (contendersFile == null) {
                CatalogueFile.current().write(out.resolve(CatalogueFile.NAME));
            }
            // Further rounds append: the rows already there are the record of what ran.
            OpenOption[] mode = contendersFile == null ? new OpenOption[0]
                    : new OpenOption[] {StandardOpenOption.WRITE, StandardOpenOption.APPEND};
            try (Writer orderOut = Files.newBufferedWriter(order, StandardCharsets.UTF_8, mode)) {
                if (contendersFile == null) {
                    orderOut.write(ORDER_HEADER + "\n");
                    orderOut.flush();
                }
                rounds:
                for (int r = 0; r < rounds.size(); r++) {
                    List<Combination> round = rounds.get(r);
                    int number = firstRound + r;
                    if (deadline != null) {
                        long estimate = progress.estimate(round);
                        long now = System.currentTimeMillis();
                        if (now + estimate > deadline * 1000) {
                            console.println("==> deadline " + Instant.ofEpochSecond(deadline) + ": "
                                    + rounds(number, lastRound) + " not started (" + progress.remaining() + " forks); round "
                                    + number + " would take about " + Progress.clock(estimate) + " and end at "
                                    + utc(Instant.ofEpochMilli(now + estimate)));
                            pastDeadline = true;
                            break;
                        }
                    }
                    List<RunResult> measured = new ArrayList<>();
                    Path roundFile = roundFile(out, number);
                    for (int p = 0; p < round.size(); p++) {
                        Combination c = round.get(p);
                        console.println();
                        console.println("# grundy-bench: round " + number + " of " + lastRound + ", combination "
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
                        orderOut.write(String.join("\t", String.valueOf(number), String.valueOf(p + 1), c.benchmark(),
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
                s / 3600, s / 60 % 60, s % 60, total - failed - notRun, total, progress.combinations(), out);
        if (failed > 0 || (notRun > 0 && !pastDeadline)) {
            console.println("==> " + failed + " forks produced no result and " + notRun
                    + " did not run (see above); exit status 1");
            return 1;
        }
        return pastDeadline ? 3 : 0;
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

    /** The options the suite takes itself; the rest is JMH's. */
    private static final Set<String> OWN_OPTIONS = Set.of("--profile", "--seed", "--out", "--contenders", "--rounds",
            "--max-forks", "--deadline");

    /**
     * The run's plan as {@code key=value} lines for run.properties: {@code forks}, {@code max_forks},
     * {@code look_rounds}, {@code planned_looks} (K, the planned rounds being the first),
     * {@code budget_minutes} ({@code none}: no budget) and {@code steady_seconds}. With {@code -f N}
     * on the command line, N forks and no looks.
     */
    static List<String> plan(Profile profile, Options cmd) {
        int forks = cmd.getForkCount().orElse(profile.forks());
        int maxForks = cmd.getForkCount().hasValue() ? forks : profile.maxForks();
        return List.of("forks=" + forks, "max_forks=" + maxForks, "look_rounds=" + profile.lookRounds(),
                "planned_looks=" + Profile.plannedLooks(forks, maxForks, profile.lookRounds()),
                "budget_minutes=" + (profile.budgetMinutes() > 0 ? profile.budgetMinutes() : "none"),
                "steady_seconds=" + profile.steadySeconds());
    }

    /**
     * The seed of further rounds: a fixed function of the run's seed and the first new round, so
     * the same run folder and seed repeat the order, and every look shuffles anew.
     */
    static long furtherSeed(long seed, int firstRound) {
        return seed ^ (firstRound * 0x9E3779B97F4A7C15L);
    }

    /** The combinations FILE names, in catalogue order (as the selection has them); duplicates count once. */
    static List<Combination> contenders(Path file, List<Combination> selected) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalArgumentException("--contenders: cannot read " + file + " (" + e + ")");
        }
        Map<String, Combination> byKey = new HashMap<>();
        selected.forEach(c -> byKey.put(OrderRow.key(c.benchmark(), c.paramsText()), c));
        Set<Combination> named = new HashSet<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty()) {
                continue;
            }
            String[] fields = line.split("\t", -1);
            Combination c = fields.length == 2 ? byKey.get(OrderRow.key(fields[0], fields[1])) : null;
            if (c == null) {
                throw new IllegalArgumentException("--contenders " + file + " line " + (i + 1) + ": '"
                        + line.replace('\t', ' ') + "' is no selected combination (expected BENCHMARK<TAB>PARAMETERS"
                        + " as in " + ORDER_FILE + ", e.g. " + selected.get(0).benchmark() + "<TAB>"
                        + selected.get(0).paramsText() + ")");
            }
            named.add(c);
        }
        return selected.stream().filter(named::contains).toList();
    }

    /**
     * Per case (as {@link Schedule} keys it), the order its contenders ran in the last round that
     * ran the case, so the first further round does not repeat it.
     */
    private static Map<List<Object>, List<Combination>> lastOrders(List<OrderRow> done, Map<String, Combination> byKey,
            Set<Combination> contenders) {
        Map<List<Object>, Integer> lastRound = new HashMap<>();
        Map<List<Object>, List<Combination>> orders = new HashMap<>();
        for (OrderRow row : done) { // in file order: positions ascend within a round
            Combination c = byKey.get(row.key());
            if (c == null || !contenders.contains(c)) {
                continue;
            }
            List<Object> id = Schedule.caseKey(c);
            if (!Integer.valueOf(row.round()).equals(lastRound.get(id))) {
                lastRound.put(id, row.round());
                orders.put(id, new ArrayList<>());
            }
            orders.get(id).add(c);
        }
        return orders;
    }

    private static String rounds(int first, int last) {
        return first == last ? "round " + first : "rounds " + first + " to " + last;
    }

    private static Path roundFile(Path out, int round) {
        return out.resolve("jmh").resolve(String.format(Locale.ROOT, "round-%02d.json", round));
    }

    /** One row of {@value #ORDER_FILE}, as further rounds need it: round, combination, duration. */
    record OrderRow(int round, String benchmark, String params, Instant started, Instant finished) {
        static String key(String benchmark, String params) {
            return benchmark + "\t" + params;
        }

        String key() {
            return key(benchmark, params);
        }

        long millis() {
            return finished.toEpochMilli() - started.toEpochMilli();
        }

        /** The rows of a run folder's order file. */
        static List<OrderRow> read(Path order) {
            List<String> lines;
            try {
                lines = Files.readAllLines(order, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new IllegalArgumentException("further rounds continue a run folder the suite wrote, but "
                        + order + " cannot be read (" + e + ")");
            }
            if (lines.isEmpty() || !lines.get(0).equals(ORDER_HEADER)) {
                throw new IllegalArgumentException(order + " does not start with the header " + ORDER_HEADER
                        .replace('\t', ' ') + ": not an order file the suite wrote");
            }
            List<OrderRow> rows = new ArrayList<>();
            for (int i = 1; i < lines.size(); i++) {
                String[] f = lines.get(i).split("\t", -1);
                try {
                    if (f.length != 7) {
                        throw new IllegalArgumentException(f.length + " columns");
                    }
                    rows.add(new OrderRow(Integer.parseInt(f[0]), f[2], f[3], Instant.parse(f[4]), Instant.parse(f[5])));
                } catch (RuntimeException e) {
                    throw new IllegalArgumentException(order + " line " + (i + 1) + " is not a row of "
                            + ORDER_HEADER.replace('\t', ' ') + " (" + e.getMessage() + ")");
                }
            }
            return rows;
        }
    }

    static long parseSeed(String value) {
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--seed takes a whole number (a long), not '" + value + "'");
        }
    }

    private static int parsePositive(String name, String value) {
        long n = parseLong(name, value, "a whole number");
        if (n < 1 || n > Integer.MAX_VALUE) {
            throw new IllegalArgumentException(name + " takes a whole number of at least 1, not '" + value + "'");
        }
        return (int) n;
    }

    private static long parseLong(String name, String value, String what) {
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " takes " + what + ", not '" + value + "'");
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

        /** {@code history}: the durations of forks that ran before this call (further rounds), per combination. */
        Progress(List<List<Combination>> rounds, Map<Combination, List<Long>> history) {
            rounds.forEach(pending::addAll);
            history.forEach((c, t) -> took.put(c, new ArrayList<>(t)));
        }

        /** The distinct combinations scheduled. */
        int combinations() {
            return new HashSet<>(pending).size();
        }

        /**
         * The milliseconds {@code forks} would take: each as long as its combination's forks so
         * far on average, else as the average fork; 0 while no fork is known.
         */
        long estimate(List<Combination> forks) {
            double average = took.values().stream().flatMap(List::stream).mapToLong(t -> t).average().orElse(0);
            return (long) forks.stream().mapToDouble(c -> took.containsKey(c)
                    ? took.get(c).stream().mapToLong(t -> t).average().getAsDouble() : average).sum();
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
            if (took.isEmpty()) {
                return elapsed + ", remaining unknown yet";
            }
            return elapsed + ", remaining about " + clock(estimate(pending.subList(next, pending.size())));
        }

        static String clock(long millis) {
            long s = millis / 1000;
            return String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
        }
    }
}
