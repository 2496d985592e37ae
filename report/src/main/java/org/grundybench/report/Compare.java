package org.grundybench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/** Compares two runs: a score moved when the 95% interval of the ratio of its fork-level scores in the two excludes 1. */
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

    /** The cases both runs judged, each its two verdicts (before, after), and those whose verdicts differ. */
    private record Pairs(List<Verdicts.CaseVerdict> before, List<Verdicts.CaseVerdict> after, List<Verdicts.CaseVerdict[]> both,
            List<Verdicts.CaseVerdict[]> differ) {
        static Pairs of(List<Verdicts.CaseVerdict> before, List<Verdicts.CaseVerdict> after) {
            List<Verdicts.CaseVerdict[]> both = before.stream().flatMap(v -> after.stream().filter(w -> w.name().equals(v.name()))
                    .map(w -> new Verdicts.CaseVerdict[] {v, w})).toList();
            // A different kind, winner or tied group; a tie's order is noise.
            return new Pairs(before, after, both, both.stream().filter(p -> !p[0].identity().equals(p[1].identity())).toList());
        }
    }

    /**
     * How many cases both runs name a fastest in (a race, not an only entry), in how many the same one; how many differ; each
     * run's verdicts counted by kind.
     */
    static String agreement(String beforeName, String afterName, List<Verdicts.CaseVerdict> before,
            List<Verdicts.CaseVerdict> after) {
        return agreement(beforeName, afterName, Pairs.of(before, after));
    }

    private static String agreement(String beforeName, String afterName, Pairs pairs) {
        List<Verdicts.CaseVerdict[]> fastest = pairs.both().stream().filter(p -> p[0].fastest() != null && p[1].fastest() != null
                && p[0].kind() != Verdicts.Kind.ONLY_ENTRY && p[1].kind() != Verdicts.Kind.ONLY_ENTRY).toList();
        long same = fastest.stream().filter(p -> p[0].fastest().equals(p[1].fastest())).count();
        return String.format(Locale.ROOT, "Cases in both runs: %d; with a fastest in both (a race, not an only entry): %d, the same"
                + " one in %d (%.0f%%); %s. By kind, %s: %s; %s: %s.", pairs.both().size(), fastest.size(), same,
                fastest.isEmpty() ? 0 : 100.0 * same / fastest.size(), pairs.differ().isEmpty() ? "no verdict differs"
                : pairs.differ().size() + " verdict(s) differ", beforeName, Verdicts.counts(pairs.before()), afterName,
                Verdicts.counts(pairs.after()));
    }

    /** The two runs' verdicts side by side: their {@link #agreement}, and a row for each case where they differ. */
    static String verdicts(String beforeName, String afterName, List<Verdicts.CaseVerdict> before, List<Verdicts.CaseVerdict> after) {
        Pairs pairs = Pairs.of(before, after);
        List<Verdicts.CaseVerdict[]> differ = pairs.differ();
        StringBuilder md = new StringBuilder(agreement(beforeName, afterName, pairs)).append('\n');
        md.append(differ.isEmpty() ? "" : "\n" + Summary.row("Case", beforeName, afterName, "") + "|---|---|---|---|\n");
        differ.forEach(p -> md.append(Summary.row(p[0].name(), p[0].text(), p[1].text(), p[0].fastest() != null
                && p[1].fastest() != null && !p[0].fastest().equals(p[1].fastest()) ? "**a different fastest**" : "")));
        return md.toString();
    }

    public static String markdown(String beforeName, String afterName, Outcome r) {
        StringBuilder md = new StringBuilder(("# %s \u2192 %s\n\n%d moved, %d within their error, %d not comparable (fewer than 2"
                + " forks or another unit), %d only in %s, %d only in %s. The method: [docs/results.md](../docs/results.md"
                + "#reproducing-and-comparing-runs).\n\n## Moved beyond their error\n\n").formatted(beforeName, afterName,
                r.moved().size(), r.steady().size(), r.unknown().size(), r.onlyBefore().size(), beforeName, r.onlyAfter().size(),
                afterName));
        md.append(r.moved().isEmpty() ? "None.\n"
                : Summary.row("Case", "Implementation", beforeName, afterName, "Change") + "|---|---|---:|---:|---|\n");
        for (Move m : r.moved()) {
            ForkScore.Ratio c = m.change();
            md.append(Summary.row(m.before().caseKey(), m.before().impl(), text(m.before()), text(m.after()), String.format(Locale.ROOT,
                    "%+.1f%% [%+.1f%%, %+.1f%%] (%s)", (c.centre() - 1) * 100, (c.low() - 1) * 100, (c.high() - 1) * 100,
                    m.improved() ? "better" : "worse")));
        }
        Summary.list(md, "\n## Not comparable\n\n", r.unknown().stream().map(m -> m.before().key() + ": " + text(m.before())
                + " \u2192 " + text(m.after())).toList());
        Summary.list(md, "\n## Only in " + beforeName + "\n\n", r.onlyBefore().stream().map(Result::key).toList());
        Summary.list(md, "\n## Only in " + afterName + "\n\n", r.onlyAfter().stream().map(Result::key).toList());
        return md.toString();
    }

    static String text(Result r) {
        return r.hasForks() ? Summary.scoreText(r.forkScore(), r.unit()) : "no usable fork";
    }
}
