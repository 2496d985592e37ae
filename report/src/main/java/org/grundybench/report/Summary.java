package org.grundybench.report;

import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.grundybench.workloads.Workload;

/** Writes summary.md and fastest.json of one run. */
public final class Summary {
    static final String RULE = "\"fastest\" only where the winner beats the runner-up (and every"
            + " other implementation) significantly (disjoint 99.9% confidence intervals, or Welch's"
            + " t-test on the raw samples at the 99% level) and by at least 5%; otherwise \"tied with\" the runner-up (and every"
            + " other implementation the winner does not clearly beat); \"not enough data\" where"
            + " JMH gives no error (NaN, e.g. too few iterations for an interval).";

    private Summary() {
    }

    /** The header facts of a run: machine, OS, JDK, JMH settings, commit. */
    static List<String[]> facts(List<JmhResult> results, RunInfo run) {
        List<String[]> f = new ArrayList<>();
        String cpu = run.get("cpu_model", "not recorded");
        String cores = run.get("cpus", "not recorded");
        f.add(new String[] {"Machine", cpu + ", " + cores + " CPUs (as the JVM saw them)"});
        f.add(new String[] {"OS", run.get("os", "not recorded")});
        if (run.get("host_check_before") != null) {
            // scripts/bench's HostCheck: what the host gave one and two threads around the run.
            String after = run.get("host_check_after");
            f.add(new String[] {"Host check (M byte marks/s, one thread and two; two / one)",
                "before: `" + run.get("host_check_before") + "`"
                        + (after == null ? "" : "; after: `" + after + "`")});
        }
        f.add(new String[] {"JDK", distinct(results, r -> r.settings().get("vmName") + " "
                + r.settings().get("vmVersion") + " (JDK " + r.settings().get("jdkVersion") + ")")});
        f.add(new String[] {"JVM", distinct(results, r -> "`" + r.settings().get("jvm") + "`"
                + (r.settings().get("jvmArgs").isEmpty() ? "" : " `" + r.settings().get("jvmArgs")
                + "`"))});
        if (run.get("java") != null) {
            f.add(new String[] {"`java` on PATH", run.get("java")});
        }
        f.add(new String[] {"JMH", distinct(results, r -> r.settings().get("jmhVersion") + ", mode "
                + r.settings().get("mode") + ", " + r.settings().get("threads") + " thread(s)")});
        f.add(new String[] {"Forks", distinct(results, r -> r.settings().get("forks"))});
        f.add(new String[] {"Warmup", distinct(results, r -> r.settings().get("warmupIterations")
                + " \u00d7 " + r.settings().get("warmupTime"))});
        f.add(new String[] {"Measurement", distinct(results,
                r -> r.settings().get("measurementIterations") + " \u00d7 "
                        + r.settings().get("measurementTime"))});
        String commit = run.get("git_commit", "not recorded");
        if ("true".equals(run.get("git_dirty"))) {
            commit += " (with uncommitted changes)";
        }
        f.add(new String[] {"Git commit", commit});
        String profile = run.get("profile", "?");
        String args = run.get("args");
        f.add(new String[] {"Profile", "`" + profile + "`" + (args == null ? ""
                : ", options `" + args + "`")});
        if (run.get("started_utc") != null) {
            f.add(new String[] {"Started", run.get("started_utc") + ", took "
                    + run.get("duration_seconds", "?") + " s, exit status "
                    + run.get("exit_status", "?")});
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
            List<Verdicts.CaseVerdict> verdicts, List<Targets.Check> targets, List<Charts.Written> bars,
            Map<Charts.Written, List<Charts.Fit>> scaling, List<Charts.Written> alloc) {
        StringBuilder md = new StringBuilder();
        md.append("# Benchmark run ").append(runName).append("\n\n");
        md.append("| | |\n|---|---|\n");
        for (String[] f : facts(results, run)) {
            md.append("| ").append(f[0]).append(" | ").append(cell(f[1])).append(" |\n");
        }
        md.append("\nRaw results: [jmh.json](jmh.json). Verdicts machine-readable: ")
                .append("[fastest.json](fastest.json).\n\n");
        md.append("**Verdict rule.** ").append(RULE).append(" Speed-up is over `")
                .append(Verdicts.BASELINE).append("` on the same case; score \u00b1 error is ")
                .append("JMH's 99.9% confidence interval.\n\n");
        Set<String> medians = new LinkedHashSet<>();
        results.stream().filter(JmhResult::isCollectionMedian).forEach(r -> medians.add(r.workloadName()));
        if (!medians.isEmpty()) {
            md.append("**Medians.** ").append(medians.stream().map(b -> "`" + b + "`")
                    .collect(Collectors.joining(", "))).append(" times one board per single shot ")
                    .append("(JMH mode `ss`), each board of a fixed collection in turn. Its score is ")
                    .append("the median over the boards of each board's mean time, not JMH's mean of ")
                    .append("all shots; \u00b1 error is the wider side of a 99.9% bootstrap interval ")
                    .append("(each board's shots redrawn ").append(CollectionMedian.RESAMPLES)
                    .append(" times), so it covers measurement noise on these boards, not the choice ")
                    .append("of boards. Two implementations are compared board by board (Wilcoxon ")
                    .append("signed-rank) where their intervals overlap.\n\n");
        }

        md.append("## Verdicts\n\n| Case | Verdict | Margin over runner-up | Test |\n")
                .append("|---|---|---|---|\n");
        for (Verdicts.CaseVerdict w : verdicts) {
            md.append("| ").append(w.name()).append(" | ").append(w.text()).append(" | ")
                    .append(Double.isNaN(w.margin()) ? "\u2013"
                            : String.format(Locale.ROOT, "%.2f\u00d7", w.margin()))
                    .append(" | ").append(w.method().isEmpty() ? "\u2013" : cell(w.method()))
                    .append(" |\n");
        }

        md.append('\n');
        Targets.markdown(md, targets);

        md.append("## Charts\n\n");
        md.append("Bars: JMH's score with its 99.9% confidence interval as the error bar, clamped ")
                .append("at zero (at the bottom of a log axis); a log scale where the scores span ")
                .append("more than 10\u00d7, with times then shown in a unit that keeps every bar ")
                .append("above 1. On a log axis the error bars are drawn symmetric in log space, ")
                .append("covering the whole interval, so their upper end can reach above the ")
                .append("interval's; the tables below have the exact numbers.\n\n");
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
            md.append("No scaling chart for Set-Nim: its inputs (`classic`: 100 move sizes and ")
                    .append("100 piles up to 10,000; `s2-5-1e6`: S = {2, 5} and 100 piles up to ")
                    .append("1,000,000; `huge-1e18`: 32 sets of up to 10 sizes up to 100, 100 piles ")
                    .append("up to 10^18 each; `long-period`: one set of period 8,006,351) differ in the move set as well as the pile sizes, so ")
                    .append("they are not one size series and a growth exponent through them would ")
                    .append("mean nothing.\n\n");
        }
        if (alloc.isEmpty()) {
            md.append("No allocation chart: this run was made without `-prof gc`.\n\n");
        }
        for (Charts.Written c : alloc) {
            image(md, c);
        }

        md.append("## Results per case\n");
        for (Verdicts.CaseVerdict w : verdicts) {
            md.append("\n### ").append(w.name()).append("\n\n");
            md.append("Verdict: **").append(w.text()).append("**\n\n");
            boolean alloc2 = w.rows().stream().anyMatch(r -> r.result().hasAlloc());
            md.append("| Implementation | Score \u00b1 error | Unit | Speed-up over ")
                    .append(Verdicts.BASELINE).append(" |").append(alloc2 ? " Alloc B/op |" : "")
                    .append(" Verdict |\n|---|---:|---|---:|").append(alloc2 ? "---:|" : "")
                    .append("---|\n");
            for (Verdicts.Row row : w.rows()) {
                JmhResult r = row.result();
                md.append("| ").append(r.impl()).append(" | ").append(scoreText(r))
                        .append(" | ").append(r.unit()).append(" | ")
                        .append(Double.isNaN(row.speedup()) ? "n/a (no baseline)"
                                : String.format(Locale.ROOT, "%.2f\u00d7", row.speedup()))
                        .append(" |");
                if (alloc2) {
                    md.append(' ').append(r.hasAlloc() ? String.format(Locale.ROOT, "%.0f",
                            r.allocBytesPerOp()) : "\u2013").append(" |");
                }
                md.append(' ').append(row.verdict()).append(" |\n");
            }
            for (Verdicts.Row row : w.rows()) {
                if (row.result().isCollectionMedian()) {
                    md.append('\n').append(spread(row.result()));
                }
            }
        }
        return md.toString();
    }

