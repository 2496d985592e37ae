package org.grundybench.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.grundybench.core.Implementation;
import org.grundybench.workloads.Case;
import org.grundybench.workloads.CaseGroup;
import org.grundybench.workloads.Catalogue;

/** JMH JSON entries made up in code, as a run would write them: for chart tests and a full-size run. */
final class SyntheticRun {
    private SyntheticRun() {
    }

    /** One entry: {@code forks[f][i]} is iteration i of fork f, in {@code unit}. */
    static ObjectNode entry(CaseGroup group, Case c, Implementation<?> impl, String mode, String unit, double[][] forks) {
        ObjectNode e = JmhResult.MAPPER.createObjectNode();
        e.put("jmhVersion", "1.37");
        e.put("benchmark", "org.grundybench.bench." + group.benchmark() + ".run");
        e.put("mode", mode);
        e.put("threads", 1);
        e.put("forks", forks.length);
        e.put("jvm", "/usr/lib/jvm/temurin-25-jdk-amd64/bin/java");
        e.putArray("jvmArgs").add("-Xmx3g");
        e.put("jdkVersion", "25");
        e.put("vmName", "OpenJDK 64-Bit Server VM");
        e.put("vmVersion", "25+36-LTS");
        e.put("warmupIterations", 5);
        e.put("warmupTime", "1 s");
        e.put("measurementIterations", forks[0].length);
        e.put("measurementTime", "1 s");
        ObjectNode params = e.putObject("params");
        params.put(group.caseParam(), c.name());
        if (group.implParam() != null) {
            params.put(group.implParam(), ((Enum<?>) impl).name());
        }
        double[] all = Arrays.stream(forks).flatMapToDouble(Arrays::stream).toArray();
        double mean = Arrays.stream(all).average().orElseThrow();
        ObjectNode pm = e.putObject("primaryMetric");
        pm.put("score", mean);
        pm.put("scoreError", mean * 0.02);
        pm.putArray("scoreConfidence").add(mean * 0.98).add(mean * 1.02);
        pm.put("scoreUnit", unit);
        ArrayNode raw = pm.putArray("rawData");
        for (double[] fork : forks) {
            ArrayNode f = raw.addArray();
            Arrays.stream(fork).forEach(f::add);
        }
        e.putObject("secondaryMetrics");
        return e;
    }

    static List<JmhResult> results(List<ObjectNode> entries) {
        return entries.stream().map(JmhResult::of).toList();
    }

    static void write(Path json, List<ObjectNode> entries) throws IOException {
        ArrayNode root = JmhResult.MAPPER.createArrayNode();
        entries.forEach(root::add);
        Files.writeString(json, JmhResult.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(root));
    }

    /**
     * Every combination the catalogue runs, each with {@code forkCount} forks of five iterations
     * (a collection: one shot per item), times spread over decades as in a real run, with fork-to-fork
     * noise of a few percent.
     */
    static List<ObjectNode> fullRun(int forkCount, long seed) {
        Random random = new Random(seed);
        List<ObjectNode> entries = new ArrayList<>();
        for (CaseGroup g : Catalogue.GROUPS) {
            boolean collection = g.benchmark().contains("Median");
            for (Case c : g.cases()) {
                int j = 0;
                for (Implementation<?> impl : g.implementations()) {
                    double base = 0.05 * Math.pow(Math.max(c.size(), 2), 0.6) * (1 + 0.8 * j++);
                    int iterations = collection ? c.collectionSize() : 5;
                    double[][] forks = new double[forkCount][iterations];
                    for (int f = 0; f < forkCount; f++) {
                        double forkFactor = Math.exp(random.nextGaussian() * 0.03);
                        for (int i = 0; i < iterations; i++) {
                            forks[f][i] = base * forkFactor * Math.exp(random.nextGaussian() * 0.01);
                        }
                    }
                    entries.add(entry(g, c, impl, collection ? JmhResult.SINGLE_SHOT : "avgt", "us/op", forks));
                }
            }
        }
        return entries;
    }
}
