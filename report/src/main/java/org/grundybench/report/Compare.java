package org.grundybench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Compares two runs: a score moved when the 95% interval of the ratio of its two fork-level scores
 * (Welch, on the logs of the fork values) excludes 1.
 */
public final class Compare {
    private Compare() {
    }

    /** One combination in both runs; {@code change} is after / before of the scores, with its interval. */
    public record Move(Result before, Result after, ForkScore.Ratio change) {
        public boolean improved() {
            return before.lowerIsBetter() ? change.centre() < 1 : change.centre() > 1;
        }
    }

    public record Outcome(List<Move> moved, List<Move> steady, List<Move> unknown, List<Result> onlyBefore,
            List<Result> onlyAfter) {
    }

    public static Outcome compare(List<Result> before, List<Result> after) {
        Map<String, Result> b = after.stream().collect(Collectors.toMap(Result::key, Function.identity()));
        Outcome o = new Outcome(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>(),
                after.stream().filter(y -> before.stream().noneMatch(x -> x.key().equals(y.key()))).toList());
        for (Result x : before) {
            Result y = b.get(x.key());
            if (y == null) {
                o.onlyBefore().add(x);
            } else if (!x.unit().equals(y.unit()) || !x.hasForks() || !y.hasForks() || x.forks().length < 2 || y.forks().length < 2) {
                o.unknown().add(new Move(x, y, null));
            } else {
                Move m = new Move(x, y, ForkScore.ratio(y.forkScore(), x.forkScore()));
                (m.change().low() > 1 || m.change().high() < 1 ? o.moved() : o.steady()).add(m);
            }
        }
        return o;
    }

    public static String markdown(String beforeName, String afterName, Outcome r) {
        StringBuilder md = new StringBuilder("# ").append(beforeName).append(" \u2192 ").append(afterName).append("\n\n")
                .append("Scores are fork-level (geometric mean of the forks' values). A score moved when the 95% interval ")
                .append("of its ratio between the two runs (Welch, on the logs of the fork values) excludes 1. ")
                .append(r.moved().size()).append(" moved, ").append(r.steady().size()).append(" within their error, ")
                .append(r.unknown().size()).append(" not comparable (fewer than 2 forks or another unit), ")
                .append(r.onlyBefore().size()).append(" only in ").append(beforeName).append(", ")
                .append(r.onlyAfter().size()).append(" only in ").append(afterName).append(".\n\n## Moved beyond their error\n\n");
        if (r.moved().isEmpty()) {
            md.append("None.\n");
        } else {
            md.append("| Case | Implementation | ").append(beforeName).append(" | ").append(afterName)
                    .append(" | Change |\n|---|---|---:|---:|---|\n");
            for (Move m : r.moved()) {
                ForkScore.Ratio c = m.change();
                md.append(Summary.row(m.before().caseKey(), m.before().impl(), text(m.before()), text(m.after()),
                        String.format(Locale.ROOT, "%+.1f%% [%+.1f%%, %+.1f%%] (%s)", (c.centre() - 1) * 100,
                                (c.low() - 1) * 100, (c.high() - 1) * 100, m.improved() ? "better" : "worse")));
            }
        }
        if (!r.unknown().isEmpty()) {
            md.append("\n## Not comparable\n\n");
            r.unknown().forEach(m -> md.append("- ").append(m.before().key()).append(": ").append(text(m.before()))
                    .append(" \u2192 ").append(text(m.after())).append('\n'));
        }
        only(md, "Only in " + beforeName, r.onlyBefore());
        only(md, "Only in " + afterName, r.onlyAfter());
        return md.toString();
    }

    static String text(Result r) {
        return r.hasForks() ? Summary.scoreText(r.forkScore(), r.unit()) : "no usable fork";
    }

    static void only(StringBuilder md, String title, List<Result> rs) {
        if (!rs.isEmpty()) {
            md.append("\n## ").append(title).append("\n\n");
            rs.forEach(x -> md.append("- ").append(x.key()).append('\n'));
        }
    }
}
