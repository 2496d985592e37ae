package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.report.Catalogue;
import org.grundybench.report.Run;
import org.grundybench.report.Verdicts;
import org.grundybench.workloads.TableShape;
import org.grundybench.workloads.Workload;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.TimeValue;

/** The suite end to end on one tiny case (the tests that fork JVMs), further rounds, and its command line. */
class SuiteTest {

    @BeforeAll
    static void ignoreTheJmhLock() {
        // JMH's lock file keeps two benchmark runs from sharing the machine; this run measures
        // nothing worth protecting, and other JMH runs on the machine must not fail the build.
        System.setProperty("jmh.ignoreLock", "true");
    }

    @Test
    void runsForksInRoundsWritesTheRunFolderAndNamesTheContendersOfATie(@TempDir Path dir) throws Exception {
        int status = Suite.run(new String[] {"--out", dir.toString(), "--seed", "17", "-f", "2", "-wi", "0", "-i", "1",
            "-r", "10ms", "RectangleTableBenchmark\\.", "-p", "shape=_3x3", "-p", "impl=components,canonical_groups"});
        assertEquals(0, status);

        assertEquals(CatalogueFile.current(), new ObjectMapper().readValue(dir.resolve("catalogue.json").toFile(), Catalogue.class));

        List<String> order = Files.readAllLines(dir.resolve(Suite.ORDER_FILE), StandardCharsets.UTF_8);
        assertEquals(Suite.ORDER_HEADER, order.get(0));
        assertEquals(5, order.size(), String.join("\n", order));
        List<String[]> rows = order.subList(1, 5).stream().map(l -> l.split("\t")).toList();
        assertEquals(List.of("1", "1", "2", "2"), rows.stream().map(r -> r[0]).toList());
        assertEquals(List.of("1", "2", "1", "2"), rows.stream().map(r -> r[1]).toList());
        for (String[] r : rows) {
            assertEquals(7, r.length);
            assertEquals("org.grundybench.bench.RectangleTableBenchmark.table", r[2]);
            assertTrue(Set.of("impl=components,shape=_3x3", "impl=canonical_groups,shape=_3x3").contains(r[3]), r[3]);
            // As instants: as text, "...:07Z" (a start on the second) sorts after "...:07.250Z".
            assertFalse(Instant.parse(r[4]).isAfter(Instant.parse(r[5])), r[4] + " " + r[5]);
            assertTrue(r[4].endsWith("Z") && r[5].endsWith("Z"), r[4] + " " + r[5]);
            assertEquals("ok", r[6]);
        }
        assertNotEquals(rows.get(0)[3], rows.get(1)[3], "a round runs each implementation once");
        assertNotEquals(rows.get(0)[3], rows.get(2)[3], "two implementations alternate between rounds");

        for (String round : List.of("round-01.json", "round-02.json")) {
            JsonNode results = new ObjectMapper().readTree(dir.resolve("jmh").resolve(round).toFile());
            assertEquals(2, results.size(), round + ": one result per combination of the round");
            for (JsonNode r : results) {
                assertEquals("_3x3", r.get("params").get("shape").asText());
                assertEquals(1, r.get("primaryMetric").get("rawData").size(), "one fork");
                JsonNode checksum = r.get("secondaryMetrics").get("checksum").get("rawData").get(0).get(0);
                assertEquals(Checksum.of(org.grundybench.reference.RectangleReference.table(3, 3)), checksum.asLong());
            }
        }
        try (var files = Files.list(dir.resolve("jmh"))) {
            assertEquals(2, files.count(), "no temporary file left behind");
        }

        // The looks' contenders: with every fork of both implementations alike, a tie, whose two implementations need more
        // forks, until one of them has the cap's.
        for (String round : List.of("round-01.json", "round-02.json")) {
            JsonNode results = new ObjectMapper().readTree(dir.resolve("jmh").resolve(round).toFile());
            results.forEach(r -> ((ArrayNode) r.get("primaryMetric").get("rawData").get(0)).removeAll().add(1.0));
            new ObjectMapper().writeValue(dir.resolve("jmh").resolve(round).toFile(), results);
        }
        Run run = Run.load(dir);
        assertEquals(Verdicts.Kind.TIED, Verdicts.judge(run).get(0).kind());
        assertEquals(Set.of("components", "canonical_groups"), Suite.contenders(run, Profile.QUICK, Combination.all()).keySet().stream()
                .map(c -> c.impl().id()).collect(Collectors.toSet()), "a cap of 6 forks");
        Profile capped = new Profile("capped", 1, 1, TimeValue.milliseconds(10), 1, TimeValue.milliseconds(10), 1, 1, 1, 2, 2, 5, 45,
                12, true);
        assertEquals(Map.of(), Suite.contenders(run, capped, Combination.all()), "two forks each: the cap of 2 reached");
    }

