package org.grundybench.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.grundybench.workloads.Case;
import org.grundybench.workloads.Workload;

/**
 * The project's speed targets ({@code targets.json} next to this class) and how one run measures
 * up to them, with the fork as the unit ({@link ForkScore}). A target is judged on its case's
 * fastest implementation (by fork-level score) in the run it is reported for. A bound is
 * <em>met</em> when the upper end of the {@value ForkScore#CONFIDENCE} fork-level interval is
 * within it, <em>missed</em> when the lower end is beyond it, and <em>undecided</em> otherwise
 * (and always with fewer than two forks), so noise never decides. A target "per input" is judged
 * by its slowest input: for a collection, per fork the slowest item's time. A "faster than" target
 * is judged on the interval of the ratio of the two cases' scores against its factor.
 */
public final class Targets {
    /**
     * One target, on one case of the catalogue. Exactly one of {@code atMostSeconds} (finite)
     * and {@code fasterThan} (another case of the same workload, non-null); {@code factor} is the
     * least ratio a fasterThan target asks (1 for plainly faster).
     */
    public record Target(String what, Case target, double atMostSeconds, Case fasterThan, double factor,
            boolean perInput, String bound) {
        public Target(String what, Case target, double atMostSeconds, Case fasterThan, String bound) {
            this(what, target, atMostSeconds, fasterThan, 1.0, false, bound);
        }
    }

    /** How a target fares. */
    public enum State {
        MET("met"), MISSED("missed"), UNDECIDED("undecided"), NOT_MEASURED("not measured");

        public final String text;

        State(String text) {
            this.text = text;
        }
    }

    /**
     * A target against one run.
     *
     * @param measured the case's fastest result, null when not measured
     * @param score the fork-level score judged (the slowest input's for a per-input target), in
     *     {@code measured}'s unit
     * @param other for a fasterThan target, the other case's fastest result
     * @param ratio for a fasterThan target, how many times faster than {@code other}, with its interval
     * @param run where it was measured: null for the run reported, else the other run
     */
    public record Check(Target target, JmhResult measured, ForkScore score, JmhResult other,
            ForkScore.Ratio ratio, State state, String verdict, PublishedRuns.Run run) {
        public boolean met() {
            return state == State.MET;
        }
    }

    private Targets() {
    }

