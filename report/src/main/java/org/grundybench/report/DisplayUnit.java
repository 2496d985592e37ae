package org.grundybench.report;

import java.util.Collection;
import java.util.List;
import java.util.Locale;

/**
 * The time unit a workload's numbers are shown in, the same in its summary tables and its charts:
 * the largest of s, ms, us and ns in which every score of the workload is at least 1, so a reader
 * compares digits, not exponents. Results in a unit that is not a time per operation (throughput)
 * keep their own unit.
 *
 * @param label the unit as shown, e.g. {@code ms/op}
 * @param perNanosecond how many of this unit one nanosecond per operation is (e.g. 1e-6 for ms/op); NaN
 *     for a unit kept as it is
 */
public record DisplayUnit(String label, double perNanosecond) {
    private static final List<String> TIMES = List.of("s", "ms", "us", "ns");
    private static final double[] NANOS = {1e9, 1e6, 1e3, 1};

    /** The unit for every result of a workload (all in one JMH unit, as one benchmark writes them). */
    public static DisplayUnit of(Collection<Result> results) {
        if (results.isEmpty()) {
            throw new IllegalArgumentException("no results to choose a unit for");
        }
        String jmhUnit = results.iterator().next().unit();
        int from = timeIndex(jmhUnit);
        if (from < 0 || results.stream().anyMatch(r -> !r.unit().equals(jmhUnit))) {
            return new DisplayUnit(jmhUnit, Double.NaN);
        }
        double smallestNanos = results.stream().filter(Result::hasForks)
                .mapToDouble(r -> r.forkScore().centre() * NANOS[from]).min().orElse(1);
        return ofNanos(smallestNanos);
    }

    /** The unit for one value given in JMH's {@code jmhUnit}. */
    public static DisplayUnit of(double value, String jmhUnit) {
        int from = timeIndex(jmhUnit);
        if (from < 0 || !(value > 0)) {
            return new DisplayUnit(jmhUnit, Double.NaN);
        }
        return ofNanos(value * NANOS[from]);
    }

    private static DisplayUnit ofNanos(double smallestNanos) {
        for (int i = 0; i < TIMES.size(); i++) {
            if (smallestNanos >= NANOS[i] || i == TIMES.size() - 1) {
                return new DisplayUnit(TIMES.get(i) + "/op", 1 / NANOS[i]);
            }
        }
        throw new AssertionError();
    }

    /** {@code value}, given in JMH's {@code jmhUnit}, in this unit. */
    public double convert(double value, String jmhUnit) {
        if (Double.isNaN(perNanosecond)) {
            return value;
        }
        int from = timeIndex(jmhUnit);
        if (from < 0) {
            throw new IllegalArgumentException("not a time per operation: " + jmhUnit);
        }
        return value * NANOS[from] * perNanosecond;
    }

    /** A number in this unit with three significant digits, as the summary and the chart labels write it. */
    public static String format(double value) {
        if (Double.isNaN(value)) {
            return "\u2013";
        }
        double a = Math.abs(value);
        String f = a >= 100 ? "%.0f" : a >= 10 ? "%.1f" : a >= 1 ? "%.2f" : "%.3g";
        return String.format(Locale.ROOT, f, value);
    }

    private static int timeIndex(String jmhUnit) {
        return jmhUnit.endsWith("/op") ? TIMES.indexOf(jmhUnit.substring(0, jmhUnit.length() - 3)) : -1;
    }
}
