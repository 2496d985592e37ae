package org.grundybench.report;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The verdict on each case: the implementations ranked by fork-level score ({@link ForkScore});
 * the best is "fastest" only where Welch's test against every other one, Holm-adjusted over
 * those comparisons, is at most {@value #ALPHA} and the ratio of scores at least
 * {@value #MIN_MARGIN}, else "tied with" each it does not clear. Fewer than two forks: "not
 * enough data"; differing checksums: "answers differ" instead of a verdict.
 */
public final class Verdicts {
    /** The implementation speed-ups are measured against. */
    public static final String BASELINE = "recursive_hashset";
    public static final double MIN_MARGIN = 1.05;
    public static final double ALPHA = 0.05;

    /** An enum written, in text and in JSON, as its name in lower case with spaces. */
    interface Worded {
        String name();

        @JsonValue
        default String text() {
            return name().toLowerCase(Locale.ROOT).replace('_', ' ');
        }
    }

    public enum Kind implements Worded {
        FASTEST, TIED, NOT_ENOUGH_DATA, ONLY_ENTRY, ANSWERS_DIFFER;

        /** Whether the case has a verdict on speed (a winner, a tie or a sole entry). */
        public boolean decided() {
            return this == FASTEST || this == TIED || this == ONLY_ENTRY;
        }
    }

    /** Whether the implementations of a case were shown to compute the same answers. */
    public enum Answers implements Worded {
        SAME, NOT_CHECKED, DIFFER
    }

    /** One row of a case's table; {@code score} null without a usable fork, {@code p} Holm-adjusted against the best. */
    public record Row(@JsonIgnore Result result, ForkScore score, double speedup, double p, String verdict) {
        @JsonProperty
        public String impl() {
            return result.impl();
        }
    }

    /** The verdict on one case, rows best first; {@code answersNote} what the checksums showed. */
    public record CaseVerdict(String name, Kind kind, String best, String runnerUp, double margin, String method,
            List<String> tiedWith, List<Row> rows, Answers answers, String answersNote) {

        public Result first() {
            return rows.get(0).result();
        }

        @JsonProperty
        public String unit() {
            return first().unit();
        }

        /** The fastest implementation, or null unless the verdict is "fastest" or "only entry". */
        @JsonProperty
        public String fastest() {
            return kind == Kind.FASTEST || kind == Kind.ONLY_ENTRY ? best : null;
        }

        public String text() {
            return switch (kind) {
                case FASTEST -> "fastest: " + best;
                case TIED -> best + " tied with " + String.join(", ", tiedWith);
                case ONLY_ENTRY -> "only entry: " + best;
                case ANSWERS_DIFFER -> answersNote;
                default -> kind.text();
            };
        }

        /** What a replication compares: the kind and the winner, or for a tie the whole tied group (its order is noise). */
        public String identity() {
            return kind.text() + (kind == Kind.TIED ? " " + tiedGroup() : kind.decided() ? " " + best : "");
        }

        /** The best implementation and those tied with it, sorted. */
        public String tiedGroup() {
            return Stream.concat(tiedWith.stream(), Stream.of(best)).sorted().collect(Collectors.joining(", "));
        }

        /** Where the verdict contradicts the library's static default for the case; null where it agrees or is undecided. */
        @JsonProperty
        public String againstDefault() {
            String d = first().theCase().defaultImplementation();
            return d == null || !kind.decided() || best.equals(d) || kind == Kind.TIED && tiedWith.contains(d) ? null
                    : kind == Kind.TIED ? "the default implementation (" + d + ") is not among the tied"
                    : "fastest is not the default implementation (" + d + ")";
        }
    }

    private Verdicts() {
    }

    /** Each case's verdict, cases in order of first appearance. */
    public static List<CaseVerdict> judge(List<Result> results) {
        return results.stream().collect(Collectors.groupingBy(Result::caseKey, LinkedHashMap::new, Collectors.toList()))
                .entrySet().stream().map(e -> judge(e.getKey(), e.getValue())).toList();
    }

    static CaseVerdict judge(String name, List<Result> rs) {
        boolean lower = rs.get(0).lowerIsBetter();
        Map<Result, ForkScore> scores = new LinkedHashMap<>();
        rs.forEach(r -> scores.put(r, r.hasForks() ? r.forkScore() : null));
        List<Result> sorted = rs.stream().sorted(Result.FASTEST_FIRST).toList();
        Result best = sorted.get(0);
        ForkScore bestScore = scores.get(best);
        ForkScore baseline = rs.stream().filter(r -> r.impl().equals(BASELINE)).findFirst().map(scores::get).orElse(null);
        String answersNote = answersNote(rs);
        Answers answers = answersNote.startsWith("answers differ") ? Answers.DIFFER
                : answersNote.startsWith("same") ? Answers.SAME : Answers.NOT_CHECKED;

        boolean enough = scores.values().stream().allMatch(s -> s != null && s.count() >= 2);
        // The family: the best against every other implementation, Holm-corrected together.
        List<Result> others = sorted.subList(1, sorted.size());
        double[] ratios = others.stream().mapToDouble(o -> better(bestScore, scores.get(o), lower)).toArray();
        double[] adjusted = ForkScore.holm(others.stream()
                .mapToDouble(o -> enough ? ForkScore.welchP(bestScore, scores.get(o)) : Double.NaN).toArray());
        List<String> tied = new ArrayList<>();
        List<String> reasons = new ArrayList<>();
        boolean[] cleared = new boolean[adjusted.length];
        for (int i = 0; i < adjusted.length && enough; i++) {
            cleared[i] = adjusted[i] <= ALPHA && ratios[i] >= MIN_MARGIN;
            if (!cleared[i]) {
                tied.add(others.get(i).impl());
                reasons.add(others.get(i).impl() + ": " + (adjusted[i] > ALPHA ? "p = " + fmtP(adjusted[i]) + " > " + ALPHA
                        : String.format(Locale.ROOT, "%.3f\u00d7 < %.2f\u00d7", ratios[i], MIN_MARGIN)));
            }
        }

        Kind kind = answers == Answers.DIFFER ? Kind.ANSWERS_DIFFER : !enough ? Kind.NOT_ENOUGH_DATA
                : others.isEmpty() ? Kind.ONLY_ENTRY : tied.isEmpty() ? Kind.FASTEST : Kind.TIED;
        // A winner clears every other one: the weakest of those clearances is the one reported.
        double worstP = Arrays.stream(adjusted).max().orElse(Double.NaN);
        String method = switch (kind) {
            case ANSWERS_DIFFER -> "no speed verdict where the answers differ";
            case NOT_ENOUGH_DATA -> "fewer than 2 forks: " + scores.entrySet().stream()
                    .filter(e -> e.getValue() == null || e.getValue().count() < 2)
                    .map(e -> e.getKey().impl() + " (" + (e.getValue() == null ? 0 : e.getValue().count()) + ")")
                    .collect(Collectors.joining(", "));
            case ONLY_ENTRY -> "";
            case FASTEST -> String.format(Locale.ROOT, "beats all %d other%s: Holm-adjusted Welch p %s, by \u2265 %s",
                    others.size(), others.size() == 1 ? "" : "s", worstP < 1e-4 ? "< 0.0001" : "\u2264 " + fmtP(worstP),
                    times(Arrays.stream(ratios).min().getAsDouble()));
            case TIED -> "not cleared: " + String.join("; ", reasons);
        };

        List<Row> rows = new ArrayList<>();
        for (Result r : sorted) {
            int i = others.indexOf(r);
            String verdict = kind == Kind.ANSWERS_DIFFER || kind == Kind.NOT_ENOUGH_DATA ? kind.text()
                    : r == best ? (kind == Kind.FASTEST ? "fastest" : kind == Kind.TIED ? "tied with " + String.join(", ", tied) : "only entry")
                    : cleared[i] ? times(ratios[i]) + " slower than " + best.impl() : "tied with " + best.impl();
            rows.add(new Row(r, scores.get(r), better(scores.get(r), baseline, lower), i < 0 ? Double.NaN : adjusted[i], verdict));
        }
        return new CaseVerdict(name, kind, best.impl(), others.isEmpty() ? null : others.get(0).impl(),
                ratios.length == 0 ? Double.NaN : ratios[0], method, List.copyOf(tied), List.copyOf(rows), answers, answersNote);
    }

    /** How many times better a is than b (at least 1 when a is the better one); NaN where either has no score. */
    static double better(ForkScore a, ForkScore b, boolean lowerIsBetter) {
        return a == null || b == null ? Double.NaN : lowerIsBetter ? b.centre() / a.centre() : a.centre() / b.centre();
    }

    /** A ratio with three significant digits at most: more would suggest a precision the evidence lacks. */
    public static String times(double ratio) {
        return Double.isFinite(ratio) ? DisplayUnit.format(ratio) + "\u00d7" : "\u2013";
    }

    static String fmtP(double p) {
        return p < 1e-4 ? "< 0.0001" : String.format(Locale.ROOT, "%.4f", p);
    }

    /** What the checksums show: one per item in every pass and fork, and the same for every implementation. */
    static String answersNote(List<Result> rs) {
        List<String> unchecked = rs.stream().filter(r -> !r.hasChecksums()).map(Result::impl).toList();
        List<String> varying = rs.stream().filter(r -> r.hasChecksums() && r.answers() == null).map(Result::impl).toList();
        Map<String, List<String>> groups = rs.stream().filter(Result::hasChecksums).collect(Collectors.groupingBy(
                r -> Arrays.toString(r.answers()), LinkedHashMap::new, Collectors.mapping(Result::impl, Collectors.toList())));
        return unchecked.size() == rs.size() ? "answers not checked: no checksums in this run"
                : !varying.isEmpty() ? "answers differ: " + String.join(", ", varying)
                        + " gave different answers in different iterations or forks"
                : groups.size() > 1 ? "answers differ: " + groups.values().stream().map(g -> String.join(", ", g))
                        .collect(Collectors.joining(" vs "))
                : !unchecked.isEmpty() ? "answers not checked for " + String.join(", ", unchecked) + ": no checksum"
                : "same answers";
    }
}
