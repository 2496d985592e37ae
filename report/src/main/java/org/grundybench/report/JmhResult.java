package org.grundybench.report;

import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.grundybench.workloads.Case;
import org.grundybench.workloads.CaseGroup;
import org.grundybench.workloads.Catalogue;

/**
 * One entry of JMH's JSON result file ({@code -rf json}): one benchmark method with one
 * combination of parameters. The implementation parameter ({@code impl}) is taken apart from
 * the others. A benchmark the catalogue knows has its case read by the catalogue and written
 * back as its label ({@code 4x4}, however the run recorded it), and the implementation of a
 * benchmark run by one only filled in from the catalogue.
 *
 * <p>{@code forks} keeps JMH's {@code rawData}: per fork, the measured iterations in order; the
 * verdicts and intervals come from it through {@link #forkScore()}, not from JMH's score and error,
 * which pool the iterations of all forks.
 *
 * <p>{@code checksums} keeps the {@code rawData} of the benchmark's {@value #CHECKSUM} secondary
 * result: per fork, per measured iteration, a number that depends only on the answers the
 * iteration computed; null where the run recorded none (runs made before the benchmarks had it).
 */
public record JmhResult(
        String benchmark,
        Map<String, String> params,
        String impl,
        String mode,
        double score,
        double error,
        double low,
        double high,
        String unit,
        double[] samples,
        double allocBytesPerOp,
        double allocError,
        Map<String, String> settings,
        double[][] forks,
        double[][] checksums) {

    /** The JMH parameter that names the implementation. */
    public static final String IMPL_PARAM = "impl";
    /** The secondary result in which every benchmark reports a checksum of its answers. */
    public static final String CHECKSUM = "checksum";
    /** JMH's name of the normalised allocation rate of {@code -prof gc} (JMH 1.37). */
    public static final String ALLOC_NORM = "gc.alloc.rate.norm";
    /** The same before JMH 1.37, with a leading middle dot. */
    public static final String ALLOC_NORM_OLD = "\u00b7gc.alloc.rate.norm";

    static final JsonMapper MAPPER = JsonMapper.builder()
            .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .build();

    /** Reads every entry of a JMH JSON result file. */
    public static List<JmhResult> read(Path json) throws IOException {
        JsonNode root = MAPPER.readTree(json.toFile());
        if (root == null || !root.isArray()) {
            throw new IOException(json + " is not a JMH JSON result file (expected an array)");
        }
        List<JmhResult> results = new ArrayList<>();
        for (JsonNode entry : root) {
            results.add(of(entry));
        }
        return results;
    }

    static JmhResult of(JsonNode e) {
        Map<String, String> params = new LinkedHashMap<>();
        String impl = "";
        JsonNode ps = e.path("params");
        for (var it = ps.fields(); it.hasNext(); ) {
            var f = it.next();
            if (f.getKey().equals(IMPL_PARAM)) {
                impl = id(f.getValue().asText());
            } else {
                params.put(f.getKey(), f.getValue().asText());
            }
        }
        String benchmark = e.path("benchmark").asText();
        Optional<Case> known = Catalogue.caseOf(benchmark, params);
        if (known.isPresent()) {
            // The group's own parameter names give way to the workload's, as reports write them.
            CaseGroup group = Catalogue.group(benchmark).orElseThrow();
            String implValue = group.implParam() == null ? null : params.remove(group.implParam());
            if (implValue != null) {
                impl = id(implValue);
            }
            Case c = known.get();
            params.values().removeIf(v -> v.equals(c.name()) || v.equals(c.label()));
            params.put(c.workload().caseParam(), c.label());
            if (impl.isEmpty()) {
                impl = Catalogue.soleImplementation(benchmark).orElse("");
            }
        }
        JsonNode pm = e.path("primaryMetric");
        double score = num(pm.path("score"));
        double error = num(pm.path("scoreError"));
        JsonNode ci = pm.path("scoreConfidence");
        double low = ci.size() == 2 ? num(ci.get(0)) : Double.NaN;
        double high = ci.size() == 2 ? num(ci.get(1)) : Double.NaN;
        // rawData: per fork, the iterations' scores in order.
        double[][] forks = rawData(pm.path("rawData"));
        int longest = Arrays.stream(forks).mapToInt(f -> f.length).max().orElse(0);
        JsonNode checksum = e.path("secondaryMetrics").path(CHECKSUM);
        double[][] checksums = checksum.isMissingNode() ? null : rawData(checksum.path("rawData"));
        double[] samples = Arrays.stream(forks).flatMapToDouble(Arrays::stream).toArray();
        String mode = e.path("mode").asText();
        if (SINGLE_SHOT.equals(mode) && samples.length > 0) {
            // One item per shot: the median item and its bootstrap interval (CollectionMedian).
            int items = known.map(Case::collectionSize).orElse(longest);
            CollectionMedian m = CollectionMedian.of(forks, Math.min(longest, items));
            score = m.median();
            error = m.halfWidth();
            low = m.low();
            high = m.high();
            samples = m.items();
        }
        JsonNode alloc = e.path("secondaryMetrics").path(ALLOC_NORM);
        if (alloc.isMissingNode()) {
            alloc = e.path("secondaryMetrics").path(ALLOC_NORM_OLD);
        }
        double allocScore = alloc.isMissingNode() ? Double.NaN : num(alloc.path("score"));
        double allocError = alloc.isMissingNode() ? Double.NaN : num(alloc.path("scoreError"));
        Map<String, String> settings = new LinkedHashMap<>();
        for (String k : List.of("jmhVersion", "mode", "threads", "forks", "jvm", "jdkVersion",
                "vmName", "vmVersion", "warmupIterations", "warmupTime", "warmupBatchSize",
                "measurementIterations", "measurementTime", "measurementBatchSize")) {
            if (e.has(k)) {
                settings.put(k, e.get(k).asText());
            }
        }
        List<String> jvmArgs = new ArrayList<>();
        e.path("jvmArgs").forEach(a -> jvmArgs.add(a.asText()));
        settings.put("jvmArgs", String.join(" ", jvmArgs));
        return new JmhResult(benchmark, Collections.unmodifiableMap(params),
                impl, mode, score, error, low, high,
                pm.path("scoreUnit").asText(),
                samples,
                allocScore, allocError, Collections.unmodifiableMap(settings), forks, checksums);
    }

    private static double[][] rawData(JsonNode raw) {
        double[][] forks = new double[raw.size()][];
        for (int f = 0; f < forks.length; f++) {
            JsonNode fork = raw.get(f);
            forks[f] = new double[fork.size()];
            for (int i = 0; i < fork.size(); i++) {
                forks[f][i] = num(fork.get(i));
            }
        }
        return forks;
    }

    /**
     * A result built from its fork data alone (JMH's score and error are those of the pooled
     * iterations, as JMH computes them), for results made in code rather than read from a file.
     */
    public static JmhResult ofForks(String benchmark, Map<String, String> params, String impl, String mode,
            String unit, double[][] forks, double[][] checksums) {
        double[] all = Arrays.stream(forks).flatMapToDouble(Arrays::stream).toArray();
        double mean = Arrays.stream(all).average().orElse(Double.NaN);
        double sd = all.length < 2 ? Double.NaN : Math.sqrt(Arrays.stream(all)
                .map(v -> (v - mean) * (v - mean)).sum() / (all.length - 1));
        double error = all.length < 2 ? Double.NaN
                : new org.apache.commons.math3.distribution.TDistribution(null, all.length - 1)
                        .inverseCumulativeProbability(0.9995) * sd / Math.sqrt(all.length);
        return new JmhResult(benchmark, params, impl, mode, mean, error, mean - error, mean + error, unit,
                all, Double.NaN, Double.NaN, Map.of(), forks, checksums);
    }

    /** Whether the run recorded a checksum of the answers for this result. */
    public boolean hasChecksums() {
        return checksums != null && checksums.length > 0
                && Arrays.stream(checksums).allMatch(f -> f.length > 0);
    }

    /**
     * The items each iteration cycles through: a collection's size for a single-shot collection
     * (iteration i = item i mod n), 1 otherwise (every operation computes the same answers).
     */
    public int items() {
        if (!isCollectionMedian()) {
            return 1;
        }
        int longest = Arrays.stream(forks).mapToInt(f -> f.length).max().orElse(1);
        return Math.max(1, Math.min(longest, knownCase().map(Case::collectionSize).orElse(longest)));
    }

    /**
     * The checksum of each item's answers (one value unless a collection), or null when the
     * checksums of an item are not all one number (across passes and forks) or none were recorded.
     */
    public double[] answers() {
        if (!hasChecksums()) {
            return null;
        }
        int n = items();
        double[] a = new double[n];
        boolean[] seen = new boolean[n];
        for (double[] fork : checksums) {
            for (int i = 0; i < fork.length; i++) {
                int item = i % n;
                if (!seen[item]) {
                    a[item] = fork[i];
                    seen[item] = true;
                } else if (Double.compare(a[item], fork[i]) != 0) {
                    return null;
                }
            }
        }
        return a;
    }

    /** The fork JDK's major version from JMH's {@code jdkVersion} ("25.0.3" gives "25"), or "?". */
    public String jdkMajor() {
        String v = settings.getOrDefault("jdkVersion", "");
        String major = v.startsWith("1.") ? v.substring(2) : v;
        int end = 0;
        while (end < major.length() && Character.isDigit(major.charAt(end))) {
            end++;
        }
        return end == 0 ? "?" : major.substring(0, end);
    }

    /**
     * The score with the fork as the unit: each fork's mean iteration, or for a collection
     * (single shot, iteration i = item i mod n) each fork's median item.
     */
    public ForkScore forkScore() {
        return ForkScore.of(Arrays.stream(forks).mapToDouble(f -> ForkScore.median(itemTimes(f))).toArray());
    }

    /**
     * The score of the slowest input, with the fork as the unit: per fork, the slowest item's
     * time for a collection; for any other benchmark, where one operation is one input, the
     * same as {@link #forkScore()}.
     */
    public ForkScore slowestInputScore() {
        return ForkScore.of(Arrays.stream(forks)
                .mapToDouble(f -> Arrays.stream(itemTimes(f)).max().orElse(Double.NaN)).toArray());
    }

    /**
     * The fork's iterations as item times: for a collection each item's mean over the fork's
     * passes through the collection, otherwise the fork's mean iteration (one value).
     */
    double[] itemTimes(double[] fork) {
        if (!isCollectionMedian()) {
            return new double[] {Arrays.stream(fork).average().orElse(Double.NaN)};
        }
        return meansByItem(Math.min(items(), fork.length), fork);
    }

    /** Each item's mean time over every pass of every fork: a description of the items, not a test. */
    public double[] itemMeans() {
        return meansByItem(items(), forks);
    }

    /** The mean of each of n items over the given forks' iterations, iteration i being item i mod n. */
    private static double[] meansByItem(int n, double[]... forks) {
        double[] sums = new double[n];
        int[] counts = new int[n];
        for (double[] fork : forks) {
            for (int i = 0; i < fork.length; i++) {
                sums[i % n] += fork[i];
                counts[i % n]++;
            }
        }
        for (int i = 0; i < n; i++) {
            sums[i] /= counts[i];
        }
        return sums;
    }

    /** Whether every fork has a positive finite value, so that a {@link ForkScore} can be taken. */
    public boolean hasForks() {
        return forks.length > 0 && Arrays.stream(forks).allMatch(f -> f.length > 0
                && Arrays.stream(f).allMatch(v -> v > 0 && Double.isFinite(v)));
    }

    /** JMH's name of the single-shot mode, which this suite uses for collections (see {@link CollectionMedian}). */
    public static final String SINGLE_SHOT = "ss";

    /** Whether the score is the median over a collection ({@link CollectionMedian}), not JMH's score. */
    public boolean isCollectionMedian() {
        return SINGLE_SHOT.equals(mode);
    }

    /** A JSON number, or JMH's "NaN" / "Infinity" strings; NaN when absent. */
    static double num(JsonNode n) {
        if (n == null || n.isMissingNode() || n.isNull()) {
            return Double.NaN;
        }
        if (n.isNumber()) {
            return n.asDouble();
        }
        try {
            return Double.parseDouble(n.asText());
        } catch (NumberFormatException ex) {
            return Double.NaN;
        }
    }

    /** Implementation id as the project writes it: recursive_hashset becomes recursive_hashset. */
    public static String id(String enumName) {
        return enumName.toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The catalogue's case of this result, if the catalogue knows its benchmark and case. */
    public Optional<Case> knownCase() {
        return Catalogue.caseOf(benchmark, params);
    }

    /**
     * The workload's name: the catalogue's id ({@code rectangle-table}), or for a benchmark the
     * catalogue does not know, the benchmark without its package and "Benchmark" suffix.
     */
    public String workloadName() {
        return knownCase().map(c -> c.workload().id()).orElseGet(() -> shortName(benchmark));
    }

    static String shortName(String benchmark) {
        String[] parts = benchmark.split("\\.");
        if (parts.length < 2) {
            return benchmark;
        }
        String cls = parts[parts.length - 2];
        if (cls.endsWith("Benchmark") && cls.length() > "Benchmark".length()) {
            cls = cls.substring(0, cls.length() - "Benchmark".length());
        }
        return cls + "." + parts[parts.length - 1];
    }

    /** The non-implementation parameter values, e.g. "4x4" or "4x4@0.3". */
    public String paramLabel() {
        return params.isEmpty() ? "-" : String.join(", ", params.values());
    }

    /** Case key: the workload's name plus the non-implementation parameters. */
    public String caseKey() {
        StringBuilder sb = new StringBuilder(workloadName());
        params.forEach((k, v) -> sb.append(' ').append(k).append('=').append(v));
        return sb.toString();
    }

    /** Key of this measurement: case plus implementation. */
    public String key() {
        return caseKey() + " impl=" + impl;
    }

    public boolean hasError() {
        return Double.isFinite(error);
    }

    /** Whether a smaller score is better (times) or a larger one (throughput). */
    public boolean lowerIsBetter() {
        return !"thrpt".equals(mode);
    }

    public boolean hasAlloc() {
        return Double.isFinite(allocBytesPerOp);
    }
}
