package org.grundybench.report;

import static java.lang.Double.NaN;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.StatUtils;

/**
 * The verdict on each case, as docs/results.md states it: the leader (the best {@link ForkScore}) against each rival by
 * a paired t-test on the logs of their fork values in the rounds both ran (a case's implementations run side by side in
 * every round) that the leader is more than {@value #MIN_MARGIN} times as fast, the pair's variance moderated by the
 * run's other cases of the workload ({@link Prior}), the rivals' p-values Holm-adjusted together at the level
 * {@value #ALPHA} / looks, so that the further rounds' repeated looks keep the whole procedure within {@value #ALPHA}.
 */
public final class Verdicts {
    /** The implementation speed-ups are measured against. */
    public static final String REFERENCE = "recursive_hashset";
    public static final double MIN_MARGIN = 1.05;
    public static final double ALPHA = 0.05;
    /** What a "tied" verdict promises: that the run would have found a lead of {@code lead} times with probability {@code power}. */
    public record Resolution(double lead, double power) {
    }

    /**
     * "Tied" only where the run would have found a 1.5x lead with probability 0.8 at its level (the detectable lead, below,
     * at most 1.5x); an undecided race that could have missed a larger lead is "undecided", with that lead, so that no
     * reader takes a run that could not see for one that saw equal speed. 1.5x: a lead anyone choosing an implementation
     * would act on (the targets ask 1.5x and more), and within reach of the full profile's forks at the published runs'
     * median pair noise (log sd 0.25, six rivals at 0.05 / 2: about 1.4x detectable at 13 pairs, 2x at 3 pairs that borrow
     * 10 degrees of freedom from the run, 11x at 3 pairs alone); 0.8: the customary power of a test designed to find a
     * given effect.
     */
    public static final Resolution TIE = new Resolution(1.5, 0.8);
    /** The probability with which a tie's detectable lead would have been found. */
    public static final double POWER = TIE.power();
    /**
     * The screening round's factor (docs/results.md): a rival with a single fork at least this many times slower than the
     * leader in that round, or whose stopped operation ran this many times the leader's, is out of the race, slower.
     */
    public static final double SCREEN = 16;
    static final String SCREENED_OUT = " (screened out)";
    /**
     * The safeguards a verdict applies: the margin a cleared rival is behind by at least, the screening factor, whether the
     * rivals' p-values are Holm-adjusted, and the weight of the pooled noise. Verdicts are judged by {@link #RULES}, the
     * constants above; the simulation of the procedure (VerdictSimulationTest) judges by weaker ones to show each matters.
     */
    record Rules(double margin, double screen, boolean holm, double pooling) {
    }

    /** The weight of the workload's {@link Prior} in each race: 1, as fitted (0 would lend nothing). */
    static final double POOLING = 1;
    static final Rules RULES = new Rules(MIN_MARGIN, SCREEN, true, POOLING);
    /** A case's leader holds far more memory where a rival retains at most 1 / this of its retained size. */
    public static final double MEMORY_FACTOR = 4;

    /** An enum written, in text and in JSON, as its name in lower case with spaces. */
    interface Worded {
        String name();

        @JsonValue
        default String text() {
            return name().toLowerCase(Locale.ROOT).replace('_', ' ');
        }
    }

    public enum Kind implements Worded {
        FASTEST, TIED, UNDECIDED, NOT_ENOUGH_DATA, ONLY_ENTRY, ANSWERS_DIFFER;

        /**
         * Whether the case has a verdict on speed (a winner, a tie or a sole entry); an undecided race has none, though it
         * may have cleared some rivals.
         */
        public boolean decided() {
            return this == FASTEST || this == TIED || this == ONLY_ENTRY;
        }

        /** Whether the leader failed to clear some rival: the case names a group, tied or undecided. */
        public boolean grouped() {
            return this == TIED || this == UNDECIDED;
        }

        /** How a count of verdicts names this kind: "single" for an only entry (one implementation ran, nothing to race). */
        public String counted() {
            return this == ONLY_ENTRY ? "single" : text();
        }
    }

