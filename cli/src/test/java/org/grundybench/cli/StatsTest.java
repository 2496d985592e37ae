package org.grundybench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.grundybench.core.Work;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code --stats}: each answer comes with the solver's work for it, as a line after the answer
 * or as a "stats" object in its JSON, and the answer itself is unchanged. These tests run in a
 * JVM that counts (cli/pom.xml); GrundyJarIT checks that main turns counting on itself.
 */
class StatsTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final List<String> FIELDS = List.of("positions", "options", "lookups", "hits", "stored");
    private static final Pattern LINE = Pattern.compile(
            "stats: positions (\\d+), options (\\d+), lookups (\\d+), hits (\\d+), stored (\\d+)");

    @BeforeAll
    static void countingIsOn() {
        assertTrue(Work.COUNTING, "cli/pom.xml runs the tests with -D" + Work.PROPERTY + "=true");
    }

    /** The counts of a stats line, in the order of {@link #FIELDS}; fails on any other line. */
    static long[] counts(String line) {
        Matcher m = LINE.matcher(line);
        assertTrue(m.matches(), () -> "a stats line: " + line);
        long[] c = new long[FIELDS.size()];
        for (int i = 0; i < c.length; i++) {
            c[i] = Long.parseLong(m.group(i + 1));
        }
        return c;
    }

    /** The counts of a JSON "stats" object: exactly the five fields, in their order. */
    static long[] counts(JsonNode stats) {
        List<String> names = new ArrayList<>();
        stats.fieldNames().forEachRemaining(names::add);
        assertEquals(FIELDS, names, stats::toString);
        return FIELDS.stream().mapToLong(f -> {
            assertTrue(stats.get(f).isIntegralNumber(), stats::toString);
            return stats.get(f).asLong();
        }).toArray();
    }

    /** What holds of any one answer's counts: none negative, no more hits than lookups. */
    private static void plausible(long[] c, String what) {
        for (int i = 0; i < c.length; i++) {
            assertTrue(c[i] >= 0, what + ": " + FIELDS.get(i) + " = " + c[i]);
        }
        assertTrue(c[3] <= c[2], what + ": " + c[3] + " hits of " + c[2] + " lookups");
    }

    private static JsonNode json(String line) {
        try {
            return MAPPER.readTree(line);
        } catch (IOException e) {
            throw new AssertionError(line, e);
        }
    }

    /**
     * Every implementation: the same JSON answers with a "stats" field added, last, and counts
     * that show work was done: positions evaluated and, for the answer that reached furthest,
     * positions stored.
     */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("org.grundybench.cli.ImplementationsTest#everyImplementation")
    void jsonAddsTheCountsToTheSameAnswers(ImplementationsTest.Game game, String id) {
        List<String> plain = Cli.run(game.input(), game.name(), "--json", "--impl", id).assertOk().outLines();
        List<String> counted = Cli.run(game.input(), game.name(), "--json", "--stats", "--impl", id)
                .assertOk().outLines();
        assertEquals(plain.size(), counted.size());
        long positions = 0;
        long[] last = null;
        for (int i = 0; i < plain.size(); i++) {
            ObjectNode answer = (ObjectNode) json(counted.get(i));
            List<String> names = new ArrayList<>();
            answer.fieldNames().forEachRemaining(names::add);
            assertEquals(List.of("winner", "grundy", "move", "stats"), names, counted.get(i));
            long[] c = counts(answer.remove("stats"));
            plausible(c, game + " " + id + " answer " + (i + 1));
            assertEquals(json(plain.get(i)), answer, "the answer is unchanged");
            positions += c[0];
            last = c;
        }
        assertTrue(positions > 0, game + " " + id + ": positions evaluated");
        // Triomino's N are solved in ascending order, and the input's last N is its largest.
        assertTrue(last[4] > 0, game + " " + id + ": positions stored " + last[4]);
    }

    /** The examples of games.md, as text: each answer's lines, then its stats line. */
    @Test
    void textPutsALineAfterEachAnswerAndChangesNothingElse() {
        List<String> answerLines = List.of("A", "B", "X", "Y", "Yes", "No");
        String[][] runs = {
            {ExamplesTest.RECT_A, "rect"}, {ExamplesTest.RECT_B, "rect"},
            {ExamplesTest.TRIOMINO, "triomino"}, {ExamplesTest.SET_NIM, "setnim"},
            {ExamplesTest.RECT_A, "rect", "--explain"}, {ExamplesTest.TRIOMINO, "triomino", "--explain"},
            {ExamplesTest.SET_NIM, "setnim", "--explain"}};
        for (String[] run : runs) {
            String[] args = Arrays.copyOfRange(run, 1, run.length + 1);
            List<String> plain = Cli.run(run[0], Arrays.copyOf(args, args.length - 1)).assertOk().outLines();
            args[args.length - 1] = "--stats";
            List<String> counted = Cli.run(run[0], args).assertOk().outLines();
            List<String> expected = new ArrayList<>();
            for (String line : plain) {
                if (answerLines.contains(line) && !expected.isEmpty()) {
                    expected.add("stats");
                }
                expected.add(line);
            }
            expected.add("stats");
            assertEquals(expected, counted.stream().map(l -> l.startsWith("stats: ") ? "stats" : l).toList(),
                    String.join(" ", args));
            List<long[]> stats = counted.stream().filter(l -> l.startsWith("stats: ")).map(StatsTest::counts)
                    .toList();
            stats.forEach(c -> plausible(c, String.join(" ", args)));
            if (!run[0].equals(ExamplesTest.RECT_B)) { // two single cells: valued by rule, no mex
                assertTrue(stats.get(stats.size() - 1)[0] > 0, "positions evaluated: " + counted);
            }
        }
    }

    /**
     * One solver answers all the N of a triomino input, in ascending order: each answer shows
     * the work done since the one before, so the answers' positions add up to one query of the
     * largest N, and a repeated N shows its first answer's counts.
     */
    @Test
    void eachTriominoAnswerShowsItsOwnWork() {
        for (String id : new String[] {"recursive_hashset", "fastutil_memo", "reduced_recurrence"}) {
            List<String> alone = Cli.run("40", "triomino", "--stats", "--impl", id).assertOk().outLines();
            List<String> three = Cli.run("40 12 40", "triomino", "--stats", "--impl", id).assertOk().outLines();
            assertEquals(List.of(alone.get(0), three.get(2), alone.get(0)),
                    List.of(three.get(0), three.get(2), three.get(4)), id);
            long[] forty = counts(alone.get(1));
            long[] twelve = counts(three.get(3));
            long[] fortyAfterTwelve = counts(three.get(1));
            assertEquals(three.get(1), three.get(5), id + ": a repeated N shows its first answer's counts");
            assertTrue(twelve[0] > 0 && fortyAfterTwelve[0] > 0, id + ": " + three);
            assertEquals(forty[0], twelve[0] + fortyAfterTwelve[0], id + ": positions add up: " + three);
            assertEquals(forty[4], fortyAfterTwelve[4], id + ": stored is the level after the query");
        }
    }

    @Test
    void modesThatPrintNoAnswerRefuseIt() {
        Cli.run("", "triomino", "--table", "5", "--stats")
                .assertBadInput("grundy triomino: --stats counts the work of answers, and --table gives none");
        Cli.run("", "rect", "--table", "2x2", "--out", "t.bin", "--stats")
                .assertBadInput("grundy rect: --stats counts the work of answers, and --table gives none");
        Cli.run("", "setnim", "--sequence", "2", "5", "--stats")
                .assertBadInput("grundy setnim: --stats counts the work of answers, and --sequence gives none");
    }
}
