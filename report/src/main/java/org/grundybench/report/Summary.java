package org.grundybench.report;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.IntSummaryStatistics;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.apache.commons.math3.stat.descriptive.DescriptiveStatistics;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;
import org.grundybench.report.Charts.WorkloadScores;
import org.grundybench.report.Run.Footprint.Work;

/** summary.md and fastest.json of one run, and the Markdown pieces the other reports share. */
public final class Summary {
    /** Where the method is explained, from the project's root. */
    static final String METHOD = "docs/results.md#how-a-result-is-judged";
    /** Where the verdicts' words and counts are explained. */
    static final String WORDS = "docs/results.md#what-the-verdicts-say";
    /** Where the memory and work columns and the memory bound are explained. */
    static final String MEMORY = "docs/results.md#memory-and-work";

    private Summary() {
    }

    /** The header facts of a run: machine, OS, JDKs, flags, host state, JMH settings, commit, timing. */
    static List<String[]> facts(Run run) {
        List<Result> rs = run.results();
        String dirty = run.get("git_dirty", "");
        String steal = run.get("steal_ticks") == null ? "" : " (" + run.get("steal_ticks") + " of " + run.get("total_ticks", "?") + " ticks)";
        String[][] f = {
            {"CPU", run.get("cpu_model", "not recorded") + ", " + run.get("cpus", "not recorded") + " CPUs (as the JVM saw them)"},
            {"Memory", run.get("mem_total")},
            {"Kernel / OS", (run.get("kernel") == null ? "" : run.get("kernel") + "; ") + run.get("os", "not recorded")},
            {"Harness JDK (runs JMH)", run.get("java")},
            {"Fork JDK (runs the benchmarks)", (run.get("fork_jvm") == null ? "" : "`" + run.get("fork_jvm") + "`: ")
                + (run.get("fork_jvm_version") == null ? "" : run.get("fork_jvm_version") + "; ") + "JMH recorded " + distinct(rs, r -> "`" + r.entry().jvm() + "`, " + r.entry().vmName() + " "
                + r.entry().vmVersion() + " (JDK " + r.entry().jdkVersion() + ")")},
            {"Fork JVM flags", "`" + run.get("jvm_flags", "none") + "`; JMH recorded jvmArgs " + distinct(rs,
                r -> r.entry().jvmArgs().isEmpty() ? "none" : "`" + String.join(" ", r.entry().jvmArgs()) + "`")},
            {"CPU steal during the run", run.get("steal_percent") == null ? null : run.get("steal_percent") + "%" + steal},
            // scripts/bench's host check: what the host gave one and two threads around the run.
            {"Host check (M byte marks/s, one thread and two; two / one)", run.get("host_check_before") == null ? null
                : "before: `" + run.get("host_check_before") + "`; after: `" + run.get("host_check_after", "?") + "`"},
            {"Steady host before round 1", run.get("host_steady")},
            {"Further rounds", run.get("max_forks") == null ? null : "up to " + run.get("max_forks") + " forks per combination in"
                + " batches of " + run.get("look_rounds", "?") + "; looks planned " + run.get("planned_looks", "?") + ", taken "
                + run.get("looks_run", "?")},
            {"Git commit", run.get("git_commit", "not recorded") + (dirty.equals("true") ? " (with uncommitted changes)"
                : dirty.equals("false") ? " (clean)" : "")},
            {"Profile", "`" + run.get("profile", "?") + "`" + (run.get("args") == null ? "" : ", options `" + run.get("args") + "`")},
            {"JMH", distinct(rs, r -> r.entry().jmhVersion() + ", mode " + r.mode() + ", " + r.entry().threads() + " thread(s)")},
            {"Forks", forks(rs)},
            {"Warmup", distinct(rs, r -> r.entry().warmupIterations() + " \u00d7 " + r.entry().warmupTime())},
            {"Measurement", distinct(rs, r -> r.entry().measurementIterations() + " \u00d7 " + r.entry().measurementTime())},
            {"Duration", run.get("started_utc", "?") + " to " + run.get("finished_utc", "?") + ", " + run.get("duration_seconds", "?")
                + " s, exit status " + run.get("exit_status", "?")},
            {"Interleaving", run.get("order_seed") == null ? "not recorded"
                : "implementations interleaved fork by fork, seed " + run.get("order_seed") + ", order [order.tsv](order.tsv)"}};
        return Arrays.stream(f).filter(x -> x[1] != null).toList();
    }