    /**
     * The verdicts counted by kind, every kind apart, e.g. "13 fastest, 2 tied, 12 undecided, 11 single, 0 not enough data";
     * differing answers only where there are any.
     */
    public static String counts(Map<Kind, Long> n) {
        return COUNTED.stream().filter(k -> n.getOrDefault(k, 0L) > 0 || k != Kind.ANSWERS_DIFFER)
                .map(k -> n.getOrDefault(k, 0L) + " " + k.counted()).collect(Collectors.joining(", "));
    }

    /** {@link #counts(Map)} of these verdicts. */
    public static String counts(List<CaseVerdict> verdicts) {
        return counts(verdicts.stream().collect(Collectors.groupingBy(CaseVerdict::kind, Collectors.counting())));
    }

    /** These verdicts counted by kind, every kind (named as {@link Kind#counted()}) in the order counts are written. */
    public static Map<String, Long> tally(List<CaseVerdict> verdicts) {
        Map<String, Long> n = new LinkedHashMap<>();
        COUNTED.forEach(k -> n.put(k.counted(), verdicts.stream().filter(v -> v.kind() == k).count()));
        return n;
    }

    /** The order in which counts name the kinds. */
    private static final List<Kind> COUNTED = List.of(Kind.FASTEST, Kind.TIED, Kind.UNDECIDED, Kind.ONLY_ENTRY,
            Kind.NOT_ENOUGH_DATA, Kind.ANSWERS_DIFFER);

    /** Whether the implementations of a case were shown to compute the same answers. */
    public enum Answers implements Worded {
        SAME, NOT_CHECKED, DIFFER
    }

    /** A case's row: score null without a usable fork; how many times slower than the leader, paired (null for it); p Holm's. */
    public record Row(@JsonIgnore Result result, ForkScore score, double speedup, ForkScore.Ratio slower, double p, String verdict) {
        @JsonProperty
        public String impl() {
            return result.impl();
        }
    }

    /**
     * The verdict on one case, rows best first; {@code detectable} for a tie or an
     * undecided race, the smallest lead found with probability {@value #POWER};
     * {@code contenders} the implementations that more forks would help decide, leader first; {@code stopped} the
     * implementations whose fork the screening round stopped, each with how long its operation ran; {@code prior} the pair
     * noise the race was lent, fitted to the run's races of the same inputs ({@link Prior#NONE}: none).
     */
    public record CaseVerdict(String name, Kind kind, String best, String runnerUp, double margin, List<String> tiedWith,
            List<Row> rows, Answers answers, String answersNote, double level,
            double detectable, List<String> contenders, @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> stopped,
            Prior prior) {

        public Result first() {
            return rows.get(0).result();
        }

        @JsonProperty
        public String unit() {
            return first().unit();
        }

        /** The fastest implementation, or null unless the verdict is "fastest" or "only entry". */
        @JsonProperty
        public String fastest() {
            return kind == Kind.FASTEST || kind == Kind.ONLY_ENTRY ? best : null;
        }

        public String text() {
            return switch (kind) {
                case FASTEST -> "fastest: " + best;
                case TIED -> best + " tied with " + String.join(", ", tiedWith);
                case UNDECIDED -> "undecided between " + best + ", " + String.join(", ", tiedWith) + ": a lead under "
                        + times(detectable) + " would not have shown";
                case ONLY_ENTRY -> "only entry: " + best;
                case ANSWERS_DIFFER -> answersNote;
                default -> kind.text();
            };
        }

        /** What a comparison of two runs compares: the kind and the winner, or for a tie the whole tied group (its order is noise). */
        public String identity() {
            return kind.text() + (kind.grouped() ? " " + tiedGroup() : kind.decided() ? " " + best : "");
        }

        /** The best implementation and those tied with it (or left undecided against it), sorted. */
        public String tiedGroup() {
            return Stream.concat(tiedWith.stream(), Stream.of(best)).sorted().collect(Collectors.joining(", "));
        }

        /**
         * Where the verdict contradicts the library's static default for the case; null where it agrees or says nothing of
         * it. An undecided race contradicts it where the default is among the rivals the leader cleared.
         */
        @JsonProperty
        public String againstDefault() {
            String d = first().theCase().defaultImplementation();
            return d == null || !kind.decided() && kind != Kind.UNDECIDED || best.equals(d) || kind.grouped() && tiedWith.contains(d)
                    ? null : kind == Kind.TIED ? "the default implementation (" + d + ") is not among the tied"
                    : kind == Kind.UNDECIDED ? "the default implementation (" + d + ") is slower than the leader, not among the"
                    + " undecided"
                    : "fastest is not the default implementation (" + d + ")";
        }
    }