    /**
     * The full profile looks at its verdicts after the planned rounds, in the suite itself: the report names the contenders,
     * and a deadline already past keeps every further round from starting, which ends the looks with the run still ok.
     */
    @Test
    void afterThePlannedRoundsTheSuiteLooksAndKeepsToTheDeadline(@TempDir Path dir) throws Exception {
        String text = pastDeadline(dir, Profile.FULL);
        assertEquals(1 + 2 * Profile.FULL.forks(), Files.readAllLines(dir.resolve(Suite.ORDER_FILE)).size(), "the planned rounds");
        assertTrue(text.contains("==> looks run: 1 of " + Profile.FULL.plannedLooks()), text);
        // Whether the verdicts name contenders depends on what the forks measured; either way the outcome is exact, and a
        // deadline long past keeps any further round from starting, whatever the estimate.
        if (text.contains("==> look 2 of " + Profile.FULL.plannedLooks())) {
            int round = Profile.FULL.forks() + 1;
            assertTrue(text.contains("==> deadline 1970-01-01T00:00:01Z: round " + round + " would take about ")
                    && text.contains("; rounds " + round + " to " + (round + Profile.FULL.lookRounds() - 1) + " not started")
                    && text.contains("==> the run's deadline leaves no time for further rounds"), text);
        } else {
            assertTrue(text.contains("==> no case needs more forks after look 1 of " + Profile.FULL.plannedLooks()), text);
        }
    }

    /**
     * Quick's screen is its first round alone: the rest of its planned rounds go to what the screen leaves in the race, after
     * the report has screened round 1 (here a deadline long past keeps them from starting, and the run ends ok). What the
     * screen leaves depends on what round 1 measured (a cold 10 ms fork of one can be 16 times another's): the report judges
     * the run folder, which holds round 1 alone, as the suite did, and the suite's next step must follow from it exactly.
     */
    @Test
    void quickRunsItsScreenAloneThenItsPlannedRoundsForWhatTheScreenLeaves(@TempDir Path dir) throws Exception {
        String text = pastDeadline(dir, Profile.QUICK);
        assertEquals(1 + 2, Files.readAllLines(dir.resolve(Suite.ORDER_FILE)).size(), "round 1 alone: one fork of each");
        int left = Suite.contenders(Run.load(dir), Profile.QUICK, Combination.all()).size();
        assertTrue(text.contains("==> the screen leaves " + left + " of 2 combinations in the race for the planned rounds 2 to 3"),
                text);
        assertTrue(left == 0 ? text.contains("# grundy-bench suite: the report names no contender; nothing to run")
                : text.contains("==> deadline 1970-01-01T00:00:01Z: round 2 would take about ")
                && text.contains("==> the run's deadline leaves no time for further rounds"), text);
        assertFalse(text.contains("==> look 2"), text);
    }

