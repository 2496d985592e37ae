package org.grundybench.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class CollectionMedianTest {

    @Test
    void itemsTakeTheirShotsRoundRobinAndTheScoreIsTheMedianItem() {
        // Two forks, three items, two passes each: item j is shots j and j + 3.
        double[][] forks = {{1, 10, 100, 3, 30, 300}, {2, 20, 200, 2, 20, 200}};
        CollectionMedian m = CollectionMedian.of(forks, 3);
        assertArrayEquals(new double[] {2, 20, 200}, m.items(), 1e-12);
        assertEquals(20, m.median(), 1e-12);
        assertTrue(m.low() <= 20 && 20 <= m.high(), m.low() + ".." + m.high());
        assertTrue(m.low() >= 10 && m.high() <= 30, "redraws stay within the item's own shots");
    }

    @Test
    void anEvenCollectionAveragesTheMiddlePair() {
        assertEquals(2.5, CollectionMedian.median(new double[] {4, 1, 3, 2}), 1e-12);
    }

    @Test
    void oneShotPerItemHasNoInterval() {
        CollectionMedian m = CollectionMedian.of(new double[][] {{5, 1, 3}}, 3);
        assertEquals(3, m.median(), 1e-12);
        assertTrue(Double.isNaN(m.low()) && Double.isNaN(m.halfWidth()));
    }

    @Test
    void anItemNeverMeasuredIsAnError() {
        assertThrows(IllegalArgumentException.class, () -> CollectionMedian.of(new double[][] {{1, 2}}, 3));
    }

    @Test
    void theIntervalNarrowsWithQuieterShots() {
        CollectionMedian noisy = CollectionMedian.of(shots(new Random(1), 0.2, 1.0), 21);
        CollectionMedian quiet = CollectionMedian.of(shots(new Random(1), 0.01, 1.0), 21);
        assertTrue(quiet.halfWidth() < noisy.halfWidth() / 5, quiet.halfWidth() + " vs " + noisy.halfWidth());
        assertEquals(CollectionMedian.of(shots(new Random(1), 0.2, 1.0), 21).low(), noisy.low(),
                "a fixed seed: the same report twice");
    }

    @Test
    void jmhSingleShotEntriesScoreTheMedianBoardNotTheMean() {
        // Board times 1..21 ms with a tail board of 1,000 ms: JMH's mean is far above the median.
        double[][] forks = shots(new Random(2), 0.01, 1.0);
        forks[0][20] = forks[1][20] = 1_000;
        JmhResult r = JmhResult.of(entry("8x8@0.5#21", "canonical_groups", forks));
        assertTrue(r.isCollectionMedian());
        assertEquals(21, r.samples().length);
        assertEquals(11, r.score(), 0.2);
        assertTrue(r.hasError() && r.low() < r.score() && r.score() < r.high());
        assertEquals("canonical_groups", r.impl());
        assertEquals(JmhResult.SINGLE_SHOT, r.mode());
    }

    @Test
    void theCatalogueSaysHowManyBoardsTheShotsCycleThrough() {
        // Two passes over the 21 boards per fork, the case written as the benchmark parameter.
        double[][] forks = shots(new Random(5), 0.1, 1.0);
        double[][] twice = new double[forks.length][];
        for (int f = 0; f < forks.length; f++) {
            twice[f] = java.util.stream.DoubleStream.concat(java.util.Arrays.stream(forks[f]),
                    java.util.Arrays.stream(forks[f])).toArray();
        }
        JmhResult r = JmhResult.of(entry("_8x8_60", "components", twice));
        assertEquals(21, r.samples().length);
        assertEquals(java.util.Map.of("collection", "8x8@0.6#21"), r.params(), "the case is written as its label");
    }

    /** Two forks of 21 boards, board j taking scale * (j + 1) ms, each shot off by up to +-noise. */
    static double[][] shots(Random random, double noise, double scale) {
        double[][] forks = new double[2][21];
        for (double[] fork : forks) {
            for (int j = 0; j < fork.length; j++) {
                fork[j] = scale * (j + 1) * (1 + noise * (2 * random.nextDouble() - 1));
            }
        }
        return forks;
    }

    static ObjectNode entry(String board, String impl, double[][] forks) {
        ObjectNode e = JmhResult.MAPPER.createObjectNode();
        e.put("benchmark", "org.grundybench.bench.RectangleBoardMedianBenchmark.grundy");
        e.put("mode", "ss");
        e.put("forks", forks.length);
        ObjectNode params = e.putObject("params");
        params.put("impl", impl);
        params.put("collection", board);
        ObjectNode pm = e.putObject("primaryMetric");
        pm.put("score", 99.0);
        pm.put("scoreError", 1.0);
        pm.put("scoreUnit", "ms/op");
        ArrayNode raw = pm.putArray("rawData");
        for (double[] fork : forks) {
            ArrayNode f = raw.addArray();
            for (double v : fork) {
                f.add(v);
            }
        }
        return e;
    }
}
