package org.grundybench.report;

import java.util.Collection;
import java.util.List;
import java.util.Locale;

/**
 * The unit a workload's numbers are shown in, in its tables and charts alike: the largest of s,
 * ms, us and ns in which every score of the workload is at least 1, so a reader compares digits,
 * not exponents. A unit that is not a time per operation (throughput) is kept as it is
 * ({@code perNanosecond} NaN).
 */
public record DisplayUnit(String label, double perNanosecond) {
    private static final List<String> TIMES = List.of("s", "ms", "us", "ns");
    private static final double[] NANOS = {1e9, 1e6, 1e3, 1};

    /** The unit for the results of one workload (one JMH unit, as one benchmark writes them). */
    public static DisplayUnit of(Collection<Result> results) {
        String jmhUnit = results.iterator().next().unit();
        if (results.stream().anyMatch(r -> !r.unit().equals(jmhUnit))) {
            return new DisplayUnit(jmhUnit, Double.NaN);
        }
        return of(results.stream().filter(Result::hasForks).mapToDouble(r -> r.forkScore().centre()).min().orElse(1), jmhUnit);
    }

    public static DisplayUnit of(double value, String jmhUnit) {
        int from = timeIndex(jmhUnit);
        if (from < 0 || !(value > 0)) {
            return new DisplayUnit(jmhUnit, Double.NaN);
        }
        int i = 0;
        while (i < TIMES.size() - 1 && value * NANOS[from] < NANOS[i]) {
            i++;
        }
        return new DisplayUnit(TIMES.get(i) + "/op", 1 / NANOS[i]);
    }

    /** {@code value}, given in JMH's {@code jmhUnit}, in this unit. */
    public double convert(double value, String jmhUnit) {
        return Double.isNaN(perNanosecond) ? value : value * NANOS[timeIndex(jmhUnit)] * perNanosecond;
    }

    /** Nanoseconds per operation in JMH's {@code jmhUnit}; NaN where it is not a time per operation. */
    static double nanos(String jmhUnit) {
        int i = timeIndex(jmhUnit);
        return i < 0 ? Double.NaN : NANOS[i];
    }

    /** A number with three significant digits, as the summary and the charts write it. */
    public static String format(double value) {
        double a = Math.abs(value);
        return Double.isNaN(value) ? "\u2013" : String.format(Locale.ROOT, a >= 100 ? "%.0f" : a >= 10 ? "%.1f" : a >= 1 ? "%.2f"
                : "%.3g", value);
    }

    private static int timeIndex(String jmhUnit) {
        return jmhUnit.endsWith("/op") ? TIMES.indexOf(jmhUnit.substring(0, jmhUnit.length() - 3)) : -1;
    }
}
