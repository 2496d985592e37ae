package org.grundybench.report;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;

/**
 * The project's speed targets ({@code targets.json} next to this class), each judged on its case's
 * fastest implementation with the fork-level interval: met when the interval is within the bound,
 * missed when beyond it, else (and with one fork) undecided. "Per input": by the slowest input.
 * "Faster than": the interval of the ratio of two cases' scores against the factor. A target the
 * run did not measure is judged in its baseline where that measured it.
 */
public final class Targets {
    /** One target on a case (label) of a workload (id): at most some seconds, or faster than another case by a factor. */
    public record Target(String what, String workload, @JsonProperty("case") String theCase, Double atMostSeconds,
            String fasterThan, Double factor, boolean perInput, String bound) {
        public Target {
            if ((atMostSeconds == null) == (fasterThan == null)) {
                throw new IllegalArgumentException("target '" + what + "' needs exactly one of atMostSeconds and fasterThan");
            }
            if (factor != null && (fasterThan == null || !(factor >= 1))) {
                throw new IllegalArgumentException("target '" + what + "': a factor (at least 1) belongs to a fasterThan target");
            }
        }

        public double least() {
            return factor == null ? 1 : factor;
        }
    }

    record File(String comment, List<Target> targets) {
    }

    public enum State implements Verdicts.Worded {
        MET, MISSED, UNDECIDED, NOT_MEASURED
    }

    /** A target judged: the case's fastest result (null when not measured), the score judged; run null or the baseline. */
    public record Check(Target target, @JsonIgnore Result measured, ForkScore score, @JsonIgnore Result other,
            ForkScore.Ratio ratio, State state, String verdict, @JsonIgnore Run run) {
        @JsonProperty
        public String impl() {
            return measured == null ? null : measured.impl();
        }

        @JsonProperty
        public String measuredIn() {
            return run == null ? null : run.name();
        }
    }

    private Targets() {
    }

    public static List<Target> load() {
        try (InputStream in = Targets.class.getResourceAsStream("targets.json")) {
            return Run.JSON.readValue(in, File.class).targets();
        } catch (IOException e) {
            throw new UncheckedIOException("targets.json in the report's resources: " + e.getMessage(), e);
        }
    }

    /** Every target against the run; one it did not measure is judged in {@code baseline} (may be null). */
    public static List<Check> check(List<Target> targets, List<Result> results, Run baseline) {
        return targets.stream().map(t -> {
            Check here = check(t, results, null);
            Check there = here.state() == State.NOT_MEASURED && baseline != null ? check(t, baseline.results(), baseline) : here;
            return there.state() == State.NOT_MEASURED ? here : there;
        }).toList();
    }

    private static Check check(Target t, List<Result> results, Run run) {
        Result m = fastest(results, t.workload(), t.theCase());
        Result other = t.fasterThan() == null ? null : fastest(results, t.workload(), t.fasterThan());
        if (m == null || t.fasterThan() != null && other == null) {
            return new Check(t, m, m == null ? null : m.forkScore(), null, null, State.NOT_MEASURED, "not measured in this run"
                    + (m == null ? "" : " (no " + t.fasterThan() + ")"), run);
        }
        return other == null ? atMost(t, m, run) : fasterThan(t, m, other, run);
    }

    private static Check atMost(Target t, Result m, Run run) {
        ForkScore s = t.perInput() ? m.slowestInputScore() : m.forkScore();
        double factor = DisplayUnit.secondsPer(m.unit());
        double bound = t.atMostSeconds();
        String times = String.format(Locale.ROOT, "%.2f\u00d7 the target", s.centre() * factor / bound);
        if (t.perInput() && !m.isCollection() && m.theCase().items() > 1) {
            // A time-sliced benchmark that answers its inputs in turn shows no single input's time.
            times += ", the mean per input: this run timed its inputs in turn, not one by one";
        }
        // With one fork the ends are NaN: neither met nor missed.
        State state = s.high() * factor <= bound ? State.MET : s.low() * factor > bound ? State.MISSED : State.UNDECIDED;
        return new Check(t, m, s, null, null, state, s.hasInterval() ? worded(state, String.format(Locale.ROOT,
                "%s; interval %.2f\u2013%.2f\u00d7, %d forks", times, s.low() * factor / bound, s.high() * factor / bound,
                s.count()), "the interval contains the target") : worded(state, times, "one fork, no interval"), run);
    }

    private static Check fasterThan(Target t, Result m, Result other, Run run) {
        ForkScore s = m.forkScore();
        ForkScore o = other.forkScore();
        // How many times faster: the other's time over this one's (or this throughput over the other's).
        ForkScore.Ratio r = m.lowerIsBetter() ? ForkScore.ratio(o, s) : ForkScore.ratio(s, o);
        String goal = t.least() == 1 ? "" : String.format(Locale.ROOT, ", at least %.2f\u00d7 asked", t.least());
        String by = Verdicts.times(r.centre()) + " as fast as " + t.fasterThan() + goal;
        State state = r.low() > t.least() ? State.MET : r.high() < t.least() ? State.MISSED : State.UNDECIDED;
        return new Check(t, m, s, other, r, state, Double.isNaN(r.low()) ? worded(state, by, "one fork, no interval")
                : worded(state, String.format(Locale.ROOT, "%s; interval %.2f\u2013%.2f\u00d7", by, r.low(), r.high()),
                        String.format(Locale.ROOT, "the interval contains %.2f", t.least())), run);
    }

    /** A verdict worded: met or missed in bold, else undecided and why. */
    private static String worded(State state, String text, String undecidedBecause) {
        return state == State.UNDECIDED ? "undecided (" + text + "; " + undecidedBecause + ")"
                : "**" + state.text() + "** (" + text + ")";
    }

    /** The case's fastest result, null where none has forks. */
    static Result fastest(List<Result> results, String workload, String label) {
        return results.stream().filter(r -> r.hasForks() && r.workload().id().equals(workload) && r.theCase().label().equals(label))
                .min(Result.FASTEST_FIRST).orElse(null);
    }

    static void markdown(StringBuilder md, List<Check> checks) {
        md.append("## Targets\n\n| Target | Case | Measured (fastest) | Verdict |\n|---|---|---|---|\n");
        for (Check c : checks) {
            md.append(Summary.row(c.target().what(), c.target().workload() + " " + c.target().theCase(), measured(c),
                    verdict(c)));
        }
        List<Check> bounded = checks.stream()
                .filter(c -> c.measured() != null && c.state() != State.MET && c.target().bound() != null).toList();
        if (!bounded.isEmpty()) {
            md.append("\nWhat bounds the targets not met here (missed or undecided; from profiling, see the README):\n\n");
            bounded.forEach(c -> md.append("- *").append(c.target().what()).append("*: ")
                    .append(c.target().bound()).append('\n'));
        }
        md.append('\n');
    }

    static String measured(Check c) {
        return c.measured() == null ? "\u2013" : "`" + c.measured().impl() + "` " + (c.target().perInput()
                && c.measured().items() > 1 ? "slowest input " : "") + Summary.scoreText(c.score(), c.measured().unit())
                + (c.other() == null ? "" : " vs " + c.target().fasterThan() + " " + Summary.scoreText(c.other().forkScore(),
                        c.other().unit()));
    }

    static String verdict(Check c) {
        return c.run() == null ? c.verdict() : "not measured in this run; in its baseline " + c.run().name() + " (commit "
                + c.run().commit() + ", fork JVM flags `" + c.run().forkFlags() + "`): " + c.verdict();
    }
}
