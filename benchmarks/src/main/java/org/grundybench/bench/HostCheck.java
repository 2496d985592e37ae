package org.grundybench.bench;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * What the host gives one thread and two threads right now: a store-bound byte-marking loop (the
 * shape of the triomino kernel) run in alternating windows on one thread and on two at once.
 * {@code scripts/bench} runs it before and after a run and records the line it prints in
 * run.properties, so a reader can tell a slow run from a slow host. Two dedicated cores give a
 * ratio near 2; below it the vCPUs share a core, above it the host starved the one-thread window
 * itself; every two-thread score moves with it.
 *
 * <p>Prints {@code one=<M marks/s> two=<M marks/s> scaling=<median> (<min>-<max>) windows=<n>},
 * medians over the windows; scaling is two / one per pair of windows.
 *
 * <p>{@code HostCheck --steady SECONDS} waits for a steady host instead: it repeats one-thread
 * windows of {@value #STEADY_WINDOW_MILLIS} ms until the last {@value #STEADY_WINDOWS} agree
 * (fastest / slowest at most {@value #STEADY_RATIO}), starting no window that would end after
 * SECONDS, prints each window on standard error and one line on standard output:
 * {@code yes after 24 s (5 windows within 1.8%)} or
 * {@code no: 300 s bound reached (last 5 windows within 7.4%)}. scripts/bench runs it before
 * round 1 (and before the host check), so a host still busy with the build or settling its clock
 * does not weigh on the first round alone, and records the line as {@code host_steady}.
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

    public static void main(String[] args) throws Exception {
        if (args.length > 0 && args[0].equals("--steady")) {
            long bound = args.length == 2 && args[1].matches("\\d{1,6}") ? Long.parseLong(args[1]) : 0;
            if (bound < 1) {
                System.err.println("usage: HostCheck --steady SECONDS (the bound, 1 to 999999)");
                System.exit(2);
            }
            System.out.println(steady(bound * 1000, STEADY_WINDOW_MILLIS, System.err));
            return;
        }
        int windows = args.length > 0 ? Integer.parseInt(args[0]) : 6;
        long windowMillis = args.length > 1 ? Long.parseLong(args[1]) : 200;
        if (windows < 1 || windowMillis < 1) {
            System.err.println("usage: HostCheck [windows >= 1] [window milliseconds >= 1]");
            System.exit(2);
        }
        System.out.println(format(measure(windows, windowMillis)));
    }

    /**
     * Per window pair: marks per second on one thread, then on two threads together. The same
     * two pool threads run every window (the one-thread windows alternate between them), both
     * warmed up first, and a barrier starts the two of a pair together.
     */
    static double[][] measure(int windows, long windowMillis) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2, r -> {
            Thread t = new Thread(r, "host-check");
            t.setDaemon(true);
            return t;
        });
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
        Future<Double> first = pool.submit(() -> {
            start.await();
            return mark(windowMillis);
        });
        Future<Double> second = pool.submit(() -> {
            start.await();
            return mark(windowMillis);
        });
        return first.get() + second.get();
    }

    /**
     * Repeats one-thread windows until {@link #isSteady} holds or the next window would end after
     * {@code boundMillis}; returns the run.properties line. The first windows also warm up the
     * JIT: a cold window is slower and simply fails the rule.
     */
    static String steady(long boundMillis, long windowMillis, PrintStream progress) {
        List<Double> rates = new ArrayList<>();
        long start = System.nanoTime();
        progress.printf(Locale.ROOT, "    waiting for a steady host: %d ms windows on one thread until %d in a row"
                + " are within %.0f%%, at most %d s%n", windowMillis, STEADY_WINDOWS, (STEADY_RATIO - 1) * 100,
                boundMillis / 1000);
        while (elapsedMillis(start) + windowMillis <= boundMillis) {
            rates.add(mark(windowMillis));
            double spread = spread(rates, STEADY_WINDOWS);
            progress.printf(Locale.ROOT, "    window %d at %d s: %.0f M marks/s%s%n", rates.size(),
                    elapsedMillis(start) / 1000, rates.get(rates.size() - 1) / 1e6,
                    Double.isNaN(spread) ? "" : String.format(Locale.ROOT, "; last %d within %.1f%%",
                            STEADY_WINDOWS, spread * 100));
            if (isSteady(rates, STEADY_WINDOWS, STEADY_RATIO)) {
                return String.format(Locale.ROOT, "yes after %d s (%d windows within %.1f%%)",
                        Math.round(elapsedMillis(start) / 1000.0), STEADY_WINDOWS, spread * 100);
            }
        }
        double spread = spread(rates, STEADY_WINDOWS);
        return String.format(Locale.ROOT, "no: %d s bound reached (%s)", boundMillis / 1000, Double.isNaN(spread)
                ? "only " + rates.size() + " windows fit"
                : String.format(Locale.ROOT, "last %d windows within %.1f%%", STEADY_WINDOWS, spread * 100));
    }

    private static long elapsedMillis(long startNanos) {
        return (System.nanoTime() - startNanos) / 1_000_000;
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
        double[] one = column(rates, 0);
        double[] two = column(rates, 1);
        double[] scaling = new double[rates.length];
        for (int w = 0; w < rates.length; w++) {
            scaling[w] = rates[w][1] / rates[w][0];
        }
        Arrays.sort(scaling);
        return String.format(Locale.ROOT, "one=%.0f two=%.0f scaling=%.2f (%.2f-%.2f) windows=%d",
                median(one) / 1e6, median(two) / 1e6, median(scaling), scaling[0],
                scaling[scaling.length - 1], rates.length);
    }

    private static double[] column(double[][] rates, int c) {
        return Arrays.stream(rates).mapToDouble(r -> r[c]).sorted().toArray();
    }

    private static double median(double[] sorted) {
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
