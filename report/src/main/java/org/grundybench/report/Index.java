package org.grundybench.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The published runs of a results folder from their run.properties and fastest.json: results/README.md, results/latest
 * (a plain file, which reads the same on every clone and OS, where a symlink would not) and a new run's baseline.
 */
public final class Index {
    private Index() {
    }

    /** What a run's run.properties says; a blank value counts as none. */
    interface Facts {
        Properties props();

        default String get(String key) {
            return get(key, null);
        }

        default String get(String key, String fallback) {
            String v = props().getProperty(key);
            return v == null || v.isBlank() ? fallback : v.trim();
        }

        /** The run the verdicts are compared with, null for none. */
        default String baseline() {
            return get("baseline");
        }

        /** The commit, shortened, with "(dirty)" when the tree had uncommitted changes. */
        default String commit() {
            String c = get("git_commit", "commit not recorded");
            return c.substring(0, Math.min(10, c.length())) + ("true".equals(get("git_dirty")) ? " (dirty)" : "");
        }

        /** How often the run's procedure could look at the data: the verdicts' level is ALPHA / looks. */
        default int looks() {
            String v = get("planned_looks", "1");
            if (!v.matches("[1-9]\\d{0,2}")) {
                throw new IllegalArgumentException("run.properties: planned_looks=" + v + " is not a number from 1 to 999");
            }
            return Integer.parseInt(v);
        }

        /** The fork JDK's major version, from fork_jvm_version, or "?". */
        default String jdkMajor() {
            return Index.jdkMajor(get("fork_jvm_version", ""));
        }

        /** Whether the run measured the whole suite: its JMH options ({@code args}) name no benchmark pattern, no -p, no -e. */
        default boolean wholeSuite() {
            String[] tokens = get("args", "").split("\\s+");
            for (int i = 0; i < tokens.length; i++) {
                if (!tokens[i].isEmpty() && (!tokens[i].startsWith("-") || tokens[i].equals("-p") || tokens[i].equals("-e"))) {
                    return false;
                }
                i += FLAGS.contains(tokens[i]) || tokens[i].isEmpty() ? 0 : 1; // skip an option's value
            }
            return true;
        }
    }

    /** A run; {@code path}: its folder within the results folder, {@code archive/NAME} for an archived run. */
    record Entry(String name, Properties props, String path) implements Facts {
        Entry(String name, Properties props) {
            this(name, props, name);
        }

        boolean archived() {
            return !path.equals(name);
        }
    }

    /** The results folder's subfolders of runs that later runs replaced, and of notes beside the runs. */
    static final String ARCHIVE = "archive";
    static final String NOTES = "notes";

    /** JMH options that take no value; every other option is followed by one. */
    private static final Set<String> FLAGS = Set.of("-h", "-l", "-lp", "-lprof", "-lrf");