    /** How many forks the combinations have: "5", or "5 to 30" where further rounds gave some more. */
    static String forks(List<Result> results) {
        IntSummaryStatistics n = results.stream().mapToInt(r -> r.forks().length).summaryStatistics();
        return n.getMin() == n.getMax() ? n.getMin() + "" : n.getMin() + " to " + n.getMax();
    }

    /** The one value of {@code f} over the results, or each value with the workloads that have it. */
    static String distinct(List<Result> results, Function<Result, String> f) {
        Map<String, Set<String>> by = results.stream().collect(Collectors.groupingBy(f, LinkedHashMap::new,
                Collectors.mapping(r -> r.workload().id(), Collectors.toCollection(LinkedHashSet::new))));
        return by.size() == 1 ? by.keySet().iterator().next() : by.entrySet().stream()
                .map(e -> e.getKey() + " (" + String.join(", ", e.getValue()) + ")").collect(Collectors.joining("; "));
    }

    static Map<String, DisplayUnit> units(List<Result> results) {
        return results.stream().collect(Collectors.groupingBy(r -> r.workload().id(), Collectors.collectingAndThen(
                Collectors.toList(), DisplayUnit::of)));
    }

    /** What the charts show of one workload: its measured cases, scores in the display unit, who did not run a case and why. */
    static WorkloadScores scores(Catalogue.Workload w, List<Result> results, DisplayUnit unit) {
        List<Charts.CaseScores> cases = new ArrayList<>();
        for (Catalogue.Case c : w.cases()) {
            Map<String, ForkScore> scores = new LinkedHashMap<>();
            results.stream().filter(r -> r.workload() == w && r.theCase() == c && r.hasForks()).forEach(r -> scores.put(
                    r.impl(), ForkScore.of(Arrays.stream(r.forkScore().forks()).map(v -> unit.convert(v, r.unit())).toArray())));
            Map<String, String> notRun = new LinkedHashMap<>();
            w.implementations().stream().filter(impl -> !scores.containsKey(impl)).forEach(impl -> notRun.put(impl, c.leftOut()
                    .stream().filter(l -> l.implementation().equals(impl)).findFirst().map(Catalogue.LeftOut::reason)
                    .orElse(c.runs().contains(impl) ? "not measured in this run" : "not in the catalogue's runs for this case")));
            if (!scores.isEmpty()) {
                cases.add(new Charts.CaseScores(c.label(), c.size(), scores, notRun));
            }
        }
        return new WorkloadScores(w.id(), w.title(), w.sizeTitle(), (results.get(0).lowerIsBetter() ? "time per operation ("
                : "throughput (") + unit.label() + ")", w.implementations(), cases);
    }

