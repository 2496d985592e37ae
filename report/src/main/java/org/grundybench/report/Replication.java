package org.grundybench.report;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Whether a verdict replicates in the run's baseline, judged by the same method (docs/results.md); "–" where this run has
 * no verdict to replicate. {@code fastestThere}: the baseline's fastest implementation of the case, null where none.
 */
public record Replication(String status, String against, String text, String fastestThere) {
    public static final String REPLICATED = "replicated";
    public static final String NEW = "new";
    public static final String FLIPPED = "flipped";
    public static final String NO_BASELINE = "no baseline";
    public static final String NONE = "\u2013";

    /** The replication of every verdict against the baseline's verdicts (null: no baseline). */
    public static Map<String, Replication> of(List<Verdicts.CaseVerdict> verdicts, String baseline,
            List<Verdicts.CaseVerdict> before) {
        return verdicts.stream().collect(Collectors.toMap(Verdicts.CaseVerdict::name, v -> of(v, baseline,
                before.stream().filter(b -> b.name().equals(v.name())).findFirst()), (x, y) -> x, LinkedHashMap::new));
    }

    static Replication of(Verdicts.CaseVerdict now, String baseline, Optional<Verdicts.CaseVerdict> then) {
        if (!now.kind().decided()) {
            return new Replication(NONE, null, NONE, null);
        }
        if (baseline == null) {
            return new Replication(NO_BASELINE, null, NO_BASELINE, null);
        }
        Verdicts.CaseVerdict before = then.orElse(null);
        String fastestThere = before == null || before.kind() != Verdicts.Kind.FASTEST ? null : before.best();
        boolean onlyThere = before != null && before.kind() == Verdicts.Kind.ONLY_ENTRY;
        // One implementation ran there and several here (or the reverse): no race to repeat.
        String newBecause = before == null ? "not measured" : !before.kind().decided() ? before.kind().text()
                : onlyThere != (now.kind() == Verdicts.Kind.ONLY_ENTRY) ? (onlyThere ? "only " + before.best() + " ran"
                : "several implementations ran") : null;
        if (newBecause != null) {
            return new Replication(NEW, baseline, "new (" + newBecause + " in " + baseline + ")", fastestThere);
        }
        if (before.identity().equals(now.identity())) {
            return new Replication(REPLICATED, baseline, "replicated (" + baseline + ")", fastestThere);
        }
        return new Replication(FLIPPED, baseline, "flipped (" + baseline + ": " + before.text() + ")", fastestThere);
    }

    /** How many of the run's "fastest" winners were the baseline's fastest too, and which cases name another fastest there. */
    static String summary(List<Verdicts.CaseVerdict> verdicts, Map<String, Replication> replication) {
        List<Verdicts.CaseVerdict> fastest = verdicts.stream().filter(v -> v.kind() == Verdicts.Kind.FASTEST).toList();
        long same = fastest.stream().filter(v -> v.best().equals(replication.get(v.name()).fastestThere())).count();
        List<String> other = fastest.stream().filter(v -> replication.get(v.name()).fastestThere() != null
                && !v.best().equals(replication.get(v.name()).fastestThere())).map(v -> v.name() + " (there: "
                + replication.get(v.name()).fastestThere() + ")").toList();
        return String.format(Locale.ROOT, "**Replication:** %d of the %d \"fastest\" winners here (%.0f%%) were the"
                + " baseline's fastest too; %s.", same, fastest.size(), fastest.isEmpty() ? 0.0 : 100.0 * same / fastest.size(),
                other.isEmpty() ? "no case names a different fastest implementation there"
                : other.size() + " case(s) name a different fastest implementation there: " + String.join("; ", other));
    }
}
