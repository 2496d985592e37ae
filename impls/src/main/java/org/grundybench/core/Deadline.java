package org.grundybench.core;

import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * The time budget of one query, fixed when it starts: every call of the query (a value, then the
 * search for a winning move) checks the same deadline. The time comes from a clock of
 * nanoseconds, {@link System#nanoTime} unless the caller gives its own (a simulation's, or a
 * test's that decides when the deadline passes). Immutable; safe to share between threads when
 * its clock is.
 */
public final class Deadline {
    /** A deadline that never passes, for work without a time budget. */
    public static final Deadline NONE = new Deadline(0, () -> 0, 0);

    private final long budgetMillis;
    private final LongSupplier clock;
    private final long endNanos;

    private Deadline(long budgetMillis, LongSupplier clock, long endNanos) {
        this.budgetMillis = budgetMillis;
        this.clock = clock;
        this.endNanos = endNanos;
    }

    /** The deadline {@code budgetMillis} (at least 1) from now. */
    public static Deadline in(long budgetMillis) {
        return in(budgetMillis, System::nanoTime);
    }

    /**
     * The deadline {@code budgetMillis} (at least 1) from now by {@code clock}, which counts
     * nanoseconds as {@link System#nanoTime} does (differences matter, not the origin) and is
     * read when the deadline is made and at each check.
     */
    public static Deadline in(long budgetMillis, LongSupplier clock) {
        if (budgetMillis < 1) {
            throw new IllegalArgumentException("a time budget is at least 1 ms, got " + budgetMillis);
        }
        // Budgets beyond what nanoTime can add without overflow (292 years) are clamped.
        long nanos = budgetMillis >= Long.MAX_VALUE / 4_000_000L ? Long.MAX_VALUE / 4 : budgetMillis * 1_000_000L;
        return new Deadline(budgetMillis, clock, clock.getAsLong() + nanos);
    }

    /** Whether the deadline has passed; never for {@link #NONE}. */
    public boolean passed() {
        return this != NONE && clock.getAsLong() - endNanos > 0;
    }

    /**
     * Refuses, once the deadline has passed, with {@code what} followed by "within the time
     * budget of ..." (e.g. {@code board not solved}).
     */
    public void check(String what) {
        if (passed()) {
            throw new SolverLimitException(what + " within " + describe());
        }
    }

    /** E.g. {@code the time budget of 1.5 s}. */
    public String describe() {
        return this == NONE ? "no time budget" : "the time budget of " + duration(budgetMillis);
    }

    /** {@code 50 ms}, {@code 1.5 s}, {@code 60 s}, {@code 2 min 30 s}. */
    static String duration(long millis) {
        if (millis < 1_000) {
            return millis + " ms";
        }
        if (millis < 60_000) {
            String seconds = String.format(Locale.ROOT, "%.1f", millis / 1_000.0);
            return (seconds.endsWith(".0") ? seconds.substring(0, seconds.length() - 2) : seconds) + " s";
        }
        long seconds = Math.round(millis / 1_000.0);
        long minutes = seconds / 60;
        long rest = seconds % 60;
        return minutes + " min" + (rest == 0 ? "" : " " + rest + " s");
    }
}
