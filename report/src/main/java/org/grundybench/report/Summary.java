package org.grundybench.report;

import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/** summary.md and fastest.json of one run. */
public final class Summary {
    /** Where the method is explained, from a run folder results/RUN. */
    static final String METHOD_LINK = "../../docs/results.md#how-a-result-is-judged";

    private Summary() {
    }

    /** The header facts of a run: machine, OS, JDKs, flags, host state, JMH settings, commit, timing. */
    static List<String[]> facts(Run run) {
        List<Result> rs = run.results();
        List<String[]> f = new ArrayList<>();
        f.add(new String[] {"CPU", run.get("cpu_model", "not recorded") + ", " + run.get("cpus", "not recorded")
                + " CPUs (as the JVM saw them)"});
        if (run.get("mem_total") != null) {
            f.add(new String[] {"Memory", run.get("mem_total")});
        }
        String kernel = run.get("kernel");
        f.add(new String[] {"Kernel / OS", (kernel == null ? "" : kernel + "; ") + run.get("os", "not recorded")});
        if (run.get("java") != null) {
            f.add(new String[] {"Harness JDK (runs JMH)", run.get("java")});
        }
        String forkJvm = run.get("fork_jvm");
        String forkVersion = run.get("fork_jvm_version");
        f.add(new String[] {"Fork JDK (runs the benchmarks)", (forkJvm == null ? "" : "`" + forkJvm + "`: ")
                + (forkVersion == null ? "" : forkVersion + "; ") + "JMH recorded " + distinct(rs, r -> "`"
                + r.entry().jvm() + "`, " + r.entry().vmName() + " " + r.entry().vmVersion() + " (JDK "
                + r.entry().jdkVersion() + ")")});
        f.add(new String[] {"Fork JVM flags", (run.get("jvm_flags") == null ? "" : "`" + run.get("jvm_flags") + "`; ")
                + "JMH recorded jvmArgs " + distinct(rs, r -> r.entry().jvmArgs().isEmpty() ? "none"
                : "`" + String.join(" ", r.entry().jvmArgs()) + "`")});
        if (run.get("steal_percent") != null) {
            f.add(new String[] {"CPU steal during the run", run.get("steal_percent") + "%" + (run.get("steal_ticks") == null
                    ? "" : " (" + run.get("steal_ticks") + " of " + run.get("total_ticks", "?") + " ticks)")});
        }
        if (run.get("host_check_before") != null) {
            // scripts/bench's host check: what the host gave one and two threads around the run.
            String after = run.get("host_check_after");
            f.add(new String[] {"Host check (M byte marks/s, one thread and two; two / one)", "before: `"
                    + run.get("host_check_before") + "`" + (after == null ? "" : "; after: `" + after + "`")});
        }
        String dirty = run.get("git_dirty");
        f.add(new String[] {"Git commit", run.get("git_commit", "not recorded") + ("true".equals(dirty)
                ? " (with uncommitted changes)" : "false".equals(dirty) ? " (clean)" : "")});
        String args = run.get("args");
        f.add(new String[] {"Profile", "`" + run.get("profile", "?") + "`" + (args == null ? "" : ", options `" + args + "`")});
        f.add(new String[] {"JMH", distinct(rs, r -> r.entry().jmhVersion() + ", mode " + r.mode() + ", "
                + r.entry().threads() + " thread(s)")});
        f.add(new String[] {"Forks", distinct(rs, r -> r.forks().length + "")});
        f.add(new String[] {"Warmup", distinct(rs, r -> r.entry().warmupIterations() + " \u00d7 " + r.entry().warmupTime())});
        f.add(new String[] {"Measurement", distinct(rs, r -> r.entry().measurementIterations() + " \u00d7 "
                + r.entry().measurementTime())});
        if (run.get("started_utc") != null) {
            f.add(new String[] {"Duration", run.get("started_utc") + " to " + run.get("finished_utc", "?") + ", "
                    + run.get("duration_seconds", "?") + " s, exit status " + run.get("exit_status", "?")});
        }
        f.add(new String[] {"Interleaving", run.get("order_seed") == null ? "not recorded"
                : "implementations interleaved fork by fork, seed " + run.get("order_seed") + ", order [order.tsv](order.tsv)"});
        return f;
    }