    /** What the suite printed running {@link #TINY} in {@code profile} with a deadline long past; it must end ok. */
    private static String pastDeadline(Path dir, Profile profile) throws Exception {
        Files.writeString(dir.resolve("run.properties"), Suite.plan(profile, new CommandLineOptions()).entrySet().stream()
                .map(e -> e.getKey() + "=" + e.getValue() + "\n").collect(Collectors.joining()));
        List<String> args = new ArrayList<>(List.of("--out", dir.toString(), "--profile", profile.id(), "--deadline", "1"));
        args.addAll(TINY);
        PrintStream console = System.out;
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        System.setOut(new PrintStream(said, true, StandardCharsets.UTF_8));
        int status;
        try {
            status = Suite.run(args.toArray(new String[0]));
        } finally {
            System.setOut(console);
        }
        String text = said.toString(StandardCharsets.UTF_8);
        assertEquals(0, status, text);
        return text;
    }

    private static final String TABLE = "org.grundybench.bench.RectangleTableBenchmark.table";
    private static final String COMPONENTS = "impl=components,shape=_3x3";
    private static final String GROUPS = "impl=canonical_groups,shape=_3x3";
    /** The options of a first call that selects the two 3x3 combinations, as scripts/bench passes them again. */
    private static final List<String> TINY = List.of("--seed", "17", "-wi", "0", "-i", "1", "-r", "10ms",
            "RectangleTableBenchmark\\.", "-p", "shape=_3x3", "-p", "impl=components,canonical_groups");

    /** A run folder as two planned rounds would leave it (round 2 ran groups first): its order file and a round file. */
    private static void twoRounds(Path dir) throws Exception {
        List<String> rows = new ArrayList<>(List.of(Suite.ORDER_HEADER));
        String[][] order = {{"1", "1", COMPONENTS}, {"1", "2", GROUPS}, {"2", "1", GROUPS}, {"2", "2", COMPONENTS}};
        Instant t = Instant.parse("2026-11-25T04:00:00Z");
        for (String[] f : order) {
            rows.add(String.join("\t", f[0], f[1], TABLE, f[2], t.toString(), t.plusSeconds(1).toString(), "ok"));
            t = t.plusSeconds(1);
        }
        Files.createDirectories(dir.resolve("jmh"));
        Files.write(dir.resolve(Suite.ORDER_FILE), rows, StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("jmh").resolve("round-02.json"), "[]");
    }

    /**
     * The suite of {@code TINY} (and {@code more} options before it) as the planned rounds of {@link #twoRounds} leave it,
     * each of its forks so far {@code seconds} long: a look's further rounds start at round 3.
     */
    private static Suite afterTwoRounds(Path dir, long seconds, String... more) throws Exception {
        twoRounds(dir);
        List<String> args = new ArrayList<>(List.of("--out", dir.toString()));
        args.addAll(List.of(more));
        args.addAll(TINY);
        Suite suite = Suite.of(args.toArray(new String[0]));
        for (Combination c : named(TABLE + "\t" + GROUPS, TABLE + "\t" + COMPONENTS)) {
            suite.took.put(c, new ArrayList<>(List.of(seconds * 1000, seconds * 1000)));
        }
        suite.nextRound = 3;
        return suite;
    }

    /** The combinations these order rows name. */
    private static List<Combination> named(String... rows) {
        return Combination.all().stream().filter(c -> List.of(rows).contains(c.row())).toList();
    }

