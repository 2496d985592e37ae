package org.grundybench.core;

import java.util.Locale;

/** Sizes and durations in the units a person reads in a message: 1.5 s, 16.8 million, 400 MB. */
public final class Units {
    private Units() {
    }

    /** {@code 50 ms}, {@code 1.5 s}, {@code 60 s}, {@code 2 min 30 s}. */
    public static String duration(long millis) {
        if (millis < 1_000) {
            return millis + " ms";
        }
        if (millis < 60_000) {
            return trim(String.format(Locale.ROOT, "%.1f", millis / 1_000.0)) + " s";
        }
        long seconds = Math.round(millis / 1_000.0);
        long minutes = seconds / 60;
        long rest = seconds % 60;
        return minutes + " min" + (rest == 0 ? "" : " " + rest + " s");
    }

    /** {@code 1,000}, {@code 65,536}, {@code 16.8 million}. */
    public static String count(long n) {
        if (n < 1_000_000) {
            return String.format(Locale.ROOT, "%,d", n);
        }
        if (n < 1_000_000_000) {
            return trim(String.format(Locale.ROOT, "%.1f", n / 1e6)) + " million";
        }
        return trim(String.format(Locale.ROOT, "%.1f", n / 1e9)) + " billion";
    }

    /** {@code 512 bytes}, {@code 24 kB}, {@code 400 MB}, {@code 1.1 GB} (powers of 1,000). */
    public static String bytes(long n) {
        if (n < 1_000) {
            return n + " bytes";
        }
        String[] units = {"kB", "MB", "GB", "TB"};
        double v = n;
        int u = -1;
        while (v >= 1_000 && u < units.length - 1) {
            v /= 1_000;
            u++;
        }
        return trim(String.format(Locale.ROOT, v < 10 ? "%.1f" : "%.0f", v)) + " " + units[u];
    }

    private static String trim(String decimal) {
        return decimal.endsWith(".0") ? decimal.substring(0, decimal.length() - 2) : decimal;
    }
}