    /** The targets shipped with the report. */
    public static List<Target> load() {
        try (InputStream in = Targets.class.getResourceAsStream("targets.json")) {
            if (in == null) {
                throw new IllegalStateException("targets.json is missing from the report's resources");
            }
            return parse(JmhResult.MAPPER.readTree(in));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<Target> parse(JsonNode root) {
        List<Target> all = new ArrayList<>();
        for (JsonNode t : root.path("targets")) {
            JsonNode bound = t.get("bound");
            Workload workload = workload(t.path("workload").asText());
            Target target = new Target(t.path("what").asText(), workload.parseCase(t.path("case").asText()),
                    t.has("atMostSeconds") ? t.get("atMostSeconds").asDouble() : Double.NaN,
                    t.has("fasterThan") ? workload.parseCase(t.get("fasterThan").asText()) : null,
                    t.has("factor") ? t.get("factor").asDouble() : 1.0,
                    t.path("perInput").asBoolean(false),
                    bound == null ? null : bound.asText());
            if (Double.isFinite(target.atMostSeconds()) == (target.fasterThan() != null)) {
                throw new IllegalArgumentException("target '" + target.what()
                        + "' needs exactly one of atMostSeconds and fasterThan");
            }
            if (!(target.factor() >= 1) || target.fasterThan() == null && t.has("factor")) {
                throw new IllegalArgumentException("target '" + target.what()
                        + "': a factor (at least 1) belongs to a fasterThan target");
            }
            all.add(target);
        }
        return all;
    }

    private static Workload workload(String id) {
        for (Workload w : Workload.values()) {
            if (w.id().equals(id)) {
                return w;
            }
        }
        throw new IllegalArgumentException("targets.json: unknown workload '" + id + "'");
    }

    /** Every target against the run's results alone. */
    public static List<Check> check(List<Target> targets, List<JmhResult> results) {
        return check(targets, results, null, PublishedRuns.NONE);
    }

    /**
     * Every target against the run's results; a target the run did not measure is judged in the
     * newest of {@code runs} (other than {@code runName}) that measured it.
     */
    public static List<Check> check(List<Target> targets, List<JmhResult> results, String runName,
            PublishedRuns runs) {
        List<Check> checks = new ArrayList<>();
        for (Target t : targets) {
            Check here = check(t, results, null);
            if (here.state() != State.NOT_MEASURED) {
                checks.add(here);
                continue;
            }
            List<Case> cases = t.fasterThan() == null ? List.of(t.target()) : List.of(t.target(), t.fasterThan());
            Optional<PublishedRuns.Run> elsewhere = runs.newestMeasuring(runName, cases);
            checks.add(elsewhere.map(r -> check(t, r.results(), r)).orElse(here));
        }
        return checks;
    }

    private static Check check(Target t, List<JmhResult> results, PublishedRuns.Run run) {
        Optional<JmhResult> best = fastest(results, t.target());
        if (best.isEmpty()) {
            return new Check(t, null, null, null, null, State.NOT_MEASURED, "not measured", run);
        }
        JmhResult m = best.get();
        if (t.fasterThan() == null) {
            return atMost(t, m, run);
        }
        Optional<JmhResult> other = fastest(results, t.fasterThan());
        if (other.isEmpty()) {
            return new Check(t, m, m.forkScore(), null, null, State.NOT_MEASURED,
                    "not measured (no " + t.fasterThan().label() + ")", run);
        }
        return fasterThan(t, m, other.get(), run);
    }

    private static Check atMost(Target t, JmhResult m, PublishedRuns.Run run) {
        ForkScore s = t.perInput() ? m.slowestInputScore() : m.forkScore();
        double factor = secondsPer(m.unit());
        String times = String.format(Locale.ROOT, "%.2f\u00d7 the target", s.centre() * factor / t.atMostSeconds());
        if (t.perInput() && !m.isCollectionMedian() && m.knownCase().map(Case::collectionSize).orElse(1) > 1) {
            // A time-sliced benchmark that answers its inputs in turn shows no single input's time.
            times += ", the mean per input: this run timed its inputs in turn, not one by one";
        }
        if (!s.hasInterval()) {
            return new Check(t, m, s, null, null, State.UNDECIDED, "undecided (" + times
                    + "; one fork, no interval)", run);
        }
        String interval = String.format(Locale.ROOT, "%s; interval %.2f\u2013%.2f\u00d7, %d forks", times,
                s.low() * factor / t.atMostSeconds(), s.high() * factor / t.atMostSeconds(), s.count());
        if (s.high() * factor <= t.atMostSeconds()) {
            return new Check(t, m, s, null, null, State.MET, "**met** (" + interval + ")", run);
        }
        if (s.low() * factor > t.atMostSeconds()) {
            return new Check(t, m, s, null, null, State.MISSED, "**missed** (" + interval + ")", run);
        }
        return new Check(t, m, s, null, null, State.UNDECIDED, "undecided (" + interval
                + "; the interval contains the target)", run);
    }

    private static Check fasterThan(Target t, JmhResult m, JmhResult other, PublishedRuns.Run run) {
        ForkScore s = m.forkScore();
        ForkScore o = other.forkScore();
        // How many times faster: the other's time over this one's (or this throughput over the other's).
        ForkScore.Ratio r = m.lowerIsBetter() ? ForkScore.ratio(o, s) : ForkScore.ratio(s, o);
        String goal = t.factor() == 1 ? "" : String.format(Locale.ROOT, ", at least %.2f\u00d7 asked", t.factor());
        String by = Verdicts.times(r.centre()) + " as fast as " + t.fasterThan().label() + goal;
        if (Double.isNaN(r.low())) {
            return new Check(t, m, s, other, r, State.UNDECIDED, "undecided (" + by + "; one fork, no interval)", run);
        }
        String text = String.format(Locale.ROOT, "%s; interval %.2f\u2013%.2f\u00d7", by, r.low(), r.high());
        if (r.low() > t.factor()) {
            return new Check(t, m, s, other, r, State.MET, "**met** (" + text + ")", run);
        }
        if (r.high() < t.factor()) {
            return new Check(t, m, s, other, r, State.MISSED, "**missed** (" + text + ")", run);
        }
        return new Check(t, m, s, other, r, State.UNDECIDED, "undecided (" + text
                + "; the interval contains " + String.format(Locale.ROOT, "%.2f", t.factor()) + ")", run);
    }

    /** The best-scoring result of a case. */
    static Optional<JmhResult> fastest(List<JmhResult> results, Case c) {
        return results.stream()
                .filter(r -> r.hasForks() && r.knownCase().equals(Optional.of(c)))
                .min(Comparator.comparingDouble(r -> r.lowerIsBetter() ? r.forkScore().centre()
                        : -r.forkScore().centre()));
    }

    /** Seconds per operation in a JMH time unit such as {@code ms/op}. */
    static double secondsPer(String unit) {
        String u = unit.endsWith("/op") ? unit.substring(0, unit.length() - 3) : unit;
        return switch (u) {
            case "s" -> 1;
            case "ms" -> 1e-3;
            case "us", "\u00b5s" -> 1e-6;
            case "ns" -> 1e-9;
            case "min" -> 60;
            default -> throw new IllegalArgumentException("not a time per operation: " + unit);
        };
    }

    /** The "Targets" section of summary.md. */
    static void markdown(StringBuilder md, List<Check> checks) {
        md.append("## Targets\n\n")
                .append("The project's speed targets, each judged on the fastest implementation of ")
                .append("its case, with the fork-level 95% interval: **met** when the interval's ")
                .append("upper end is within the target, **missed** when its lower end is beyond it, ")
                .append("undecided otherwise. A target per input is judged by its slowest input (per ")
                .append("fork, the slowest item's time). A target this run did not measure is shown ")
                .append("as measured in the newest other run that did, with that run's commit and ")
                .append("fork JVM flags. Targets are never unit tests; they are checked here, on the ")
                .append("machine of the run that measured them.\n\n")
                .append("| Target | Case | Measured (fastest) | Verdict |\n")
                .append("|---|---|---|---|\n");
        for (Check c : checks) {
            Target t = c.target();
            String theCase = t.target().workload().id() + " " + t.target().label();
            md.append("| ").append(Summary.cell(t.what()))
                    .append(" | ").append(Summary.cell(theCase)).append(" | ")
                    .append(Summary.cell(measured(c))).append(" | ").append(Summary.cell(verdict(c)))
                    .append(" |\n");
        }
        List<Check> bounded = checks.stream()
                .filter(c -> c.measured() != null && !c.met() && c.target().bound() != null).toList();
        if (!bounded.isEmpty()) {
            md.append("\nWhat bounds the targets not met here (missed or undecided; from profiling, see the README):\n\n");
            for (Check c : bounded) {
                md.append("- *").append(c.target().what()).append("*: ").append(c.target().bound())
                        .append('\n');
            }
        }
        md.append('\n');
    }

    /** The measurement of a check as the tables write it. */
    static String measured(Check c) {
        if (c.measured() == null) {
            return "\u2013";
        }
        ForkScore s = c.score();
        String text = "`" + c.measured().impl() + "` " + (c.target().perInput() && c.measured().items() > 1
                ? "slowest input " : "") + Summary.scoreText(s, c.measured().unit());
        if (c.other() != null) {
            text += " vs " + c.target().fasterThan().label() + " "
                    + Summary.scoreText(c.other().forkScore(), c.other().unit());
        }
        return text;
    }

    /** The verdict of a check, with the run it was measured in when that is another. */
    static String verdict(Check c) {
        if (c.run() == null) {
            return c.verdict();
        }
        return "not measured in this run; in " + c.run().name() + " (commit " + c.run().commit()
                + ", fork JVM flags `" + c.run().forkFlags() + "`): " + c.verdict();
    }

    /** The checks as the "targets" array of fastest.json. */
    static void json(ArrayNode out, List<Check> checks) {
        for (Check c : checks) {
            var o = out.addObject();
            o.put("target", c.target().what());
            o.put("workload", c.target().target().workload().id());
            o.put("case", c.target().target().label());
            Summary.putNum(o, "atMostSeconds", c.target().atMostSeconds());
            if (c.target().fasterThan() != null) {
                o.put("fasterThan", c.target().fasterThan().label());
                o.put("factor", c.target().factor());
            }
            o.put("perInput", c.target().perInput());
            if (c.measured() != null) {
                o.put("impl", c.measured().impl());
                Summary.putNum(o, "score", c.score().centre());
                Summary.putNum(o, "low", c.score().low());
                Summary.putNum(o, "high", c.score().high());
                o.put("forks", c.score().count());
                o.put("unit", c.measured().unit());
            }
            if (c.ratio() != null) {
                Summary.putNum(o, "ratio", c.ratio().centre());
                Summary.putNum(o, "ratioLow", c.ratio().low());
                Summary.putNum(o, "ratioHigh", c.ratio().high());
            }
            if (c.run() != null) {
                o.put("measuredIn", c.run().name());
                o.put("measuredInCommit", c.run().info().get("git_commit"));
                o.put("measuredInForkFlags", c.run().forkFlags());
            }
            o.put("state", c.state().text);
            o.put("met", c.met());
            o.put("verdict", verdict(c).replace("**", ""));
        }
    }
}
