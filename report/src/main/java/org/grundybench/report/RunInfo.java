package org.grundybench.report;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

/** The run.properties scripts/bench writes next to jmh.json; empty where it is missing. */
public record RunInfo(Properties props) {

    public static RunInfo read(Path runDir) throws IOException {
        Properties p = new Properties();
        Path f = runDir.resolve("run.properties");
        if (Files.isRegularFile(f)) {
            try (Reader r = Files.newBufferedReader(f, StandardCharsets.UTF_8)) {
                p.load(r);
            }
        }
        return new RunInfo(p);
    }

    public String get(String key) {
        String v = props.getProperty(key);
        return v == null || v.isBlank() ? null : v.trim();
    }

    public String get(String key, String fallback) {
        String v = get(key);
        return v == null ? fallback : v;
    }
}
