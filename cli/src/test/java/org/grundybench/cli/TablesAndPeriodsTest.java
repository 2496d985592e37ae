package org.grundybench.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.grundybench.core.TestClock;
import org.grundybench.reference.RectangleReference;
import org.grundybench.reference.SetNimReference;
import org.grundybench.reference.TriominoReference;
import org.grundybench.reference.TriominoReference.End;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The modes that read no position: rect --table, triomino --table, setnim --sequence. */
class TablesAndPeriodsTest {
    @Test
    void rectTableFileHoldsTheReferenceTable(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("3x4.bin");
        Cli.run("", "rect", "--table", "3x4", "--out", file.toString()).assertOk();
        assertArrayEquals(RectangleReference.table(3, 4), Files.readAllBytes(file));
        Path other = dir.resolve("2x3.bin");
        Cli.run("", "rect", "--table", "2x3", "--out", other.toString(), "--impl", "bit_parallel")
                .assertOk();
        assertArrayEquals(RectangleReference.table(2, 3), Files.readAllBytes(other));
    }

    @Test
    void rectTableRefusesBadShapesAndMissingFile(@TempDir Path dir) {
        String out = dir.resolve("t.bin").toString();
        Cli.run("", "rect", "--table", "5x7", "--out", out).assertBadInput("1 to 30 cells");
        Cli.run("", "rect", "--table", "5x6", "--out", out, "--impl", "components")
                .assertBadInput("1 to 25 cells");
        Cli.run("", "rect", "--table", "4by4", "--out", out).assertBadInput("expects RxC");
        Cli.run("", "rect", "--table", "0x4", "--out", out).assertBadInput("1 to 30 cells");
        Cli.run("", "rect", "--table", "4x4").assertBadInput("--out FILE");
        Cli.run("0110\n", "rect", "--out", out).assertBadInput("--out goes with --table");
        Cli.run("", "rect", "--table", "3x3", "--out", dir.toString())
                .assertBadInput("cannot write");
    }

    @Test
    void triominoTableMatchesTheCellSearch() {
        Cli.Result r = Cli.run("", "triomino", "--table", "9").assertOk();
        List<String> lines = r.outLines();
        assertEquals("n,flat,one-stub,stubs-same-row,stubs-opposite-rows", lines.get(0));
        assertEquals(11, lines.size());
        for (int n = 0; n <= 9; n++) {
            String expected = n + "," + TriominoReference.grundy(n) + ","
                    + TriominoReference.grundy(End.FLUSH, n, End.TOP) + ","
                    + TriominoReference.grundy(End.TOP, n, End.TOP) + ","
                    + TriominoReference.grundy(End.TOP, n, End.BOTTOM);
            assertEquals(expected, lines.get(n + 1), "n = " + n);
        }
    }

    @Test
    void triominoTableRefusesBeyondTheLimit() {
        Cli.run("", "triomino", "--table", "-1").assertBadInput("0 or more");
        Cli.run("", "triomino", "--table", "20001", "--impl", "fastutil_memo")
                .assertBadInput("limit of N = 20000");
    }

    @Test
    void sequencePrintsTheProvenPeriod() {
        Cli.Result r = Cli.run("", "setnim", "--sequence", "5", "2").assertOk();
        int[] g = SetNimReference.pileValues(new int[] {2, 5}, 6);
        StringBuilder cycle = new StringBuilder();
        for (int v : g) {
            cycle.append(cycle.length() == 0 ? "" : " ").append(v);
        }
        assertEquals(List.of("S = [2, 5]", "preperiod e = 0, period p = 7 (proven)",
                "preperiod values: (none)", "period G(0..6): " + cycle), r.outLines());
    }

