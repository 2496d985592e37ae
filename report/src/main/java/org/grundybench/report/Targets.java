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
 * up to them. The measurement of a target is its case's fastest implementation; it is
 * <em>met</em> when the whole 99.9% interval is within the target, <em>missed</em> when the
 * whole interval is beyond it, and <em>borderline</em> otherwise, so noise never decides.
 */
public final class Targets {
    /**
     * One target, on one case of the catalogue. Exactly one of {@code atMostSeconds} (finite)
     * and {@code fasterThan} (another case of the same workload, non-null).
     */
    public record Target(String what, Case target, double atMostSeconds, Case fasterThan, String bound) {
    }

    /** A target against one run: the measurement (null when the run lacks it) and the verdict. */
    public record Check(Target target, JmhResult measured, JmhResult other, String verdict,
            boolean met) {
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
                    bound == null ? null : bound.asText());
            if (Double.isFinite(target.atMostSeconds()) == (target.fasterThan() != null)) {
                throw new IllegalArgumentException("target '" + target.what()
                        + "' needs exactly one of atMostSeconds and fasterThan");
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

    /** Every target against the run's results. */
    public static List<Check> check(List<Target> targets, List<JmhResult> results) {
        List<Check> checks = new ArrayList<>();
        for (Target t : targets) {
            Optional<JmhResult> best = fastest(results, t.target());
            if (best.isEmpty()) {
                checks.add(new Check(t, null, null, "not measured in this run", false));
                continue;
            }
            JmhResult m = best.get();
            if (t.fasterThan() != null) {
                Optional<JmhResult> other = fastest(results, t.fasterThan());
                if (other.isEmpty()) {
                    checks.add(new Check(t, m, null, "not measured in this run (no "
                            + t.fasterThan().label() + ")", false));
                    continue;
                }
                checks.add(fasterThan(t, m, other.get()));
            } else {
                checks.add(atMost(t, m));
            }
        }
        return checks;
    }

    private static Check atMost(Target t, JmhResult m) {
        double factor = secondsPer(m.unit());
        double score = m.score() * factor;
        String times = String.format(Locale.ROOT, "%.2f\u00d7 the target", score / t.atMostSeconds());
        if (!m.hasError()) {
            boolean met = score <= t.atMostSeconds();
            return new Check(t, m, null, (met ? "met" : "missed") + " (" + times
                    + "; no confidence interval, not enough data to be sure)", false);
        }
        double low = (m.score() - m.error()) * factor;
        double high = (m.score() + m.error()) * factor;
        if (high <= t.atMostSeconds()) {
            return new Check(t, m, null, "**met** (" + times + ")", true);
        }
        if (low > t.atMostSeconds()) {
            return new Check(t, m, null, "**missed** (" + times + ")", false);
        }
        return new Check(t, m, null, "borderline (" + times + "; the 99.9% interval contains the target)",
                false);
    }

    private static Check fasterThan(Target t, JmhResult m, JmhResult other) {
        double ratio = Verdicts.ratio(m, other);
        String by = String.format(Locale.ROOT, "%.2f\u00d7 as fast as %s", ratio,
                String.join(", ", other.params().values()));
        Verdicts.Test test = Verdicts.beats(m, other);
        boolean met = test.significant() && ratio > 1;
        return new Check(t, m, other, (met ? "**met**" : "**missed**") + " (" + by + "; "
                + test.method() + ")", met);
    }

    /** The best-scoring result of a case. */
    static Optional<JmhResult> fastest(List<JmhResult> results, Case c) {
        return results.stream()
                .filter(r -> r.knownCase().equals(Optional.of(c)))
                .min(Comparator.comparingDouble(r -> r.lowerIsBetter() ? r.score() : -r.score()));
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
                .append("The project's speed targets, each against the fastest ")
                .append("implementation of its case in this run. **Met**: the whole 99.9% ")
                .append("interval is within the target; **missed**: the whole interval is beyond ")
                .append("it; borderline otherwise. Targets are never unit tests; they are checked ")
                .append("here, on the machine above.\n\n")
                .append("| Target | Case | Measured (fastest) | Verdict |\n")
                .append("|---|---|---|---|\n");
        for (Check c : checks) {
            Target t = c.target();
            String theCase = t.target().workload().id() + " " + t.target().label();
            String measured = c.measured() == null ? "\u2013"
                    : "`" + c.measured().impl() + "` " + Summary.scoreText(c.measured()) + " "
                            + c.measured().unit();
            md.append("| ").append(Summary.cell(t.what()))
                    .append(" | ").append(Summary.cell(theCase)).append(" | ")
                    .append(Summary.cell(measured)).append(" | ").append(Summary.cell(c.verdict()))
                    .append(" |\n");
        }
        List<Check> bounded = checks.stream()
                .filter(c -> c.measured() != null && !c.met() && c.target().bound() != null).toList();
        if (!bounded.isEmpty()) {
            md.append("\nWhat bounds the targets not met (from profiling, see the README):\n\n");
            for (Check c : bounded) {
                md.append("- *").append(c.target().what()).append("*: ").append(c.target().bound())
                        .append('\n');
            }
        }
        md.append('\n');
    }

    /** The checks as the "targets" array of fastest.json. */
    static void json(ArrayNode out, List<Check> checks) {
        for (Check c : checks) {
            var o = out.addObject();
            o.put("target", c.target().what());
            o.put("workload", c.target().target().workload().id());
            o.put("case", c.target().target().label());
            Summary.putNum(o, "atMostSeconds", c.target().atMostSeconds());
            if (c.measured() != null) {
                o.put("impl", c.measured().impl());
                Summary.putNum(o, "score", c.measured().score());
                Summary.putNum(o, "error", c.measured().error());
                o.put("unit", c.measured().unit());
            }
            o.put("met", c.met());
            o.put("verdict", c.verdict().replace("**", ""));
        }
    }
}
