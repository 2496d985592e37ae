package org.grundybench.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.grundybench.report.Run;
import org.grundybench.report.Verdicts;
import org.grundybench.workloads.Case;
import org.grundybench.workloads.InputFile;
import org.grundybench.workloads.Workload;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.VerboseMode;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Unmatched;

/**
 * Runs the benchmark suite into a run folder, as docs/benchmarks.md describes: JMH's own command
 * line plus the options below. Usage:
 *
 * <pre>java -cp benchmarks.jar org.grundybench.bench.Suite --out DIR [--profile quick|full] [--seed N]
 *     [--deadline EPOCH_SECONDS] [JMH options] [include regex...]</pre>
 *
 * <p>Every selected combination ({@link Combination#select}) runs in rounds ({@link Schedule}),
 * one fork each, a fork being one JMH run ({@link Runner}) of the benchmark method with every
 * parameter fixed; {@code -f N} (or the profile's forks, defaults the command line overrides)
 * gives N rounds; a profile that screens ({@link #survivors}) runs its first round alone, the rest of its planned rounds
 * for what the screen leaves. Writes into DIR {@value CatalogueFile#NAME}, {@code jmh/round-NN.json} (that
 * round's forks, rewritten after each fork) and {@value #ORDER_FILE}, one row per fork as run:
 * {@value #ORDER_HEADER} (times UTC, status ok, failed (no result) or error (the run stopped)).
 * The order's seed is {@code --seed}, by default the start time in seconds since the epoch (as scripts/bench gives it).
 *
 * <p>Further rounds: after the planned rounds of a profile with looks (and no {@code -f}), the
 * suite looks at the verdicts ({@link #looks}) and runs more rounds of the contenders they name,
 * numbered on from the last round, with a seed derived from {@code --seed}
 * ({@link #furtherSeed}); they add round files and rows and change nothing written before.
 * {@code --deadline EPOCH_SECONDS}: a further round whose estimate ({@link Progress#estimate})
 * ends after it does not start, nor any after it.
 *
 * <p>Exit status 1 when a scheduled fork produced no result, 2 on bad options; further rounds that the deadline leaves out,
 * or that a run folder the report cannot judge leaves unnamed, end the run with status 0.
 * Each {@code Runner.run} takes and releases JMH's lock file, so the forks run one after the other in this JVM without
 * help.
 */
public final class Suite {
    static final String ORDER_FILE = "order.tsv";
    static final String ORDER_HEADER = "round\tposition\tbenchmark\tparameters\tstarted_utc\tfinished_utc\tstatus";
    /** What {@link #rounds} and {@link #survivors} return where the further rounds end early and the run stays ok. */
    private static final int FURTHER_ROUNDS_END = 3;

    @Option(names = "--out") Path out;
    @Option(names = "--profile") private String profileId;
    @Option(names = "--seed") Long seed;
    @Option(names = "--deadline") Long deadline;
    /** A race on a file of the user's: the game (the CLI's command name) and the file, for its input workload's benchmark. */
    @Option(names = "--input", arity = "2") List<String> input;
    /** Seconds an item of a file of the user's may take in the check before the race ({@link InputCheck}). */
    @Option(names = "--item-budget") private long itemBudgetSeconds = 10;
    /** JMH's options and include patterns, in their order. */
    @Unmatched private List<String> jmhArgs = new ArrayList<>();
    Profile profile;
    private CommandLineOptions cmd;
    private List<Combination> selected;
    /** What the run has done so far: each combination's fork durations (ms), the next round's number, the forks run. */
    final Map<Combination, List<Long>> took = new HashMap<>();
    int nextRound = 1;
    private int forksRun;
    private int looksRun = 1;