    public static String markdown(Report.Judged j, Map<WorkloadScores, List<Path>> charts) {
        Run run = j.run();
        List<Verdicts.CaseVerdict> verdicts = j.verdicts();
        StringBuilder md = new StringBuilder("# Benchmark run ").append(run.name()).append("\n\nThe machine, the JDK, the flags")
                .append(" and the commit: [the run](#the-run), after the verdicts; [the method](../../").append(METHOD)
                .append(").\n\n## Verdicts\n\n").append(undecided(run, verdicts))
                .append(status(run, verdicts))
                .append(test(run.looks(), verdicts))
                .append("\n\n| Case | Verdict | Margin over runner-up [95% interval] | Lead it could")
                .append(" detect | Answers | Default rule |\n|---|---|---|---:|---|---|\n");
        for (Verdicts.CaseVerdict w : verdicts) {
            String against = w.againstDefault();
            md.append(row(w.name(), w.text(), w.rows().size() < 2 ? "\u2013" : ratio(w.rows().get(1).slower()),
                    Double.isNaN(w.detectable()) ? "\u2013" : Verdicts.times(w.detectable()),
                    w.answers().text(), against == null && !w.kind().decided() ? "\u2013" : against == null
                    ? "agrees (" + w.first().theCase().defaultImplementation() + ")" : "**" + against + "**"));
        }
        md.append(run.baseline() == null ? "" : "\n**Against the baseline " + run.baseline() + ":** " + Compare.verdicts(
                run.baseline(), run.name(), j.baseline(), verdicts));
        list(md, "\n**Outlier forks** (kept in the scores and intervals):\n\n", outlierLines(verdicts));
        md.append("\n## The run\n\n| | |\n|---|---|\n");
        facts(run).forEach(f -> md.append(row(f[0], f[1])));
        md.append("\nRaw results: [jmh/](jmh/), [catalogue.json](catalogue.json); machine-readable verdicts: [fastest.json]")
                .append("(fastest.json); speed-up: the ratio of a score to `").append(Verdicts.REFERENCE).append("`'s on the same ")
                .append("case.\n\n");
        PerItem.markdown(md, run.dir());
        memory(md, run, verdicts, j.withinMemory());
        Targets.markdown(md, run, j.targets());

        md.append("## Charts\n\nHow to read them: [the method](../../").append(METHOD).append(").\n\n");
        charts.values().stream().flatMap(List::stream).map(p -> p.getFileName().toString()).filter(f -> f.endsWith(".svg"))
                .map(f -> f.substring(0, f.length() - 4))
                .forEach(f -> md.append("![%s](%<s.svg)\n\n".formatted(f)));
        String noScaling = charts.keySet().stream().filter(ws -> ws.sizeTitle() == null).map(WorkloadScores::id)
                .collect(Collectors.joining(", "));
        md.append(noScaling.isEmpty() ? "" : "No scaling chart for " + noScaling + ": the catalogue gives no size series there.\n\n")
                .append("## Implementations not run\n\n");
        list(md, "", charts.keySet().stream().flatMap(ws -> Charts.notRunNotes(ws, reason -> reason).stream()
                .map(note -> ws.id() + ": " + note)).toList());

        Map<String, DisplayUnit> units = units(run.results());
        md.append("\n## Results per case\n");
        for (Verdicts.CaseVerdict w : verdicts) {
            md.append("\n### %s\n\nVerdict: **%s**%s".formatted(w.name(), w.text(), w.answers() == Verdicts.Answers.DIFFER ? ""
                    : " (" + w.answersNote() + ")"));
            DisplayUnit unit = units.get(w.first().workload().id());
            md.append("\n\n| Implementation | Score [95% interval] ").append(unit.label()).append(" | Forks | Speed-up over ")
                    .append(Verdicts.REFERENCE).append(" | Slower than the leader (paired) [95% interval] | Verdict | Holm-adjusted p |")
                    .append("\n|---|---:|---:|---:|---:|---|---:|\n");
            for (Verdicts.Row row : w.rows()) {
                ForkScore s = row.score();
                md.append(row(row.result().impl(), s == null ? "no usable fork" : interval(s, unit, row.result().unit()),
                        s == null ? 0 : s.count(), Double.isNaN(row.speedup()) ? "n/a" : Verdicts.times(row.speedup()),
                        ratio(row.slower()), row.verdict(), Double.isNaN(row.p()) ? "\u2013" : fmtP(row.p())));
            }
            w.rows().stream().filter(row -> row.result().items() > 1)
                    .forEach(row -> md.append('\n').append(spread(row.result(), unit)));
            list(md, "\nStopped in the screening round (out of the race where " + Verdicts.times(Verdicts.SCREEN)
                    + " the leader's or more):\n\n", w.stopped());
        }
        return md.toString().replace("](" + ROOT, "](" + root(run.dir()));
    }

    /** How the summary's links reach the repository's files (docs/): written from a run folder two levels down. */
    static final String ROOT = "../../";

    /**
     * The relative path from {@code runDir} to the repository holding it (the nearest folder above with
     * docs/results.md), ending in '/': {@value #ROOT} for runs/RUN and results/RUN, deeper for an archived run; {@value
     * #ROOT} outside a repository.
     */
    static String root(Path runDir) {
        Path dir = runDir.toAbsolutePath().normalize();
        for (Path p = dir.getParent(); p != null; p = p.getParent()) {
            if (Files.isRegularFile(p.resolve(METHOD.substring(0, METHOD.indexOf('#'))))) {
                return dir.relativize(p).toString().replace('\\', '/') + "/";
            }
        }
        return ROOT;
    }