    /** The one value of {@code f} over the results, or each value with the workloads that have it. */
    static String distinct(List<Result> results, Function<Result, String> f) {
        Map<String, Set<String>> by = results.stream().collect(Collectors.groupingBy(f, LinkedHashMap::new,
                Collectors.mapping(r -> r.workload().id(), Collectors.toCollection(LinkedHashSet::new))));
        return by.size() == 1 ? by.keySet().iterator().next() : by.entrySet().stream()
                .map(e -> e.getKey() + " (" + String.join(", ", e.getValue()) + ")").collect(Collectors.joining("; "));
    }

    /** The display unit of each workload of the run, by workload id. */
    static Map<String, DisplayUnit> units(List<Result> results) {
        Map<String, DisplayUnit> units = new LinkedHashMap<>();
        results.stream().collect(Collectors.groupingBy(r -> r.workload().id(), LinkedHashMap::new, Collectors.toList()))
                .forEach((k, v) -> units.put(k, DisplayUnit.of(v)));
        return units;
    }

    /** What the charts show of one workload: its measured cases, scores in the display unit, what did not run. */
    static WorkloadScores scores(Catalogue.Workload w, List<Result> results, DisplayUnit unit) {
        List<WorkloadScores.CaseScores> cases = new ArrayList<>();
        for (Catalogue.Case c : w.cases()) {
            Map<String, ForkScore> scores = new LinkedHashMap<>();
            results.stream().filter(r -> r.workload() == w && r.theCase() == c && r.hasForks()).forEach(r -> scores.put(
                    r.impl(), ForkScore.of(Arrays.stream(r.forkScore().forks()).map(v -> unit.convert(v, r.unit())).toArray())));
            if (!scores.isEmpty()) {
                cases.add(new WorkloadScores.CaseScores(c.label(), c.size(), scores, notRun(w, c, scores.keySet())));
            }
        }
        String unitText = results.get(0).lowerIsBetter() ? "time per operation (" : "throughput (";
        return new WorkloadScores(w.id(), w.title(), w.sizeTitle(), unitText + unit.label() + ")",
                w.implementations(), cases);
    }

