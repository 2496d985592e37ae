package org.grundybench.report;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Whether a verdict replicates: the same case judged with the same method in the previous
 * comparable run ({@link PublishedRuns#previous}: same fork JDK major version and profile, the
 * newest older run that measured the case). "replicated" when the kind and the winner (for a tie,
 * the tied group) are the same there, "flipped" when they differ, "new" when that run has no
 * verdict on speed for the case or there is no such run.
 *
 * @param status replicated, new, flipped, or "–" where this run has no verdict to replicate
 * @param against the run compared with, null if none
 * @param text the status with the run and, for a flip, the verdict there
 */
public record Replication(String status, String against, String text) {
    public static final String REPLICATED = "replicated";
    public static final String NEW = "new";
    public static final String FLIPPED = "flipped";
    public static final String NONE = "\u2013";

    /** The replication of every verdict of run {@code name} against the published runs. */
    public static Map<String, Replication> of(String name, RunInfo info, List<JmhResult> results,
            List<Verdicts.CaseVerdict> verdicts, PublishedRuns runs) {
        Map<String, Replication> out = new LinkedHashMap<>();
        String jdk = results.isEmpty() ? "?" : results.get(0).jdkMajor();
        String profile = info.get("profile", "?");
        String started = info.get("started_utc", "");
        for (Verdicts.CaseVerdict v : verdicts) {
            out.put(v.name(), of(v, runs.dir() == null ? null
                    : runs.previous(name, started, jdk, profile, v.name()), jdk, profile));
        }
        return out;
    }

    static Replication of(Verdicts.CaseVerdict now, Optional<PublishedRuns.Run> previous, String jdk,
            String profile) {
        if (!now.kind().decided()) {
            return new Replication(NONE, null, NONE);
        }
        if (previous == null) {
            return new Replication(NONE, null, "not checked (no results folder)");
        }
        if (previous.isEmpty()) {
            return new Replication(NEW, null, "new (no earlier JDK " + jdk + " `" + profile + "` run measured it)");
        }
        PublishedRuns.Run run = previous.get();
        Verdicts.CaseVerdict before = run.verdict(now.name()).orElseThrow();
        if (!before.kind().decided()) {
            return new Replication(NEW, run.name(), "new (" + before.kind().text + " in " + run.name() + ")");
        }
        if ((before.kind() == Verdicts.Kind.ONLY) != (now.kind() == Verdicts.Kind.ONLY)) {
            // One implementation ran there and several here (or the reverse): no race to repeat.
            return new Replication(NEW, run.name(), "new (" + (before.kind() == Verdicts.Kind.ONLY
                    ? "only " + before.best() + " ran" : "several implementations ran") + " in " + run.name() + ")");
        }
        if (before.identity().equals(now.identity())) {
            return new Replication(REPLICATED, run.name(), "replicated (" + run.name() + ")");
        }
        return new Replication(FLIPPED, run.name(), "flipped (" + run.name() + ": " + before.text() + ")");
    }
}
