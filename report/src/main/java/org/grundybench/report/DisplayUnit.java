package org.grundybench.report;

import java.util.Collection;
import java.util.List;
import java.util.Locale;

/**
 * The unit of a workload's times in tables and charts: the largest of s, ms, us, ns in which every score is at least 1
 * (a reader compares digits, not exponents); a unit that is no time per operation is kept ({@code perNanosecond} NaN).
 */
public record DisplayUnit(String label, double perNanosecond) {
    private static final List<String> TIMES = List.of("s", "ms", "us", "ns");
    private static final double[] NANOS = {1e9, 1e6, 1e3, 1};
    private static final String[] BYTES = {"B", "KiB", "MiB", "GiB"};

    /** The unit for the results of one workload (one JMH unit, as one benchmark writes them). */
    public static DisplayUnit of(Collection<Result> results) {
        String jmhUnit = results.iterator().next().unit();
        if (results.stream().anyMatch(r -> !r.unit().equals(jmhUnit))) {
            return new DisplayUnit(jmhUnit, Double.NaN);
        }
        return of(results.stream().filter(Result::hasForks).mapToDouble(Result::centre).min().orElse(1), jmhUnit);
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

    /** A number with three significant digits, as the summary and the charts write it. */
    public static String format(double value) {
        double a = Math.abs(value);
        return Double.isNaN(value) ? "\u2013" : String.format(Locale.ROOT, a >= 100 ? "%.0f" : a >= 10 ? "%.1f" : a >= 1 ? "%.2f"
                : "%.3g", value);
    }

    /** Bytes in binary units, e.g. "512 B", "70.3 KiB", "1.25 GiB"; a dash where unknown. */
    public static String bytes(double b) {
        int i = b >= 1024 ? Math.min(3, (int) (Math.log(b) / Math.log(1024))) : 0;
        return Double.isNaN(b) ? "\u2013" : (i == 0 ? Math.round(b) + "" : format(b / Math.pow(1024, i))) + " " + BYTES[i];
    }

    /** A count: below 10,000 with separators ("4,608", a fraction of a mean to three digits), above in k, M, G ("65.5k"). */
    public static String count(double n) {
        int i = n >= 10_000 ? Math.min(3, (int) Math.log10(n) / 3) : 0;
        return Double.isNaN(n) ? "\u2013" : i > 0 ? format(n / Math.pow(1000, i)) + "kMG".charAt(i - 1)
                : n == Math.rint(n) || n >= 100 ? String.format(Locale.ROOT, "%,.0f", n) : format(n);
    }

    private static int timeIndex(String jmhUnit) {
        return jmhUnit.endsWith("/op") ? TIMES.indexOf(jmhUnit.substring(0, jmhUnit.length() - 3)) : -1;
    }
}