    /** Each implementation of the game that did not run a case, with the catalogue's reason or the run's. */
    static Map<String, String> notRun(Catalogue.Workload w, Catalogue.Case c, Set<String> ran) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String impl : w.implementations()) {
            if (!ran.contains(impl)) {
                out.put(impl, c.leftOut().stream().filter(l -> l.implementation().equals(impl)).findFirst()
                        .map(Catalogue.LeftOut::reason).orElse(c.runs().contains(impl)
                                ? "not measured in this run" : "not in the catalogue's runs for this case"));
            }
        }
        return out;
    }

    public static String markdown(Run run, List<Verdicts.CaseVerdict> verdicts, Map<String, Replication> replication,
            List<Targets.Check> targets, Map<WorkloadScores, Charts.Written> charts) {
        StringBuilder md = new StringBuilder("# Benchmark run ").append(run.name()).append("\n\n| | |\n|---|---|\n");
        facts(run).forEach(f -> md.append("| ").append(f[0]).append(" | ").append(cell(f[1])).append(" |\n"));
        md.append("\nRaw results: JMH's result files in [jmh/](jmh/), the catalogue of the run in ")
                .append("[catalogue.json](catalogue.json). Verdicts machine-readable: [fastest.json](fastest.json). ")
                .append("How scores, intervals, verdicts, replication and targets are reached: [the method](")
                .append(METHOD_LINK).append("). Speed-up is over `").append(Verdicts.BASELINE)
                .append("` on the same case, as a ratio of scores.\n\n");
        if (verdicts.stream().allMatch(v -> v.answers() == Verdicts.Answers.NOT_CHECKED)) {
            md.append("**Answers not checked:** this run recorded no checksums of the answers, so nothing here ")
                    .append("shows that the implementations computed the same results.\n\n");
        }
        md.append("## Verdicts\n\n").append(run.baseline() == null ? "This run names no baseline to replicate against."
                : "Replicated against the baseline " + run.baseline() + ".").append(" Default rule: whether the verdict")
                .append(" agrees with the library's static default implementation for the case.\n\n")
                .append("| Case | Verdict | Margin over runner-up | Test | Answers | Replication | Default rule |\n")
                .append("|---|---|---|---|---|---|---|\n");
        for (Verdicts.CaseVerdict w : verdicts) {
            Replication rep = replication.get(w.name());
            String against = w.againstDefault();
            md.append("| ").append(w.name()).append(" | ").append(cell(w.text())).append(" | ")
                    .append(Verdicts.times(w.margin())).append(" | ").append(w.method().isEmpty() ? "\u2013" : cell(w.method()))
                    .append(" | ").append(w.answers().text).append(" | ").append(rep == null ? "\u2013" : cell(rep.text()))
                    .append(" | ").append(!w.kind().decided() ? "\u2013" : against == null ? "agrees ("
                            + w.theCase().defaultImplementation() + ")" : "**" + against + "**").append(" |\n");
        }
        List<String> outliers = outlierLines(verdicts);
        if (!outliers.isEmpty()) {
            md.append("\n**Outlier forks** (kept in the scores and intervals):\n\n");
            outliers.forEach(l -> md.append("- ").append(l).append('\n'));
        }
        md.append('\n');
        Targets.markdown(md, targets);

        md.append("## Charts\n\n").append(Charts.explanation()).append("\n\n");
        charts.forEach((ws, written) -> {
            written.files().stream().map(p -> p.getFileName().toString()).filter(f -> f.endsWith(".svg")).forEach(f -> {
                String name = f.substring(0, f.length() - 4);
                md.append("![").append(name).append("](").append(f).append(")  \n[PNG](").append(name)
                        .append(".png) \u00b7 [SVG](").append(f).append(")\n\n");
            });
            if (!written.exponents().isEmpty()) {
                md.append("Fitted growth exponent of ").append(ws.id()).append(" (least-squares slope of log time ")
                        .append("against log size): ").append(written.exponents().entrySet().stream()
                                .map(e -> "`" + e.getKey() + "` " + (Double.isNaN(e.getValue()) ? "n/a (one size)"
                                        : String.format(Locale.ROOT, "%.2f", e.getValue())))
                                .collect(Collectors.joining(", "))).append(".\n\n");
            }
        });
        String noScaling = charts.keySet().stream().filter(ws -> ws.sizeTitle() == null).map(WorkloadScores::id)
                .collect(Collectors.joining(", "));
        if (!noScaling.isEmpty()) {
            md.append("No scaling chart for ").append(noScaling).append(": the catalogue gives ")
                    .append("no size series there.\n\n");
        }

        md.append("## Implementations not run\n\n");
        charts.keySet().forEach(ws -> ws.cases().forEach(c -> c.notRun().forEach((impl, why) -> md.append("- ")
                .append(ws.id()).append(' ').append(c.label()).append(", `").append(impl).append("`: ")
                .append(why).append('\n'))));

        Map<String, DisplayUnit> units = units(run.results());
        md.append("\n## Results per case\n");
        for (Verdicts.CaseVerdict w : verdicts) {
            md.append("\n### ").append(w.name()).append("\n\nVerdict: **").append(w.text()).append("**");
            if (w.answers() != Verdicts.Answers.DIFFER) {
                md.append(" (").append(w.answersNote()).append(')');
            }
            DisplayUnit unit = units.get(w.workload().id());
            boolean alloc = w.rows().stream().anyMatch(r -> Double.isFinite(r.result().allocBytesPerOp()));
            md.append("\n\n| Implementation | Score [95% interval] ").append(unit.label())
                    .append(" | Forks | Fork values (slowest / fastest) | Speed-up over ").append(Verdicts.BASELINE)
                    .append(" |").append(alloc ? " Alloc B/op |" : "").append(" Verdict | Holm-adjusted p |\n")
                    .append("|---|---:|---:|---:|---:|").append(alloc ? "---:|" : "").append("---|---:|\n");
            for (Verdicts.Row row : w.rows()) {
                Result r = row.result();
                ForkScore s = row.score();
                md.append("| ").append(r.impl()).append(" | ").append(s == null ? "no usable fork" : interval(s, unit, r.unit()))
                        .append(" | ").append(s == null ? 0 : s.count()).append(" | ")
                        .append(s == null ? "\u2013" : range(s, unit, r.unit())).append(" | ")
                        .append(Double.isNaN(row.speedup()) ? "n/a" : Verdicts.times(row.speedup())).append(" |");
                if (alloc) {
                    md.append(' ').append(Double.isFinite(r.allocBytesPerOp())
                            ? String.format(Locale.ROOT, "%.0f", r.allocBytesPerOp()) : "\u2013").append(" |");
                }
                md.append(' ').append(row.verdict()).append(" | ")
                        .append(Double.isNaN(row.p()) ? "\u2013" : Verdicts.fmtP(row.p())).append(" |\n");
            }
            w.rows().stream().filter(row -> row.result().items() > 1)
                    .forEach(row -> md.append('\n').append(spread(row.result(), unit)));
        }
        return md.toString();
    }

    /** The outlier forks of every result, with their value and how far they are from the others. */
    static List<String> outlierLines(List<Verdicts.CaseVerdict> verdicts) {
        List<String> out = new ArrayList<>();
        for (Verdicts.CaseVerdict w : verdicts) {
            for (Verdicts.Row row : w.rows()) {
                ForkScore s = row.score();
                for (int i : s == null ? List.<Integer>of() : s.outliers()) {
                    double[] others = new double[s.count() - 1];
                    for (int j = 0, k = 0; j < s.count(); j++) {
                        if (j != i) {
                            others[k++] = s.forks()[j];
                        }
                    }
                    double median = ForkScore.median(others);
                    String jmh = row.result().unit();
                    DisplayUnit u = DisplayUnit.of(median, jmh);
                    out.add(String.format(Locale.ROOT, "%s, `%s`: fork %d of %d took %s %s, %.2f\u00d7 the median of"
                            + " the other forks (%s %s)", w.name(), row.result().impl(), i + 1, s.count(),
                            DisplayUnit.format(u.convert(s.forks()[i], jmh)), u.label(), s.forks()[i] / median,
                            DisplayUnit.format(u.convert(median, jmh)), u.label()));
                }
            }
        }
        return out;
    }

    /** The slowest and the fastest fork's value: how far apart the forks are, which the interval hides with few forks. */
    static String range(ForkScore s, DisplayUnit u, String jmhUnit) {
        return DisplayUnit.format(u.convert(Arrays.stream(s.forks()).max().orElseThrow(), jmhUnit)) + " / "
                + DisplayUnit.format(u.convert(Arrays.stream(s.forks()).min().orElseThrow(), jmhUnit));
    }

    /** A score and its interval in a display unit, e.g. "0.878 [0.612, 1.26]". */
    static String interval(ForkScore s, DisplayUnit u, String jmhUnit) {
        String c = DisplayUnit.format(u.convert(s.centre(), jmhUnit));
        return !s.hasInterval() ? c + " [no interval: 1 fork]" : c + " [" + DisplayUnit.format(u.convert(s.low(), jmhUnit))
                + ", " + DisplayUnit.format(u.convert(s.high(), jmhUnit)) + "]";
    }

    /** A score with its interval and unit, in the unit that suits the score, e.g. "0.878 [0.612, 1.26] ms/op (2 forks)". */
    public static String scoreText(ForkScore s, String jmhUnit) {
        DisplayUnit u = DisplayUnit.of(s.centre(), jmhUnit);
        return interval(s, u, jmhUnit) + " " + u.label() + " (" + s.count() + (s.count() == 1 ? " fork)" : " forks)");
    }

    /** The whole spread of a collection's items (each item's mean over all forks): a median hides the tail. */
    static String spread(Result r, DisplayUnit u) {
        double[] v = r.itemMeans();
        Arrays.sort(v);
        int n = v.length;
        Function<Double, String> f = x -> DisplayUnit.format(u.convert(x, r.unit()));
        return String.format(Locale.ROOT, "`%s`, %d items (%s, each item's mean over all forks): fastest %s,"
                + " quartiles %s / %s / %s, slowest %s, mean %s.%n", r.impl(), n, u.label(), f.apply(v[0]),
                f.apply(quantile(v, 0.25)), f.apply(quantile(v, 0.5)), f.apply(quantile(v, 0.75)),
                f.apply(v[n - 1]), f.apply(Arrays.stream(v).average().orElse(Double.NaN)));
    }

    /** Linear-interpolated quantile of sorted values. */
    static double quantile(double[] sorted, double q) {
        double pos = q * (sorted.length - 1);
        int i = (int) Math.floor(pos);
        return i + 1 < sorted.length ? sorted[i] + (pos - i) * (sorted[i + 1] - sorted[i]) : sorted[i];
    }

    static String cell(String s) {
        return s.replace("|", "\\|");
    }

    /** A number for fastest.json: null where there is none (NaN is not JSON). */
    static Double num(double v) {
        return Double.isFinite(v) ? v : null;
    }

    /** fastest.json: the verdicts and targets of a run, machine-readable. */
    record Fastest(String run, String gitCommit, String baseline, String method, String speedupOver,
            double confidence, double alpha, double minMargin, List<CaseJson> verdicts, List<TargetJson> targets) {
    }

    record CaseJson(@JsonProperty("case") String caseKey, String workload, String label, String benchmark,
            String mode, String unit, String verdict, String fastest, String best, String runnerUp,
            List<String> tiedWith, Double margin, String test, String answers, String answersNote,
            String replication, String replicatedAgainst, String defaultImplementation, String againstDefault,
            List<RowJson> results) {
    }

    record RowJson(String impl, Double score, Double low, Double high, int forks, double[] forkValues,
            List<Integer> outlierForks, Double p, Double speedup, String verdict) {
    }

    record TargetJson(String target, String workload, @JsonProperty("case") String theCase, Double atMostSeconds,
            String fasterThan, Double factor, boolean perInput, String impl, Double score, Double low, Double high,
            Integer forks, String unit, Double ratio, Double ratioLow, Double ratioHigh, String measuredIn,
            String state, boolean met, String verdict) {
    }

    static Fastest fastest(Run run, List<Verdicts.CaseVerdict> verdicts, Map<String, Replication> replication,
            List<Targets.Check> targets) {
        List<CaseJson> cases = new ArrayList<>();
        for (Verdicts.CaseVerdict w : verdicts) {
            Replication rep = replication.get(w.name());
            List<RowJson> rows = w.rows().stream().map(row -> {
                ForkScore s = row.score();
                return s == null ? new RowJson(row.result().impl(), null, null, null, 0, new double[0], List.of(),
                        num(row.p()), num(row.speedup()), row.verdict())
                        : new RowJson(row.result().impl(), s.centre(), num(s.low()), num(s.high()), s.count(), s.forks(),
                                s.outliers().stream().map(i -> i + 1).toList(), num(row.p()), num(row.speedup()), row.verdict());
            }).toList();
            cases.add(new CaseJson(w.name(), w.workload().id(), w.theCase().label(), w.workload().benchmark(), w.mode(),
                    w.unit(), w.kind().text, w.fastest(), w.best(), w.runnerUp(), w.tiedWith(), num(w.margin()),
                    w.method(), w.answers().text, w.answersNote(), rep.status(), rep.against(),
                    w.theCase().defaultImplementation(), w.againstDefault(), rows));
        }
        List<TargetJson> ts = targets.stream().map(c -> {
            Targets.Target t = c.target();
            ForkScore s = c.score();
            ForkScore.Ratio r = c.ratio();
            return new TargetJson(t.what(), t.workload(), t.theCase(), t.atMostSeconds(), t.fasterThan(), t.factor(),
                    t.perInput(), c.measured() == null ? null : c.measured().impl(), s == null ? null : s.centre(),
                    s == null ? null : num(s.low()), s == null ? null : num(s.high()), s == null ? null : s.count(),
                    c.measured() == null ? null : c.measured().unit(), r == null ? null : num(r.centre()),
                    r == null ? null : num(r.low()), r == null ? null : num(r.high()),
                    c.run() == null ? null : c.run().name(), c.state().text, c.met(), Targets.verdict(c).replace("**", ""));
        }).toList();
        return new Fastest(run.name(), run.get("git_commit"), run.baseline(), "docs/results.md#how-a-result-is-judged",
                Verdicts.BASELINE, ForkScore.CONFIDENCE, Verdicts.ALPHA, Verdicts.MIN_MARGIN, cases, ts);
    }
}
