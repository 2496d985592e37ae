package org.grundybench.report;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * One run folder as the benchmarks wrote it: {@code run.properties} (the machine facts),
 * {@code catalogue.json} (workloads, cases, implementations), {@code jmh/*.json} (JMH's own
 * result files; a combination's entries in several files are one result with the forks of each,
 * files in name order) and {@code footprint.json} where the run has one ({@code footprint} null
 * where not); {@code stopped}, per case and implementation, the least seconds an operation took in the fork that
 * order.tsv says the screening round stopped.
 */
public record Run(String name, Path dir, Properties props, Catalogue catalogue, List<Result> results, Footprint footprint,
        Map<String, Map<String, Double>> stopped) implements Index.Facts {

    /** JMH may write NaN; only the fields read are needed, and a null list, map or array is empty. NaN is written "NaN". */
    static final JsonMapper JSON = JsonMapper.builder().enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .enable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY) // accessor-derived properties come in no fixed order
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .withConfigOverride(List.class, o -> o.setSetterInfo(JsonSetter.Value.forValueNulls(Nulls.AS_EMPTY)))
            .withConfigOverride(Map.class, o -> o.setSetterInfo(JsonSetter.Value.forValueNulls(Nulls.AS_EMPTY)))
            .withConfigOverride(double[][].class, o -> o.setSetterInfo(JsonSetter.Value.forValueNulls(Nulls.AS_EMPTY))).build();

    /** One entry of a JMH JSON result file, as far as the report reads it. */
    public record Entry(String jmhVersion, String benchmark, String mode, int threads, String jvm,
            List<String> jvmArgs, String jdkVersion, String vmName, String vmVersion, int warmupIterations,
            String warmupTime, int measurementIterations, String measurementTime, Map<String, String> params,
            @JsonProperty(required = true) Metric primaryMetric, Map<String, Metric> secondaryMetrics) {
    }

    /** A JMH metric: its score and, per fork, the measured iterations. */
    public record Metric(double score, String scoreUnit, double[][] rawData) {
    }

    /**
     * footprint.json: per combination (as jmh/ names it) the means over its operations of the bytes retained and the work
     * done; {@code workMin}/{@code workMax} the spread where a repeat counted differently (a parallel search), else null.
     */
    public record Footprint(String java, List<Footprint.Entry> entries) {
        public record Entry(String benchmark, Map<String, String> params, int operations, double retainedBytes, Work work,
                Work workMin, Work workMax) {
        }

        public record Work(double positions, double options, double lookups, double hits, double stored) {
        }
    }

    /** The secondary result in which every benchmark reports a checksum of its answers. */
    static final String CHECKSUM = "checksum";
    /** JMH's GC profiler's bytes allocated per operation. */
    static final String ALLOCATED = "gc.alloc.rate.norm";
    /** order.tsv's status of a fork the screening round stopped (the suite's Watch). */
    static final Pattern STOPPED = Pattern.compile("stopped: at least ([0-9.]+) s an operation");
    private static final Metric NO_METRIC = new Metric(Double.NaN, null, new double[0][]);

    public static Run load(Path dir) throws IOException {
        Path abs = Report.existing(dir).toAbsolutePath().normalize();
        Properties props = properties(abs);
        Catalogue catalogue = readJson(abs.resolve("catalogue.json"), Catalogue.class);
        if (catalogue == null || catalogue.workloads() == null) {
            throw new IOException(abs.resolve("catalogue.json") + " has no workloads");
        }
        List<Path> files;
        try (Stream<Path> s = Files.list(abs.resolve("jmh"))) {
            files = s.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        // One combination: benchmark, parameters and mode; its entries from every file in turn.
        Map<String, List<Entry>> combinations = new LinkedHashMap<>();
        for (Path f : files) {
            Entry[] entries = readJson(f, Entry[].class);
            if (entries == null) {
                throw new IOException(f + " is not a JMH JSON result file (expected an array)");
            }
            for (Entry e : entries) {
                combinations.computeIfAbsent(e.benchmark() + "\t" + params(e.params()) + "\t" + e.mode(), k -> new ArrayList<>()).add(e);
            }
        }
        List<String[]> order = order(abs.resolve("order.tsv"));
        Map<String, List<Integer>> ran = new LinkedHashMap<>();
        Map<String, Map<String, Double>> stopped = new LinkedHashMap<>();
        for (String[] f : order) {
            Matcher m = STOPPED.matcher(f[6]);
            if (f[6].equals("ok")) {
                ran.computeIfAbsent(f[2] + "\t" + f[3], k -> new ArrayList<>()).add(Integer.parseInt(f[0]));
            } else if (m.matches()) {
                Map<String, String> params = Arrays.stream(f[3].split(",")).map(p -> p.split("=", 2))
                        .collect(Collectors.toMap(p -> p[0], p -> p.length > 1 ? p[1] : ""));
                Catalogue.Workload w = workload(catalogue, f[2], abs.resolve("order.tsv") + ": " + f[2]);
                stopped.computeIfAbsent(Result.caseKey(w, params.get(w.caseParam())), k -> new LinkedHashMap<>())
                        .put(params.get(w.implParam()), Double.parseDouble(m.group(1)));
            }
        }
        Footprint footprint = Files.isRegularFile(abs.resolve("footprint.json")) ? readJson(abs.resolve("footprint.json"),
                Footprint.class) : null;
        Map<String, Footprint.Entry> held = footprint == null ? Map.of() : footprint.entries().stream().collect(Collectors.toMap(
                f -> f.benchmark() + "\t" + params(f.params()), f -> f, (a, b) -> a));
        List<Result> results = new ArrayList<>();
        for (Map.Entry<String, List<Entry>> c : combinations.entrySet()) {
            String combination = c.getKey().substring(0, c.getKey().lastIndexOf('\t'));
            results.add(result(abs, catalogue, c.getValue(), ran.get(combination), held.get(combination)));
        }
        results.sort(Comparator.comparingInt((Result r) -> catalogue.workloads().indexOf(r.workload()))
                .thenComparingInt(r -> r.workload().cases().indexOf(r.theCase()))
                .thenComparingInt(r -> r.workload().implementations().indexOf(r.impl())));
        return new Run(abs.getFileName().toString(), abs, props, catalogue, List.copyOf(results), footprint, stopped);
    }

    /**
     * One combination's result: the forks of its entries in turn, with their checksums, and their rounds: order.tsv's
     * where as many forks ran, else fork i's is i + 1 (a run without order.tsv); its secondary metrics likewise.
     */
    private static Result result(Path dir, Catalogue catalogue, List<Entry> entries, List<Integer> ran, Footprint.Entry held)
            throws IOException {
        Entry e = entries.get(0);
        double[][] forks = entries.stream().flatMap(x -> Arrays.stream(x.primaryMetric().rawData())).toArray(double[][]::new);
        int[] rounds = ran != null && ran.size() == forks.length ? ran.stream().mapToInt(Integer::intValue).toArray()
                : IntStream.rangeClosed(1, forks.length).toArray();
        String where = dir.resolve("jmh") + ": " + e.benchmark();
        Catalogue.Workload w = workload(catalogue, e.benchmark(), where);
        String label = e.params().get(w.caseParam());
        Catalogue.Case c = w.cases().stream().filter(x -> x.label().equals(label)).findFirst().orElseThrow(() -> new IOException(where
                + ": case " + w.caseParam() + "=" + label + " is not in catalogue.json"));
        String impl = e.params().getOrDefault(w.implParam(), c.runs().size() == 1 ? c.runs().get(0) : null);
        if (!w.implementations().contains(impl)) {
            throw new IOException(where + ": implementation " + impl + " is not in catalogue.json");
        }
        double[][] bytes = secondary(entries, ALLOCATED);
        return new Result(w, c, impl, e, forks, secondary(entries, CHECKSUM), rounds, bytes, held);
    }

    /** The workload of a benchmark; {@code where} names the file that names it, where the catalogue has none. */
    private static Catalogue.Workload workload(Catalogue catalogue, String benchmark, String where) throws IOException {
        return catalogue.workloads().stream().filter(x -> x.benchmark().equals(benchmark)).findFirst()
                .orElseThrow(() -> new IOException(where + " is not in catalogue.json"));
    }

    /** A secondary metric's iterations per fork, aligned with the forks (a fork's empty where it has none); null where none has. */
    private static double[][] secondary(List<Entry> entries, String metric) {
        double[][] v = entries.stream().flatMap(x -> Arrays.stream(Arrays.copyOf(x.secondaryMetrics().getOrDefault(metric,
                NO_METRIC).rawData(), x.primaryMetric().rawData().length))).map(s -> s == null ? new double[0] : s)
                .toArray(double[][]::new);
        return Arrays.stream(v).anyMatch(s -> s.length > 0) ? v : null;
    }

    /** A combination's parameters as order.tsv writes them: {@code board=_4x4_30,impl=canonical_groups}. */
    public static String params(Map<String, String> params) {
        return new TreeMap<>(params).entrySet().stream().map(p -> p.getKey() + "=" + p.getValue()).collect(Collectors.joining(","));
    }

    /** The rows of order.tsv, split into their seven columns; none without the file. */
    public static List<String[]> order(Path orderTsv) throws IOException {
        return !Files.isRegularFile(orderTsv) ? List.of() : Files.readAllLines(orderTsv, StandardCharsets.UTF_8).stream()
                .map(l -> l.split("\t")).filter(f -> f.length >= 7 && f[0].matches("\\d+")).toList();
    }

    /** Reads a JSON file; a syntax error becomes one line naming the file and where. */
    static <T> T readJson(Path file, Class<T> type) throws IOException {
        try {
            return JSON.readValue(Report.existing(file).toFile(), type);
        } catch (JsonProcessingException e) {
            var at = e.getLocation();
            throw new IOException(file + " is not valid JSON: " + Report.oneLine(e.getOriginalMessage())
                    + (at == null ? "" : " (line " + at.getLineNr() + ", column " + at.getColumnNr() + ")"), e);
        }
    }

    /** A run folder's run.properties, empty where it has none. */
    static Properties properties(Path runDir) throws IOException {
        Properties p = new Properties();
        Path f = runDir.resolve("run.properties");
        if (Files.isRegularFile(f)) {
            try (Reader r = Files.newBufferedReader(f, StandardCharsets.UTF_8)) {
                p.load(r);
            }
        }
        return p;
    }

    static boolean isRun(Path dir) {
        return Files.isRegularFile(dir.resolve("catalogue.json")) && Files.isDirectory(dir.resolve("jmh"));
    }
}
