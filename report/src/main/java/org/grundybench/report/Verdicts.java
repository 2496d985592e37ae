package org.grundybench.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The verdict on one case of a workload: which implementation is fastest, and whether that is more
 * than noise, with the fork as the unit of evidence ({@link ForkScore}).
 *
 * <p>The implementations are ranked by their fork-level score. The best one is "fastest" only when
 * it beats every other implementation of the case: for each, Welch's t-test on the logs of the fork
 * values, Holm-adjusted over those comparisons, at most {@value #ALPHA}, and a ratio of scores of
 * at least {@value #MIN_MARGIN}. Otherwise it is "tied with" each implementation it does not clear.
 * An implementation with fewer than two forks gives "not enough data" for its case. A case whose
 * implementations computed different answers (their checksums differ, or one's vary where they
 * must be equal) gets no ranking verdict but "answers differ".
 */
public final class Verdicts {
    /** The implementation speed-ups are measured against. */
    public static final String BASELINE = "recursive_hashset";
    /** The least margin a winner needs: 5%. */
    public static final double MIN_MARGIN = 1.05;
    /** Significance level of the Holm-corrected family of Welch tests. */
    public static final double ALPHA = 0.05;

    public enum Kind {
        FASTEST("fastest"), TIED("tied"), NOT_ENOUGH_DATA("not enough data"), ONLY("only entry"),
        ANSWERS_DIFFER("answers differ");

        public final String text;

        Kind(String text) {
            this.text = text;
        }

        /** Whether the case has a verdict on speed (a winner, a tie or a sole entry). */
        public boolean decided() {
            return this == FASTEST || this == TIED || this == ONLY;
        }
    }

    /** Whether the implementations of a case were shown to compute the same answers. */
    public enum Answers {
        SAME("same"), NOT_CHECKED("not checked"), DIFFER("differ");

        public final String text;

        Answers(String text) {
            this.text = text;
        }
    }

    /**
     * One row of a case's table.
     *
     * @param score the fork-level score, null when the result has no usable fork
     * @param p Holm-adjusted p-value of the comparison with the case's best (NaN for the best itself)
     */
    public record Row(Result result, ForkScore score, double speedup, double p, String verdict) {
    }

    /**
     * The verdict on one case; rows best first.
     *
     * @param answersNote what the checksums showed, e.g. "answers differ: a vs b"
     */
    public record CaseVerdict(String name, Catalogue.Workload workload, Catalogue.Case theCase, String unit,
            String mode, Kind kind, String best, String runnerUp, double margin, String method,
            List<String> tiedWith, List<Row> rows, Answers answers, String answersNote) {

        /** The fastest implementation, or null unless the verdict is "fastest" or "only entry". */
        public String fastest() {
            return kind == Kind.FASTEST || kind == Kind.ONLY ? best : null;
        }

        /** The verdict as the summary writes it. */
        public String text() {
            return switch (kind) {
                case FASTEST -> "fastest: " + best;
                case TIED -> best + " tied with " + String.join(", ", tiedWith);
                case NOT_ENOUGH_DATA -> "not enough data";
                case ONLY -> "only entry: " + best;
                case ANSWERS_DIFFER -> answersNote;
            };
        }

        /**
         * What a replication compares: the kind, and the winner, or for a tie the whole tied group
         * (which of two tied implementations scored lower is noise, not a verdict).
         */
        public String identity() {
            return switch (kind) {
                case FASTEST, ONLY -> kind.text + " " + best;
                case TIED -> kind.text + " " + tiedGroup();
                default -> kind.text;
            };
        }

        /**
         * Where the verdict contradicts the library's static default for the case: the fastest
         * (or the only entry) is another implementation, or a tie leaves the default out; null
         * where it agrees or there is no verdict on speed.
         */
        public String againstDefault() {
            String d = theCase.defaultImplementation();
            if (d == null || !kind.decided() || best.equals(d) || kind == Kind.TIED && tiedWith.contains(d)) {
                return null;
            }
            return (kind == Kind.TIED ? "the default implementation (" + d + ") is not among the tied"
                    : "fastest is not the default implementation (" + d + ")");
        }

        /** The best implementation and those tied with it, sorted. */
        public String tiedGroup() {
            List<String> g = new ArrayList<>(tiedWith);
            g.add(best);
            g.sort(null);
            return String.join(", ", g);
        }
    }

    private Verdicts() {
    }

    /** Groups results by case (in order of first appearance) and judges each. */
    public static List<CaseVerdict> judge(List<Result> results) {
        Map<String, List<Result>> byCase = new LinkedHashMap<>();
        for (Result r : results) {
            byCase.computeIfAbsent(r.caseKey(), k -> new ArrayList<>()).add(r);
        }
        List<CaseVerdict> out = new ArrayList<>();
        byCase.forEach((name, rs) -> out.add(judge(name, rs)));
        return out;
    }

    /** The fork-level score of a result, or null when it has no usable fork. */
    static ForkScore scoreOf(Result r) {
        return r.hasForks() ? r.forkScore() : null;
    }

    static CaseVerdict judge(String name, List<Result> rs) {
        boolean lower = rs.get(0).lowerIsBetter();
        Map<Result, ForkScore> scores = new LinkedHashMap<>();
        rs.forEach(r -> scores.put(r, scoreOf(r)));
        List<Result> sorted = new ArrayList<>(rs);
        Comparator<Result> byScore = Comparator.comparingDouble(r -> {
            ForkScore s = scores.get(r);
            return s == null ? Double.POSITIVE_INFINITY : lower ? s.centre() : -s.centre();
        });
        sorted.sort(byScore);
        Result best = sorted.get(0);
        ForkScore bestScore = scores.get(best);
        Result baseline = rs.stream().filter(r -> r.impl().equals(BASELINE)).findFirst().orElse(null);
        Result runner = sorted.size() > 1 ? sorted.get(1) : null;
        String[] answersNote = new String[1];
        Answers answers = answers(rs, answersNote);

        boolean enough = scores.values().stream().allMatch(s -> s != null && s.count() >= 2);
        double margin = runner == null || bestScore == null || scores.get(runner) == null ? Double.NaN
                : better(bestScore, scores.get(runner), lower);
        // The family: the best against every other implementation, Holm-corrected together.
        List<Result> others = sorted.subList(1, sorted.size());
        double[] p = new double[others.size()];
        for (int i = 0; i < p.length; i++) {
            ForkScore o = scores.get(others.get(i));
            p[i] = enough ? ForkScore.welchP(bestScore, o) : Double.NaN;
        }
        double[] adjusted = ForkScore.holm(p);
        List<String> tied = new ArrayList<>();
        List<String> reasons = new ArrayList<>();
        double worstP = 0;
        double leastRatio = Double.POSITIVE_INFINITY;
        boolean[] cleared = new boolean[p.length];
        for (int i = 0; i < p.length && enough; i++) {
            double ratio = better(bestScore, scores.get(others.get(i)), lower);
            cleared[i] = adjusted[i] <= ALPHA && ratio >= MIN_MARGIN;
            if (cleared[i]) {
                worstP = Math.max(worstP, adjusted[i]);
                leastRatio = Math.min(leastRatio, ratio);
            } else {
                tied.add(others.get(i).impl());
                reasons.add(others.get(i).impl() + ": " + (adjusted[i] > ALPHA
                        ? "p = " + fmtP(adjusted[i]) + " > " + ALPHA
                        : String.format(Locale.ROOT, "%.3f\u00d7 < %.2f\u00d7", ratio, MIN_MARGIN)));
            }
        }

        Kind kind;
        String method;
        if (answers == Answers.DIFFER) {
            kind = Kind.ANSWERS_DIFFER;
            method = "no speed verdict where the answers differ";
        } else if (!enough) {
            kind = Kind.NOT_ENOUGH_DATA;
            method = "fewer than 2 forks: " + scores.entrySet().stream()
                    .filter(e -> e.getValue() == null || e.getValue().count() < 2)
                    .map(e -> e.getKey().impl() + " (" + (e.getValue() == null ? 0 : e.getValue().count()) + ")")
                    .collect(Collectors.joining(", "));
        } else if (runner == null) {
            kind = Kind.ONLY;
            method = "";
        } else if (tied.isEmpty()) {
            kind = Kind.FASTEST;
            method = String.format(Locale.ROOT, "beats all %d other%s: Holm-adjusted Welch p %s, "
                    + "by \u2265 %s", others.size(), others.size() == 1 ? "" : "s",
                    worstP < 1e-4 ? "< 0.0001" : "\u2264 " + fmtP(worstP), times(leastRatio));
        } else {
            kind = Kind.TIED;
            method = "not cleared: " + String.join("; ", reasons);
        }

        List<Row> rows = new ArrayList<>();
        for (Result r : sorted) {
            ForkScore s = scores.get(r);
            double speedup = baseline == null || s == null || scores.get(baseline) == null ? Double.NaN
                    : better(s, scores.get(baseline), lower);
            int i = others.indexOf(r);
            String verdict;
            if (kind == Kind.ANSWERS_DIFFER) {
                verdict = "answers differ";
            } else if (kind == Kind.NOT_ENOUGH_DATA) {
                verdict = "not enough data";
            } else if (r == best) {
                verdict = switch (kind) {
                    case FASTEST -> "fastest";
                    case TIED -> "tied with " + String.join(", ", tied);
                    default -> "only entry";
                };
            } else if (cleared[i]) {
                verdict = times(better(bestScore, s, lower)) + " slower than " + best.impl();
            } else {
                verdict = "tied with " + best.impl();
            }
            rows.add(new Row(r, s, speedup, i < 0 ? Double.NaN : adjusted[i], verdict));
        }
        return new CaseVerdict(name, best.workload(), best.theCase(), best.unit(), best.mode(),
                kind, best.impl(), runner == null ? null : runner.impl(), margin, method,
                List.copyOf(tied), List.copyOf(rows), answers, answersNote[0]);
    }

    /** How many times better a is than b (at least 1 when a is the better one). */
    static double better(ForkScore a, ForkScore b, boolean lowerIsBetter) {
        return lowerIsBetter ? b.centre() / a.centre() : a.centre() / b.centre();
    }

    /**
     * A ratio with three significant digits at most (two decimals below 10): "1.42\u00d7", "26.5\u00d7",
     * "1112\u00d7"; more digits than the evidence has would only suggest a precision it lacks.
     */
    public static String times(double ratio) {
        if (!Double.isFinite(ratio)) {
            return "\u2013";
        }
        String f = ratio >= 100 ? "%.0f" : ratio >= 10 ? "%.1f" : "%.2f";
        return String.format(Locale.ROOT, f, ratio) + "\u00d7";
    }

    static String fmtP(double p) {
        return p < 1e-4 ? "< 0.0001" : String.format(Locale.ROOT, "%.4f", p);
    }

    /**
     * What the checksums of a case's results show: every result must have one checksum per item
     * (the same in every pass and fork) and all implementations the same ones.
     */
    static Answers answers(List<Result> rs, String[] note) {
        List<String> unchecked = rs.stream().filter(r -> !r.hasChecksums()).map(Result::impl).toList();
        if (unchecked.size() == rs.size()) {
            note[0] = "answers not checked: no checksums in this run";
            return Answers.NOT_CHECKED;
        }
        List<String> varying = rs.stream().filter(r -> r.hasChecksums() && r.answers() == null)
                .map(Result::impl).toList();
        if (!varying.isEmpty()) {
            note[0] = "answers differ: " + String.join(", ", varying) + " gave different answers in different"
                    + " iterations or forks";
            return Answers.DIFFER;
        }
        Map<String, List<String>> groups = new LinkedHashMap<>();
        for (Result r : rs) {
            if (r.hasChecksums()) {
                groups.computeIfAbsent(Arrays.toString(r.answers()), k -> new ArrayList<>()).add(r.impl());
            }
        }
        if (groups.size() > 1) {
            note[0] = "answers differ: " + groups.values().stream().map(g -> String.join(", ", g))
                    .collect(Collectors.joining(" vs "));
            return Answers.DIFFER;
        }
        if (!unchecked.isEmpty()) {
            note[0] = "answers not checked for " + String.join(", ", unchecked) + ": no checksum";
            return Answers.NOT_CHECKED;
        }
        note[0] = "same answers";
        return Answers.SAME;
    }
}
