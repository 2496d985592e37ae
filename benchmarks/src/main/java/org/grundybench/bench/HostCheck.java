package org.grundybench.bench;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.LongSupplier;
import java.util.function.LongToDoubleFunction;
import java.util.function.ToDoubleFunction;

/**
 * What the host gives one thread and two right now (docs/benchmarks.md, "The host check"): a
 * store-bound byte-marking loop (the triomino kernel's shape) in alternating windows on one thread
 * and on two; prints {@code one=<M marks/s> two=<M marks/s> scaling=<median> (<min>-<max>)
 * windows=<n>}, medians over the windows, scaling two / one per pair. {@code --steady SECONDS}
 * repeats one-thread windows until the last {@value #STEADY_WINDOWS} agree (fastest / slowest at
 * most {@value #STEADY_RATIO}) or the next would end after SECONDS, prints each window on standard
 * error and one line: {@code yes after 24 s (5 windows within 1.8%)} or
 * {@code no: 300 s bound reached (last 5 windows within 7.4%)}.
 */
public final class HostCheck {
    /** Marking work between looks at the clock, and the data it marks from (fixed seed). */
    private static final int WORDS = 512;
    private static final long[] DATA = new SplittableRandom(42).longs(2 * WORDS).toArray();
    /** The steady-host rule: this many consecutive windows of this length within this ratio. */
    static final long STEADY_WINDOW_MILLIS = 2000;
    static final int STEADY_WINDOWS = 5;
    static final double STEADY_RATIO = 1.03;

    private HostCheck() {
    }

    /** What the host gives one and two threads: 6 pairs of 200 ms windows; "failed" where they cannot run. */
    static String check() {
        try {
            return format(measure(6, 200));
        } catch (Exception e) {
            return "failed";
        }
    }

    /** Waits, at most {@code seconds}, for a steady host, its windows printed on standard error; says how it ended. */
    static String steady(long seconds) {
        return steady(seconds * 1000, STEADY_WINDOW_MILLIS, System.err, System::nanoTime, HostCheck::mark);
    }

    /** Per window pair: marks per second on one thread, then on two together, all on the same two warmed-up pool threads. */
    static double[][] measure(int windows, long windowMillis) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            pair(pool, windowMillis); // warm up the JIT in both threads before a window counts
            double[][] rates = new double[windows][2];
            for (int w = 0; w < windows; w++) {
                rates[w][0] = pool.submit(() -> mark(windowMillis)).get();
                rates[w][1] = pair(pool, windowMillis);
            }
            return rates;
        } finally {
            pool.shutdownNow();
        }
    }

    /** Marks per second of both pool threads together, started at once. */
    private static double pair(ExecutorService pool, long windowMillis) throws Exception {
        CyclicBarrier start = new CyclicBarrier(2);
        Callable<Double> both = () -> {
            start.await();
            return mark(windowMillis);
        };
        Future<Double> first = pool.submit(both);
        Future<Double> second = pool.submit(both);
        return first.get() + second.get();
    }

    /**
     * Repeats one-thread windows ({@code window}: millis to marks per second) until {@link #isSteady} or the bound, on
     * {@code clock}'s nanoseconds; the first, colder, windows warm the JIT up.
     */
    static String steady(long boundMillis, long windowMillis, PrintStream progress, LongSupplier clock,
            LongToDoubleFunction window) {
        List<Double> rates = new ArrayList<>();
        long start = clock.getAsLong();
        LongSupplier elapsedMillis = () -> (clock.getAsLong() - start) / 1_000_000;
        progress.printf(Locale.ROOT, "    waiting for a steady host: %d ms windows on one thread until %d in a row"
                + " are within %.0f%%, at most %d s%n", windowMillis, STEADY_WINDOWS, (STEADY_RATIO - 1) * 100,
                boundMillis / 1000);
        while (elapsedMillis.getAsLong() + windowMillis <= boundMillis) {
            rates.add(window.applyAsDouble(windowMillis));
            double spread = spread(rates, STEADY_WINDOWS);
            progress.printf(Locale.ROOT, "    window %d at %d s: %.0f M marks/s%s%n", rates.size(),
                    elapsedMillis.getAsLong() / 1000, rates.get(rates.size() - 1) / 1e6,
                    Double.isNaN(spread) ? "" : String.format(Locale.ROOT, "; last %d within %.1f%%",
                            STEADY_WINDOWS, spread * 100));
            if (isSteady(rates, STEADY_WINDOWS, STEADY_RATIO)) {
                return String.format(Locale.ROOT, "yes after %d s (%d windows within %.1f%%)",
                        Math.round(elapsedMillis.getAsLong() / 1000.0), STEADY_WINDOWS, spread * 100);
            }
        }
        double spread = spread(rates, STEADY_WINDOWS);
        return String.format(Locale.ROOT, "no: %d s bound reached (%s)", boundMillis / 1000, Double.isNaN(spread)
                ? "only " + rates.size() + " windows fit"
                : String.format(Locale.ROOT, "last %d windows within %.1f%%", STEADY_WINDOWS, spread * 100));
    }

    /** Whether the last {@code n} rates agree: the fastest at most {@code maxRatio} times the slowest. */
    static boolean isSteady(List<Double> rates, int n, double maxRatio) {
        return rates.size() >= n && ratio(rates, n) <= maxRatio;
    }

    /** The last {@code n} rates' fastest / slowest - 1 (0.018: within 1.8%), or NaN when there are fewer than n. */
    static double spread(List<Double> rates, int n) {
        return rates.size() < n ? Double.NaN : ratio(rates, n) - 1;
    }

    private static double ratio(List<Double> rates, int n) {
        List<Double> last = rates.subList(rates.size() - n, rates.size());
        return last.stream().mapToDouble(Double::doubleValue).max().getAsDouble()
                / last.stream().mapToDouble(Double::doubleValue).min().getAsDouble();
    }

    static String format(double[][] rates) {
        double[] scaling = Arrays.stream(rates).mapToDouble(r -> r[1] / r[0]).sorted().toArray();
        return String.format(Locale.ROOT, "one=%.0f two=%.0f scaling=%.2f (%.2f-%.2f) windows=%d",
                median(rates, r -> r[0]) / 1e6, median(rates, r -> r[1]) / 1e6, median(rates, r -> r[1] / r[0]),
                scaling[0], scaling[scaling.length - 1], rates.length);
    }

    private static double median(double[][] rates, ToDoubleFunction<double[]> f) {
        double[] sorted = Arrays.stream(rates).mapToDouble(f).sorted().toArray();
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    /** Marks bytes of XORs of the data for about the given time; returns marks per second. */
    static double mark(long millis) {
        byte[] flags = new byte[256];
        long marks = 0;
        int sink = 0;
        long start = System.nanoTime();
        long end = start + millis * 1_000_000;
        long now;
        int shift = 0;
        do {
            Arrays.fill(flags, (byte) 0);
            for (int q = 0; q < WORDS; q++) {
                long w = DATA[q] ^ DATA[q + shift];
                for (int lane = 0; lane < 8; lane++) {
                    flags[(int) (w >>> 8 * lane) & 0xFF] = 1;
                }
            }
            sink += flags[shift & 0xFF];
            shift = (shift + 1) & (WORDS - 1);
            marks += 8 * WORDS;
            now = System.nanoTime();
        } while (now < end);
        if (sink < 0) {
            throw new AssertionError(); // keeps the flags live
        }
        return marks * 1e9 / (now - start);
    }
}