    @Test
    void sequenceAsJsonAgreesWithTheReference() throws Exception {
        Cli.Result r = Cli.run("", "setnim", "--sequence", "15", "34", "49", "--json").assertOk();
        JsonNode json = new ObjectMapper().readTree(r.out());
        assertEquals(0, json.get("preperiod").asInt());
        assertEquals(1080, json.get("period").asInt());
        int[] reference = SetNimReference.pileValues(new int[] {15, 34, 49}, 3 * 1080);
        JsonNode cycle = json.get("periodValues");
        assertEquals(1080, cycle.size());
        for (int h = 0; h < reference.length; h++) {
            assertEquals(reference[h], cycle.get(h % 1080).asInt(), "G(" + h + ")");
        }
    }

    @Test
    void sequenceWithAPreperiod() {
        // S = {3, 61, 72, 75, 92, 98}: preperiod 3,522, period 147; the printed values are checked
        // against the reference from the printed (e, p).
        Cli.Result r = Cli.run("", "setnim", "--sequence", "3", "61", "72", "75", "92", "98", "--json")
                .assertOk();
        try {
            JsonNode json = new ObjectMapper().readTree(r.out());
            int e = json.get("preperiod").asInt();
            int p = json.get("period").asInt();
            assertEquals(3_522, e);
            assertEquals(e, json.get("preperiodValues").size());
            assertEquals(p, json.get("periodValues").size());
            int[] reference = SetNimReference.pileValues(new int[] {3, 61, 72, 75, 92, 98}, e + 5 * p + 10);
            for (int h = 0; h < reference.length; h++) {
                int printed = h < e ? json.get("preperiodValues").get(h).asInt()
                        : json.get("periodValues").get((h - e) % p).asInt();
                assertEquals(reference[h], printed, "G(" + h + ")");
            }
        } catch (java.io.IOException ex) {
            throw new AssertionError(ex);
        }
    }

    @Test
    void sequenceRefusesBadSetsAndNamesTheStepLimit() {
        Cli.run("", "setnim", "--sequence", "15", "34", "49", "--step-limit", "100")
                .assertBadInput("no period of G found for S = [15, 34, 49] within the step limit of"
                        + " 100 values of G (computed G(0..99); its preperiod plus period exceed 16);"
                        + " raise it with --step-limit");
        Cli.run("", "setnim", "--sequence", "0", "2").assertBadInput("must be positive");
        Cli.run("", "setnim", "--sequence", "2", "2").assertBadInput("given twice");
        Cli.run("", "setnim", "--sequence", "2", "x").assertBadInput("unexpected argument 'x'");
        Cli.run("", "triomino", "--table", "5", "in.txt").assertBadInput("reads no input");
        Cli.run("", "rect", "--table", "2x2", "--out", "t.bin", "in.txt")
                .assertBadInput("reads no input");
        Cli.run("", "setnim", "--sequence", "2", "--impl", "iterative_bitset")
                .assertBadInput("periodic");
        Cli.run("", "setnim", "--sequence", "2", "--step-limit", "0").assertBadInput(
                "grundy setnim: --step-limit must be at least 1, got 0");
        Cli.run("", "setnim", "--sequence", "2", "--step-limit", "-5").assertBadInput(
                "--step-limit must be at least 1, got -5");
        Cli.run("", "setnim", "--sequence", "2", "--step-limit", "many").assertBadInput(
                "Invalid value for option '--step-limit': 'many' is not a long");
        Cli.run("", "setnim", "--sequence", "2", "--step-limit", "99999999999999999999")
                .assertBadInput("Invalid value for option '--step-limit'");
    }

    @Test
    void stepLimitAppliesToPositionsToo() {
        // A pile of 10^12 needs the period of {15, 34, 49}, which 100 values do not find.
        Cli.run("3\n15 34 49\n1\n1000000000000\n", "setnim", "--step-limit", "100")
                .assertBadInput("within the step limit of 100 values of G");
        Cli.run("3\n15 34 49\n1\n1000000000000\n", "setnim", "--step-limit", "100", "--json")
                .assertBadInput("raise it with --step-limit");
        Cli.run("3\n15 34 49\n1\n1000000000000\n", "setnim").assertOk();
        // Piles within the limit need no period.
        Cli.run("3\n15 34 49\n1\n99\n", "setnim", "--step-limit", "100").assertOk();
    }

