package org.grundybench.bench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.ToIntFunction;
import org.grundybench.workloads.Case;
import org.grundybench.workloads.Workload;

/**
 * The order in which the suite runs its forks. The fork is the unit: round r runs one fork of
 * every combination that takes at least r forks, so a slow stretch of the host (another build,
 * a noisy neighbour, thermal state) lands on every implementation of a case alike instead of on
 * whichever ran then. Within a round the benchmark classes keep their given order; within a
 * class the cases run in a shuffled order, and within a case its implementations run one after
 * the other, in a shuffled order that differs from the previous round's (for two
 * implementations: alternates), so neither position nor neighbour favours one of them.
 *
 * <p>A pure function of its arguments: the same combinations and seed give the same schedule.
 */
final class Schedule {

    private Schedule() {
    }

    /**
     * The rounds, each the combinations of that round in running order.
     *
     * @param combinations every combination, classes in the order they are to run
     * @param forks        how many forks (rounds) each combination takes
     * @param seed         the shuffles' seed
     */
    static List<List<Combination>> rounds(List<Combination> combinations, ToIntFunction<Combination> forks,
            long seed) {
        return rounds(combinations, forks, seed, Map.of());
    }

    /**
     * The rounds that continue a run (further rounds): as {@link #rounds(List, ToIntFunction, long)},
     * and a case's first round differs from its order in {@code before}, the round that ran before.
     *
     * @param before per case ({@link #caseKey}), its combinations in the order the previous round ran them
     */
    static List<List<Combination>> rounds(List<Combination> combinations, ToIntFunction<Combination> forks,
            long seed, Map<List<Object>, List<Combination>> before) {
        Random random = new Random(seed);
        int rounds = combinations.stream().mapToInt(forks).max().orElse(0);
        Map<List<Object>, List<Combination>> previous = new HashMap<>(before);
        List<List<Combination>> schedule = new ArrayList<>();
        for (int r = 1; r <= rounds; r++) {
            Map<Workload, Map<Case, List<Combination>>> byClass = new LinkedHashMap<>();
            for (Combination c : combinations) {
                if (forks.applyAsInt(c) >= r) {
                    byClass.computeIfAbsent(c.workload(), k -> new LinkedHashMap<>())
                            .computeIfAbsent(c.c(), k -> new ArrayList<>()).add(c);
                }
            }
            List<Combination> round = new ArrayList<>();
            for (Map.Entry<Workload, Map<Case, List<Combination>>> cls : byClass.entrySet()) {
                List<Case> cases = new ArrayList<>(cls.getValue().keySet());
                Collections.shuffle(cases, random);
                for (Case c : cases) {
                    List<Combination> impls = new ArrayList<>(cls.getValue().get(c));
                    List<Object> id = caseKey(impls.get(0));
                    List<Combination> last = previous.get(id);
                    do {
                        Collections.shuffle(impls, random);
                    } while (impls.size() > 1 && impls.equals(last));
                    previous.put(id, List.copyOf(impls));
                    round.addAll(impls);
                }
            }
            schedule.add(round);
        }
        return schedule;
    }

    /** A case of a workload, the unit whose implementations run next to each other. */
    static List<Object> caseKey(Combination c) {
        return List.of(c.workload(), c.c());
    }
}
