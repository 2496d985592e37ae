package org.grundybench.report;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * The project's speed targets ({@code targets.json} next to this class), each a ratio within one run (docs/results.md),
 * paired by round: met where the ratio's interval lies above the factor asked, missed where below, else undecided, or
 * not measured in the run.
 */
public final class Targets {
    /**
     * One target: {@code impl} on a case of a workload at least {@code atLeast} times as fast as {@code versus}
     * (below 1: at most 1 / atLeast times as slow); a null implementation is the case's fastest.
     */
    public record Target(String what, String workload, @JsonProperty("case") String theCase, String impl,
            Reference versus, double atLeast) {
        public Target {
            if (versus == null || !(atLeast > 0)) {
                throw new IllegalArgumentException("target '" + what + "' needs a reference (versus) and a factor atLeast > 0");
            }
        }

        /** The reference as measured: its workload and case default to the target's. */
        Reference reference() {
            return new Reference(Objects.requireNonNullElse(versus.workload(), workload),
                    Objects.requireNonNullElse(versus.theCase(), theCase), versus.impl());
        }
    }

    /** Where the reference is: a workload's case and an implementation, the case's fastest where null. */
    public record Reference(String workload, @JsonProperty("case") String theCase, String impl) {
        String text(Target t) {
            return (impl == null ? "the fastest" : "`" + impl + "`") + (theCase.equals(t.theCase()) && workload.equals(t.workload())
                    ? "" : " on " + (workload.equals(t.workload()) ? "" : workload + " ") + theCase);
        }
    }

    record File(String comment, List<Target> targets) {
    }

    public enum State implements Verdicts.Worded {
        MET, MISSED, UNDECIDED, NOT_MEASURED
    }

    /** A target judged: the result measured and the reference's (null when not measured), their ratio. */
    public record Check(Target target, @JsonIgnore Result measured, @JsonIgnore Result reference, ForkScore.Ratio ratio,
            State state, String verdict) {
        @JsonProperty
        public String impl() {
            return measured == null ? null : measured.impl();
        }

        @JsonProperty
        public String referenceImpl() {
            return reference == null ? null : reference.impl();
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

    /** Every target against the run's results. */
    public static List<Check> check(List<Target> targets, List<Result> results) {
        return targets.stream().map(t -> check(t, results)).toList();
    }

    private static Check check(Target t, List<Result> results) {
        Reference ref = t.reference();
        Result m = find(results, t.workload(), t.theCase(), t.impl());
        Result other = find(results, ref.workload(), ref.theCase(), ref.impl());
        if (m == null || other == null) {
            return new Check(t, m, other, null, State.NOT_MEASURED, "not measured in this run");
        }
        // How many times as fast: the reference's time over this one's (or this throughput over the reference's),
        // in one unit (cases of two workloads may have two), paired by round as the verdicts are.
        ForkScore.Ratio r = m.lowerIsBetter() ? other.over(m).times(DisplayUnit.of(1, m.unit()).convert(1, other.unit()))
                : m.over(other);
        State state = r.low() > t.atLeast() ? State.MET : r.high() < t.atLeast() ? State.MISSED : State.UNDECIDED;
        String text = String.format(Locale.ROOT, "%s as fast as %s, %s asked", Verdicts.times(r.centre()), ref.text(t),
                Verdicts.times(t.atLeast()));
        return new Check(t, m, other, r, state, Double.isNaN(r.low()) ? worded(state, text, "one fork, no interval")
                : worded(state, String.format(Locale.ROOT, "%s; interval %.3g\u2013%.3g\u00d7", text, r.low(), r.high()),
                        "the interval contains the factor"));
    }

    /** A verdict worded: met or missed in bold, else undecided and why. */
    private static String worded(State state, String text, String undecidedBecause) {
        return state == State.UNDECIDED ? "undecided (" + text + "; " + undecidedBecause + ")"
                : "**" + state.text() + "** (" + text + ")";
    }

    /** The result of {@code impl} on the case, or the case's fastest where impl is null; null where none has forks. */
    static Result find(List<Result> results, String workload, String label, String impl) {
        return results.stream().filter(r -> r.hasForks() && r.workload().id().equals(workload) && r.theCase().label().equals(label)
                && (impl == null || r.impl().equals(impl))).min(Result.FASTEST_FIRST).orElse(null);
    }

    /** The section; none where the run's catalogue holds no target's workload (a race on a file of the user's). */
    static void markdown(StringBuilder md, Run run, List<Check> checks) {
        if (checks.stream().noneMatch(c -> run.catalogue().workloads().stream().anyMatch(w -> w.id().equals(c.target().workload())))) {
            return;
        }
        md.append("## Targets\n\nRatios measured in this run ([the method](../../").append(Summary.METHOD).append(")). ")
                .append("The times beside them move with the host: this run's host check gave `")
                .append(run.get("host_check_before", "not recorded")).append("` before it.\n\n")
                .append("| Target | Case | Measured | Verdict |\n|---|---|---|---|\n");
        checks.forEach(c -> md.append(Summary.row(c.target().what(), c.target().workload() + " " + c.target().theCase(),
                measured(c), c.verdict())));
        md.append('\n');
    }

    static String measured(Check c) {
        return c.measured() == null || c.reference() == null ? "\u2013" : "`" + c.measured().impl() + "` "
                + Summary.scoreText(c.measured().forkScore(), c.measured().unit()) + " vs `" + c.reference().impl() + "` "
                + (c.reference().theCase() == c.measured().theCase() ? "" : c.reference().theCase().label() + " ")
                + Summary.scoreText(c.reference().forkScore(), c.reference().unit());
    }
}