    /**
     * What the run left open, first: the cases without a verdict or a fastest, those quick leaves out (one implementation:
     * nothing to race; several: collections its budget cannot hold, and their benchmark classes as the JMH include patterns
     * that run them alone), and the command that goes further; nothing where all is decided.
     */
    static String undecided(Run run, List<Verdicts.CaseVerdict> verdicts) {
        boolean further = run.get("planned_looks") != null && Integer.parseInt(run.get("planned_looks")) > 1;
        int cap = further ? Integer.parseInt(run.get("max_forks")) : 0;
        // Why a race stayed open: its contenders reached the fork cap, or the budget ended its further rounds first.
        Function<Verdicts.CaseVerdict, String> why = v -> {
            int forks = v.rows().stream().filter(r -> v.contenders().contains(r.impl()) && r.result().hasForks())
                    .mapToInt(r -> r.result().forks().length).max().orElse(0);
            return !further ? "" : "; " + forks + " forks, " + (forks >= cap ? "the cap" : "the budget ended its rounds");
        };
        Function<Verdicts.Kind, String> cases = k -> verdicts.stream().filter(v -> v.kind() == k).map(v -> v.name() + (k
                == Verdicts.Kind.TIED ? " (a lead of " + Verdicts.times(v.detectable()) + " would have shown" + why.apply(v) + ")"
                : k == Verdicts.Kind.UNDECIDED ? " (a lead under " + Verdicts.times(v.detectable()) + " would not have shown"
                + why.apply(v) + ")" : "")).collect(Collectors.joining(", "));
        Set<String> ran = verdicts.stream().map(Verdicts.CaseVerdict::name).collect(Collectors.toSet());
        boolean quick = "quick".equals(run.get("profile"));
        List<Map.Entry<Catalogue.Workload, Catalogue.Case>> notRun = !quick || !run.wholeSuite() ? List.of() : run.catalogue()
                .workloads().stream().flatMap(w -> w.cases().stream().map(c -> Map.entry(w, c)))
                .filter(e -> !ran.contains(Result.caseKey(e.getKey(), e.getValue().label()))).toList();
        // Why quick left a case out: 0 one implementation, 1 a collection of single shots, 2 a near duplicate, 3 the
        // workload's reason (its forks cannot time the case warm).
        Function<Integer, Stream<Map.Entry<Catalogue.Workload, Catalogue.Case>>> leftOut = k -> notRun.stream()
                .filter(e -> (e.getValue().outOfQuick() != null ? 3 : e.getValue().quickTwin() != null ? 2
                        : e.getValue().runs().size() > 1 ? 1 : 0) == k);
        Function<Integer, String> names = k -> leftOut.apply(k).map(e -> Result.caseKey(e.getKey(), e.getValue().label())
                + (k == 2 ? " (of " + e.getValue().quickTwin() + ")" : "")).collect(Collectors.joining(", "));
        // A benchmark class's simple name, as scripts/bench takes it.
        Function<Catalogue.Workload, String> bench = w -> w.benchmark().replaceAll(".*\\.(\\w+)\\.\\w+$", "$1");
        String over = leftOut.apply(1).map(e -> bench.apply(e.getKey())).distinct()
                .collect(Collectors.joining(" "));
        String cold = leftOut.apply(3).map(e -> e.getValue().outOfQuick()).distinct().collect(Collectors.joining("; "));
        String coldAlone = leftOut.apply(3).collect(Collectors.groupingBy(Map.Entry::getKey, LinkedHashMap::new,
                Collectors.mapping(e -> e.getValue().label(), Collectors.joining(",")))).entrySet().stream().map(w -> "`scripts/bench"
                + " full " + bench.apply(w.getKey()) + " -p " + w.getKey().caseParam() + "="
                + w.getValue() + "`").collect(Collectors.joining(", "));
        String[][] open = {{"Not enough data", cases.apply(Verdicts.Kind.NOT_ENOUGH_DATA)}, {"Undecided (not evidence of equal"
                + " speed)", cases.apply(Verdicts.Kind.UNDECIDED)},
            {"No fastest, tied (within " + Verdicts.times(Verdicts.TIE.lead()) + ")", cases.apply(Verdicts.Kind.TIED)},
            {"Not run in the quick profile, over its budget (a fork is a pass over a collection, seconds long)", names.apply(1)
                + (over.isEmpty() ? "" : "; `scripts/bench full " + over + "` runs these alone")},
            {"Not run in the quick profile, near duplicates of the cases it races (so that those get the forks that decide"
                + " them)", names.apply(2)},
            {"Not run in the quick profile, its forks too short to time them warm", names.apply(3) + (cold.isEmpty() ? "" : " ("
                + cold + "); " + coldAlone + " runs these alone")},
            {"Not run in the quick profile, one implementation (nothing to race)", names.apply(0)}};
        String said = Arrays.stream(open).filter(o -> !o[1].isEmpty()).map(o -> "**" + o[0] + ":** " + o[1] + ".")
                .collect(Collectors.joining(" "));
        String counted = "**" + verdicts.size() + (verdicts.size() == 1 ? " case**" : " cases**") + " ([the words](../../" + WORDS
                + ")): " + Verdicts.counts(verdicts)
                + ".\n\n";
        return said.isEmpty() ? counted : counted + said + (quick ? " The full profile (`scripts/bench full`: more forks"
                + " in a longer budget, docs/benchmarks.md) would take these further." : further ? " Each stayed open at the fork cap ("
                + run.get("max_forks") + " forks a combination) or where the run's budget ended its further rounds first, as it"
                + " says." : " These stayed open after the run's"
                + " rounds (its plan had no further rounds).") + "\n\n";
    }