    @Test
    void furtherRoundsContinueTheNumberingAndAppendToTheOrder(@TempDir Path dir) throws Exception {
        Suite suite = afterTwoRounds(dir, 1);
        List<String> before = Files.readAllLines(dir.resolve(Suite.ORDER_FILE), StandardCharsets.UTF_8);
        assertEquals(0, suite.rounds(named(TABLE + "\t" + GROUPS, TABLE + "\t" + COMPONENTS), 1));

        List<String> order = Files.readAllLines(dir.resolve(Suite.ORDER_FILE), StandardCharsets.UTF_8);
        assertEquals(before, order.subList(0, before.size()), "the rows written before stay as they were");
        List<String[]> added = order.subList(before.size(), order.size()).stream().map(l -> l.split("\t")).toList();
        assertEquals(2, added.size(), String.join("\n", order));
        assertEquals(List.of("3", "3"), added.stream().map(r -> r[0]).toList(), "round numbers go on after 2");
        assertEquals(List.of("1", "2"), added.stream().map(r -> r[1]).toList());
        assertEquals(Set.of(COMPONENTS, GROUPS), Set.of(added.get(0)[3], added.get(1)[3]), "each contender once");
        assertTrue(added.stream().allMatch(r -> r[6].equals("ok")));
        assertEquals("[]", Files.readString(dir.resolve("jmh").resolve("round-02.json")), "earlier rounds untouched");
        assertEquals(2, new ObjectMapper().readTree(dir.resolve("jmh").resolve("round-03.json").toFile()).size());
        assertFalse(Files.exists(dir.resolve(CatalogueFile.NAME)), "the catalogue is the planned rounds'");

        assertEquals(0, suite.rounds(named(TABLE + "\t" + COMPONENTS), 1), "a second look");
        List<String> again = Files.readAllLines(dir.resolve(Suite.ORDER_FILE), StandardCharsets.UTF_8);
        assertEquals(order, again.subList(0, order.size()));
        assertEquals(List.of("4\t1\t" + TABLE + "\t" + COMPONENTS), again.subList(order.size(), again.size()).stream()
                .map(l -> l.substring(0, l.indexOf('\t', l.indexOf(COMPONENTS)))).toList(), "round 4: the one contender");
    }

    @Test
    void aLookWithoutContendersRunsNothing(@TempDir Path dir) throws Exception {
        Suite suite = afterTwoRounds(dir, 1);
        List<String> before = Files.readAllLines(dir.resolve(Suite.ORDER_FILE), StandardCharsets.UTF_8);
        assertEquals(0, suite.rounds(List.of(), 5));
        assertEquals(before, Files.readAllLines(dir.resolve(Suite.ORDER_FILE), StandardCharsets.UTF_8));
        try (var files = Files.list(dir.resolve("jmh"))) {
            assertEquals(1, files.count());
        }
    }

    @Test
    void aRoundThatWouldEndAfterTheDeadlineDoesNotStart(@TempDir Path dir) throws Exception {
        long inTenMinutes = System.currentTimeMillis() / 1000 + 600;
        Suite suite = afterTwoRounds(dir, 3600, "--deadline", String.valueOf(inTenMinutes)); // every fork so far took an hour
        List<String> before = Files.readAllLines(dir.resolve(Suite.ORDER_FILE), StandardCharsets.UTF_8);
        assertEquals(3, suite.rounds(named(TABLE + "\t" + GROUPS), 2));
        assertEquals(before, Files.readAllLines(dir.resolve(Suite.ORDER_FILE), StandardCharsets.UTF_8));
        assertFalse(Files.exists(dir.resolve("jmh").resolve("round-03.json")));
    }

    /**
     * A last round that would end after the deadline runs the cases that fit, each whole (its forks are paired by round):
     * here the 3x3 case, whose forks took a second, and not the 4x4 case, whose forks took an hour; the round after it does
     * not start.
     */
    @Test
    void aRoundCutAtTheDeadlineRunsTheCasesThatFit(@TempDir Path dir) throws Exception {
        String big = TABLE + "\timpl=components,shape=_4x4";
        twoRounds(dir);
        long inTenMinutes = System.currentTimeMillis() / 1000 + 600;
        List<String> args = new ArrayList<>(List.of("--out", dir.toString(), "--deadline", String.valueOf(inTenMinutes)));
        args.addAll(TINY.subList(0, TINY.size() - 3));
        args.addAll(List.of("shape=_3x3,_4x4", "-p", "impl=components,canonical_groups"));
        Suite suite = Suite.of(args.toArray(new String[0]));
        named(TABLE + "\t" + GROUPS, TABLE + "\t" + COMPONENTS).forEach(c -> suite.took.put(c, new ArrayList<>(List.of(1000L))));
        named(big).forEach(c -> suite.took.put(c, new ArrayList<>(List.of(3_600_000L))));
        suite.nextRound = 3;
        List<String> before = Files.readAllLines(dir.resolve(Suite.ORDER_FILE), StandardCharsets.UTF_8);
        assertEquals(3, suite.rounds(named(TABLE + "\t" + GROUPS, TABLE + "\t" + COMPONENTS, big), 2),
                "the deadline left a round out");

        List<String> order = Files.readAllLines(dir.resolve(Suite.ORDER_FILE), StandardCharsets.UTF_8);
        List<String[]> added = order.subList(before.size(), order.size()).stream().map(l -> l.split("\t")).toList();
        assertEquals(Set.of("3"), added.stream().map(r -> r[0]).collect(Collectors.toSet()), "round 3 only");
        assertEquals(Set.of(COMPONENTS, GROUPS), added.stream().map(r -> r[3]).collect(Collectors.toSet()), "the 3x3 case whole");
        assertEquals(2, added.size());
    }

