package org.grundybench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.nio.file.Path;
import java.util.Arrays;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.setnim.SetNimImpl;
import org.grundybench.triomino.TriominoImpl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every kind of bad input: exit code 2, nothing on stdout, one line on stderr saying what is
 * wrong and where, no stack trace.
 */
class BadInputTest {
    // ---- rect ----

    @Test
    void rectEmptyInput() {
        Cli.run("", "rect").assertBadInput("grundy rect: empty input");
        Cli.run("\n   \n\t\n", "rect").assertBadInput("empty input");
    }

    @Test
    void rectRaggedRows() {
        Cli.run("0110\n011\n", "rect").assertBadInput(
                "line 2: row 2 has 3 cells, but the first row (line 1) has 4");
        Cli.run("\n0 1\n0 1 1\n", "rect").assertBadInput("line 3: row 2 has 3 cells");
    }

    @Test
    void rectCellsOtherThanZeroOrOne() {
        Cli.run("0110\n0120\n", "rect").assertBadInput("line 2, cell 3: a cell must be 0 or 1, got '2'");
        Cli.run("0 1 x 0\n", "rect").assertBadInput("line 1, cell 3: a cell must be 0 or 1, got 'x'");
        Cli.run("0,1\n", "rect").assertBadInput("line 1, cell 2: a cell must be 0 or 1, got ','");
        Cli.run("01\u0007\n", "rect").assertBadInput("got '?'");
    }

    @Test
    void rectMoreThan64Cells() {
        Cli.run("00000000\n".repeat(9), "rect").assertBadInput(
                "line 9: the board passes 64 cells (9 rows of 8 = 72)");
        Cli.run("0".repeat(65) + "\n", "rect").assertBadInput(
                "line 1: the row has more than 64 cells");
        // Refused at once, however long the input goes on.
        Cli.run("1".repeat(1_000_000), "rect").assertBadInput("more than 64 cells");
    }

    @Test
    void rectMessagesNameTheBoardAndTheLineItStartsOn() {
        Cli.run("\n\n0110\n0120\n", "rect").assertBadInput(
                "grundy rect: board 1 (line 3): line 4, cell 3: a cell must be 0 or 1, got '2'");
        // A blank line ends a board: two boards whose rows differ in length are no ragged board.
        Cli.run("0110\n011\n", "rect").assertBadInput(
                "grundy rect: board 1 (line 1): line 2: row 2 has 3 cells, but the first row (line 1)"
                        + " has 4; all rows must have the same length (a blank line ends a board)");
    }

    @Test
    void rectInputBeyondTheImplementationsLimit() {
        // iterative_bitset tabulates at most 25 ones; the library's SolverLimitException.
        Cli.run("11111\n".repeat(6), "rect", "--impl", "iterative_bitset").assertBadInput(
                "grundy rect: board 1 (line 1): iterative_bitset tabulates boards with at most 25 ones");
    }

    // ---- triomino ----

    @Test
    void triominoEmptyInput() {
        Cli.run("", "triomino").assertBadInput("grundy triomino: empty input");
        Cli.run(" \n", "triomino", "--count-first").assertBadInput("empty input");
    }

    @Test
    void triominoNegativeN() {
        Cli.run("3 -1", "triomino").assertBadInput("line 1, number 2: N = -1 is negative");
    }

    @Test
    void triominoNonIntegerN() {
        Cli.run("3\n3.5\n", "triomino").assertBadInput(
                "line 2, number 2: N must be a whole number, got '3.5'");
        Cli.run("abc", "triomino").assertBadInput("line 1, number 1: N must be a whole number, got 'abc'");
        Cli.run("1e5", "triomino").assertBadInput("got '1e5'");
        Cli.run("-", "triomino").assertBadInput("got '-'");
    }

