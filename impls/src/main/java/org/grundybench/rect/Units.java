package org.grundybench.rect;

import java.util.Locale;

/**
 * Counts and sizes as a person reads them in a message: 16.8 million, 1.0 GiB. The messages
 * about boards and tables need them: canonical_groups' memo budget, a table's size in the CLI.
 */
public final class Units {
    private Units() {
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

    private static final String[] BINARY_UNITS = {"bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};

    /**
     * {@code 512 bytes}, {@code 1.0 KiB}, {@code 61.8 MiB}, {@code 1.0 GiB}: binary units, one
     * decimal, rounded down so that a limit is never overstated; a negative size is 0 bytes.
     */
    public static String bytes(long bytes) {
        if (bytes < 1024) {
            return Math.max(0, bytes) + " bytes";
        }
        int unit = 0;
        long whole = bytes;
        while (whole >= 1024 * 1024 && unit < BINARY_UNITS.length - 2) {
            whole >>= 10;
            unit++;
        }
        // whole is in [1024, 1024^2) of units[unit]: tenths of units[unit + 1], rounded down.
        long tenths = whole * 10 / 1024;
        return tenths / 10 + "." + tenths % 10 + " " + BINARY_UNITS[unit + 1];
    }

    private static String trim(String decimal) {
        return decimal.endsWith(".0") ? decimal.substring(0, decimal.length() - 2) : decimal;
    }
}