    /**
     * The runs of a results folder (every subfolder with a run.properties, and of its {@value #ARCHIVE} folder), newest
     * first by start time, then name.
     */
    static List<Entry> runs(Path resultsDir) throws IOException {
        List<Entry> runs = new ArrayList<>();
        for (String under : List.of("", ARCHIVE)) {
            Path dir = resultsDir.resolve(under);
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<Path> s = Files.list(dir)) {
                for (Path d : s.filter(d -> Files.isRegularFile(d.resolve("run.properties"))).sorted().toList()) {
                    String name = d.getFileName().toString();
                    runs.add(new Entry(name, Run.properties(d), under.isEmpty() ? name : under + "/" + name));
                }
            }
        }
        runs.sort(Comparator.comparing((Entry e) -> e.get("started_utc", "")).thenComparing(Entry::name).reversed());
        return runs;
    }

    /** The newest run (a whole-suite one where there is one) of {@code runs} that passes {@code filter}. */
    static Optional<Entry> newest(List<Entry> runs, java.util.function.Predicate<Entry> filter) {
        return runs.stream().filter(filter).filter(Entry::wholeSuite).findFirst().or(() -> runs.stream().filter(filter).findFirst());
    }

    /** A JDK's major version from the first line of its {@code java -version} ("openjdk version \"17.0.15\"" gives 17), or "?". */
    public static String jdkMajor(String version) {
        Matcher m = Pattern.compile("^(?:[^\"]*\")?(?:1\\.)?(\\d+)").matcher(version);
        return m.find() ? m.group(1) : "?";
    }

    /** The baseline of a run: the newest readable run of the same profile and fork JDK major version started before it. */
    public static Optional<String> baseline(Path runDir, Path resultsDir) throws IOException {
        Entry run = new Entry(runDir.toAbsolutePath().normalize().getFileName().toString(), Run.properties(runDir));
        return newest(runs(resultsDir), r -> !r.archived() && !r.name().equals(run.name()) && Run.isRun(resultsDir.resolve(r.name()))
                && r.get("started_utc", "").compareTo(run.get("started_utc", "")) < 0 && r.get("profile", "?").equals(run.get("profile", "?"))
                && !r.jdkMajor().equals("?") && r.jdkMajor().equals(run.jdkMajor())).map(Entry::name);
    }

    /** Regenerates README.md and latest in a results folder; returns the newest run or null. */
    public static String write(Path resultsDir) throws IOException {
        List<Entry> all = runs(resultsDir);
        List<Entry> runs = all.stream().filter(r -> !r.archived()).toList();
        Entry latest = runs.stream().filter(r -> r.wholeSuite() && "full".equals(r.get("profile", ""))).findFirst()
                .or(() -> newest(runs, r -> true)).orElse(null);
        StringBuilder md = new StringBuilder("# Benchmark results\n\n");
        if (latest != null) {
            md.append("**The latest full run, ").append(latest.name()).append("** ([summary](").append(latest.name())
                    .append("/summary.md)): ").append(counts(resultsDir.resolve(latest.name()).resolve("fastest.json")))
                    .append(". Which to choose, case by case: its summary, and the project's README.\n\n");
        }
        md.append("Generated by the report tool (`report/`); do not edit ")
                .append("by hand. What a run folder holds and how its verdicts are reached: [docs/results.md](../docs/results.md). ")
                .append("`latest` names the newest whole-suite run of the `full` profile (else of any profile, else the newest run); ")
                .append("scope: the whole suite, or the selection the run's options made. Verdicts: the cases counted by kind; ")
                .append("tied: within ").append(Verdicts.times(Verdicts.TIE.lead())).append(" (a larger lead would have shown), ")
                .append("undecided: a larger lead could have gone unseen, single: one implementation ran (nothing to race).\n\n");
        table(md, "Runs", runs, latest, resultsDir);
        List<Entry> archived = all.stream().filter(Entry::archived).toList();
        if (!archived.isEmpty()) {
            table(md, "Archived runs (replaced by later runs: older spellings of the catalogue, earlier comparisons)", archived,
                    latest, resultsDir);
        }
        Path notes = resultsDir.resolve(NOTES);
        if (Files.isDirectory(notes)) {
            md.append("## Notes\n\n");
            try (Stream<Path> s = Files.list(notes)) {
                for (Path n : s.filter(n -> n.toString().endsWith(".md")).sorted().toList()) {
                    String title = Files.readAllLines(n).stream().findFirst().orElse("").replaceFirst("^#+\\s*", "");
                    md.append("- [").append(n.getFileName()).append("](").append(NOTES).append('/').append(n.getFileName())
                            .append("): ").append(title).append('\n');
                }
            }
            md.append('\n');
        }
        Files.writeString(resultsDir.resolve("README.md"), md.toString());
        if (latest == null) {
            Files.deleteIfExists(resultsDir.resolve("latest"));
            return null;
        }
        Files.writeString(resultsDir.resolve("latest"), latest.name() + "\n");
        return latest.name();
    }

    private static void table(StringBuilder md, String title, List<Entry> runs, Entry latest, Path resultsDir) throws IOException {
        md.append("## ").append(title).append("\n\n").append(runs.isEmpty() ? "No runs yet.\n\n"
                : "| Run | Profile | Scope | Fork JDK | Commit | Started (UTC) | Baseline | Verdicts | Summary |\n"
                + "|---|---|---|---|---|---|---|---|---|\n");
        for (Entry r : runs) {
            Path dir = resultsDir.resolve(r.path());
            md.append(Summary.row(r.name() + (r == latest ? " (latest)" : ""), r.get("profile", "?"),
                    r.wholeSuite() ? "whole suite" : "selection: `" + r.get("args", "") + "`", r.jdkMajor(),
                    r.commit(), r.get("started_utc", "?"), r.get("baseline", "\u2013"), counts(dir.resolve("fastest.json")),
                    Files.isRegularFile(dir.resolve("summary.md")) ? "[summary](" + r.path() + "/summary.md)" : "not rendered"));
        }
        md.append(runs.isEmpty() ? "" : "\n");
    }

    /** The verdicts of a run's fastest.json, counted by kind. */
    static String counts(Path fastestJson) throws IOException {
        if (!Files.isRegularFile(fastestJson)) {
            return "\u2013";
        }
        Map<Verdicts.Kind, Long> n = new EnumMap<>(Verdicts.Kind.class);
        for (JsonNode v : Run.readJson(fastestJson, JsonNode.class).path("verdicts")) {
            Verdicts.Kind kind = Arrays.stream(Verdicts.Kind.values()).filter(k -> k.text().equals(v.path("kind").asText()))
                    .findFirst().orElseThrow(() -> new IOException(fastestJson + ": unknown verdict kind " + v.path("kind")));
            n.merge(kind, 1L, Long::sum);
        }
        return Verdicts.counts(n);
    }
}