    /** The whole spread of a collection median's items: a median hides the tail. */
    static String spread(JmhResult r) {
        double[] v = r.samples().clone();
        java.util.Arrays.sort(v);
        int n = v.length;
        double mean = java.util.Arrays.stream(v).average().orElse(Double.NaN);
        return String.format(Locale.ROOT, "`%s`, %d boards (%s): fastest %s, quartiles %s / %s / %s,"
                + " slowest %s, mean %s.%n", r.impl(), n, r.unit(), fmt(v[0]), fmt(quantile(v, 0.25)),
                fmt(r.score()), fmt(quantile(v, 0.75)), fmt(v[n - 1]), fmt(mean));
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

    /** Score ± error, both to the score's four significant digits. */
    public static String scoreText(JmhResult r) {
        if (!r.hasError()) {
            return fmt(r.score()) + " \u00b1 NaN";
        }
        double a = Math.abs(r.score());
        if (a == 0 || a >= 1e6 || a < 1e-3 || !Double.isFinite(a)) {
            return fmt(r.score()) + " \u00b1 " + fmt(r.error());
        }
        int decimals = Math.max(0, 3 - (int) Math.floor(Math.log10(a)));
        String err = String.format(Locale.ROOT, "%." + decimals + "f", r.error());
        if (r.error() > 0 && err.matches("[0.]*")) {
            err = fmt(r.error()); // smaller than the score's last digit
        }
        return String.format(Locale.ROOT, "%." + decimals + "f", r.score()) + " \u00b1 " + err;
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
            List<Verdicts.CaseVerdict> verdicts, List<Targets.Check> targets) {
        ObjectNode root = JmhResult.MAPPER.createObjectNode();
        root.put("run", runName);
        root.put("gitCommit", run.get("git_commit"));
        root.put("baseline", Verdicts.BASELINE);
        root.put("rule", RULE);
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
            ArrayNode rows = o.putArray("results");
            for (Verdicts.Row row : w.rows()) {
                ObjectNode r = rows.addObject();
                r.put("impl", row.result().impl());
                putNum(r, "score", row.result().score());
                putNum(r, "error", row.result().error());
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
