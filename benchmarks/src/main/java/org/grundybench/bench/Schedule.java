package org.grundybench.bench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.ToIntFunction;
import java.util.stream.Collectors;
import org.grundybench.workloads.Case;
import org.grundybench.workloads.Workload;

/**
 * The order in which the suite runs its forks: round r runs one fork of every combination that
 * takes at least r forks, so a slow stretch of the host lands on every implementation of a case
 * alike. Within a round the benchmark classes keep their given order, their cases run in a
 * shuffled order, and a case's implementations run one after the other, shuffled anew every round
 * and never in the previous round's order (two alternate), so neither position nor neighbour
 * favours one, with one exception: in a screening round ({@link Watch}) each case's default implementation runs first:
 * the stop measures a rival's invocation against the fastest of its case so far, and with a slow
 * implementation first (triomino n5000: 1.1 s an operation) rivals at 6 to 9 s an operation ran
 * their whole fork (12.6 and 19.7 s, results/archive/2026-11-28-quick-7/order.tsv), where after
 * the default's 16 ms the stop ends such a fork in about 1.2 s (results/archive/2026-11-28-quick-4).
 * A pure function of its arguments: the same combinations and seed, the same rounds.
 */
final class Schedule {
    private Schedule() {
    }

    /**
     * The rounds, each its combinations in running order; a combination takes {@code forks} rounds, classes keep their
     * order; with {@code screening}, round 1 runs each case's default implementation first (the rest in shuffled order).
     */
    static List<List<Combination>> rounds(List<Combination> combinations, ToIntFunction<Combination> forks,
            long seed, boolean screening) {
        Random random = new Random(seed);
        int rounds = combinations.stream().mapToInt(forks).max().orElse(0);
        // Per case (Combination#caseKey), the order it last ran in.
        Map<List<Object>, List<Combination>> previous = new HashMap<>();
        List<List<Combination>> schedule = new ArrayList<>();
        for (int r = 1; r <= rounds; r++) {
            int round = r;
            Map<Workload, Map<Case, List<Combination>>> byClass = combinations.stream()
                    .filter(c -> forks.applyAsInt(c) >= round).collect(Collectors.groupingBy(Combination::workload,
                            LinkedHashMap::new, Collectors.groupingBy(Combination::c, LinkedHashMap::new, Collectors.toList())));
            List<Combination> running = new ArrayList<>();
            for (Map.Entry<Workload, Map<Case, List<Combination>>> cls : byClass.entrySet()) {
                List<Case> cases = new ArrayList<>(cls.getValue().keySet());
                Collections.shuffle(cases, random);
                for (Case c : cases) {
                    List<Combination> impls = new ArrayList<>(cls.getValue().get(c));
                    List<Object> key = impls.get(0).caseKey();
                    List<Combination> last = previous.get(key);
                    do {
                        Collections.shuffle(impls, random);
                    } while (impls.size() > 1 && impls.equals(last));
                    if (screening && round == 1) {
                        impls.sort(Comparator.comparing(x -> x.impl() != x.workload().defaultImplementation()));
                    }
                    previous.put(key, List.copyOf(impls));
                    running.addAll(impls);
                }
            }
            schedule.add(running);
        }
        return schedule;
    }
}
