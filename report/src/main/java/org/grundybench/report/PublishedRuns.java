package org.grundybench.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.grundybench.workloads.Case;

/**
 * The runs of a results folder, judged again with the current method from their jmh.json: what a
 * report compares its verdicts with (replication) and where it finds a target its own run did not
 * measure. Newest first, by start time (run.properties) and then folder name, as the index orders
 * them.
 */
public final class PublishedRuns {
    /** One published run. */
    public record Run(String name, RunInfo info, List<JmhResult> results, List<Verdicts.CaseVerdict> verdicts) {
        String started() {
            return info.get("started_utc", "");
        }

        /** The fork JDK's major version, as JMH recorded it. */
        String jdkMajor() {
            return results.isEmpty() ? "?" : results.get(0).jdkMajor();
        }

        String profile() {
            return info.get("profile", "?");
        }

        Optional<Verdicts.CaseVerdict> verdict(String caseKey) {
            return verdicts.stream().filter(v -> v.name().equals(caseKey)).findFirst();
        }

        boolean measures(Case c) {
            return results.stream().anyMatch(r -> r.hasForks() && r.knownCase().equals(Optional.of(c)));
        }

        /** The commit, shortened, with "(dirty)" when the tree had uncommitted changes. */
        String commit() {
            String c = info.get("git_commit", "commit not recorded");
            c = c.length() > 10 ? c.substring(0, 10) : c;
            return "true".equals(info.get("git_dirty")) ? c + " (dirty)" : c;
        }

        /** The flags of the forked JVMs: run.properties' jvm_flags, else the jvmArgs JMH recorded. */
        String forkFlags() {
            String flags = info.get("jvm_flags");
            if (flags == null && !results.isEmpty()) {
                flags = results.get(0).settings().getOrDefault("jvmArgs", "");
            }
            return flags == null || flags.isBlank() ? "none" : flags;
        }
    }

    /** No results folder: nothing to compare with. */
    public static final PublishedRuns NONE = new PublishedRuns(null, List.of());

    private final Path dir;
    private final List<Run> runs;

    private PublishedRuns(Path dir, List<Run> runs) {
        this.dir = dir;
        this.runs = List.copyOf(runs);
    }

    /** The runs of a results folder (every subfolder with a readable jmh.json). */
    public static PublishedRuns scan(Path resultsDir) throws IOException {
        List<Run> runs = new ArrayList<>();
        try (Stream<Path> s = Files.list(resultsDir)) {
            for (Path d : s.filter(Files::isDirectory).sorted().toList()) {
                Path json = d.resolve("jmh.json");
                if (!Files.isRegularFile(json)) {
                    continue;
                }
                List<JmhResult> results = Report.readJson(json, () -> JmhResult.read(json));
                runs.add(new Run(d.getFileName().toString(), RunInfo.read(d), results, Verdicts.judge(results)));
            }
        }
        runs.sort(Comparator.comparing(Run::started).thenComparing(Run::name).reversed());
        return new PublishedRuns(resultsDir, runs);
    }

    /** The results folder, null for {@link #NONE}. */
    public Path dir() {
        return dir;
    }

    public List<Run> all() {
        return runs;
    }

    public Optional<Run> named(String name) {
        return runs.stream().filter(r -> r.name().equals(name)).findFirst();
    }

    /**
     * The run a verdict of run {@code name} (started {@code started}) is replicated against: the
     * newest run older than it with the same fork JDK major version and profile that measured the
     * case.
     */
    Optional<Run> previous(String name, String started, String jdkMajor, String profile, String caseKey) {
        return runs.stream()
                .filter(r -> !r.name().equals(name))
                .filter(r -> olderThan(r, started, name))
                .filter(r -> r.jdkMajor().equals(jdkMajor) && r.profile().equals(profile))
                .filter(r -> r.verdict(caseKey).isPresent())
                .findFirst();
    }

    private static boolean olderThan(Run r, String started, String name) {
        int c = r.started().compareTo(started);
        return c < 0 || c == 0 && r.name().compareTo(name) < 0;
    }

    /** The newest run other than {@code name} that measured every one of {@code cases}. */
    Optional<Run> newestMeasuring(String name, List<Case> cases) {
        return runs.stream().filter(r -> !r.name().equals(name))
                .filter(r -> cases.stream().allMatch(r::measures)).findFirst();
    }
}
