package org.grundybench.report;

import java.util.Arrays;
import java.util.Random;

/**
 * The statistic of a single-shot benchmark (JMH mode {@code ss}) in this suite: each measured
 * iteration solves one item of a fixed collection, iteration i item i mod n, and every fork runs
 * the same sequence. An item's time is the mean of its shots (over forks and passes); the score is
 * the median of the items' times, as the targets ask, not JMH's mean over all shots.
 *
 * <p>The interval is about measurement noise only, since the collection is fixed: a 99.9%
 * percentile bootstrap that redraws each item's shots (with replacement, from that item's own
 * shots) {@value #RESAMPLES} times, from a fixed seed so a report is reproducible. With one shot
 * per item there is nothing to redraw and no interval.
 *
 * @param items each item's mean time, in collection order
 * @param median the median of {@code items}
 * @param low lower end of the interval, NaN without one
 * @param high upper end of the interval, NaN without one
 */
record CollectionMedian(double[] items, double median, double low, double high) {
    static final int RESAMPLES = 10_000;
    private static final long SEED = 20_261_121L;

    /**
     * @param forks JMH's {@code rawData}: per fork, the shots in iteration order
     * @param size items in the collection (at most the shots of a fork; each fork's shots are
     *     assigned to items round-robin)
     */
    static CollectionMedian of(double[][] forks, int size) {
        if (size < 1) {
            throw new IllegalArgumentException("a collection needs an item");
        }
        int[] counts = new int[size];
        for (double[] fork : forks) {
            for (int i = 0; i < fork.length; i++) {
                counts[i % size]++;
            }
        }
        double[][] shots = new double[size][];
        for (int item = 0; item < size; item++) {
            shots[item] = new double[counts[item]];
        }
        int[] filled = new int[size];
        for (double[] fork : forks) {
            for (int i = 0; i < fork.length; i++) {
                shots[i % size][filled[i % size]++] = fork[i];
            }
        }
        double[] items = new double[size];
        boolean repeated = true;
        for (int item = 0; item < size; item++) {
            if (shots[item].length == 0) {
                throw new IllegalArgumentException("item " + item + " of " + size + " was never measured");
            }
            items[item] = mean(shots[item]);
            repeated &= shots[item].length > 1;
        }
        double median = median(items.clone());
        if (!repeated) {
            return new CollectionMedian(items, median, Double.NaN, Double.NaN);
        }
        Random random = new Random(SEED);
        double[] medians = new double[RESAMPLES];
        double[] redrawn = new double[size];
        for (int b = 0; b < RESAMPLES; b++) {
            for (int item = 0; item < size; item++) {
                double[] s = shots[item];
                double sum = 0;
                for (int k = 0; k < s.length; k++) {
                    sum += s[random.nextInt(s.length)];
                }
                redrawn[item] = sum / s.length;
            }
            medians[b] = median(redrawn);
        }
        Arrays.sort(medians);
        int tail = (int) Math.floor(RESAMPLES * 0.0005);
        return new CollectionMedian(items, median, medians[tail], medians[RESAMPLES - 1 - tail]);
    }

    /** Half-width of a symmetric interval that covers this one (for score ± error). */
    double halfWidth() {
        return Double.isNaN(low) ? Double.NaN : Math.max(median - low, high - median);
    }

    private static double mean(double[] v) {
        double sum = 0;
        for (double x : v) {
            sum += x;
        }
        return sum / v.length;
    }

    /** The median; sorts {@code v}. */
    static double median(double[] v) {
        Arrays.sort(v);
        int n = v.length;
        return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }
}
