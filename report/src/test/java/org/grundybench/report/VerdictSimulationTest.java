package org.grundybench.report;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The whole verdict procedure on synthetic races with the noise of the published runs: 7 implementations,
 * the full profile's 5 planned rounds, then looks of 5 more rounds for the contenders the verdict names, up to
 * its 30 forks each, judged at the level 0.05 / 6 by the real verdict code. A fork's log time is the implementation's
 * true log time plus the round's shared effect (the rounds explain about half of the variance within an
 * implementation in the published runs), a fork's own noise, a slow first round (the host warming up) and now
 * and then an outlier fork (1.5 times slower, one fork in 50). {@code sigma} is the total log standard deviation of
 * a fork (round effect and own noise together).
 */
class VerdictSimulationTest {
    static final int IMPLEMENTATIONS = 7;
    static final int PLANNED = 5;
    static final int LOOK_ROUNDS = 5;
    static final int MAX_FORKS = 30;
    static final int LOOKS = 1 + (MAX_FORKS - PLANNED) / LOOK_ROUNDS;
    static final int TRIALS = 150;
    /** The share of a fork's log variance that its round explains (40 to 54% in the published runs). */
    static final double ROUND_SHARE = 0.47;

    /** The share of races that end "fastest", the mean forks per implementation it took, how many races ended in each kind. */
    record Rates(double fastest, double forks, Map<String, Integer> kinds) {
    }

    static Rates simulate(double lead, double sigma, long seed) {
        Random random = new Random(seed);
        int fastest = 0;
        long forks = 0;
        Map<String, Integer> kinds = new java.util.TreeMap<>();
        for (int t = 0; t < TRIALS; t++) {
            double[] truth = IntStream.range(0, IMPLEMENTATIONS).mapToDouble(i -> i == 0 ? 0 : Math.log(lead)).toArray();
            Map<Integer, List<Double>> values = new HashMap<>();
            Map<Integer, List<Integer>> rounds = new HashMap<>();
            List<Integer> running = IntStream.range(0, IMPLEMENTATIONS).boxed().toList();
            int round = 0;
            Verdicts.CaseVerdict v = null;
            for (int look = 1; look <= LOOKS; look++) {
                for (int r = 0; r < (look == 1 ? PLANNED : LOOK_ROUNDS); r++) {
                    round++;
                    double shared = random.nextGaussian() * sigma * Math.sqrt(ROUND_SHARE) + (round == 1 ? Math.log(1.3) : 0);
                    for (int i : running) {
                        double own = random.nextGaussian() * sigma * Math.sqrt(1 - ROUND_SHARE);
                        double outlier = random.nextInt(50) == 0 ? Math.log(1.5) : 0;
                        values.computeIfAbsent(i, k -> new ArrayList<>()).add(Math.exp(truth[i] + shared + own + outlier));
                        rounds.computeIfAbsent(i, k -> new ArrayList<>()).add(round);
                    }
                }
                v = Verdicts.judge(IntStream.range(0, IMPLEMENTATIONS).mapToObj(i -> result(i, values.get(i), rounds.get(i)))
                        .toList(), LOOKS).get(0);
                running = v.contenders().stream().map(id -> Integer.parseInt(id.substring(4))).toList();
                if (running.isEmpty()) {
                    break;
                }
            }
            fastest += v.kind() == Verdicts.Kind.FASTEST ? 1 : 0;
            kinds.merge(v.kind() + "", 1, Integer::sum);
            forks += values.values().stream().mapToInt(List::size).sum();
        }
        return new Rates((double) fastest / TRIALS, (double) forks / TRIALS / IMPLEMENTATIONS, kinds);
    }

    static Result result(int impl, List<Double> values, List<Integer> rounds) {
        Result r = Fixture.result("triomino", "n100", "impl" + impl, "avgt", "ms/op",
                values.stream().map(x -> new double[] {x}).toArray(double[][]::new), null);
        return new Result(r.workload(), r.theCase(), r.impl(), r.entry(), r.forks(), null,
                rounds.stream().mapToInt(Integer::intValue).toArray(), null, null);
    }

    static Rates report(String what, double lead, double sigma, long seed) {
        Rates r = simulate(lead, sigma, seed);
        System.out.printf(Locale.ROOT, "verdict simulation: %s, log sd %.2f: %.1f%% of %d races end \"fastest\", %.1f forks per"
                + " implementation on average; verdicts %s%n", what, sigma, 100 * r.fastest(), TRIALS, r.forks(), r.kinds());
        return r;
    }

    @Test
    void withAllImplementationsEqualAtMostFivePercentOfRacesEndFastest() {
        for (double sigma : new double[] {0.11, 0.24}) {
            Rates r = report("all equal", 1.0, sigma, 11);
            assertTrue(r.fastest() <= 0.05, "false \"fastest\" in " + r.fastest() + " of races at log sd " + sigma);
        }
    }

    @Test
    void aTrueLeadOfOnePointTwoAtLogSdPointElevenEndsFastestFourTimesInFive() {
        Rates r = report("one 1.2x faster than six equal rivals", 1.2, 0.11, 12);
        assertTrue(r.fastest() >= 0.8, "\"fastest\" in only " + r.fastest() + " of races");
        report("one 1.2x faster than six equal rivals", 1.2, 0.24, 13);
    }

    @Test
    void theContendersAreTheLeaderAndTheRivalsItDoesNotClear() {
        List<Double> same = Arrays.asList(1.0, 1.2, 0.9, 1.1, 1.05);
        List<Integer> rounds = List.of(1, 2, 3, 4, 5);
        Verdicts.CaseVerdict v = Verdicts.judge(List.of(result(0, same, rounds), result(1, same.stream().map(x -> x * 1.01).toList(),
                rounds), result(2, same.stream().map(x -> x * 3).toList(), rounds)), LOOKS).get(0);
        assertTrue(v.contenders().equals(List.of("impl0", "impl1")), v.contenders().toString());
    }
}
