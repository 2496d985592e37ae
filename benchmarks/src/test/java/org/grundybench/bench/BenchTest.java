package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The run's refusals, before anything is written; the whole run is CI's scripts/bench quick. */
class BenchTest {
    @Test
    void badOptionsExitWithStatusTwoAndWriteNothing(@TempDir Path dir) {
        Path out = dir.resolve("run");
        assertEquals(2, Bench.run(new String[] {"slow", "--out", out.toString()}));
        assertEquals(2, Bench.run(new String[] {"quick", "--out", out.toString(), "--seed", "soon"}));
        assertEquals(2, Bench.run(new String[] {"quick", "--out", out.toString(), "NoSuchBenchmarkAnywhere"}));
        assertEquals(2, Bench.run(new String[] {"quick", "--out", out.toString(), "-rf", "json"}));
        assertFalse(Files.exists(out));
    }
}