    /** Per workload, a row per implementation of each case, best first: time, allocation, retained size, work. */
    static void memory(StringBuilder md, Run run, List<Verdicts.CaseVerdict> verdicts, Map<String, Verdicts.CaseVerdict> within) {
        boolean allocation = run.results().stream().anyMatch(r -> !Double.isNaN(r.allocated()));
        String lacks = (run.footprint() == null ? " footprint.json" + (allocation ? "" : " and") : "")
                + (allocation ? "" : " JMH's GC profiler (" + Run.ALLOCATED + ")");
        md.append("## Memory and work\n\nAllocated: JMH's GC profiler; retained size and work: footprint.json")
                .append(run.footprint() == null ? "" : " (on " + run.footprint().java() + ")").append("; [the columns](../../")
                .append(MEMORY).append(").").append(lacks.isEmpty() ? "" : " This run predates" + lacks + (run.footprint() == null
                && !allocation ? ": it has no memory or work numbers.\n\n" : ": what it lacks shows as \u2013."));
        long unmeasured = run.footprint() == null ? 0 : run.results().stream().filter(r -> r.footprint() == null).count();
        md.append(unmeasured == 0 ? "" : " The footprint left out " + unmeasured + " of " + run.results().size() + " combinations"
                + " (shown as \u2013): they failed, or would have ended after the run's budget (console.log says which).").append('\n');
        if (run.footprint() == null && !allocation) {
            return;
        }
        Map<String, DisplayUnit> units = units(run.results());
        byWorkload(verdicts).forEach((id, vs) -> {
            md.append("\n### ").append(id).append("\n\n| Case | Implementation | Time ").append(units.get(id).label())
                    .append(" | Allocated | Retained | Positions | Options | Lookups, hits | Stored |\n|---|---|")
                    .append("---:|".repeat(7)).append('\n');
            vs.forEach(v -> v.rows().forEach(row -> {
                Result r = row.result();
                md.append(row(v.first().theCase().label(), r.impl(), row.score() == null ? "\u2013" : DisplayUnit.format(
                        units.get(id).convert(row.score().centre(), r.unit())), DisplayUnit.bytes(r.allocated()),
                        DisplayUnit.bytes(r.retained()), work(r, Work::positions), work(r, Work::options),
                        work(r, Work::lookups) + hits(r.footprint()), work(r, Work::stored)));
            }));
            list(md, "\nGC-profiler readings left out of Allocated as implausible ([the rule](../../" + MEMORY + ")):\n\n",
                    vs.stream().flatMap(v -> v.rows().stream()).map(Verdicts.Row::result).flatMap(Summary::implausible).toList());
            list(md, "\nForks left out of Allocated, their GC-profiler readings not one per iteration (which reading is which"
                    + " iteration's is unknown):\n\n", vs.stream().flatMap(v -> v.rows().stream()).map(Verdicts.Row::result)
                    .flatMap(Summary::outOfStep).toList());
            list(md, "\nWithin a memory bound:\n\n", withinMemory(vs, within));
        });
        md.append('\n');
    }