    /**
     * One race: {@code y[i][r]} the log of implementation i's fork in round r (negated where higher is better, NaN where
     * none); per implementation, the mean, moderated sd and count of its paired differences from the leader, their
     * degrees of freedom and Holm's p.
     */
    record Race(int best, double[] mean, double[] sd, int[] n, double[] p, double[] df) {
        /** The race of logs {@code y}, each pair's variance moderated by {@code prior} (docs/results.md). */
        static Race of(double[][] y, Rules rules, Prior prior) {
            double[] score = Arrays.stream(y).mapToDouble(v -> Arrays.stream(v).filter(Double::isFinite).average().orElse(NaN)).toArray();
            int best = IntStream.range(0, y.length).boxed().min(Comparator.comparingDouble(i -> score[i])).orElseThrow();
            double[] mean = new double[y.length];
            double[] sd = new double[y.length];
            int[] n = new int[y.length];
            double[] p = new double[y.length];
            double[] df = new double[y.length];
            Prior lent = prior.weighted(rules.pooling());
            for (int i = 0; i < y.length; i++) {
                int j = i;
                int[] both = IntStream.range(0, y[i].length).filter(r -> Double.isFinite(y[j][r]) && Double.isFinite(y[best][r])).toArray();
                double[] d = Arrays.stream(both).mapToDouble(r -> y[j][r] - y[best][r]).toArray();
                n[i] = d.length;
                mean[i] = StatUtils.mean(d);
                df[i] = d.length < 2 ? NaN : lent.df() + d.length - 1;
                sd[i] = d.length < 2 ? NaN : Math.sqrt(lent.moderate(StatUtils.variance(d), d.length - 1));
                // The paired t-test, on the moderated variance, that the leader is ahead by more than the margin (doubled,
                // as a two-sided test's p); a zero spread, where it is undefined, gives 0 beyond the margin and 1 within.
                double beyond = mean[i] - Math.log(rules.margin());
                p[i] = i == best || d.length < 2 ? NaN : sd[i] == 0 ? (beyond > 0 ? 0 : 1)
                        : Math.min(1, 2 * new TDistribution(null, df[i]).cumulativeProbability(-beyond / sd[i]
                                * Math.sqrt(d.length)));
            }
            return new Race(best, mean, sd, n, rules.holm() ? ForkScore.holm(p) : p, df);
        }

        /**
         * How many times slower than the leader implementation i is, with the 95% t interval of the test's own evidence
         * (the moderated variance on its degrees of freedom; NaN ends below two pairs): a rival the test clears lies above
         * the margin.
         */
        ForkScore.Ratio slower(int i) {
            double half = n[i] < 2 ? NaN : ForkScore.tQuantile(ForkScore.TWO_SIDED, df[i]) * sd[i] / Math.sqrt(n[i]);
            return new ForkScore.Ratio(Math.exp(mean[i]), Math.exp(mean[i] - half), Math.exp(mean[i] + half));
        }
    }

    private Verdicts() {
    }

    /** The run's verdicts, with the forks its screening round stopped. */
    public static List<CaseVerdict> judge(Run run) {
        return judge(run.results(), run.looks(), run.stopped());
    }

    /**
     * Each case's verdict, cases in order of first appearance, at the level ALPHA / looks; {@code stopped}: per case, the
     * seconds each stopped implementation's operation ran.
     */
    public static List<CaseVerdict> judge(List<Result> results, int looks, Map<String, Map<String, Double>> stopped) {
        return judge(results, looks, stopped, RULES);
    }

    static List<CaseVerdict> judge(List<Result> results, int looks, Map<String, Map<String, Double>> stopped, Rules rules) {
        Map<String, List<Result>> cases = results.stream().collect(Collectors.groupingBy(Result::caseKey, LinkedHashMap::new,
                Collectors.toList()));
        Map<String, Entrants> entrants = new LinkedHashMap<>();
        cases.forEach((name, c) -> entrants.put(name, Entrants.of(c, rules)));
        Map<String, Prior> priors = priors(entrants, rules);
        return cases.entrySet().stream().map(e -> judge(e.getKey(), e.getValue(), entrants.get(e.getKey()), looks,
                stopped.getOrDefault(e.getKey(), Map.of()), rules, priors.get(e.getKey()))).toList();
    }

