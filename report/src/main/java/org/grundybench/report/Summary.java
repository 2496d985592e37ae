package org.grundybench.report;

import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.grundybench.workloads.Workload;

/** Writes summary.md and fastest.json of one run. */
public final class Summary {
    static final String RULE = "Every score, interval and test takes one value per fork (the fork's mean"
            + " iteration; for a single-shot collection the fork's median item), never the pooled iterations."
            + " Score: the geometric mean of the fork values; interval: 95% Student t on their logarithms."
            + " \"fastest\" only where the best implementation beats every other implementation of the case:"
            + " Welch's t-test on the logs of the fork values, Holm-corrected over those comparisons, at"
            + " most 0.05, and by at least 5%; otherwise \"tied with\" each it does not clear. \"not enough"
            + " data\" where an implementation has fewer than 2 forks; \"answers differ\" where the"
            + " implementations' checksums differ.";

    private Summary() {
    }

    /** The header facts of a run: machine, OS, JDKs, flags, host state, JMH settings, commit, timing. */
    static List<String[]> facts(List<JmhResult> results, RunInfo run) {
        List<String[]> f = new ArrayList<>();
        String cpu = run.get("cpu_model", "not recorded");
        String cores = run.get("cpus", "not recorded");
        f.add(new String[] {"CPU", cpu + ", " + cores + " CPUs (as the JVM saw them)"});
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
                + (forkVersion == null ? "" : forkVersion + "; ")
                + "JMH recorded " + distinct(results, r -> "`" + r.settings().get("jvm") + "`, " + r.settings().get("vmName") + " "
                + r.settings().get("vmVersion") + " (JDK " + r.settings().get("jdkVersion") + ")")});
        f.add(new String[] {"Fork JVM flags", (run.get("jvm_flags") == null ? ""
                : "`" + run.get("jvm_flags") + "`; ") + "JMH recorded jvmArgs " + distinct(results,
                r -> r.settings().getOrDefault("jvmArgs", "").isEmpty() ? "none"
                        : "`" + r.settings().get("jvmArgs") + "`")});
        if (run.get("steal_percent") != null) {
            f.add(new String[] {"CPU steal during the run", run.get("steal_percent") + "%"
                    + (run.get("steal_ticks") == null ? "" : " (" + run.get("steal_ticks") + " of "
                    + run.get("total_ticks", "?") + " ticks)")});
        }
        if (run.get("host_check_before") != null) {
            // scripts/bench's host check: what the host gave one and two threads around the run.
            String after = run.get("host_check_after");
            f.add(new String[] {"Host check (M byte marks/s, one thread and two; two / one)",
                "before: `" + run.get("host_check_before") + "`"
                        + (after == null ? "" : "; after: `" + after + "`")});
        }
        String commit = run.get("git_commit", "not recorded");
        if ("true".equals(run.get("git_dirty"))) {
            commit += " (with uncommitted changes)";
        } else if ("false".equals(run.get("git_dirty"))) {
            commit += " (clean)";
        }
        f.add(new String[] {"Git commit", commit});
        String profile = run.get("profile", "?");
        String args = run.get("args");
        f.add(new String[] {"Profile", "`" + profile + "`" + (args == null ? ""
                : ", options `" + args + "`")});
        f.add(new String[] {"JMH", distinct(results, r -> r.settings().get("jmhVersion") + ", mode "
                + r.settings().get("mode") + ", " + r.settings().get("threads") + " thread(s)")});
        f.add(new String[] {"Forks", distinct(results, r -> r.forks().length + "")});
        f.add(new String[] {"Warmup", distinct(results, r -> r.settings().get("warmupIterations")
                + " \u00d7 " + r.settings().get("warmupTime"))});
        f.add(new String[] {"Measurement", distinct(results,
                r -> r.settings().get("measurementIterations") + " \u00d7 "
                        + r.settings().get("measurementTime"))});
        if (run.get("started_utc") != null) {
            f.add(new String[] {"Duration", run.get("started_utc") + " to " + run.get("finished_utc", "?")
                    + ", " + run.get("duration_seconds", "?") + " s, exit status " + run.get("exit_status", "?")});
        }
        if (run.get("order_seed") != null || run.get("order_file") != null) {
            String file = run.get("order_file");
            f.add(new String[] {"Interleaving", "implementations interleaved fork by fork, seed "
                    + run.get("order_seed", "not recorded") + (file == null ? ""
                    : ", order [" + file + "](" + file + ")")});
        } else {
            f.add(new String[] {"Interleaving", "not recorded (JMH's own order: all forks of one"
                    + " combination after another)"});
        }
        return f;
    }

    static String distinct(List<JmhResult> results,
            java.util.function.Function<JmhResult, String> f) {
        Set<String> vals = new LinkedHashSet<>();
        for (JmhResult r : results) {
            vals.add(f.apply(r));
        }
        if (vals.size() == 1) {
            return vals.iterator().next();
        }
        // Differs between benchmarks (e.g. annotations): say which has which.
        return results.stream().collect(Collectors.groupingBy(f, java.util.LinkedHashMap::new,
                Collectors.mapping(JmhResult::workloadName,
                        Collectors.toCollection(LinkedHashSet::new))))
                .entrySet().stream().map(e -> e.getKey() + " (" + String.join(", ", e.getValue())
                        + ")").collect(Collectors.joining("; "));
    }

    public static String markdown(String runName, List<JmhResult> results, RunInfo run,
            List<Verdicts.CaseVerdict> verdicts, Map<String, Replication> replication,
            List<Targets.Check> targets, List<Charts.Written> bars,
            Map<Charts.Written, List<Charts.Fit>> scaling, List<Charts.Written> alloc) {
        StringBuilder md = new StringBuilder();
        md.append("# Benchmark run ").append(runName).append("\n\n");
        md.append("| | |\n|---|---|\n");
        for (String[] f : facts(results, run)) {
            md.append("| ").append(f[0]).append(" | ").append(cell(f[1])).append(" |\n");
        }
        md.append("\nRaw results: [jmh.json](jmh.json). Verdicts machine-readable: ")
                .append("[fastest.json](fastest.json).\n\n");
        md.append("**Method.** ").append(METHOD).append(" Speed-up is over `").append(Verdicts.BASELINE)
                .append("` on the same case, as a ratio of scores.\n\n");
        boolean anyChecked = verdicts.stream().anyMatch(v -> v.answers() != Verdicts.Answers.NOT_CHECKED);
        if (!anyChecked) {
            md.append("**Answers not checked:** this run recorded no checksums of the answers, so ")
                    .append("nothing here shows that the implementations computed the same results ")
                    .append("(the contract tests do, on the build's inputs).\n\n");
        }

        md.append("## Verdicts\n\n| Case | Verdict | Margin over runner-up | Test | Answers | Replication |\n")
                .append("|---|---|---|---|---|---|\n");
        for (Verdicts.CaseVerdict w : verdicts) {
            Replication rep = replication.get(w.name());
            md.append("| ").append(w.name()).append(" | ").append(cell(w.text())).append(" | ")
                    .append(Double.isNaN(w.margin()) ? "\u2013"
                            : Verdicts.times(w.margin()))
                    .append(" | ").append(w.method().isEmpty() ? "\u2013" : cell(w.method()))
                    .append(" | ").append(w.answers() == Verdicts.Answers.NOT_CHECKED ? "not checked"
                            : w.answers().text)
                    .append(" | ").append(rep == null ? "\u2013" : cell(rep.text())).append(" |\n");
        }
        List<String> outliers = outlierLines(verdicts);
        if (!outliers.isEmpty()) {
            md.append("\n**Outlier forks** (kept in the scores and intervals above; a fork more than 10% ")
                    .append("and more than 3\u00d7 the others' spread from the median of the others):\n\n");
            outliers.forEach(l -> md.append("- ").append(l).append('\n'));
        }

        md.append('\n');
        Targets.markdown(md, targets);

        md.append("## Charts\n\n").append(Charts.explanation()).append("\n\n");
        for (Charts.Written c : bars) {
            image(md, c);
        }
        for (var e : scaling.entrySet()) {
            image(md, e.getKey());
            md.append("Fitted growth exponent (least-squares slope of log time against log size): ");
            md.append(e.getValue().stream().map(f -> "`" + f.series() + "` " + (Double.isNaN(
                    f.exponent()) ? "n/a (one size)" : String.format(Locale.ROOT, "%.2f",
                    f.exponent()))).collect(Collectors.joining(", "))).append(".\n\n");
        }
        Set<String> benches = new LinkedHashSet<>();
        results.forEach(r -> benches.add(r.workloadName()));
        if (benches.contains(Workload.SET_NIM.id())) {
            md.append("No scaling chart for Set-Nim: its inputs differ in the move set as well as the ")
                    .append("pile sizes, so they are not one size series and a growth exponent through ")
                    .append("them would mean nothing.\n\n");
        }
        if (alloc.isEmpty()) {
            md.append("No allocation chart: this run was made without `-prof gc`.\n\n");
        }
        for (Charts.Written c : alloc) {
            image(md, c);
        }

        Map<String, DisplayUnit> units = new LinkedHashMap<>();
        results.stream().collect(Collectors.groupingBy(JmhResult::workloadName, LinkedHashMap::new,
                Collectors.toList())).forEach((k, v) -> units.put(k, DisplayUnit.of(v)));
        md.append("## Results per case\n");
        for (Verdicts.CaseVerdict w : verdicts) {
            md.append("\n### ").append(w.name()).append("\n\n");
            md.append("Verdict: **").append(w.text()).append("**");
            if (w.answers() != Verdicts.Answers.DIFFER) {
                md.append(" (").append(w.answersNote()).append(')');
            }
            md.append("\n\n");
            DisplayUnit unit = units.get(w.rows().get(0).result().workloadName());
            boolean alloc2 = w.rows().stream().anyMatch(r -> r.result().hasAlloc());
            md.append("| Implementation | Score [95% interval] ").append(unit.label())
                    .append(" | Forks | Fork values (slowest / fastest) | Speed-up over ")
                    .append(Verdicts.BASELINE).append(" |").append(alloc2 ? " Alloc B/op |" : "")
                    .append(" Verdict | Holm-adjusted p |\n|---|---:|---:|---:|---:|").append(alloc2 ? "---:|" : "")
                    .append("---|---:|\n");
            for (Verdicts.Row row : w.rows()) {
                JmhResult r = row.result();
                md.append("| ").append(r.impl()).append(" | ").append(row.score() == null ? "no usable fork"
                                : interval(row.score(), unit, r.unit()))
                        .append(" | ").append(row.score() == null ? 0 : row.score().count()).append(" | ")
                        .append(row.score() == null ? "\u2013" : range(row.score(), unit, r.unit())).append(" | ")
                        .append(Double.isNaN(row.speedup()) ? "n/a"
                                : Verdicts.times(row.speedup()))
                        .append(" |");
                if (alloc2) {
                    md.append(' ').append(r.hasAlloc() ? String.format(Locale.ROOT, "%.0f",
                            r.allocBytesPerOp()) : "\u2013").append(" |");
                }
                md.append(' ').append(row.verdict()).append(" | ")
                        .append(Double.isNaN(row.p()) ? "\u2013" : Verdicts.fmtP(row.p())).append(" |\n");
            }
            for (Verdicts.Row row : w.rows()) {
                if (row.result().isCollectionMedian() && row.result().items() > 1) {
                    md.append('\n').append(spread(row.result(), unit));
                }
            }
        }
        return md.toString();
    }

    static final String METHOD = "The fork is the unit of evidence: iterations within one JVM fork share its"
            + " JIT decisions, memory layout and host state, so each fork gives one value (its mean"
            + " iteration; for a single-shot collection, the median of its items' times). A score is the"
            + " geometric mean of those values and its interval a 95% Student t interval on their"
            + " logarithms (forks \u2212 1 degrees of freedom): with 2 forks the t quantile is 12.7, with 5"
            + " forks 2.78, so an interval from few forks is wide. An"
            + " implementation is \"fastest\" only if, against every other implementation of the case,"
            + " Welch's t-test on the logs of the fork values gives a p-value that stays at most 0.05"
            + " after Holm's correction over those comparisons, and its score is at least 5% better;"
            + " otherwise it is \"tied with\" each implementation it does not clear. Fewer than 2 forks"
            + " give \"not enough data\". Where the run recorded checksums of the answers, a case whose"
            + " implementations' checksums differ (or vary where they must be equal) gets \"answers"
            + " differ\" instead of a verdict. Replication: each verdict is judged again, by this method,"
            + " in the newest earlier run with the same fork JDK major version and profile that measured"
            + " the case: \"replicated\" (same kind and winner, or the same tied group), \"flipped\", or"
            + " \"new\" (no verdict there).";

    /** The outlier forks of every result, with their value and how far they are from the others. */
    static List<String> outlierLines(List<Verdicts.CaseVerdict> verdicts) {
        List<String> out = new ArrayList<>();
        for (Verdicts.CaseVerdict w : verdicts) {
            for (Verdicts.Row row : w.rows()) {
                ForkScore s = row.score();
                if (s == null) {
                    continue;
                }
                for (int i : s.outliers()) {
                    double[] others = new double[s.count() - 1];
                    for (int j = 0, k = 0; j < s.count(); j++) {
                        if (j != i) {
                            others[k++] = s.forks()[j];
                        }
                    }
                    double median = ForkScore.median(others);
                    DisplayUnit u = DisplayUnit.of(median, row.result().unit());
                    out.add(String.format(Locale.ROOT, "%s, `%s`: fork %d of %d took %s %s, %.2f\u00d7 the"
                            + " median of the other forks (%s %s)", w.name(), row.result().impl(), i + 1, s.count(),
                            DisplayUnit.format(u.convert(s.forks()[i], row.result().unit())), u.label(),
                            s.forks()[i] / median, DisplayUnit.format(u.convert(median, row.result().unit())),
                            u.label()));
                }
            }
        }
        return out;
    }

    /** The slowest and the fastest fork's value: how far apart the forks are, which the interval hides with few forks. */
    static String range(ForkScore s, DisplayUnit u, String jmhUnit) {
        double max = java.util.Arrays.stream(s.forks()).max().orElseThrow();
        double min = java.util.Arrays.stream(s.forks()).min().orElseThrow();
        return DisplayUnit.format(u.convert(max, jmhUnit)) + " / " + DisplayUnit.format(u.convert(min, jmhUnit));
    }

    /** A score and its interval in a display unit, e.g. "0.878 [0.612, 1.26]". */
    static String interval(ForkScore s, DisplayUnit u, String jmhUnit) {
        String c = DisplayUnit.format(u.convert(s.centre(), jmhUnit));
        if (!s.hasInterval()) {
            return c + " [no interval: 1 fork]";
        }
        return c + " [" + DisplayUnit.format(u.convert(s.low(), jmhUnit)) + ", "
                + DisplayUnit.format(u.convert(s.high(), jmhUnit)) + "]";
    }

    /** A score with its interval and unit, in the unit that suits the score, e.g. "0.878 [0.612, 1.26] ms/op (2 forks)". */
    public static String scoreText(ForkScore s, String jmhUnit) {
        DisplayUnit u = DisplayUnit.of(s.centre(), jmhUnit);
        return interval(s, u, jmhUnit) + " " + u.label() + " (" + s.count() + (s.count() == 1 ? " fork)" : " forks)");
    }

    /** The whole spread of a collection's items (each item's mean over all forks): a median hides the tail. */
    static String spread(JmhResult r, DisplayUnit u) {
        double[] v = r.itemMeans();
        java.util.Arrays.sort(v);
        int n = v.length;
        double mean = java.util.Arrays.stream(v).average().orElse(Double.NaN);
        java.util.function.DoubleFunction<String> f = x -> DisplayUnit.format(u.convert(x, r.unit()));
        return String.format(Locale.ROOT, "`%s`, %d items (%s, each item's mean over all forks): fastest %s,"
                + " quartiles %s / %s / %s, slowest %s, mean %s.%n", r.impl(), n, u.label(), f.apply(v[0]),
                f.apply(quantile(v, 0.25)), f.apply(quantile(v, 0.5)), f.apply(quantile(v, 0.75)),
                f.apply(v[n - 1]), f.apply(mean));
    }

    /** Linear-interpolated quantile of sorted values. */
    static double quantile(double[] sorted, double q) {
        double pos = q * (sorted.length - 1);
        int i = (int) Math.floor(pos);
        return i + 1 < sorted.length ? sorted[i] + (pos - i) * (sorted[i + 1] - sorted[i]) : sorted[i];
    }

    static void image(StringBuilder md, Charts.Written c) {
        md.append("![").append(c.title()).append("](").append(c.name()).append(".svg)  \n")
                .append("[PNG](").append(c.name()).append(".png) \u00b7 [SVG](").append(c.name())
                .append(".svg)\n\n");
    }

    static String cell(String s) {
        return s.replace("|", "\\|");
    }

    static String fmt(double v) {
        if (!Double.isFinite(v)) {
            return String.valueOf(v);
        }
        double a = Math.abs(v);
        if (a == 0) {
            return "0";
        }
        if (a >= 1e6 || a < 1e-3) {
            return String.format(Locale.ROOT, "%.3e", v);
        }
        int decimals = Math.max(0, 3 - (int) Math.floor(Math.log10(a)));
        return String.format(Locale.ROOT, "%." + decimals + "f", v);
    }

    /** fastest.json: the verdict per case. */
    public static ObjectNode fastestJson(String runName, RunInfo run,
            List<Verdicts.CaseVerdict> verdicts, Map<String, Replication> replication,
            List<Targets.Check> targets) {
        ObjectNode root = JmhResult.MAPPER.createObjectNode();
        root.put("run", runName);
        root.put("gitCommit", run.get("git_commit"));
        root.put("baseline", Verdicts.BASELINE);
        root.put("rule", RULE);
        root.put("confidence", ForkScore.CONFIDENCE);
        root.put("alpha", Verdicts.ALPHA);
        root.put("minMargin", Verdicts.MIN_MARGIN);
        ArrayNode ws = root.putArray("verdicts");
        for (Verdicts.CaseVerdict w : verdicts) {
            ObjectNode o = ws.addObject();
            o.put("case", w.name());
            o.put("benchmark", w.benchmark());
            ObjectNode ps = o.putObject("params");
            w.params().forEach(ps::put);
            o.put("mode", w.mode());
            o.put("unit", w.unit());
            o.put("verdict", w.kind().text);
            o.put("fastest", w.fastest());
            o.put("best", w.best());
            o.put("runnerUp", w.runnerUp());
            ArrayNode tied = o.putArray("tiedWith");
            w.tiedWith().forEach(tied::add);
            putNum(o, "margin", w.margin());
            o.put("test", w.method());
            o.put("answers", w.answers().text);
            o.put("answersNote", w.answersNote());
            Replication rep = replication.get(w.name());
            if (rep != null) {
                o.put("replication", rep.status());
                o.put("replicatedAgainst", rep.against());
            }
            ArrayNode rows = o.putArray("results");
            for (Verdicts.Row row : w.rows()) {
                ObjectNode r = rows.addObject();
                r.put("impl", row.result().impl());
                ForkScore s = row.score();
                putNum(r, "score", s == null ? Double.NaN : s.centre());
                // The larger side of the (asymmetric) interval, for readers of score \u00b1 error.
                putNum(r, "error", s == null || !s.hasInterval() ? Double.NaN
                        : Math.max(s.high() - s.centre(), s.centre() - s.low()));
                putNum(r, "low", s == null ? Double.NaN : s.low());
                putNum(r, "high", s == null ? Double.NaN : s.high());
                r.put("forks", s == null ? 0 : s.count());
                ArrayNode forkValues = r.putArray("forkValues");
                if (s != null) {
                    for (double v : s.forks()) {
                        forkValues.add(v);
                    }
                    ArrayNode out = r.putArray("outlierForks");
                    s.outliers().forEach(i -> out.add(i + 1));
                }
                putNum(r, "p", row.p());
                putNum(r, "speedup", row.speedup());
                r.put("verdict", row.verdict());
            }
        }
        Targets.json(root.putArray("targets"), targets);
        return root;
    }

    static void putNum(ObjectNode o, String k, double v) {
        if (Double.isFinite(v)) {
            o.put(k, v);
        } else {
            o.putNull(k);
        }
    }

    static void writeJson(Path file, Object node) throws IOException {
        Files.writeString(file, JmhResult.MAPPER.writer(SerializationFeature.INDENT_OUTPUT)
                .writeValueAsString(node) + "\n", StandardCharsets.UTF_8);
    }
}