    /**
     * A work count (a mean per operation) with, where the two measurements counted differently, their spread: (max - min) /
     * max, as a percentage, which three digits of the count would hide.
     */
    static String work(Result r, ToDoubleFunction<Work> n) {
        Run.Footprint.Entry f = r.footprint();
        if (f == null || f.work() == null) {
            return "\u2013";
        }
        double min = f.workMin() == null ? 0 : n.applyAsDouble(f.workMin());
        double max = f.workMax() == null ? 0 : n.applyAsDouble(f.workMax());
        return DisplayUnit.count(n.applyAsDouble(f.work())) + (min == max ? ""
                : String.format(Locale.ROOT, " (spread %.2g%%)", 100 * (max - min) / max));
    }

    /** The share of lookups that found their value, e.g. ", 62% hits"; nothing without lookups. */
    static String hits(Run.Footprint.Entry f) {
        return f == null || f.work() == null || !(f.work().lookups() > 0) ? ""
                : String.format(Locale.ROOT, ", %.0f%% hits", 100 * f.work().hits() / f.work().lookups());
    }

    /** The verdicts by workload, in order. */
    static Map<String, List<Verdicts.CaseVerdict>> byWorkload(List<Verdicts.CaseVerdict> verdicts) {
        return verdicts.stream().collect(Collectors.groupingBy(v -> v.first().workload().id(), LinkedHashMap::new,
                Collectors.toList()));
    }

    /**
     * For each of these cases whose leader retains at least MEMORY_FACTOR times what a rival does, the verdict on those
     * that retain at most 1 / MEMORY_FACTOR of it, with what each named one allocates, e.g. "_5x5: `a` retains 48.0 MiB,
     * allocates 50.0 MiB per operation; within 12.0 MiB retained: fastest: b (retains 2.00 MiB, allocates 9.00 MiB per operation)".
     */
    static List<String> withinMemory(List<Verdicts.CaseVerdict> verdicts, Map<String, Verdicts.CaseVerdict> within) {
        return verdicts.stream().filter(v -> within.containsKey(v.name())).map(v -> {
            Verdicts.CaseVerdict w = within.get(v.name());
            return v.first().theCase().label() + ": `" + v.best() + "` " + holds(v.first()) + "; within "
                    + DisplayUnit.bytes(v.first().retained() / Verdicts.MEMORY_FACTOR) + " retained: "
                    + (w.kind() == Verdicts.Kind.ONLY_ENTRY ? "only " + w.best() : w.text()) + " (" + holds(w.first()) + ")";
        }).toList();
    }

    /** Each fork of r whose allocation reading was left out, with what the other forks read. */
    static Stream<String> implausible(Result r) {
        double[] a = r.forkAllocations();
        return r.implausibleAllocations().stream().map(f -> r.theCase().label() + ", `" + r.impl() + "`: fork " + (f + 1) + " of "
                + a.length + " read " + DisplayUnit.bytes(a[f]) + " per operation, the other forks' median "
                + DisplayUnit.bytes(ForkScore.median(IntStream.range(0, a.length).filter(g -> g != f && Double.isFinite(a[g]))
                        .mapToDouble(g -> a[g]).toArray())));
    }

    /** Each fork of r whose allocation readings do not number its iterations. */
    static Stream<String> outOfStep(Result r) {
        return r.outOfStepAllocations().stream().map(f -> r.theCase().label() + ", `" + r.impl() + "`: fork " + (f + 1) + " of "
                + r.forks().length + " has " + r.allocations()[f].length + " readings for " + r.forks()[f].length + " iterations");
    }

    /** A lean retained size may hide a large table dropped after each operation: the allocation shows it. */
    private static String holds(Result r) {
        return "retains " + DisplayUnit.bytes(r.retained()) + ", allocates " + DisplayUnit.bytes(r.allocated()) + " per operation";
    }