    /**
     * Per case, the {@link Prior} fitted to the pairs (each rival against its leader) of the other cases in the run that
     * time the same kind of input ({@link Entrants#inputs}), or, where fewer than {@link Prior#MIN_CASES} of those race,
     * of every other race of the run (where their noise differs by workload, the fit's small df lends little), as their
     * forks stood at the case's own last round: a case's own pairs are its own evidence, not also its prior's, and a case
     * that got no further rounds keeps the noise it was lent at the look that decided it (the suite acted on that
     * verdict), so a later look's forks of other cases do not undo it.
     */
    static Map<String, Prior> priors(Map<String, Entrants> cases, Rules rules) {
        Map<Integer, Map<String, List<double[]>>> pairsUpTo = new HashMap<>();
        Map<String, Prior> priors = new LinkedHashMap<>();
        cases.forEach((name, c) -> {
            Map<String, List<double[]>> pairs = pairsUpTo.computeIfAbsent(c.lastRound(), last -> {
                Map<String, List<double[]>> upTo = new LinkedHashMap<>();
                cases.forEach((o, e) -> upTo.put(o, e.pairs(last, rules)));
                return upTo;
            });
            List<String> racing = cases.keySet().stream().filter(o -> !o.equals(name) && !pairs.get(o).isEmpty()).toList();
            List<String> same = racing.stream().filter(o -> cases.get(o).inputs().equals(c.inputs())).toList();
            List<String> others = same.size() >= Prior.MIN_CASES ? same : racing;
            List<double[]> lent = others.stream().flatMap(o -> pairs.get(o).stream()).toList();
            priors.put(name, Prior.fit(lent.stream().mapToDouble(x -> x[0]).toArray(), lent.stream().mapToDouble(x -> x[1])
                    .toArray(), others.size()));
        });
        return priors;
    }

    /**
     * A case's implementations in the race, best first, and their logs by round (negated where higher is better, NaN where
     * none): the screened out, a rival of the screening round alone (one fork) at least the screen's factor slower than the
     * fastest fork of that round, which a later leader does not undo, are left out.
     */
    record Entrants(List<Result> ranked, List<Result> screened, List<Result> sorted, int[] rounds, double[][] y) {
        static Entrants of(List<Result> all, Rules rules) {
            List<Result> ranked = all.stream().sorted(Result.FASTEST_FIRST).toList();
            List<Result> screened = ranked.stream().skip(1).filter(r -> r.forks().length == 1 && r.hasForks() && all.stream()
                    .anyMatch(o -> IntStream.range(0, o.hasForks() ? o.forks().length : 0).anyMatch(f -> o.rounds()[f]
                            == r.rounds()[0] && (r.lowerIsBetter() ? r.forkValues()[0] / o.forkValues()[f]
                            : o.forkValues()[f] / r.forkValues()[0]) >= rules.screen()))).toList();
            List<Result> sorted = ranked.stream().filter(r -> !screened.contains(r)).toList();
            int[] rounds = sorted.stream().flatMapToInt(r -> Arrays.stream(r.rounds())).distinct().sorted().toArray();
            // The race's leader is the best here too, as both rank by the mean log.
            double[][] y = sorted.stream().map(r -> {
                double[] v = new double[rounds.length];
                Arrays.fill(v, NaN);
                double[] forks = r.hasForks() ? r.forkValues() : new double[0];
                for (int f = 0; f < forks.length; f++) {
                    v[Arrays.binarySearch(rounds, r.rounds()[f])] = (r.lowerIsBetter() ? 1 : -1) * Math.log(forks[f]);
                }
                return v;
            }).toArray(double[][]::new);
            return new Entrants(ranked, screened, sorted, rounds, y);
        }

        /**
         * What the race times: its workload's case parameter, which the workloads that time the same inputs share
         * (rectangle-board and rectangle-board-wins: the same boards, the same solvers, the same fork settings).
         */
        String inputs() {
            return ranked.get(0).workload().caseParam();
        }

        /** The last round in which the race ran (0: none). */
        int lastRound() {
            return rounds.length == 0 ? 0 : rounds[rounds.length - 1];
        }

