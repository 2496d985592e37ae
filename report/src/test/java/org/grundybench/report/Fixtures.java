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
