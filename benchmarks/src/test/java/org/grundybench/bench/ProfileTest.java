package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.stream.Stream;
import org.grundybench.workloads.BoardCollection;
import org.grundybench.workloads.Case;
import org.grundybench.workloads.CaseGroup;
import org.grundybench.workloads.Catalogue;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;

/** What a profile gives a combination, and what the command line takes back. */
class ProfileTest {

    @Test
    void theFullProfileRunsFiveForksOrMore() throws Exception {
        Options full = Profile.FULL.defaults(new CommandLineOptions(), "RectangleTableBenchmark",
                Map.of("impl", "components", "shape", "_4x4"), false).build();
        assertTrue(Profile.FULL.forks() >= 5);
        assertEquals(Profile.FULL.forks(), full.getForkCount().get());
        assertTrue(full.getWarmupIterations().get() >= 2);
        assertTrue(full.getMeasurementIterations().get() >= 2);
        Options shots = Profile.FULL.defaults(new CommandLineOptions(), "RectangleBoardMedianBenchmark",
                Map.of("collectionImpl", "components", "collection", "_8x8_60"), true).build();
        assertEquals(Profile.FULL.forks(), shots.getForkCount().get(), "every board shot in every fork");
        assertEquals(Profile.FULL, Profile.byId("full"));
        assertEquals(1, Profile.QUICK.forks());
    }

    @Test
    void theCommandLineWins() throws Exception {
        Options mine = Profile.FULL.defaults(new CommandLineOptions("-f", "3", "-i", "7"), "TriominoBenchmark",
                Map.of("impl", "recursive_hashset", "n", "N5000"), false).build();
        assertFalse(mine.getForkCount().hasValue(), "the command line's -f wins");
        assertFalse(mine.getMeasurementIterations().hasValue(), "the command line's -i wins");
        assertTrue(mine.getWarmupIterations().hasValue());
        assertTrue(mine.getWarmupTime().hasValue());
    }

    @Test
    void singleShotsKeepTheirAnnotationsIterations() throws Exception {
        Options shots = Profile.QUICK.defaults(new CommandLineOptions(), "RectangleBoardMedianBenchmark",
                Map.of(), true).build();
        assertEquals(1, shots.getForkCount().get());
        assertFalse(shots.getMeasurementIterations().hasValue(), "single shots keep the annotation's iterations");
        assertFalse(shots.getWarmupIterations().hasValue());
        assertFalse(shots.getMeasurementTime().hasValue());
    }

    @Test
    void secondsLongCasesTakeFewerIterationsOfTheSameLength() throws Exception {
        Map<String, String> n5000 = Map.of("impl", "fastutil_memo", "n", "N5000");
        Map<String, String> n800 = Map.of("impl", "fastutil_memo", "n", "N800");
        assertTrue(Profile.secondsLong("TriominoBenchmark", n5000));
        assertFalse(Profile.secondsLong("TriominoBenchmark", n800));
        assertTrue(Profile.secondsLong("RectangleHugeTableBenchmark", Map.of("hugeTableShape", "_5x6")));
        assertFalse(Profile.secondsLong("SetNimBenchmark", Map.of("impl", "periodic", "input", "CLASSIC")));
        Options slow = Profile.FULL.defaults(new CommandLineOptions(), "TriominoBenchmark", n5000, false).build();
        Options fast = Profile.FULL.defaults(new CommandLineOptions(), "TriominoBenchmark", n800, false).build();
        assertTrue(slow.getMeasurementIterations().get() <= fast.getMeasurementIterations().get());
        assertEquals(1, slow.getWarmupIterations().get(), "N = 5000 is warm after one operation");
        Options table = Profile.FULL.defaults(new CommandLineOptions(), "RectangleLargeTableBenchmark",
                Map.of("largeTableShape", "_5x5", "largeTableShapeImpl", "iterative_bitset"), false).build();
        assertEquals(2, table.getWarmupIterations().get(), "5x5 iterative_bitset needs two");
        assertEquals(1, table.getMeasurementIterations().get());
        assertEquals(fast.getMeasurementTime().get(), slow.getMeasurementTime().get());
        assertEquals(fast.getForkCount().get(), slow.getForkCount().get());
    }

    @Test
    void onePassCasesMeasureEachItemOnceAFork() throws Exception {
        Options dense = Profile.FULL.defaults(new CommandLineOptions(), "RectangleBoardMedianBenchmark",
                Map.of("collectionImpl", "components", "collection", "_8x8_60"), true).build();
        assertEquals(BoardCollection._8x8_60.collectionSize(), dense.getMeasurementIterations().get());
        assertFalse(dense.getWarmupIterations().hasValue(), "warmup shots stay the annotation's");
        Options sparse = Profile.FULL.defaults(new CommandLineOptions(), "RectangleBoardMedianBenchmark",
                Map.of("collectionImpl", "components", "collection", "_8x8_50"), true).build();
        assertFalse(sparse.getMeasurementIterations().hasValue(), "other collections keep the annotation's passes");
        Options mine = Profile.FULL.defaults(new CommandLineOptions("-i", "42"), "RectangleBoardMedianBenchmark",
                Map.of("collectionImpl", "components", "collection", "_8x8_60"), true).build();
        assertFalse(mine.getMeasurementIterations().hasValue(), "the command line's -i wins");
    }

    /** Each entry names a catalogued benchmark class, and a case of it by its case parameter. */
    @Test
    void secondsLongAndOnePassNameCatalogueCases() {
        assertTrue(Profile.SECONDS_LONG.containsAll(Profile.ONE_WARMUP), "one warmup only for seconds-long cases");
        for (String entry : Stream.concat(Profile.SECONDS_LONG.stream(), Profile.ONE_PASS.stream()).toList()) {
            String[] parts = entry.split(" ", 2);
            CaseGroup g = Catalogue.GROUPS.stream().filter(x -> x.benchmark().equals(parts[0])).findFirst()
                    .orElse(null);
            assertNotNull(g, entry + ": no such benchmark class in the catalogue");
            if (parts.length == 2) {
                String[] param = parts[1].split("=", 2);
                assertEquals(g.caseParam(), param[0], entry);
                assertTrue(g.cases().stream().map(Case::name).anyMatch(param[1]::equals), entry + ": no such case");
            }
        }
    }
}