    /**
     * A round cut short takes whole cases, furthest from a verdict first (none yet, then the largest lead that would not have
     * shown), then the shortest, while they fit.
     */
    @Test
    void aRoundCutShortTakesTheLeastDecidedCasesFirstThenTheShortest() {
        Combination a = new Combination(Workload.RECTANGLE_TABLE, TableShape._3x3, RectangleImpl.components);
        Combination a2 = new Combination(Workload.RECTANGLE_TABLE, TableShape._3x3, RectangleImpl.canonical_groups);
        Combination b = new Combination(Workload.RECTANGLE_TABLE, TableShape._4x4, RectangleImpl.components);
        Combination c = new Combination(Workload.RECTANGLE_TABLE, TableShape._4x5, RectangleImpl.components);
        Map<Combination, Long> took = Map.of(a, 2L, a2, 3L, b, 2L, c, 3L);
        java.util.function.ToLongFunction<List<Combination>> estimate = l -> l.stream().mapToLong(took::get).sum();
        List<Combination> round = List.of(c, a, b, a2);
        Map<Combination, Double> open = Map.of(a, Double.POSITIVE_INFINITY, a2, Double.POSITIVE_INFINITY, b, 1.4, c, 2.6);
        assertEquals(List.of(a, b, a2), Suite.fitting(round, estimate, open, 7), "3x3 (no verdict, 5), then 4x4 (2)");
        assertEquals(List.of(a, a2), Suite.fitting(round, estimate, open, 6), "3x3 whole; neither other fits after it");
        assertEquals(List.of(c, b), Suite.fitting(round, estimate, Map.of(b, 1.4, c, 2.6), 5),
                "4x5 first, its lead under 2.6x undetectable, though 4x4 is shorter");
        assertEquals(List.of(c), Suite.fitting(round, estimate, Map.of(b, 1.4, c, 2.6), 4), "4x5 alone");
        assertEquals(List.of(c, b), Suite.fitting(round, estimate, Map.of(), 6), "all decided: the shortest, 4x4 and 4x5");
        assertEquals(List.of(), Suite.fitting(round, estimate, Map.of(), 1));
    }

    @Test
    void theEstimateTakesEachCombinationsMeanForkElseTheMeanOfAll() {
        Combination a = new Combination(Workload.RECTANGLE_TABLE, TableShape._3x3, RectangleImpl.components);
        Combination b = new Combination(Workload.RECTANGLE_TABLE, TableShape._3x3, RectangleImpl.canonical_groups);
        Combination c = new Combination(Workload.RECTANGLE_TABLE, TableShape._4x4, RectangleImpl.components);
        Suite.Progress none = new Suite.Progress(List.of(List.of(a, b)), new java.util.HashMap<>());
        assertEquals(0, none.estimate(List.of(a, b)), "nothing known: no estimate holds a round back");
        Suite.Progress known = new Suite.Progress(List.of(List.of(a, b, c)), new java.util.HashMap<>(Map.of(a,
                new ArrayList<>(List.of(1000L, 3000L)), b, new ArrayList<>(List.of(6000L)))));
        // a: 2000; b: 6000; c unknown: the mean of all three forks, 10000 / 3
        assertEquals(2000 + 6000 + 3333, known.estimate(List.of(a, b, c)));
        known.done(c, 1000);
        assertEquals(1000, known.estimate(List.of(c)));
    }