    private Suite() {
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** The suite's options and selection; an {@link IllegalArgumentException} names what is wrong with them. */
    static Suite of(String[] args) {
        Suite suite = new Suite();
        try {
            new CommandLine(suite).setExpandAtFiles(false).parseArgs(args);
            suite.profile = suite.profileId == null ? null : Profile.byId(suite.profileId);
            if (suite.input != null) {
                suite.jmhArgs.addAll(inputArgs(suite.input.get(0), suite.input.get(1)));
            }
            suite.cmd = new CommandLineOptions(suite.jmhArgs.toArray(new String[0]));
        } catch (ParameterException | CommandLineOptionException e) {
            throw new IllegalArgumentException((e instanceof CommandLineOptionException ? "Error parsing command line: " : "")
                    + e.getMessage(), e);
        }
        require(!suite.cmd.getResult().hasValue() && !suite.cmd.getResultFormat().hasValue() && !suite.cmd.getOutput().hasValue(),
                "the suite writes its results into --out DIR (jmh/round-NN.json) and its console to standard"
                + " output: -rf, -rff and -o are not taken");
        suite.selected = Combination.select(suite.cmd, suite.jmhArgs);
        return suite;
    }

    static int run(String[] args) {
        Suite suite;
        try {
            suite = of(args);
            require(suite.out != null, "--out DIR is missing: the run folder to write");
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            return 2;
        }
        return suite.run();
    }

    /** The run: the check before a race on a file of the user's, the planned rounds, then the looks. */
    int run() {
        try {
            Files.createDirectories(out);
            selected = InputCheck.check(selected, itemBudgetSeconds * 1000, System.out, out);
        } catch (IOException | RuntimeException e) {
            System.err.println("the check before the race: " + e.getMessage());
            return 1;
        }
        if (screening(profile, cmd)) {
            List<Combination> raced = raced(selected, cmd);
            if (!raced.isEmpty() && raced.size() < selected.size()) {
                System.out.println("# " + profile.id() + " leaves out the cases one implementation runs (nothing to race), the"
                        + " collections of single shots (a fork is a pass over every item, seconds long), the near duplicates"
                        + " of the cases it races, the cases its forks cannot time warm and the implementations too slow for its"
                        + " budget: " + selected.stream()
                        .filter(c -> !raced.contains(c)).map(c -> c.workload().id() + " " + c.c().name() + (raced.stream().anyMatch(o
                        -> o.caseKey().equals(c.caseKey())) ? " " + c.impl().id() : "")).distinct()
                        .collect(Collectors.joining(", ")) + "; the full profile runs them");
                selected = raced;
            }
        }
        int status = rounds(null, 0);
        if (status == 0 && screening(profile, cmd) && profile.forks() > 1) {
            status = survivors();
            if (status == FURTHER_ROUNDS_END) {
                return 0;
            }
        }
        boolean looks = status == 0 && profile != null && !cmd.getForkCount().hasValue();
        return looks ? looks() : status;
    }

    /**
     * The rest of a screening profile's planned rounds, for the combinations its screen leaves in the race: no look, as
     * with one fork each the report tests nothing; it only screens ({@link #contenders}). Where the report cannot judge
     * round 1, none (nor the looks, which would fail to judge it alike).
     */
    private int survivors() {
        Map<Combination, Double> judged = judged("no further rounds");
        if (judged == null) {
            return FURTHER_ROUNDS_END;
        }
        List<Combination> survivors = List.copyOf(judged.keySet());
        System.out.println("==> the screen leaves " + survivors.size() + " of " + selected.size() + " combinations in the race"
                + " for the planned rounds 2 to " + profile.forks());
        return rounds(survivors, profile.forks() - 1);
    }

    /** How many looks the run took (1: the planned rounds alone). */
    int looksRun() {
        return looksRun;
    }

    /**
     * The further rounds where a race is close (docs/results.md), after the planned ones: at each look the report's verdicts
     * name the contenders ({@link #contenders(Run, Profile, List)}), which get the profile's look rounds more, within its fork cap, until none is
     * left, the planned looks are spent or the deadline keeps a round from starting; prints how many looks ran.
     */
    private int looks() {
        int status = 0;
        for (int k = 2; k <= profile.plannedLooks(); k++) {
            Map<Combination, Double> judged = judged("no further rounds");
            if (judged == null) {
                break;
            }
            List<Combination> contenders = List.copyOf(judged.keySet());
            if (contenders.isEmpty()) {
                System.out.println("==> no case needs more forks after look " + (k - 1) + " of " + profile.plannedLooks());
                break;
            }
            System.out.println("==> look " + k + " of " + profile.plannedLooks() + ": " + contenders.size()
                    + " combinations need more forks");
            int before = forksRun;
            int look = rounds(contenders, Math.min(profile.lookRounds(), profile.maxForks() - profile.forks()
                    - (k - 2) * profile.lookRounds()));
            looksRun = forksRun > before ? k : looksRun;
            if (look != 0) {
                status = look == FURTHER_ROUNDS_END ? 0 : look;
                break;
            }
        }
        System.out.println("==> looks run: " + looksRun + " of " + profile.plannedLooks());
        return status;
    }

    /**
     * Runs rounds into the run folder: with {@code contenders} null, the planned ones of the selection; else
     * {@code furtherRounds} more of the contenders, numbered on from the rounds run before. Returns 0, 1 where a fork
     * produced no result or did not run, or {@link #FURTHER_ROUNDS_END} where the deadline kept further rounds from starting.
     */
    int rounds(List<Combination> contenders, int furtherRounds) {
        PrintStream console = System.out;
        long start = System.currentTimeMillis();
        long orderSeed = seed != null ? seed : start / 1000;
        String profileText = profile == null ? "none (class annotations)"
                : profile.id() + " (" + profile.flags() + "; single shots take only its forks)";
        Path order = out.resolve(ORDER_FILE);
        boolean further = contenders != null;
        ToIntFunction<Combination> forks = c -> cmd.getForkCount()
                .orElse(profile != null ? profile.forks() : c.annotatedForks());
        int firstRound = nextRound;
        List<List<Combination>> rounds;
        if (!further) {
            // -f 0 runs the benchmark inside this JVM: one round.
            // A screening profile's planned rounds after the first run only what its screen leaves (survivors()).
            rounds = Schedule.rounds(selected, c -> screening(profile, cmd) ? 1 : Math.max(1, forks.applyAsInt(c)), orderSeed,
                    screening(profile, cmd));
            long benchmarks = selected.stream().map(Combination::workload).distinct().count();
            console.println("# grundy-bench suite: " + selected.size() + " combinations of " + benchmarks
                    + " benchmarks in " + rounds.size() + " rounds of one fork each (" + count(rounds) + " forks), profile "
                    + profileText + ", command-line options win over the profile");
            console.println("# order seed: " + orderSeed + " (--seed " + orderSeed + " repeats this order)");
        } else {
            if (contenders.isEmpty()) {
                console.println("# grundy-bench suite: the report names no contender; nothing to run");
                return 0;
            }
            long furtherSeed = furtherSeed(orderSeed, firstRound);
            rounds = Schedule.rounds(contenders, c -> furtherRounds, furtherSeed, false);
            console.println("# grundy-bench suite: further " + rounds(firstRound, firstRound + furtherRounds - 1) + " of "
                    + contenders.size() + " contenders from the report's verdicts (" + count(rounds) + " forks), profile "
                    + profileText + ", command-line options win over the profile");
            console.println("# order seed: " + furtherSeed + ", derived from --seed " + orderSeed + " and round "
                    + firstRound);
        }
        nextRound = firstRound + rounds.size();
        console.println("# run folder: " + out.toAbsolutePath());

        int lastRound = firstRound + rounds.size() - 1;
        // The screening round: the first planned one of a profile that screens, unless -f gives the rounds.
        Watch watch = screening(profile, cmd) && !further
                ? new Watch(OutputFormatFactory.createFormatInstance(console, cmd.verbosity().orElse(VerboseMode.NORMAL)),
                        System::nanoTime) : null;
        Progress progress = new Progress(rounds, took);
        int failed = 0;
        int stoppedEarly = 0;
        boolean stopped = false;
        boolean last = false;
        boolean pastDeadline = false;
        try {
            Files.createDirectories(out.resolve("jmh"));
            if (!further) {
                CatalogueFile.write(out.resolve(CatalogueFile.NAME), selected, screening(profile, cmd));
                Files.writeString(order, ORDER_HEADER + "\n");
            }
            // Rows are appended: those already there (further rounds) are the record of what ran.
            try (Writer orderOut = Files.newBufferedWriter(order, StandardCharsets.UTF_8, StandardOpenOption.APPEND)) {
                for (int r = 0; r < rounds.size() && !stopped && !last; r++) {
                    List<Combination> round = rounds.get(r);
                    int number = firstRound + r;
                    long estimate = progress.estimate(round);
                    long now = System.currentTimeMillis();
                    if (further && deadline != null && now + estimate > deadline * 1000) {
                        Map<Combination, Double> open = profile == null ? Map.of() // judging takes a moment
                                : Objects.requireNonNullElse(judged("the shortest cases first"), Map.of());
                        List<Combination> fit = fitting(round, progress::estimate, open,
                                deadline * 1000 - System.currentTimeMillis());
                        console.println("==> deadline " + Instant.ofEpochSecond(deadline) + ": round " + number
                                + " would take about " + Progress.clock(estimate) + " and end at "
                                + utc(Instant.ofEpochMilli(now + estimate)) + (fit.isEmpty() ? "" : "; it runs "
                                + cases(fit) + " of its " + cases(round) + " cases, those that fit (the cases furthest from a"
                                + " verdict first, then the shortest)") + (fit.isEmpty() || number < lastRound ? "; " + rounds(fit.isEmpty()
                                ? number : number + 1, lastRound) + " not started" : ""));
                        pastDeadline = true;
                        if (fit.isEmpty()) {
                            break;
                        }
                        progress.cut(fit);
                        round = fit;
                        last = true;
                    }
                    List<RunResult> measured = new ArrayList<>();
                    for (int p = 0; p < round.size() && !stopped; p++) {
                        Combination c = round.get(p);
                        console.println();
                        console.println("# grundy-bench: round " + number + " of " + lastRound + ", combination "
                                + (p + 1) + " of " + round.size() + ": " + c + "; " + progress.describe());
                        Instant began = Instant.now();
                        String status;
                        Options options = forkOptions(cmd, profile, c, forks.applyAsInt(c));
                        List<RunResult> fork = new ArrayList<>();
                        try {
                            String stop = null;
                            if (watch != null) {
                                stop = watch.run(c.caseKey(), !c.singleShot(cmd), format -> fork.addAll(new Runner(options, format).run()));
                            } else {
                                fork.addAll(new Runner(options).run());
                            }
                            measured.addAll(fork);
                            status = stop != null ? stop : fork.isEmpty() ? "failed" : "ok";
                        } catch (RunnerException e) {
                            console.println("==> the run stopped: " + e.getMessage());
                            status = "error";
                            stopped = true;
                        }
                        Instant ended = Instant.now();
                        progress.done(c, ended.toEpochMilli() - began.toEpochMilli());
                        forksRun++;
                        boolean early = status.startsWith("stopped");
                        stoppedEarly += early ? 1 : 0;
                        failed += status.equals("ok") || early ? 0 : 1;
                        orderOut.write(String.join("\t", String.valueOf(number), String.valueOf(p + 1), c.row(),
                                utc(began), utc(ended), status) + "\n");
                        orderOut.flush();
                        if (!measured.isEmpty()) {
                            write(ResultFormatType.JSON, roundFile(out, number), measured);
                        }
                    }
                }
            }
        } catch (IOException e) {
            System.err.println("could not write the run folder " + out + ": " + e.getMessage());
            return 1;
        }
        int notRun = progress.remaining();
        console.printf("%n==> suite finished in %s: %d of %d forks measured%s, %d combinations, in %s%n",
                Progress.clock(System.currentTimeMillis() - start), count(rounds) - failed - notRun - stoppedEarly, count(rounds),
                stoppedEarly == 0 ? "" : " and " + stoppedEarly + " stopped early (order.tsv says how slow; the report judges it)",
                rounds.stream().flatMap(List::stream).distinct().count(), out);
        if (failed > 0 || (notRun > 0 && !pastDeadline)) {
            console.println("==> " + failed + " forks produced no result and " + notRun
                    + " did not run (see above); exit status 1");
            return 1;
        }
        if (pastDeadline) {
            console.println("==> the run's deadline leaves no time for further rounds");
            return FURTHER_ROUNDS_END;
        }
        return 0;
    }

    /**
     * The selected combinations that more forks would help decide: in each case whose verdict, at the profile's level over its
     * planned looks, names contenders ({@link Verdicts.CaseVerdict#contenders}), none with the profile's fork cap yet, those;
     * each mapped to how far its case is from a verdict: the lead its verdict could not detect, infinite without enough data.
     */
    static Map<Combination, Double> contenders(Run run, Profile profile, List<Combination> selected) {
        // A stopped implementation has no result, hence no forks: it counts as none.
        List<Verdicts.CaseVerdict> open = Verdicts.judge(run.results(), profile.plannedLooks(), run.stopped()).stream()
                .filter(v -> v.rows().stream().noneMatch(r -> v.contenders().contains(r.impl())
                        && r.result().forks().length >= profile.maxForks())).toList();
        Map<Combination, Double> contenders = new LinkedHashMap<>();
        selected.forEach(c -> open.stream().filter(v -> v.first().entry().benchmark().equals(c.benchmark())
                && v.first().theCase().label().equals(c.c().name()) && v.contenders().contains(c.impl().id())).findFirst()
                .ifPresent(v -> contenders.put(c, v.kind() == Verdicts.Kind.NOT_ENOUGH_DATA
                || Double.isNaN(v.detectable()) ? Double.POSITIVE_INFINITY : v.detectable())));
        return contenders;
    }

    /**
     * The {@link #contenders} as the rounds so far judge them; null where the report cannot judge the run folder, which
     * stderr says, with what the suite does {@code instead}.
     */
    private Map<Combination, Double> judged(String instead) {
        try {
            return contenders(Run.load(out), profile, selected);
        } catch (IOException | RuntimeException e) {
            System.err.println("==> the report could not judge " + out + " (" + e.getMessage() + "); " + instead);
            return null;
        }
    }

    /**
     * The combinations of {@code round} whose cases fit in {@code millis} by the forks' estimates, each case whole (its
     * forks are paired by round): the cases furthest from a verdict by {@link #contenders} first (without a verdict, then
     * the largest lead that would not have shown), so that the forks go where the race is least decided; then the shortest.
     */
    static List<Combination> fitting(List<Combination> round, ToLongFunction<List<Combination>> estimate,
            Map<Combination, Double> undecided, long millis) {
        Map<List<Object>, List<Combination>> byCase = round.stream().collect(Collectors.groupingBy(Combination::caseKey,
                LinkedHashMap::new, Collectors.toList()));
        List<List<Combination>> order = byCase.values().stream().sorted(Comparator.<List<Combination>>comparingDouble(l -> -l
                .stream().mapToDouble(c -> undecided.getOrDefault(c, 0.0)).max().orElse(0)).thenComparingLong(estimate))
                .toList();
        List<Combination> taken = new ArrayList<>();
        long left = millis;
        for (List<Combination> kase : order) {
            if (estimate.applyAsLong(kase) <= left) {
                taken.addAll(kase);
                left -= estimate.applyAsLong(kase);
            }
        }
        return round.stream().filter(taken::contains).toList();
    }

    private static long cases(List<Combination> round) {
        return round.stream().map(Combination::caseKey).distinct().count();
    }

    /**
     * What a screening profile races of {@code selected}: neither the cases one implementation runs, nor the collections of
     * single shots, nor a near duplicate of a selected case ({@link Case#quickTwin}), nor a case the workload leaves out of
     * quick ({@link Workload#outOfQuick}), nor an implementation the case leaves out of quick ({@link Case#outOfQuick}).
     */
    static List<Combination> raced(List<Combination> selected, Options cmd) {
        return selected.stream().filter(c -> !c.singleShot(cmd) && c.workload().runs(c.c()).size() > 1
                && selected.stream().noneMatch(o -> o.workload() == c.workload() && o.c() == c.c().quickTwin())
                && !c.workload().outOfQuick().containsKey(c.c()) && CatalogueFile.outOfQuick(c.c(), c.impl()) == null).toList();
    }

    /** Whether the run screens in its first round: a profile that screens, its rounds not fixed by {@code -f}. */
    private static boolean screening(Profile profile, Options cmd) {
        return profile != null && profile.screens() && !cmd.getForkCount().hasValue();
    }

    /** The options of one fork of {@code c}: the profile's defaults, then the command line, then the fork and its parameters. */
    static Options forkOptions(Options cmd, Profile profile, Combination c, int forks) {
        OptionsBuilder b = profile == null ? new OptionsBuilder() : profile.defaults(cmd, c, c.singleShot(cmd));
        b.parent(Launcher.only(c.workload(), cmd).build());
        c.params().forEach((name, value) -> b.param(name, value));
        b.forks(forks == 0 ? 0 : 1);
        b.shouldFailOnError(cmd.shouldFailOnError().orElse(false));
        return b.build();
    }

    /** JMH's arguments that select the input workload of {@code game} (the CLI's command name) on {@code file}. */
    static List<String> inputArgs(String game, String file) {
        InputFile.Game g = Arrays.stream(InputFile.Game.values()).filter(x -> x.name().equals(game)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("--input " + game + ": unknown game; expected one of "
                        + Arrays.stream(InputFile.Game.values()).map(Enum::name).collect(Collectors.joining(", "))));
        return List.of("^" + Pattern.quote(g.workload().benchmark()) + "$", "-p", InputFile.PARAM + "=" + file);
    }

    /** The run's plan, as run.properties records it: with {@code -f N}, N forks and no looks; the fork JVM and its flags (-jvm, -jvmArgs*). */
    static Map<String, String> plan(Profile profile, Options cmd) {
        int forks = cmd.getForkCount().orElse(profile.forks());
        int maxForks = cmd.getForkCount().hasValue() ? forks : profile.maxForks();
        Map<String, String> plan = new LinkedHashMap<>();
        plan.put("forks", String.valueOf(forks));
        plan.put("max_forks", String.valueOf(maxForks));
        plan.put("look_rounds", String.valueOf(profile.lookRounds()));
        plan.put("planned_looks", String.valueOf(Profile.plannedLooks(forks, maxForks, profile.lookRounds())));
        plan.put("budget_minutes", profile.budgetMinutes() > 0 ? String.valueOf(profile.budgetMinutes()) : "none");
        plan.put("reserve_seconds", String.valueOf(profile.reserveSeconds()));
        plan.put("fork_jvm", cmd.getJvm().orElse(""));
        plan.put("jvm_flags", Stream.of(cmd.getJvmArgsPrepend(), cmd.getJvmArgs(), cmd.getJvmArgsAppend())
                .flatMap(a -> a.orElse(List.of()).stream()).collect(Collectors.joining(" ")));
        return plan;
    }

    /** {@link #plan(Profile, Options)} of this suite's profile and options. */
    Map<String, String> plan() {
        return plan(profile, cmd);
    }

    /** The seed of further rounds: the same run folder and seed repeat their order, and every look shuffles anew. */
    static long furtherSeed(long seed, int firstRound) {
        return seed ^ (firstRound * 0x9E3779B97F4A7C15L);
    }

    private static void require(boolean holds, String otherwise) {
        if (!holds) {
            throw new IllegalArgumentException(otherwise);
        }
    }

    private static int count(List<List<Combination>> rounds) {
        return rounds.stream().mapToInt(List::size).sum();
    }

    private static String rounds(int first, int last) {
        return first == last ? "round " + first : "rounds " + first + " to " + last;
    }

    private static Path roundFile(Path out, int round) {
        return out.resolve("jmh").resolve(String.format(Locale.ROOT, "round-%02d.json", round));
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

    /** Elapsed time and an estimate of the rest. */
    static final class Progress {
        private final List<Combination> pending = new ArrayList<>();
        private final Map<Combination, List<Long>> took;
        private final long start = System.currentTimeMillis();
        private int next;
        private int skipped;

        /** {@code took}: the durations of the run's forks so far, per combination, to which this records its own. */
        Progress(List<List<Combination>> rounds, Map<Combination, List<Long>> took) {
            rounds.forEach(pending::addAll);
            this.took = took;
        }

        /** The milliseconds {@code forks} would take: each its combination's mean fork so far, else the mean fork; 0 with none known. */
        long estimate(List<Combination> forks) {
            double average = took.values().stream().flatMap(List::stream).mapToLong(t -> t).average().orElse(0);
            return (long) forks.stream().mapToDouble(c -> took.containsKey(c)
                    ? took.get(c).stream().mapToLong(t -> t).average().getAsDouble() : average).sum();
        }

        /** The forks ahead are {@code fit} alone (a round cut at the deadline, the last): the others count as not run. */
        void cut(List<Combination> fit) {
            skipped += pending.size() - next - fit.size();
            pending.subList(next, pending.size()).clear();
            pending.addAll(fit);
        }

        void done(Combination c, long millis) {
            took.computeIfAbsent(c, k -> new ArrayList<>()).add(millis);
            next++;
        }

        int remaining() {
            return pending.size() - next + skipped;
        }

        String describe() {
            return "elapsed " + clock(System.currentTimeMillis() - start) + (took.isEmpty() ? ", remaining unknown yet"
                    : ", remaining about " + clock(estimate(pending.subList(next, pending.size()))));
        }

        static String clock(long millis) {
            long s = millis / 1000;
            return String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
        }
    }
}
