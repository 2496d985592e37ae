package org.grundybench.report;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.stream.DoubleStream;
import java.util.stream.IntStream;

/**
 * One combination of a run with every fork it ran: {@code forks} JMH's {@code rawData} (per fork, the iterations), the
 * checksums and the GC profiler's bytes allocated per operation likewise (a fork's empty where it has none; null where
 * none has), each fork's round and its footprint.json entry (null where none). Scores come from the fork values, never
 * from JMH's score, which pools all iterations.
 */
public record Result(Catalogue.Workload workload, Catalogue.Case theCase, String impl, Run.Entry entry,
        double[][] forks, double[][] checksums, int[] rounds, double[][] allocations, Run.Footprint.Entry footprint) {
    /** A fork's allocation reading this many times above or below the others' median is a misreading (docs/results.md). */
    static final double IMPLAUSIBLE = 10;
    /** Fastest first by fork-level score; those without usable forks last. */
    static final Comparator<Result> FASTEST_FIRST = Comparator.comparingDouble(r -> !r.hasForks() ? Double.POSITIVE_INFINITY
            : r.lowerIsBetter() ? r.centre() : -r.centre());

    /** The case as the report writes it: {@code rectangle-board board=_4x4_30}. */
    public String caseKey() {
        return caseKey(workload, theCase.label());
    }

    static String caseKey(Catalogue.Workload w, String label) {
        return w.id() + " " + w.caseParam() + "=" + label;
    }

    public String key() {
        return caseKey() + " impl=" + impl;
    }

    /** The bytes the solver held after an operation (with its answer); NaN where footprint.json has none. */
    public double retained() {
        return footprint == null ? Double.NaN : footprint.retainedBytes();
    }

    public String unit() {
        return entry.primaryMetric().scoreUnit();
    }

    public String mode() {
        return entry.mode();
    }

    public boolean lowerIsBetter() {
        return !"thrpt".equals(mode());
    }

    /** Whether each iteration is one item of a collection: single shot, iteration i is item i mod n. */
    public boolean isCollection() {
        return "ss".equals(mode());
    }

    /** Whether every fork has a positive finite value, so that a {@link ForkScore} can be taken. */
    public boolean hasForks() {
        return forks.length > 0 && Arrays.stream(forks).allMatch(f -> f.length > 0 && Arrays.stream(f).allMatch(v -> v > 0
                && Double.isFinite(v)));
    }

    public boolean hasChecksums() {
        return checksums != null && checksums.length > 0 && Arrays.stream(checksums).allMatch(f -> f.length > 0);
    }

    /** The items the iterations cycle through: the case's for a collection (at most a fork's shots), 1 otherwise. */
    public int items() {
        return isCollection() ? Math.max(1, Math.min(Arrays.stream(forks).mapToInt(f -> f.length).max().orElse(1),
                theCase.items())) : 1;
    }

    /** Each item's checksum, or null where an item's checksums differ across passes and forks or there are none. */
    public double[] answers() {
        if (!hasChecksums()) {
            return null;
        }
        int n = items();
        double[][] seen = IntStream.range(0, n).mapToObj(i -> item(i, n, checksums).distinct().toArray()).toArray(double[][]::new);
        return Arrays.stream(seen).allMatch(v -> v.length <= 1) ? Arrays.stream(seen).mapToDouble(v -> v.length == 0 ? 0 : v[0])
                .toArray() : null;
    }

    /**
     * Each fork's bytes allocated per operation: its iterations' mean, or for a collection the allocation of the item
     * whose time is the fork's median (the mean of the two middle ones for an even count), so that time and allocation
     * describe the same operation; NaN where the fork has no reading or its readings are {@link #outOfStepAllocations out
     * of step} with its iterations.
     */
    double[] forkAllocations() {
        List<Integer> outOfStep = outOfStepAllocations();
        return IntStream.range(0, forks.length).mapToDouble(f -> allocations == null || f >= allocations.length
                || allocations[f].length == 0 || outOfStep.contains(f) ? Double.NaN : !isCollection() ? Arrays.stream(allocations[f]).average().orElseThrow()
                : medianItems(itemTimes(forks[f]), meansByItem(itemTimes(forks[f]).length, allocations[f]))).toArray();
    }

    /**
     * The forks whose GC-profiler readings are not one per iteration: the profiler missed some (or read more), so which
     * reading belongs to which iteration (for a collection, which item) is unknown, and the fork reads no allocation.
     */
    public List<Integer> outOfStepAllocations() {
        return allocations == null ? List.of() : IntStream.range(0, Math.min(forks.length, allocations.length))
                .filter(f -> allocations[f].length > 0 && allocations[f].length != forks[f].length).boxed().toList();
    }

    /** The mean of {@code values} over the item(s) whose time is the median of {@code times}. */
    private static double medianItems(double[] times, double[] values) {
        int[] o = IntStream.range(0, times.length).boxed().sorted(Comparator.comparingDouble(i -> times[i])).mapToInt(i -> i).toArray();
        return (values[o[(o.length - 1) / 2]] + values[o[o.length / 2]]) / 2;
    }

    /**
     * The forks whose allocation reading is a misreading of the profiler: {@value #IMPLAUSIBLE} times above or below the
     * median of the other forks' (and over a KiB from it), among three readings or more.
     */
    public List<Integer> implausibleAllocations() {
        double[] a = forkAllocations();
        int[] read = IntStream.range(0, a.length).filter(f -> Double.isFinite(a[f])).toArray();
        return read.length < 3 ? List.of() : Arrays.stream(read).filter(f -> {
            double m = ForkScore.median(Arrays.stream(read).filter(g -> g != f).mapToDouble(g -> a[g]).toArray());
            return Math.abs(a[f] - m) > 1024 && (a[f] > IMPLAUSIBLE * m || a[f] * IMPLAUSIBLE < m);
        }).boxed().toList();
    }

    /** Bytes allocated per operation: the mean of the forks' readings, the implausible ones left out; NaN where none. */
    public double allocated() {
        double[] a = forkAllocations();
        return IntStream.range(0, a.length).filter(f -> Double.isFinite(a[f]) && !implausibleAllocations().contains(f))
                .mapToDouble(f -> a[f]).average().orElse(Double.NaN);
    }

    /** This result's fork values over {@code other}'s, paired by round ({@link ForkScore#paired}). */
    ForkScore.Ratio over(Result other) {
        return ForkScore.paired(forkValues(), rounds, other.forkValues(), other.rounds);
    }

    /** The score with the fork as the unit: each fork's mean iteration, or for a collection its median item. */
    public ForkScore forkScore() {
        return ForkScore.of(forkValues());
    }

    /** The score's centre alone, without its interval: what ranking and ratios of scores need. */
    public double centre() {
        return ForkScore.centre(forkValues());
    }

    /** Each fork's value: its mean iteration, or for a collection its median item. */
    double[] forkValues() {
        return Arrays.stream(forks).mapToDouble(f -> ForkScore.median(itemTimes(f))).toArray();
    }

    /** A fork's iterations as item times: each item's mean over the fork's passes, or the fork's mean. */
    double[] itemTimes(double[] fork) {
        return isCollection() ? meansByItem(Math.min(items(), fork.length), fork)
                : new double[] {Arrays.stream(fork).average().orElse(Double.NaN)};
    }

    /** Each item's mean time over every pass of every fork: a description of the items, not a test. */
    public double[] itemMeans() {
        return meansByItem(items(), forks);
    }

    private static double[] meansByItem(int n, double[]... forks) {
        // Summed in order, not by average()'s compensated sum: the scores stay those of earlier renderings to the last bit.
        return IntStream.range(0, n).mapToDouble(i -> item(i, n, forks).reduce(0, Double::sum) / item(i, n, forks).count())
                .toArray();
    }

    /** The values of item i of n over these forks' iterations (iteration j is item j mod n). */
    private static DoubleStream item(int i, int n, double[]... forks) {
        return Arrays.stream(forks).flatMapToDouble(f -> IntStream.range(0, f.length).filter(j -> j % n == i)
                .mapToDouble(j -> f[j]));
    }
}
