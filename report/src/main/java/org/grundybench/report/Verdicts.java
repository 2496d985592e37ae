package org.grundybench.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.math3.stat.inference.TTest;
import org.apache.commons.math3.stat.inference.WilcoxonSignedRankTest;

/**
 * The verdict on one case of a workload: which implementation is fastest, and whether that is more than
 * noise. The winner is "fastest" only where it beats the runner-up significantly (disjoint 99.9%
 * confidence intervals, or Welch's t-test on the raw samples at the 99% level) and by at least
 * 5% (and beats every other implementation so too); otherwise it is "tied with" the
 * runner-up (and any other it does not clearly beat). Where the winner's or the runner-up's error is
 * NaN (JMH gives no interval, e.g. for one iteration) the verdict is "not enough data".
 */
public final class Verdicts {
    /** The implementation speed-ups are measured against. */
    public static final String BASELINE = "recursive-hashset";
    /** The least margin a winner needs: 5%. */
    public static final double MIN_MARGIN = 1.05;
    /** Significance level of Welch's t-test: 99% confidence. */
    public static final double ALPHA = 0.01;

    public enum Kind {
        FASTEST("fastest"), TIED("tied"), NOT_ENOUGH_DATA("not enough data"), ONLY("only entry");

        public final String text;

        Kind(String text) {
            this.text = text;
        }
    }

    /** One row of a case's table. */
    public record Row(JmhResult result, double speedup, String verdict) {
    }

    /** The verdict on one case; rows best first. */
    public record CaseVerdict(String name, String benchmark, Map<String, String> params, String unit,
            String mode, Kind kind, String best, String runnerUp, double margin, String method,
            List<String> tiedWith, List<Row> rows) {

        /** The fastest implementation, or null unless the verdict is "fastest". */
        public String fastest() {
            return kind == Kind.FASTEST || kind == Kind.ONLY ? best : null;
        }

        /** "fastest", "tied with NAME" or "not enough data", as the summary writes it. */
        public String text() {
            return switch (kind) {
                case FASTEST -> "fastest: " + best;
                case TIED -> best + " tied with " + String.join(", ", tiedWith);
                case NOT_ENOUGH_DATA -> "not enough data";
                case ONLY -> "only entry: " + best;
            };
        }
    }

    private Verdicts() {
    }

    /** Groups results by case (in order of first appearance) and judges each. */
    public static List<CaseVerdict> judge(List<JmhResult> results) {
        Map<String, List<JmhResult>> byCase = new LinkedHashMap<>();
        for (JmhResult r : results) {
            byCase.computeIfAbsent(r.caseKey(), k -> new ArrayList<>()).add(r);
        }
        List<CaseVerdict> out = new ArrayList<>();
        byCase.forEach((name, rs) -> out.add(judge(name, rs)));
        return out;
    }

    static CaseVerdict judge(String name, List<JmhResult> rs) {
        List<JmhResult> sorted = new ArrayList<>(rs);
        boolean lower = rs.get(0).lowerIsBetter();
        Comparator<JmhResult> byScore = Comparator.comparingDouble(JmhResult::score);
        sorted.sort(lower ? byScore : byScore.reversed());
        JmhResult best = sorted.get(0);
        JmhResult baseline = rs.stream().filter(r -> r.impl().equals(BASELINE)).findFirst()
                .orElse(null);

        Kind kind;
        String method = "";
        double margin = Double.NaN;
        List<String> tied = new ArrayList<>();
        JmhResult runner = sorted.size() > 1 ? sorted.get(1) : null;
        if (runner == null) {
            kind = best.hasError() ? Kind.ONLY : Kind.NOT_ENOUGH_DATA;
        } else {
            margin = ratio(best, runner);
            if (!best.hasError() || !runner.hasError()) {
                kind = Kind.NOT_ENOUGH_DATA;
            } else {
                // Every other implementation the winner does not clearly beat ties with it:
                // usually just the runner-up, but also a slower one whose interval is too wide.
                for (JmhResult r : sorted.subList(1, sorted.size())) {
                    if (!r.hasError() || !clearlyBeats(best, r)) {
                        tied.add(r.impl());
                    }
                }
                Test t = beats(best, runner);
                if (tied.isEmpty()) {
                    kind = Kind.FASTEST;
                    method = t.method;
                } else {
                    kind = Kind.TIED;
                    if (!tied.get(0).equals(runner.impl())) {
                        JmhResult other = sorted.stream()
                                .filter(r -> r.impl().equals(tied.get(0))).findFirst().orElseThrow();
                        method = "beats the runner-up, not " + other.impl() + ": "
                                + beats(best, other).method;
                    } else if (!t.significant) {
                        method = "not significant (" + t.method + ")";
                    } else {
                        method = String.format(Locale.ROOT, "margin %.1f%% < 5%% (%s)",
                                (margin - 1) * 100, t.method);
                    }
                }
            }
        }

        List<Row> rows = new ArrayList<>();
        for (JmhResult r : sorted) {
            double speedup = Double.NaN;
            if (baseline != null) {
                speedup = lower ? baseline.score() / r.score() : r.score() / baseline.score();
            }
            String verdict;
            if (!r.hasError()) {
                verdict = "not enough data";
            } else if (r == best) {
                verdict = switch (kind) {
                    case FASTEST -> "fastest";
                    case TIED -> "tied with " + String.join(", ", tied);
                    case ONLY -> "only entry";
                    case NOT_ENOUGH_DATA -> "not enough data";
                };
            } else if (!best.hasError()) {
                verdict = "not enough data";
            } else if (clearlyBeats(best, r)) {
                verdict = String.format(Locale.ROOT, "%.2f\u00d7 slower than %s", ratio(best, r),
                        best.impl());
            } else {
                verdict = "tied with " + best.impl();
            }
            rows.add(new Row(r, speedup, verdict));
        }
        return new CaseVerdict(name, best.benchmark(), best.params(), best.unit(), best.mode(),
                kind, best.impl(), runner == null ? null : runner.impl(), margin, method,
                List.copyOf(tied), List.copyOf(rows));
    }

