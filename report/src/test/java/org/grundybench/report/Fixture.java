package org.grundybench.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/** Small run folders made in code: a catalogue of a few workloads, JMH entries, run.properties. */
final class Fixture {
    /** Each case's verdict at the level ALPHA / looks, no fork stopped. */
    static List<Verdicts.CaseVerdict> judge(List<Result> results, int looks) {
        return Verdicts.judge(results, looks, java.util.Map.of());
    }

    static final String BENCH = "org.grundybench.bench.";
    static final Catalogue CATALOGUE = new Catalogue(List.of(
            workload("triomino", "TriominoBenchmark.grundyUpTo", "n", "N", "reduced_recurrence",
                    List.of("recursive_hashset", "iterative_bitset", "reduced_recurrence", "a", "b", "c"),
                    kase("n100", 100, 1), kase("n800", 800, 1)),
            workload("rectangle-table", "RectangleTableBenchmark.table", "shape", "positions", "canonical_groups",
                    List.of("recursive_hashset", "components", "canonical_groups", "slow", "fast"),
                    kase("_4x4", 65536, 1), kase("_4x5", 1 << 20, 1), kase("_5x5", 1 << 25, 1), kase("_5x6", 1 << 30, 1)),
            workload("rectangle-table-threads", "RectangleTableThreadsBenchmark.table", "table", "threads",
                    "canonical_groups", List.of("canonical_groups"), kase("_5x5_1t", 1, 1), kase("_5x5_2t", 2, 1)),
            workload("rectangle-board-median", "RectangleBoardMedianBenchmark.grundy", "collection", null,
                    "canonical_groups", List.of("components", "canonical_groups"), kase("_8x8_60", 64, 21)),
            workload("set-nim-per-input", "SetNimPerInputBenchmark.grundy", "input", null, "periodic",
                    List.of("periodic"), kase("huge_1e18", 1e18, 32)),
            workload("set-nim", "SetNimBenchmark.grundy", "input", null, "periodic",
                    List.of("recursive_hashset", "periodic"), kase("classic", 1e4, 100))));

    private Fixture() {
    }

    static Catalogue.Case kase(String label, double size, int items) {
        return new Catalogue.Case(label, size, items, null, null, null, null, null);
    }

    /** {@code r} as a result of another case of its workload, labelled {@code label}: a run of many alike cases. */
    static Result inCase(Result r, String label) {
        return new Result(r.workload(), kase(label, r.theCase().size(), r.theCase().items()), r.impl(), r.entry(), r.forks(),
                r.checksums(), r.rounds(), r.allocations(), r.footprint());
    }

    /** A workload whose cases run every implementation but the last of _5x6, which is left out. */
    static Catalogue.Workload workload(String id, String benchmark, String caseParam, String sizeTitle, String byDefault,
            List<String> impls, Catalogue.Case... cases) {
        List<Catalogue.Case> full = Arrays.stream(cases).map(c -> c.label().equals("_5x6")
                ? new Catalogue.Case(c.label(), c.size(), c.items(), impls.subList(0, impls.size() - 1),
                        List.of(new Catalogue.LeftOut(impls.get(impls.size() - 1), "over an hour in a measured run")), byDefault, null, null)
                : new Catalogue.Case(c.label(), c.size(), c.items(), impls, List.of(), byDefault, null, null)).toList();
        return new Catalogue.Workload(id, id + " title", BENCH + benchmark, caseParam, "impl", sizeTitle, impls, full);
    }

    /** A result of the catalogue: {@code forks[f][i]} is iteration i of fork f; {@code sums} the checksums or null. */
    static Result result(String workload, String label, String impl, String mode, String unit, double[][] forks, double[][] sums) {
        Catalogue.Workload w = CATALOGUE.workloads().stream().filter(x -> x.id().equals(workload)).findFirst().orElseThrow();
        Catalogue.Case c = w.cases().stream().filter(x -> x.label().equals(label)).findFirst().orElseThrow();
        double mean = Arrays.stream(forks).flatMapToDouble(Arrays::stream).average().orElse(Double.NaN);
        Run.Entry e = new Run.Entry("1.37", w.benchmark(), mode, 1, "/usr/lib/jvm/java-17/bin/java", List.of(), "17.0.15",
                "OpenJDK 64-Bit Server VM", "17.0.15+6", 5, "1 s", forks[0].length, "1 s",
                Map.of(w.caseParam(), label, "impl", impl), new Run.Metric(mean, unit, forks),
                sums == null ? Map.of() : Map.of(Run.CHECKSUM, new Run.Metric(0, "#", sums)));
        return new Result(w, c, impl, e, forks, sums, IntStream.rangeClosed(1, forks.length).toArray(), null, null);
    }

    /** A time-sliced result with one fork per mean, three iterations each (+-0.5%), no checksums. */
    static Result timed(String workload, String label, String impl, String unit, double... forkMeans) {
        return result(workload, label, impl, "avgt", unit, Arrays.stream(forkMeans)
                .mapToObj(m -> new double[] {m * 0.995, m, m * 1.005}).toArray(double[][]::new), null);
    }

    /** Writes a run folder: catalogue.json, each list of results as one jmh/round-NN.json, run.properties. */
    @SafeVarargs
    static Path write(Path dir, String properties, List<Result>... rounds) throws IOException {
        Files.createDirectories(dir.resolve("jmh"));
        Run.JSON.writeValue(dir.resolve("catalogue.json").toFile(), CATALOGUE);
        for (int i = 0; i < rounds.length; i++) {
            Run.JSON.writeValue(dir.resolve("jmh").resolve(String.format("round-%02d.json", i + 1)).toFile(),
                    rounds[i].stream().map(Result::entry).toList());
        }
        Files.writeString(dir.resolve("run.properties"), properties);
        return dir;
    }
}