    /** The test, stated exactly, at the run's level, with the noise each workload's cases were lent. */
    static String test(int looks, List<Verdicts.CaseVerdict> verdicts) {
        double level = Verdicts.ALPHA / looks;
        // Per workload, the range of what its cases were lent (each case's prior leaves its own pairs out).
        String lent = byWorkload(verdicts.stream().filter(v -> v.prior().df() > 0).toList()).entrySet().stream().map(e -> e.getKey()
                + " " + range(e.getValue().stream().mapToDouble(v -> Math.sqrt(v.prior().variance())).toArray(), "%.3f") + " on "
                + range(e.getValue().stream().mapToDouble(v -> v.prior().df()).toArray(), "%.1f") + " df").collect(Collectors.joining(", "));
        return String.format(Locale.ROOT, "**The test:** the leader against each rival, a paired t-test on the logs of"
                + " their fork values, paired by round, that the leader is more than " + Verdicts.times(Verdicts.MIN_MARGIN) + " as fast (p doubled, as a"
                + " two-sided test's), each pair's variance moderated by the noise of the races of the same inputs in this run up to the case's last round"
                + " (pair log sd lent: " + (lent.isEmpty() ? "none" : lent) + "); the rivals' p-values Holm-adjusted together at the level %s / %d look%s = %s; a rival is cleared where its"
                + " adjusted p is at most %4$s."
                + " **Fastest** where every rival is cleared. Where a rival is not cleared, the lead the run would have found with"
                + " probability %.1f decides the word: **tied** where it is at most %s, **undecided** where it is more (a lead under"
                + " it could have gone unseen: not evidence of equal speed).", Verdicts.ALPHA, looks, looks == 1 ? "" : "s",
                fmtP(level), Verdicts.TIE.power(),
                Verdicts.times(Verdicts.TIE.lead()));
    }

    /** The least and the most of {@code x} in {@code format}, one number where they are the same. */
    private static String range(double[] x, String format) {
        String lo = String.format(Locale.ROOT, format, Arrays.stream(x).min().orElseThrow());
        String hi = String.format(Locale.ROOT, format, Arrays.stream(x).max().orElseThrow());
        return lo.equals(hi) ? lo : lo + "-" + hi;
    }

    /** A ratio with its interval, e.g. "1.23× [1.10, 1.38]". */
    static String ratio(ForkScore.Ratio r) {
        return r == null ? "\u2013" : Verdicts.times(r.centre()) + (Double.isNaN(r.low()) ? "" : " [" + DisplayUnit.format(r.low())
                + ", " + DisplayUnit.format(r.high()) + "]");
    }

    /** Whether the run screened, a note where it has no baseline, and a warning where it recorded no checksum of any answer. */
    static String status(Run run, List<Verdicts.CaseVerdict> verdicts) {
        boolean screened = verdicts.stream().anyMatch(v -> !v.stopped().isEmpty() || v.rows().stream().anyMatch(r -> r.verdict()
                .endsWith(Verdicts.SCREENED_OUT)));
        String said = ((screened ? "**Screened:** a rival with the screening round's fork alone, at least " + Verdicts.times(
                Verdicts.SCREEN) + " slower than that round's fastest fork, or whose stopped operation ran " + Verdicts.times(
                Verdicts.SCREEN) + " the leader's, is out of the race, slower ([the method](../../" + METHOD + ")). " : "")
                + (run.baseline() == null ? "No baseline to compare the verdicts with. " : "")
                + (verdicts.stream().allMatch(v -> v.answers() == Verdicts.Answers.NOT_CHECKED) ? "**Answers not checked:** this run"
                + " recorded no checksums, so nothing here shows that the implementations computed the same results." : "")).strip();
        return said.isEmpty() ? "" : said + "\n\n";
    }

