package org.grundybench.bench;

import java.util.Arrays;
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
 */
public final class HostCheck {
    /** Marking work between looks at the clock, and the data it marks from (fixed seed). */
    private static final int WORDS = 512;
    private static final long[] DATA = new SplittableRandom(42).longs(2 * WORDS).toArray();

    private HostCheck() {
    }

    public static void main(String[] args) throws Exception {
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
