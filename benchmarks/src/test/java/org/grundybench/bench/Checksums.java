package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The benchmark tests' check of a checksum: it must be the checksum of an answer obtained
 * independently of the run (the reference's, or another implementation's), and every run of
 * one case, whatever the implementation, must report the same one.
 */
final class Checksums {
    /** Per case, the first checksum any implementation reported. */
    private final Map<String, Long> first = new ConcurrentHashMap<>();

    /**
     * @param key the case (and whatever else fixes the answer, such as how many boards ran)
     * @param independent the checksum of the independently obtained answer
     * @param reported what the benchmark body stored
     */
    void check(String key, long independent, Checksum reported, String what) {
        assertEquals(independent, reported.checksum, what + ": the checksum is not that of the expected answer");
        long seen = first.computeIfAbsent(key, k -> reported.checksum);
        assertEquals(seen, reported.checksum, what + ": the checksum differs from another implementation's");
    }
}