    @Test
    void triominoOutOfRangeN() {
        Cli.run("2 99999999999999999999", "triomino").assertBadInput(
                "line 1, number 2: N = 99999999999999999999 is too large; the largest accepted is"
                        + " 2147483647 (2^31 - 1)");
        Cli.run("1" + "0".repeat(200), "triomino").assertBadInput("is too large; the largest accepted is 2147483647");
        Cli.run("2147483648", "triomino").assertBadInput("N = 2147483648 is too large");
        Cli.run("99999999999999999999999", "triomino").assertBadInput(
                "N = 99999999999999999999999 is too large; the largest accepted is 2147483647");
        // The default has the largest limit (ImplementationsTest): beyond it no implementation helps.
        int limit = TriominoImpl.DEFAULT.create().maxN();
        Cli.run("5\n" + (limit + 1), "triomino").assertBadInput("line 2, number 2: N = "
                + (limit + 1) + " is beyond reduced_recurrence's limit of N = " + limit);
        int memoLimit = TriominoImpl.fastutil_memo.create().maxN();
        Cli.run(String.valueOf(memoLimit + 1), "triomino", "--impl", "fastutil_memo")
                .assertBadInput("line 1, number 1: N = " + (memoLimit + 1)
                        + " is beyond fastutil_memo's limit of N = " + memoLimit);
    }

    @Test
    void triominoCountThatDoesNotMatch() {
        Cli.run("3\n1 2\n", "triomino", "--count-first").assertBadInput(
                "end of input after number 3 (line 2): --count-first gave T = 3, but only 2 values follow");
        Cli.run("1\n1 2\n", "triomino", "--count-first").assertBadInput(
                "line 2, number 3: more values than the count T = 1 given first");
        Cli.run("-2\n", "triomino", "--count-first").assertBadInput(
                "line 1, number 1: the count T = -2 is negative");
        Cli.run("two\n1 2\n", "triomino", "--count-first").assertBadInput(
                "line 1, number 1: the count T must be a whole number, got 'two'");
    }

    // ---- setnim ----

    @Test
    void setNimEmptyInput() {
        Cli.run("", "setnim").assertBadInput("grundy setnim: empty input");
    }

    @Test
    void setNimNonPositiveMoveSize() {
        Cli.run("2\n0 5\n1\n3\n", "setnim").assertBadInput(
                "line 2, number 2: move size s_1 = 0 must be positive");
        Cli.run("2\n2 -5\n1\n3\n", "setnim").assertBadInput(
                "line 2, number 3: move size s_2 = -5 must be positive");
        Cli.run("1\n3000000000\n1\n3\n", "setnim").assertBadInput(
                "line 2, number 2: move size s_1 = 3000000000 is too large; the largest accepted is 2147483647");
    }

    @Test
    void setNimRepeatedMoveSize() {
        Cli.run("3\n2 5 2\n1\n3\n", "setnim").assertBadInput(
                "line 2, number 4: move size s_3 = 2 repeats s_1");
    }

    @Test
    void setNimBadCounts() {
        Cli.run("0\n1\n3\n", "setnim").assertBadInput("line 1, number 1: k (the number of move sizes) = 0");
        Cli.run("-1 2", "setnim").assertBadInput("k (the number of move sizes) = -1 is negative");
        Cli.run("2\n-3\n", "setnim").assertBadInput("move size s_1 = -3 must be positive");
        Cli.run("2 2 5 -3", "setnim").assertBadInput(
                "line 1, number 4: n (the number of piles) = -3 is negative");
    }

    @Test
    void setNimCountsThatDoNotMatch() {
        Cli.run("2\n2 5\n3\n2 4\n", "setnim").assertBadInput(
                "end of input after number 6 (line 4): expected 3 piles after n = 3, found 2");
        Cli.run("2\n2 5\n3\n2 4 7 8\n", "setnim").assertBadInput(
                "line 4, number 8: unexpected '8' after the last pile; n = 3 piles were announced");
        Cli.run("3\n2 5\n", "setnim").assertBadInput(
                "end of input after number 3 (line 2): expected 3 move sizes after k = 3, found 2");
        Cli.run("2\n2 5\n", "setnim").assertBadInput(
                "end of input after number 3 (line 2): expected n, the number of piles");
    }