    @Test
    void thePlanGivesTheLooksUnlessTheCommandLineFixesTheForks() throws Exception {
        assertEquals("{forks=3, max_forks=13, look_rounds=10, planned_looks=2, budget_minutes=85, reserve_seconds=900,"
                + " fork_jvm=, jvm_flags=}", Suite.plan(Profile.FULL, new CommandLineOptions()).toString());
        assertEquals("{forks=2, max_forks=2, look_rounds=10, planned_looks=1, budget_minutes=85, reserve_seconds=900,"
                + " fork_jvm=, jvm_flags=}", Suite.plan(Profile.FULL, new CommandLineOptions("-f", "2")).toString());
        assertEquals("{forks=3, max_forks=6, look_rounds=3, planned_looks=2, budget_minutes=5, reserve_seconds=35,"
                + " fork_jvm=, jvm_flags=}", Suite.plan(Profile.QUICK, new CommandLineOptions()).toString());
        Map<String, String> jvm = Suite.plan(Profile.QUICK, new CommandLineOptions("-jvm", "/opt/jdk/bin/java", "-jvmArgsAppend",
                "-XX:+UseParallelGC", "-jvmArgs", "-Xmx1g -Xss2m"));
        assertEquals("/opt/jdk/bin/java", jvm.get("fork_jvm"));
        assertEquals("-Xmx1g -Xss2m -XX:+UseParallelGC", jvm.get("jvm_flags"), "the fork JVM's flags as JMH applies them");
    }

    @Test
    void badOptionsExitWithStatusTwo(@TempDir Path dir) {
        String out = dir.toString();
        assertEquals(2, Suite.run(new String[] {"--out", out, "--seed", "soon"}));
        assertEquals(2, Suite.run(new String[] {"--out", out, "--profile", "slow"}));
        assertEquals(2, Suite.run(new String[] {"--out", out, "-rf", "json"}));
        assertEquals(2, Suite.run(new String[] {"--out", out, "NoSuchBenchmarkAnywhere"}));
        assertEquals(2, Suite.run(new String[] {"--out", out, "-p", "n=N100"}));
        assertEquals(2, Suite.run(new String[] {"RectangleTableBenchmark"}), "no --out");
        assertEquals(2, Suite.run(new String[] {"--seed"}));
        assertEquals(2, Suite.run(new String[] {"--out", out, "--deadline", "tonight"}));
    }

    /**
     * Quick races neither a near duplicate of a case it races, nor a case its forks cannot time warm, nor an implementation
     * too slow for its budget.
     */
    @Test
    void quickLeavesOutNearDuplicatesAndWhatItsBudgetCannotHold() throws Exception {
        CommandLineOptions none = new CommandLineOptions();
        List<String> raced = Suite.raced(Combination.all(), none).stream().map(c -> c.workload().id() + " " + c.c().name() + " "
                + c.impl().id()).toList();
        assertTrue(raced.contains("rectangle-board _4x4_30 components") && raced.contains("rectangle-board-wins _8x8_50 components")
                && raced.contains("rectangle-table _5x5 components"), raced.toString());
        for (String out : List.of("rectangle-board _4x4_50 components", "rectangle-board-wins _8x8_30 components",
                "rectangle-table _5x5 bit_parallel", "rectangle-table _5x5 iterative_bitset", "rectangle-board-median _8x8_50 components",
                "rectangle-table _5x6 canonical_groups", "rectangle-board _8x8_50 canonical_groups",
                "rectangle-board _8x8_60 components")) {
            assertFalse(raced.contains(out), out);
        }
        // A near duplicate is raced where the case it duplicates is not selected.
        List<Combination> alone = Combination.select(new CommandLineOptions("RectangleBoardBenchmark", "-p", "board=_6x6_30"),
                List.of("RectangleBoardBenchmark", "-p", "board=_6x6_30"));
        assertEquals(alone, Suite.raced(alone, none));
    }
}