    /** How many times better a is than b (≥ 1 when a is the better one). */
    static double ratio(JmhResult a, JmhResult b) {
        return a.lowerIsBetter() ? b.score() / a.score() : a.score() / b.score();
    }

    /** a beats b significantly and by at least 5%. */
    static boolean clearlyBeats(JmhResult a, JmhResult b) {
        return ratio(a, b) >= MIN_MARGIN && beats(a, b).significant;
    }

    record Test(boolean significant, String method) {
    }

    /** Whether a is better than b beyond noise: disjoint 99.9% intervals, or Welch's t-test. */
    static Test beats(JmhResult a, JmhResult b) {
        if (disjoint(a, b)) {
            return new Test(true, "disjoint 99.9% intervals");
        }
        if (a.isCollectionMedian() && b.isCollectionMedian() && a.samples().length == b.samples().length) {
            // The same items timed by both: a paired test, not Welch's on two skewed spreads.
            double p = wilcoxonP(a.samples(), b.samples());
            if (Double.isNaN(p)) {
                return new Test(false, "intervals overlap; too few items for a signed-rank test");
            }
            String m = String.format(Locale.ROOT, "intervals overlap; Wilcoxon signed-rank over the %d items p = %.3g",
                    a.samples().length, p);
            return new Test(p < ALPHA && ratio(a, b) > 1, m);
        }
        double p = welchP(a.samples(), b.samples());
        if (Double.isNaN(p)) {
            return new Test(false, "intervals overlap; too few samples for a t-test");
        }
        String m = String.format(Locale.ROOT, "intervals overlap; Welch p = %.3g", p);
        return new Test(p < ALPHA && ratio(a, b) > 1, m);
    }

    /** Whether the 99.9% confidence intervals of a and b do not overlap. */
    public static boolean disjoint(JmhResult a, JmhResult b) {
        if (!a.hasError() || !b.hasError()) {
            return false;
        }
        return a.score() + a.error() < b.score() - b.error()
                || b.score() + b.error() < a.score() - a.error();
    }

    /** Two-sided p-value of the Wilcoxon signed-rank test of paired items, NaN where it cannot be computed. */
    static double wilcoxonP(double[] x, double[] y) {
        if (x.length < 5) {
            return Double.NaN;
        }
        try {
            return new WilcoxonSignedRankTest().wilcoxonSignedRankTest(x, y, x.length <= 30);
        } catch (RuntimeException e) {
            return Double.NaN;
        }
    }

    /** Two-sided p-value of Welch's t-test, NaN where it cannot be computed. */
    static double welchP(double[] x, double[] y) {
        if (x.length < 2 || y.length < 2) {
            return Double.NaN;
        }
        try {
            return new TTest().tTest(x, y);
        } catch (RuntimeException e) {
            return Double.NaN;
        }
    }
}