        /** Each rival's pair against the leader, as the forks up to round {@code last} show them: its variance and degrees of freedom. */
        List<double[]> pairs(int last, Rules rules) {
            int k = (int) Arrays.stream(rounds).filter(r -> r <= last).count();
            Race race = Race.of(Arrays.stream(y).map(v -> Arrays.copyOf(v, k)).toArray(double[][]::new), rules, Prior.NONE);
            return IntStream.range(0, race.n().length).filter(i -> i != race.best() && race.n()[i] >= 2)
                    .mapToObj(i -> new double[] {race.sd()[i] * race.sd()[i], race.n()[i] - 1}).toList();
        }
    }

    static CaseVerdict judge(String name, List<Result> all, Entrants entrants, int looks, Map<String, Double> stoppedSeconds,
            Rules rules, Prior prior) {
        List<Result> ranked = entrants.ranked();
        Result best = ranked.get(0);
        List<Result> screened = entrants.screened();
        List<Result> sorted = entrants.sorted();
        // A stopped operation ran at least this many times the leader's (NaN where the leader's score is no time).
        double leaderSeconds = best.hasForks() ? new DisplayUnit("s/op", 1e-9).convert(best.centre(), best.unit()) : NaN;
        // A stop holds at SCREEN times the leader's time; one that does not is raced in a look (its result then stands).
        Map<String, Double> stops = new TreeMap<>(stoppedSeconds);
        all.forEach(r -> stops.remove(r.impl()));
        List<String> stopped = stops.entrySet().stream().map(e -> e.getKey() + ": stopped after its operations took at least "
                + DisplayUnit.format(e.getValue()) + " s each, " + Verdicts.times(e.getValue() / leaderSeconds) + " the leader's")
                .toList();
        List<String> unheld = stops.keySet().stream().filter(impl -> !(stops.get(impl) / leaderSeconds >= rules.screen())).toList();
        Result reference = all.stream().filter(r -> r.impl().equals(REFERENCE) && r.hasForks()).findFirst().orElse(null);
        String answersNote = answersNote(all);
        Answers answers = answersNote.startsWith("answers differ") ? Answers.DIFFER
                : answersNote.startsWith("same") ? Answers.SAME : Answers.NOT_CHECKED;
        double level = ALPHA / looks;
        Race race = Race.of(entrants.y(), rules, prior);
        int m = sorted.size() - 1;
        boolean enough = unheld.isEmpty() && sorted.stream().allMatch(Result::hasForks)
                && IntStream.rangeClosed(1, m).allMatch(i -> race.n()[i] >= 2);
        List<String> tied = IntStream.rangeClosed(1, m).filter(i -> enough && !(race.p()[i] <= level)).mapToObj(i -> sorted.get(i).impl())
                .toList();

        // The smallest lead over the tied rivals that the test would find with probability POWER at Holm's strictest level.
        double detectable = tied.isEmpty() ? NaN : IntStream.rangeClosed(1, m).filter(i -> tied.contains(sorted.get(i).impl()))
                .mapToDouble(i -> rules.margin() * Math.exp((ForkScore.tQuantile(1 - level / (2 * m), race.df()[i])
                        + ForkScore.tQuantile(POWER, race.df()[i])) * race.sd()[i] / Math.sqrt(race.n()[i]))).max().orElse(NaN);
        Kind kind = answers == Answers.DIFFER ? Kind.ANSWERS_DIFFER : !enough ? Kind.NOT_ENOUGH_DATA
                : m == 0 ? (screened.isEmpty() && stopped.isEmpty() ? Kind.ONLY_ENTRY : Kind.FASTEST)
                : !tied.isEmpty() ? (detectable <= TIE.lead() ? Kind.TIED : Kind.UNDECIDED) : Kind.FASTEST;
        // Who more forks would help: the leader and each rival it does not clear; without enough forks, every
        // implementation still in the race and every stop that does not hold.
        List<String> contenders = kind == Kind.NOT_ENOUGH_DATA && m + unheld.size() > 0 ? Stream.concat(sorted.stream()
                .map(Result::impl), unheld.stream()).toList()
                : !kind.grouped() ? List.of() : IntStream.range(0, sorted.size())
                .filter(i -> i == 0 || tied.contains(sorted.get(i).impl())).mapToObj(i -> sorted.get(i).impl()).toList();

        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < sorted.size(); i++) {
            Result r = sorted.get(i);
            ForkScore.Ratio slower = i == 0 ? null : race.slower(i);
            String verdict = kind == Kind.ANSWERS_DIFFER || kind == Kind.NOT_ENOUGH_DATA ? kind.text()
                    : i == 0 ? (kind.grouped() ? tiedWord(kind) + String.join(", ", tied) : kind.text())
                    : (tied.contains(r.impl()) ? tiedWord(kind) : "slower than ") + best.impl();
            rows.add(new Row(r, r.hasForks() ? r.forkScore() : null, better(r, reference), slower, race.p()[i], verdict));
        }
        for (Result r : screened) {
            rows.add(new Row(r, r.forkScore(), better(r, reference), slower(r, best), NaN,
                    "slower than " + best.impl() + SCREENED_OUT));
        }
        return new CaseVerdict(name, kind, best.impl(), m == 0 ? null : sorted.get(1).impl(), m == 0 ? NaN : rows.get(1).slower()
                .centre(), tied, List.copyOf(rows), answers, answersNote, level,
                kind.grouped() ? detectable : NaN, contenders, stopped, prior);
    }

    /** A row's word for a rival the leader did not clear. */
    private static String tiedWord(Kind kind) {
        return kind == Kind.TIED ? "tied with " : "undecided against ";
    }

    /**
     * Per case with a verdict whose leader retains at least MEMORY_FACTOR times what a rival retains: the verdict, by the
     * same test at the same level, on the implementations retaining at most 1 / MEMORY_FACTOR of the leader's size.
     */
    static Map<String, CaseVerdict> withinMemory(List<CaseVerdict> verdicts, int looks) {
        return verdicts.stream().filter(v -> (v.kind().decided() || v.kind() == Kind.UNDECIDED) && !lean(v).isEmpty()).collect(Collectors.toMap(CaseVerdict::name,
                v -> judge(v.name(), lean(v), Entrants.of(lean(v), RULES), looks, Map.of(), RULES, v.prior()), (a, b) -> a, LinkedHashMap::new));
    }

    private static List<Result> lean(CaseVerdict v) {
        return v.rows().stream().map(Row::result).filter(r -> r.retained() * MEMORY_FACTOR <= v.first().retained()).toList();
    }

    /** How many times slower r is than the leader, paired by round. */
    private static ForkScore.Ratio slower(Result r, Result leader) {
        return r.lowerIsBetter() ? r.over(leader) : leader.over(r);
    }

    /** How many times as fast r is as the reference's ({@link #REFERENCE}) score; NaN where either has none. */
    static double better(Result r, Result reference) {
        return reference == null || !r.hasForks() ? NaN : r.lowerIsBetter() ? reference.centre() / r.centre()
                : r.centre() / reference.centre();
    }

    /** A ratio with three significant digits at most (from a million on, a power of ten): more would claim a precision the evidence lacks. */
    public static String times(double ratio) {
        return !Double.isFinite(ratio) ? "\u2013" : (ratio >= 1e6 ? String.format(Locale.ROOT, "%.2e", ratio)
                : DisplayUnit.format(ratio)) + "\u00d7";
    }

    /** What the checksums show: one per item in every pass and fork, and the same for every implementation. */
    static String answersNote(List<Result> rs) {
        List<String> unchecked = rs.stream().filter(r -> !r.hasChecksums()).map(Result::impl).toList();
        List<String> varying = rs.stream().filter(r -> r.hasChecksums() && r.answers() == null).map(Result::impl).toList();
        Map<String, List<String>> groups = rs.stream().filter(Result::hasChecksums).collect(Collectors.groupingBy(
                r -> Arrays.toString(r.answers()), LinkedHashMap::new, Collectors.mapping(Result::impl, Collectors.toList())));
        return unchecked.size() == rs.size() ? "answers not checked: no checksums in this run"
                : !varying.isEmpty() ? "answers differ: " + String.join(", ", varying)
                        + " gave different answers in different iterations or forks"
                : groups.size() > 1 ? "answers differ: " + groups.values().stream().map(g -> String.join(", ", g))
                        .collect(Collectors.joining(" vs "))
                : !unchecked.isEmpty() ? "answers not checked for " + String.join(", ", unchecked) + ": no checksum"
                : "same answers";
    }
}
