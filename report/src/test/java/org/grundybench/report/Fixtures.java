package org.grundybench.report;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The checked-in fixture runs (src/test/resources/fixture), copied where a test may write. */
final class Fixtures {
    static final String RUN_A = "2026-11-20-full";
    static final String RUN_B = "2026-11-21-full";

    private Fixtures() {
    }

    /** Copies fixture run-a and run-b into results/RUN_A and results/RUN_B under dir. */
    static Path results(Path dir) throws IOException {
        Path results = dir.resolve("results");
        copy("run-a", results.resolve(RUN_A));
        copy("run-b", results.resolve(RUN_B));
        return results;
    }

    static void copy(String fixture, Path to) throws IOException {
        Files.createDirectories(to);
        for (String f : List.of("jmh.json", "run.properties")) {
            try (InputStream in = Fixtures.class.getResourceAsStream("/fixture/" + fixture + "/" + f)) {
                Files.copy(in, to.resolve(f));
            }
        }
    }

    /**
     * Writes a run folder: jmh.json as JMH writes it (benchmark, mode, params with the
     * implementation as its enum name, forks, jdkVersion, primaryMetric with rawData, and the
     * checksum secondary result where the result has one) and run.properties.
     */
    static Path writeRun(Path dir, String properties, String jdkVersion, List<JmhResult> results)
            throws IOException {
        Files.createDirectories(dir);
        var root = JmhResult.MAPPER.createArrayNode();
        for (JmhResult r : results) {
            var e = root.addObject();
            e.put("benchmark", r.benchmark());
            e.put("mode", r.mode());
            e.put("forks", r.forks().length);
            e.put("jdkVersion", jdkVersion);
            var ps = e.putObject("params");
            r.params().forEach(ps::put);
            ps.put(JmhResult.IMPL_PARAM, r.impl().toUpperCase(java.util.Locale.ROOT).replace('-', '_'));
            var pm = e.putObject("primaryMetric");
            pm.put("score", r.score());
            pm.put("scoreUnit", r.unit());
            raw(pm.putArray("rawData"), r.forks());
            if (r.checksums() != null) {
                raw(e.putObject("secondaryMetrics").putObject(JmhResult.CHECKSUM).putArray("rawData"), r.checksums());
            }
        }
        Files.writeString(dir.resolve("jmh.json"), root.toString());
        Files.writeString(dir.resolve("run.properties"), properties);
        return dir;
    }

    private static void raw(com.fasterxml.jackson.databind.node.ArrayNode out, double[][] forks) {
        for (double[] fork : forks) {
            var f = out.addArray();
            for (double v : fork) {
                f.add(v);
            }
        }
    }

    static List<JmhResult> read(String fixture) throws IOException {
        Path tmp = Files.createTempFile("jmh", ".json");
        try (InputStream in = Fixtures.class.getResourceAsStream("/fixture/" + fixture + "/jmh.json")) {
            Files.copy(in, tmp, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            return JmhResult.read(tmp);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