    /** The outlier forks of every result, with their value and how far they are from the others. */
    static List<String> outlierLines(List<Verdicts.CaseVerdict> verdicts) {
        List<String> out = new ArrayList<>();
        verdicts.forEach(w -> w.rows().stream().filter(row -> row.score() != null).forEach(row -> {
            ForkScore s = row.score();
            String jmh = row.result().unit();
            for (int i : s.outliers()) {
                double median = ForkScore.median(IntStream.range(0, s.count()).filter(j -> j != i).mapToDouble(j -> s.forks()[j]).toArray());
                DisplayUnit u = DisplayUnit.of(median, jmh);
                out.add(String.format(Locale.ROOT, "%s, `%s`: fork %d of %d took %s %s, %.2f\u00d7 the median of the other forks"
                        + " (%s %6$s)", w.name(), row.result().impl(), i + 1, s.count(), DisplayUnit.format(u.convert(s.forks()[i], jmh)),
                        u.label(), s.forks()[i] / median, DisplayUnit.format(u.convert(median, jmh))));
            }
        }));
        return out;
    }

    /** A score and its interval in a display unit, e.g. "0.878 [0.612, 1.26]". */
    static String interval(ForkScore s, DisplayUnit u, String jmhUnit) {
        String c = DisplayUnit.format(u.convert(s.centre(), jmhUnit));
        return s.count() < 2 ? c + " [no interval: 1 fork]" : c + " [" + DisplayUnit.format(u.convert(s.low(), jmhUnit))
                + ", " + DisplayUnit.format(u.convert(s.high(), jmhUnit)) + "]";
    }

    /** A score with its interval and unit, in the unit that suits the score, e.g. "0.878 [0.612, 1.26] ms/op (2 forks)". */
    public static String scoreText(ForkScore s, String jmhUnit) {
        DisplayUnit u = DisplayUnit.of(s.centre(), jmhUnit);
        return interval(s, u, jmhUnit) + " " + u.label() + " (" + s.count() + (s.count() == 1 ? " fork)" : " forks)");
    }

    /** The whole spread of a collection's items (each item's mean over all forks): a median hides the tail. */
    static String spread(Result r, DisplayUnit u) {
        DescriptiveStatistics d = new DescriptiveStatistics(r.itemMeans());
        d.setPercentileImpl(new Percentile().withEstimationType(Percentile.EstimationType.R_7)); // linear interpolation
        Function<Double, String> f = x -> DisplayUnit.format(u.convert(x, r.unit()));
        return String.format(Locale.ROOT, "`%s`, %d items (%s, each item's mean over all forks): fastest %s, quartiles %s / %s / %s,"
                + " slowest %s, mean %s.%n", r.impl(), d.getN(), u.label(), f.apply(d.getMin()), f.apply(d.getPercentile(25)),
                f.apply(d.getPercentile(50)), f.apply(d.getPercentile(75)), f.apply(d.getMax()), f.apply(d.getMean()));
    }

    static String fmtP(double p) {
        return p < 1e-4 ? "< 0.0001" : String.format(Locale.ROOT, "%.4f", p);
    }

    /** One row of a Markdown table, the pipes in its cells escaped. */
    static String row(Object... cells) {
        return Arrays.stream(cells).map(c -> String.valueOf(c).replace("|", "\\|")).collect(Collectors.joining(" | ", "| ", " |\n"));
    }

    /** A bullet list after {@code title}; nothing at all without items. */
    static void list(StringBuilder md, String title, List<String> items) {
        if (!items.isEmpty()) {
            md.append(title);
            items.forEach(i -> md.append("- ").append(i).append('\n'));
        }
    }

    /** fastest.json: the verdicts and targets of a run, machine-readable. */
    record Fastest(String run, String gitCommit, String baseline, String method, String test, String speedupOver,
            double confidence, double alpha, int looks, double minMargin, double tiedWithin, double power,
            Map<String, Long> counts, List<Verdicts.CaseVerdict> verdicts, List<Targets.Check> targets, double memoryFactor,
            Map<String, Verdicts.CaseVerdict> withinMemory) {
        Fastest(Run run, Report.Judged j) {
            this(run.name(), run.get("git_commit"), run.baseline(), METHOD, Summary.test(run.looks(), j.verdicts())
                    .replace("*", ""), Verdicts.REFERENCE, ForkScore.CONFIDENCE, Verdicts.ALPHA, run.looks(), Verdicts.MIN_MARGIN,
                    Verdicts.TIE.lead(), Verdicts.TIE.power(), Verdicts.tally(j.verdicts()), j.verdicts(),
                    j.targets(), Verdicts.MEMORY_FACTOR, j.withinMemory());
        }
    }
}