    @Test
    void setNimBadPiles() {
        Cli.run("2\n2 5\n2\n4 -7\n", "setnim").assertBadInput(
                "line 4, number 6: pile h_2 = -7 is negative");
        Cli.run("2\n2 5\n1\nfour\n", "setnim").assertBadInput(
                "line 4, number 5: pile h_1 must be a whole number, got 'four'");
        Cli.run("2\n2 5\n1\n99999999999999999999\n", "setnim").assertBadInput(
                "line 4, number 5: pile h_1 = 99999999999999999999 is too large; the largest accepted is"
                        + " 9223372036854775807 (2^63 - 1)");
        // 2^63: one past the largest long.
        Cli.run("1 1 1 9223372036854775808", "setnim").assertBadInput(
                "line 1, number 4: pile h_1 = 9223372036854775808 is too large; the largest accepted"
                        + " is 9223372036854775807 (2^63 - 1)");
        Cli.run("0 1 1 1", "setnim").assertBadInput(
                "line 1, number 1: k (the number of move sizes) = 0 is too small; it must be 1 or more");
        long memoLimit = SetNimImpl.fastutil_memo.create().maxPile();
        Cli.run("1 1 2 3 " + (memoLimit + 1), "setnim", "--impl", "fastutil_memo")
                .assertBadInput("line 1, number 5: pile " + (memoLimit + 1)
                        + " is beyond fastutil_memo's limit of " + memoLimit);
    }

    // ---- games, implementations, options, files ----

    @Test
    void unknownGame() {
        Cli.run("", "chess").assertBadInput(
                "grundy: unknown game 'chess'; expected one of: rect, triomino, setnim, list");
    }

    @Test
    void missingGame() {
        Cli.run("").assertBadInput("grundy: missing game; expected one of: rect, triomino, setnim, list");
    }

    @Test
    void unknownImplementation() {
        String rect = String.join(", ", Arrays.stream(RectangleImpl.values()).map(RectangleImpl::id).toList());
        Cli.run(ExamplesTest.RECT_A, "rect", "--impl", "quantum").assertBadInput(
                "grundy rect: Invalid value for option '--impl': expected one of [" + rect
                        + "] (case-sensitive) but was 'quantum'");
        String triomino = String.join(", ", Arrays.stream(TriominoImpl.values()).map(TriominoImpl::id).toList());
        Cli.run("2", "triomino", "--impl", "bit_parallel").assertBadInput(
                "grundy triomino: Invalid value for option '--impl': expected one of [" + triomino
                        + "] (case-sensitive) but was 'bit_parallel'");
        Cli.run(ExamplesTest.SET_NIM, "setnim", "--impl", "").assertBadInput(
                "grundy setnim: Invalid value for option '--impl': expected one of [");
        Cli.run("", "rect", "--impl").assertBadInput("grundy rect: Missing required parameter");
    }

    @Test
    void implementationsGoByTheirOneSpellingOnly() {
        for (String name : new String[] {"canonical-groups", "CANONICAL_GROUPS", "Canonical_Groups",
                " canonical_groups "}) {
            Cli.run(ExamplesTest.RECT_A, "rect", "--impl", name).assertBadInput("but was '" + name + "'");
        }
        assertEquals("A\n", Cli.run(ExamplesTest.RECT_A, "rect", "--impl", "canonical_groups").assertOk().out());
    }

    @Test
    void badOptions() {
        Cli.run(ExamplesTest.RECT_A, "rect", "--explain", "--json").assertBadInput(
                "grundy rect: --explain and --json cannot be combined");
        Cli.run(ExamplesTest.RECT_A, "rect", "--fast").assertBadInput("grundy rect: Unknown option: '--fast'");
        Cli.run("", "rect", "a.txt", "b.txt").assertBadInput("grundy rect: Unmatched argument");
        Cli.run("", "list", "extra").assertBadInput("grundy list: Unmatched argument");
        Cli.run("", "setnim", "--count-first").assertBadInput("Unknown option: '--count-first'");
        Cli.run(ExamplesTest.RECT_A, "rect", "--value").assertBadInput("grundy rect: --value adds the Grundy"
                + " value to the answers of --json or --explain; give one of them");
        Cli.run("", "rect", "--table", "2x2", "--out", "t.bin", "--json", "--value").assertBadInput(
                "grundy rect: --value adds the Grundy value to the answers of --json or --explain; --table gives none");
        // The other games' values are cheap and always printed.
        Cli.run(ExamplesTest.SET_NIM, "setnim", "--json", "--value").assertBadInput("Unknown option: '--value'");
    }

