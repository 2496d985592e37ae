package org.grundybench.report;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * One run folder as the benchmarks wrote it: {@code run.properties} (the machine facts),
 * {@code catalogue.json} (workloads, cases, implementations) and {@code jmh/*.json} (JMH's own
 * result files). Entries of one combination in several files are one result whose forks are
 * those of every file, files in name order.
 */
public record Run(String name, Path dir, Properties props, Catalogue catalogue, List<Result> results) {

    static final JsonMapper JSON = JsonMapper.builder().enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS).build();

    /** One entry of a JMH JSON result file, as far as the report reads it. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Entry(String jmhVersion, String benchmark, String mode, int threads, String jvm,
            List<String> jvmArgs, String jdkVersion, String vmName, String vmVersion, int warmupIterations,
            String warmupTime, int measurementIterations, String measurementTime, Map<String, String> params,
            Metric primaryMetric, Map<String, Metric> secondaryMetrics) {
        public Entry {
            jvmArgs = jvmArgs == null ? List.of() : jvmArgs;
            params = params == null ? Map.of() : params;
            secondaryMetrics = secondaryMetrics == null ? Map.of() : secondaryMetrics;
        }
    }

    /** A JMH metric: its score and, per fork, the measured iterations. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Metric(double score, String scoreUnit, double[][] rawData) {
        public Metric {
            rawData = rawData == null ? new double[0][] : rawData;
        }
    }

    /** The secondary result in which every benchmark reports a checksum of its answers. */
    static final String CHECKSUM = "checksum";

    /** Reads a run folder. */
    public static Run load(Path dir) throws IOException {
        Path abs = dir.toAbsolutePath().normalize();
        Properties props = new Properties();
        Path file = abs.resolve("run.properties");
        if (Files.isRegularFile(file)) {
            try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                props.load(r);
            }
        }
        Path cat = abs.resolve("catalogue.json");
        Catalogue catalogue = readJson(cat, Catalogue.class);
        if (catalogue == null || catalogue.workloads() == null) {
            throw new IOException(cat + " has no workloads");
        }
        Path jmh = abs.resolve("jmh");
        if (!Files.isDirectory(jmh)) {
            throw new NoSuchFileException(jmh.toString());
        }
        List<Path> files;
        try (Stream<Path> s = Files.list(jmh)) {
            files = s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        // One combination: benchmark, mode and parameters; its forks from every file in turn.
        Map<String, Entry> first = new LinkedHashMap<>();
        Map<String, List<double[]>> forks = new LinkedHashMap<>();
        Map<String, List<double[]>> sums = new LinkedHashMap<>();
        for (Path f : files) {
            Entry[] entries = readJson(f, Entry[].class);
            if (entries == null) {
                throw new IOException(f + " is not a JMH JSON result file (expected an array)");
            }
            for (Entry e : entries) {
                if (e.primaryMetric() == null) {
                    throw new IOException(f + ": an entry of " + e.benchmark() + " has no primaryMetric");
                }
                String key = e.benchmark() + " " + e.mode() + " " + new TreeMap<>(e.params());
                first.putIfAbsent(key, e);
                double[][] raw = e.primaryMetric().rawData();
                forks.computeIfAbsent(key, k -> new ArrayList<>()).addAll(Arrays.asList(raw));
                Metric sum = e.secondaryMetrics().get(CHECKSUM);
                List<double[]> s = sums.computeIfAbsent(key, k -> new ArrayList<>());
                for (int i = 0; i < raw.length; i++) {
                    s.add(sum != null && i < sum.rawData().length ? sum.rawData()[i] : new double[0]);
                }
            }
        }
        Map<String, Result> byCombination = new LinkedHashMap<>();
        for (var e : first.entrySet()) {
            Result r = result(abs, catalogue, e.getValue(), forks.get(e.getKey()).toArray(double[][]::new),
                    sums.get(e.getKey()).toArray(double[][]::new));
            byCombination.put(r.key(), r);
        }
        // In catalogue order: workloads, cases, implementations.
        List<Result> results = new ArrayList<>();
        for (Catalogue.Workload w : catalogue.workloads()) {
            for (Catalogue.Case c : w.cases()) {
                for (String impl : w.implementations()) {
                    Result r = byCombination.get(w.id() + " " + w.caseParam() + "=" + c.label() + " impl=" + impl);
                    if (r != null) {
                        results.add(r);
                    }
                }
            }
        }
        return new Run(abs.getFileName().toString(), abs, props, catalogue, List.copyOf(results));
    }

    private static Result result(Path dir, Catalogue catalogue, Entry e, double[][] forks, double[][] sums)
            throws IOException {
        String where = dir.resolve("jmh") + ": " + e.benchmark();
        Catalogue.Workload w = catalogue.byBenchmark(e.benchmark())
                .orElseThrow(() -> new IOException(where + " is not in catalogue.json"));
        String label = e.params().get(w.caseParam());
        Catalogue.Case c = w.theCase(label == null ? "" : label).orElseThrow(() -> new IOException(where
                + ": case " + w.caseParam() + "=" + label + " is not in catalogue.json"));
        String impl = e.params().get(w.implParam());
        if (impl == null && c.runs().size() == 1) {
            impl = c.runs().get(0);
        }
        if (!w.implementations().contains(impl)) {
            throw new IOException(where + ": implementation " + impl + " is not in catalogue.json");
        }
        boolean anySum = Arrays.stream(sums).anyMatch(s -> s.length > 0);
        return new Result(w, c, impl, e, forks, anySum ? sums : null);
    }

    /** Reads a JSON file; a syntax error becomes one line naming the file and where. */
    static <T> T readJson(Path file, Class<T> type) throws IOException {
        try {
            return JSON.readValue(file.toFile(), type);
        } catch (JsonProcessingException e) {
            var at = e.getLocation();
            throw new IOException(file + " is not valid JSON: " + Report.oneLine(e.getOriginalMessage())
                    + (at == null ? "" : " (line " + at.getLineNr() + ", column " + at.getColumnNr() + ")"), e);
        } catch (NoSuchFileException e) {
            throw e;
        } catch (IOException e) {
            if (!Files.exists(file)) {
                throw new NoSuchFileException(file.toString());
            }
            throw e;
        }
    }

    public String get(String key) {
        String v = props.getProperty(key);
        return v == null || v.isBlank() ? null : v.trim();
    }

    public String get(String key, String fallback) {
        String v = get(key);
        return v == null ? fallback : v;
    }

    String started() {
        return get("started_utc", "");
    }

    /** The run the verdicts are replicated against (run.properties {@code baseline}), null for none. */
    String baseline() {
        return get("baseline");
    }

    /** The commit, shortened, with "(dirty)" when the tree had uncommitted changes. */
    String commit() {
        String c = get("git_commit", "commit not recorded");
        c = c.length() > 10 ? c.substring(0, 10) : c;
        return "true".equals(get("git_dirty")) ? c + " (dirty)" : c;
    }

    /** The flags of the forked JVMs: run.properties' jvm_flags, else the jvmArgs JMH recorded. */
    String forkFlags() {
        String flags = get("jvm_flags");
        if (flags == null && !results.isEmpty()) {
            flags = String.join(" ", results.get(0).entry().jvmArgs());
        }
        return flags == null || flags.isBlank() ? "none" : flags;
    }

    /** The fork JDK's major version from {@code fork_jvm_version} ("openjdk version \"17.0.15\"" gives 17), or "?". */
    static String jdkMajor(String version) {
        if (version == null) {
            return "?";
        }
        int q = version.indexOf('"');
        String v = q >= 0 ? version.substring(q + 1) : version.strip();
        v = v.startsWith("1.") ? v.substring(2) : v;
        int end = 0;
        while (end < v.length() && Character.isDigit(v.charAt(end))) {
            end++;
        }
        return end == 0 ? "?" : v.substring(0, end);
    }

    /** Whether a folder holds a run the report can read. */
    static boolean isRun(Path dir) {
        return Files.isRegularFile(dir.resolve("catalogue.json")) && Files.isDirectory(dir.resolve("jmh"));
    }
}
