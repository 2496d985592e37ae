package org.grundybench.bench;

import java.util.ArrayList;
import java.util.Collections;
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
 * favours one. A pure function of its arguments: the same combinations and seed, the same rounds.
 */
final class Schedule {
    private Schedule() {
    }

    /** The rounds, each its combinations in running order; a combination takes {@code forks} rounds, classes keep their order. */
    static List<List<Combination>> rounds(List<Combination> combinations, ToIntFunction<Combination> forks,
            long seed) {
        Random random = new Random(seed);
        int rounds = combinations.stream().mapToInt(forks).max().orElse(0);
        Map<Case, List<Combination>> previous = new HashMap<>();
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
                    List<Combination> last = previous.get(c);
                    do {
                        Collections.shuffle(impls, random);
                    } while (impls.size() > 1 && impls.equals(last));
                    previous.put(c, List.copyOf(impls));
                    running.addAll(impls);
                }
            }
            schedule.add(running);
        }
        return schedule;
    }
}