    /** A limit of periodic's that no step limit lifts is refused without the hint. */
    @Test
    void limitsOtherThanTheStepLimitAreNotSaidToBeLifted() {
        String sizes = IntStream.rangeClosed(1, 256).mapToObj(String::valueOf).collect(Collectors.joining(" "));
        for (String[] args : new String[][] {{"setnim"}, {"setnim", "--step-limit", "99999999999999"}}) {
            String err = Cli.run("256\n" + sizes + "\n1\n5\n", args).assertBadInput("|S| <= 255, got 256").err();
            assertFalse(err.contains("--step-limit"), err);
        }
        String err = Cli.run("", "setnim", "--sequence", "2147483647").assertBadInput("max(S) <= 2147483639").err();
        assertFalse(err.contains("--step-limit"), err);
    }

    @Test
    void sequenceTextWithAPreperiodAgreesWithTheReference() {
        // S = {3, 61, 72, 75, 92, 98}: preperiod 3,522, period 147.
        int[] moves = {3, 61, 72, 75, 92, 98};
        Cli.Result r = Cli.run("", "setnim", "--sequence", "3", "61", "72", "75", "92", "98").assertOk();
        List<String> lines = r.outLines();
        assertEquals(4, lines.size(), r.out());
        assertEquals(List.of("S = [3, 61, 72, 75, 92, 98]", "preperiod e = 3522, period p = 147 (proven)"),
                lines.subList(0, 2));
        int[] g = SetNimReference.pileValues(moves, 3_522 + 147 - 1);
        StringBuilder pre = new StringBuilder("preperiod G(0..3521):");
        StringBuilder cycle = new StringBuilder("period G(3522..3668):");
        for (int h = 0; h < g.length; h++) {
            (h < 3_522 ? pre : cycle).append(' ').append(g[h]);
        }
        assertEquals(pre.toString(), lines.get(2));
        assertEquals(cycle.toString(), lines.get(3));
        // The period is the smallest one from the smallest preperiod (the reference's certificate).
        int[] longer = SetNimReference.pileValues(moves, 3_522 + 3 * 147 + 98);
        assertEquals(147, SetNimReference.provenPeriod(longer, 3_522, 98));
        assertNotEquals(longer[3_521], longer[3_521 + 147], "e = 3,522 is the smallest preperiod");
    }

    /** 8x8, 51 ones: neither rule answers it in seconds (a full board is won at once, by taking it all). */
    static final String DENSE_8X8 = "11110111\n00111111\n10111111\n10011011\n01111110\n01111111\n11111101\n11110110\n";

    /** The time budget passes on a clock that moves 25 ms at each read, at its fourth read. */
    @Test
    void rectBudgetsAreConfigurableAndNamedWhenHit() {
        Cli.run(DENSE_8X8, TestClock.steppingMillis(25), "rect", "--time-budget", "50").assertBadInput("time budget of 50 ms");
        Cli.run(DENSE_8X8, "rect", "--memo-budget", "1000")
                .assertBadInput("more than the memo budget of 1,000 groups (about 23.4 KiB)");
        // With the value printed, its rule's budgets too.
        Cli.run(DENSE_8X8, TestClock.steppingMillis(25), "rect", "--json", "--value", "--time-budget", "50").assertBadInput("time budget of 50 ms");
        Cli.run(DENSE_8X8, "rect", "--json", "--value", "--memo-budget", "1000")
                .assertBadInput("more than the memo budget of 1,000 groups (about 23.4 KiB)");
        Cli.run(DENSE_8X8, TestClock.steppingMillis(25), "rect", "--json", "--time-budget", "50").assertBadInput("time budget of 50 ms");
        Cli.run(DENSE_8X8, "rect", "--json", "--memo-budget", "1000")
                .assertBadInput("more than the memo budget of 1,000 groups (about 23.4 KiB)");
        Cli.run("0110\n", "rect", "--time-budget", "0").assertBadInput("at least 1");
        Cli.run("0110\n0001\n", "rect", "--memo-budget", "1000").assertOk();
    }
}
