package org.grundybench.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Compares two runs: lists the scores that moved beyond their noise, as Markdown. With the fork as
 * the unit ({@link ForkScore}): a score moved when the 95% interval of the ratio of its two
 * fork-level scores (Welch, on the logs of the fork values) excludes 1.
 */
public final class Compare {
    private Compare() {
    }

    /** One measurement present in both runs. */
    public record Move(String caseKey, String impl, Result before, Result after) {
        /** after / before, of the fork-level scores: above 1 is slower for times, faster for throughput. */
        public double ratio() {
            return interval().centre();
        }

        /** after / before with its 95% interval. */
        public ForkScore.Ratio interval() {
            return ForkScore.ratio(after.forkScore(), before.forkScore());
        }

        public boolean improved() {
            return before.lowerIsBetter() ? ratio() < 1 : ratio() > 1;
        }
    }

    /** The outcome of a comparison. */
    public record Outcome(List<Move> moved, List<Move> steady, List<Move> unknown,
            List<Result> onlyBefore, List<Result> onlyAfter) {
    }

    public static Outcome compare(List<Result> before, List<Result> after) {
        Map<String, Result> a = index(before);
        Map<String, Result> b = index(after);
        List<Move> moved = new ArrayList<>();
        List<Move> steady = new ArrayList<>();
        List<Move> unknown = new ArrayList<>();
        List<Result> onlyBefore = new ArrayList<>();
        for (var e : a.entrySet()) {
            Result x = e.getValue();
            Result y = b.get(e.getKey());
            if (y == null) {
                onlyBefore.add(x);
                continue;
            }
            Move m = new Move(x.caseKey(), x.impl(), x, y);
            if (!x.unit().equals(y.unit()) || !x.hasForks() || !y.hasForks()
                    || x.forks().length < 2 || y.forks().length < 2) {
                unknown.add(m);
            } else if (m.interval().low() > 1 || m.interval().high() < 1) {
                moved.add(m);
            } else {
                steady.add(m);
            }
        }
        List<Result> onlyAfter = new ArrayList<>();
        b.forEach((k, v) -> {
            if (!a.containsKey(k)) {
                onlyAfter.add(v);
            }
        });
        return new Outcome(moved, steady, unknown, onlyBefore, onlyAfter);
    }

    static Map<String, Result> index(List<Result> rs) {
        Map<String, Result> m = new LinkedHashMap<>();
        for (Result r : rs) {
            m.put(r.key(), r);
        }
        return m;
    }

    public static String markdown(String beforeName, String afterName, Outcome r) {
        StringBuilder md = new StringBuilder();
        md.append("# ").append(beforeName).append(" \u2192 ").append(afterName).append("\n\n");
        md.append("Scores are fork-level (geometric mean of the forks' values). A score moved when the ")
                .append("95% interval of its ratio between the two runs (Welch, on the logs of the fork ")
                .append("values) excludes 1. ").append(r.moved.size()).append(" moved, ")
                .append(r.steady.size()).append(" within their error, ")
                .append(r.unknown.size()).append(" not comparable (fewer than 2 forks or another unit), ")
                .append(r.onlyBefore.size()).append(" only in ").append(beforeName).append(", ")
                .append(r.onlyAfter.size()).append(" only in ").append(afterName).append(".\n\n");
        md.append("## Moved beyond their error\n\n");
        if (r.moved.isEmpty()) {
            md.append("None.\n");
        } else {
            md.append("| Case | Implementation | ").append(beforeName).append(" | ")
                    .append(afterName).append(" | Unit | Change |\n|---|---|---:|---:|---|---|\n");
            for (Move m : r.moved) {
                md.append("| ").append(m.caseKey).append(" | ").append(m.impl).append(" | ")
                        .append(Summary.scoreText(m.before.forkScore(), m.before.unit())).append(" | ")
                        .append(Summary.scoreText(m.after.forkScore(), m.after.unit())).append(" | ")
                        .append(String.format(Locale.ROOT, "%+.1f%% [%+.1f%%, %+.1f%%] (%s)", (m.ratio() - 1) * 100,
                                (m.interval().low() - 1) * 100, (m.interval().high() - 1) * 100,
                                m.improved() ? "better" : "worse"))
                        .append(" |\n");
            }
        }
        if (!r.unknown.isEmpty()) {
            md.append("\n## Not comparable\n\n");
            for (Move m : r.unknown) {
                md.append("- ").append(m.caseKey).append(", ").append(m.impl).append(": ")
                        .append(text(m.before)).append(" \u2192 ").append(text(m.after)).append('\n');
            }
        }
        only(md, "Only in " + beforeName, r.onlyBefore);
        only(md, "Only in " + afterName, r.onlyAfter);
        return md.toString();
    }

    static String text(Result r) {
        return r.hasForks() ? Summary.scoreText(r.forkScore(), r.unit()) : "no usable fork";
    }

    static void only(StringBuilder md, String title, List<Result> rs) {
        if (rs.isEmpty()) {
            return;
        }
        md.append("\n## ").append(title).append("\n\n");
        for (Result x : rs) {
            md.append("- ").append(x.caseKey()).append(", ").append(x.impl()).append('\n');
        }
    }
}