    /** An option the chosen mode or implementation would ignore is refused, not dropped in silence. */
    @Test
    void optionsThatWouldBeIgnoredAreRefused(@TempDir Path dir) {
        String t = dir.resolve("t.bin").toString();
        Cli.run("", "rect", "--table", "2x2", "--out", t, "--json").assertBadInput(
                "grundy rect: --json goes with answers, and --table gives none");
        Cli.run("", "rect", "--table", "2x2", "--out", t, "--explain").assertBadInput(
                "grundy rect: --explain goes with answers, and --table gives none");
        Cli.run("", "rect", "--table", "2x2", "--out", t, "--time-budget", "5").assertBadInput(
                "grundy rect: --time-budget goes with answers, and --table gives none");
        Cli.run("", "triomino", "--table", "5", "--json").assertBadInput("--json goes with answers, and --table");
        Cli.run("", "triomino", "--table", "5", "--count-first").assertBadInput(
                "grundy triomino: --count-first goes with answers, and --table gives none");
        Cli.run("", "setnim", "--sequence", "2", "--explain").assertBadInput(
                "grundy setnim: --explain goes with answers, and --sequence gives none");
        for (String option : new String[] {"--time-budget", "--memo-budget", "--threads"}) {
            Cli.run(ExamplesTest.RECT_A, "rect", "--impl", "components", option, "2").assertBadInput("grundy rect: "
                    + option + " applies to canonical_groups and outcome_search; components takes none");
            assertEquals("A\n", Cli.run(ExamplesTest.RECT_A, "rect", "--impl", "canonical_groups", option, "2")
                    .assertOk().out(), option);
        }
        Cli.run(ExamplesTest.SET_NIM, "setnim", "--impl", "iterative_bitset", "--step-limit", "100").assertBadInput(
                "grundy setnim: --step-limit applies to periodic; iterative_bitset takes none");
        // What those modes do write, they still take.
        assertTrue(Cli.run("", "setnim", "--sequence", "2", "--json").assertOk().out().startsWith("{"));
    }

    @Test
    void unreadableFile(@TempDir Path dir) throws IOException {
        Cli.run("", "rect", dir.resolve("missing.txt").toString()).assertBadInput(
                "grundy rect: cannot read '" + dir.resolve("missing.txt") + "': no such file");
        Cli.run("", "triomino", dir.toString()).assertBadInput("it is a directory");
        Cli.run("", "triomino", dir.resolve("none").resolve("n.txt").toString()).assertBadInput(
                "cannot read '" + dir.resolve("none").resolve("n.txt") + "': no such directory '"
                        + dir.resolve("none") + "'");
    }

    @Test
    void helpOfAGame() {
        Cli.Result r = Cli.run("", "help", "rect").assertOk();
        assertTrue(r.out().startsWith("Usage: grundy rect"), r.out());
        for (String line : r.out().split("\n")) {
            assertTrue(line.length() <= 80, () -> "help lines fit 80 columns: " + line);
        }
        assertTrue(r.out().replaceAll("\\s+", " ").contains("Default: the library's rules, outcome_search for"
                + " who wins (the answer and its winning move) and canonical_groups for the Grundy value"
                + " (--value) and --table: each takes every board and table the game allows"), r.out());
        assertTrue(r.out().replaceAll("\\s+", " ").contains("--value With --json or --explain: also compute"
                + " the Grundy value and print it (without it, JSON has \"grundy\": null)"), r.out());
        assertTrue(Cli.run("", "triomino", "--help").assertOk().out().replaceAll("\\s+", " ")
                .contains("Default: reduced_recurrence, the library's rule for every input"));
        assertTrue(Cli.run("", "setnim", "--help").assertOk().out().replaceAll("\\s+", " ")
                .contains("Default: periodic, the library's rule for every input"));
        Cli.run("", "help", "chess").assertBadInput(
                "grundy: help: unknown game 'chess'; expected one of: rect, triomino, setnim, list");
    }

    /** An input that never ends, of one repeated byte. */
    private static InputStream endless(int b) {
        return new InputStream() {
            @Override
            public int read() {
                return b;
            }
        };
    }

    @Test
    void endlessInputIsRefusedWithoutHanging() {
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            Cli.run(endless(0), "rect").assertBadInput("line 1, cell 1: a cell must be 0 or 1");
            Cli.run(endless('1'), "rect").assertBadInput("more than 64 cells");
            Cli.run(endless('7'), "triomino").assertBadInput("line 1, number 1: N = 7777");
            Cli.run(endless(0), "setnim").assertBadInput("k (the number of move sizes) must be"
                    + " a whole number");
        });
    }

    @Test
    void atFilesAreNotExpanded() {
        Cli.run("", "rect", "@board.txt").assertBadInput("cannot read '@board.txt': no such file");
    }
}
