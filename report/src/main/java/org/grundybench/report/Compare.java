package org.grundybench.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Compares two runs: lists the scores that moved beyond their error (the 99.9% confidence
 * intervals of the two runs do not overlap), as Markdown.
 */
public final class Compare {
    private Compare() {
    }

    /** One measurement present in both runs. */
    public record Move(String caseKey, String impl, JmhResult before, JmhResult after) {
        /** after / before: above 1 is slower for times, faster for throughput. */
        public double ratio() {
            return after.score() / before.score();
        }

        public boolean improved() {
            return before.lowerIsBetter() ? after.score() < before.score()
                    : after.score() > before.score();
        }
    }

    /** The outcome of a comparison. */
    public record Result(List<Move> moved, List<Move> steady, List<Move> unknown,
            List<JmhResult> onlyBefore, List<JmhResult> onlyAfter) {
    }

    public static Result compare(List<JmhResult> before, List<JmhResult> after) {
        Map<String, JmhResult> a = index(before);
        Map<String, JmhResult> b = index(after);
        List<Move> moved = new ArrayList<>();
        List<Move> steady = new ArrayList<>();
        List<Move> unknown = new ArrayList<>();
        List<JmhResult> onlyBefore = new ArrayList<>();
        for (var e : a.entrySet()) {
            JmhResult x = e.getValue();
            JmhResult y = b.get(e.getKey());
            if (y == null) {
                onlyBefore.add(x);
                continue;
            }
            Move m = new Move(x.caseKey(), x.impl(), x, y);
            if (!x.unit().equals(y.unit()) || !x.hasError() || !y.hasError()) {
                unknown.add(m);
            } else if (Verdicts.disjoint(x, y)) {
                moved.add(m);
            } else {
                steady.add(m);
            }
        }
        List<JmhResult> onlyAfter = new ArrayList<>();
        b.forEach((k, v) -> {
            if (!a.containsKey(k)) {
                onlyAfter.add(v);
            }
        });
        return new Result(moved, steady, unknown, onlyBefore, onlyAfter);
    }

    static Map<String, JmhResult> index(List<JmhResult> rs) {
        Map<String, JmhResult> m = new LinkedHashMap<>();
        for (JmhResult r : rs) {
            m.put(r.key(), r);
        }
        return m;
    }

    public static String markdown(String beforeName, String afterName, Result r) {
        StringBuilder md = new StringBuilder();
        md.append("# ").append(beforeName).append(" \u2192 ").append(afterName).append("\n\n");
        md.append("A score moved when its 99.9% confidence intervals in the two runs do not ")
                .append("overlap. ").append(r.moved.size()).append(" moved, ")
                .append(r.steady.size()).append(" within their error, ")
                .append(r.unknown.size()).append(" not comparable (NaN error or another unit), ")
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
                        .append(Summary.scoreText(m.before)).append(" | ")
                        .append(Summary.scoreText(m.after)).append(" | ")
                        .append(m.after.unit()).append(" | ")
                        .append(String.format(Locale.ROOT, "%+.1f%% (%s)", (m.ratio() - 1) * 100,
                                m.improved() ? "better" : "worse"))
                        .append(" |\n");
            }
        }
        if (!r.unknown.isEmpty()) {
            md.append("\n## Not comparable\n\n");
            for (Move m : r.unknown) {
                md.append("- ").append(m.caseKey).append(", ").append(m.impl).append(": ")
                        .append(Summary.scoreText(m.before)).append(' ').append(m.before.unit())
                        .append(" \u2192 ").append(Summary.scoreText(m.after)).append(' ')
                        .append(m.after.unit()).append('\n');
            }
        }
        only(md, "Only in " + beforeName, r.onlyBefore);
        only(md, "Only in " + afterName, r.onlyAfter);
        return md.toString();
    }

    static void only(StringBuilder md, String title, List<JmhResult> rs) {
        if (rs.isEmpty()) {
            return;
        }
        md.append("\n## ").append(title).append("\n\n");
        for (JmhResult x : rs) {
            md.append("- ").append(x.caseKey()).append(", ").append(x.impl()).append('\n');
        }
    }
}
