package org.grundybench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.grundybench.reference.RectangleReference;
import org.grundybench.rect.Board;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Several boards (rect) or inputs (setnim) in one input, separated by blank lines: one answer
 * each, in input order, each the same as when it is given alone; a bad or refused one in the
 * middle stops the run after the answers before it, with one line naming it.
 */
class SeveralPositionsTest {
    /** Boards of six sizes: 4x4 (spaced), 2x4, 1x1, 2x2, 4x4, 6x6. */
    static final List<String> BOARDS = List.of(ExamplesTest.RECT_A, "0110\n0110\n", "1\n", "00\n00\n",
            ExamplesTest.RECT_B, RectRulesTest.WIN);

    static final List<String> SET_NIM = List.of(ExamplesTest.SET_NIM, "2 2 5 3 4 4 7\n",
            "1\n3\n2\n1 2\n", "3\n2 5 7\n4\n10 33 70 99\n", "1 1 1 1000000000000000001\n");

    /** What the CLI prints for each position given alone, concatenated. */
    private static String eachAlone(List<String> positions, String... args) {
        StringBuilder out = new StringBuilder();
        for (String p : positions) {
            out.append(Cli.run(p, args).assertOk().out());
        }
        return out.toString();
    }

    private static String[] args(String game, String... options) {
        String[] all = new String[options.length + 1];
        all[0] = game;
        System.arraycopy(options, 0, all, 1, options.length);
        return all;
    }

    // ---- rect ----

    @Test
    void boardsOfDifferentSizesGetOneAnswerEach() {
        String input = String.join("\n", BOARDS);
        assertEquals("A\nA\nA\nB\nB\nA\n", Cli.run(input, "rect").assertOk().out());
        for (String[] options : new String[][] {{}, {"--json"}, {"--explain"}, {"--json", "--value"},
            {"--explain", "--value"}, {"--stats", "--threads", "1"}, {"--json", "--stats", "--threads", "1"},
            {"--explain", "--stats", "--threads", "1"}, {"--json", "--value", "--stats", "--threads", "1"}}) {
            String[] args = args("rect", options);
            assertEquals(eachAlone(BOARDS, args), Cli.run(input, args).assertOk().out(), String.join(" ", args));
        }
    }

    @Test
    void oneOrMoreBlankLinesSeparateBoards() {
        List<String> boards = List.of("0110\n0000\n0000\n0001", "11\n11", "0010\n0000\n0000\n0001");
        String expected = "A\nA\nB\n";
        for (String separator : new String[] {"\n\n", "\n\n\n\n", "\n \t\n", "\n  \n\t\n"}) {
            String input = String.join(separator, boards) + "\n";
            assertEquals(expected, Cli.run(input, "rect").assertOk().out(), separator);
            assertEquals(expected, Cli.run(input.replace("\n", "\r\n"), "rect").assertOk().out(), "CRLF");
            assertEquals(expected, Cli.run(input.replace("\n", "\r"), "rect").assertOk().out(), "CR alone");
        }
        // A lone CR ends a row: read as one row, "001 001" would be a 1x6 board of value 0 (B).
        assertEquals("A\n", Cli.run("001\r001\r", "rect").assertOk().out());
        Cli.run("11\r1\r", "rect").assertBadInput("grundy rect: board 1 (line 1): line 2: row 2 has 1 cells,"
                + " but the first row (line 1) has 2");
        assertEquals(expected, Cli.run("\n\n" + String.join("\n\n", boards) + "\n\n\n", "rect").assertOk().out(),
                "blank lines before the first board and after the last");
        assertEquals(expected, Cli.run(String.join("\n\n", boards), "rect").assertOk().out(),
                "no line end after the last row");
    }

    /** Three good boards, a bad one starting on line 11, and a good one that is not answered. */
    @Test
    void aBadBoardInTheMiddleStopsAfterTheAnswersBeforeIt() {
        String good = "0110\n0000\n0000\n0001\n\n11\n11\n\n1\n\n";
        String after = "\n1\n";
        String[] bad = {"0110\n0120\n", "0110\n011\n", "00000000\n".repeat(9), "0".repeat(65) + "\n"};
        String[] said = {"board 4 (line 11): line 12, cell 3: a cell must be 0 or 1, got '2'",
            "board 4 (line 11): line 12: row 2 has 3 cells, but the first row (line 11) has 4",
            "board 4 (line 11): line 19: the board passes 64 cells (9 rows of 8 = 72)",
            "board 4 (line 11): line 11: the row has more than 64 cells"};
        for (int i = 0; i < bad.length; i++) {
            String input = good + bad[i] + after;
            Cli.run(input, "rect").assertStopsAfter("A\nA\nA\n", "grundy rect: " + said[i]);
            for (String lineEnd : new String[] {"\r\n", "\r"}) {
                Cli.run(input.replace("\n", lineEnd), "rect").assertStopsAfter("A\nA\nA\n", "grundy rect: " + said[i]);
            }
            for (String mode : new String[] {"--json", "--explain"}) {
                String before = eachAlone(List.of("0110\n0000\n0000\n0001\n", "11\n11\n", "1\n"), "rect", mode);
                Cli.run(input, "rect", mode).assertStopsAfter(before, "grundy rect: " + said[i]);
            }
        }
    }

    /**
     * A board beyond the budgets is refused as a bad one is: the answers before it, one line
     * naming it and the budget, exit 2, and nothing after it. The memo budget makes the refusal
     * the same on any machine.
     */
    @Test
    void aRefusedBoardInTheMiddleStopsTheSameWay() {
        String input = "11\n11\n\n" + TablesAndPeriodsTest.DENSE_8X8 + "\n1\n";
        Cli.run(input, "rect", "--memo-budget", "1000").assertStopsAfter("A\n",
                "grundy rect: board 2 (line 4): board needs more than the memo budget of 1,000 groups");
    }

    /** A file of many boards, as a judge gives them: each answer is the reference's. */
    @Test
    void aFileOfManyBoards(@TempDir Path dir) throws IOException {
        Random random = new Random(11);
        List<Board> boards = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        StringBuilder expected = new StringBuilder();
        for (int i = 0; i < 300; i++) {
            int rows = 1 + random.nextInt(4);
            int cols = 1 + random.nextInt(4);
            Board b = new Board(rows, cols, random.nextLong() & (-1L >>> (64 - rows * cols)));
            boards.add(b);
            text.append(b).append(i % 7 == 0 ? "\n\n\n" : "\n\n");
            expected.append(RectangleReference.grundy(b) != 0 ? "A\n" : "B\n");
        }
        Path file = dir.resolve("boards.txt");
        Files.writeString(file, text);
        assertEquals(expected.toString(), Cli.run("", "rect", file.toString()).assertOk().out());
        assertEquals(boards.size(), Cli.run("", "rect", "--json", file.toString()).assertOk().outLines().size());
    }

    // ---- setnim ----

    @Test
    void setNimInputsGetOneAnswerEach() {
        String input = String.join("\n", SET_NIM);
        assertEquals("Yes\nNo\nNo\n" + eachAlone(SET_NIM.subList(3, 4), "setnim") + "Yes\n",
                Cli.run(input, "setnim").assertOk().out());
        for (String[] options : new String[][] {{}, {"--json"}, {"--explain"}, {"--stats"}, {"--json", "--stats"}}) {
            String[] args = args("setnim", options);
            assertEquals(eachAlone(SET_NIM, args), Cli.run(input, args).assertOk().out(), String.join(" ", args));
        }
        // Whitespace inside an input is free, as for one input; more blank lines between are too.
        assertEquals("Yes\nNo\n", Cli.run("2\n\n2 5\n\n3\n2 4 7\n\n\n \n2 2 5 3 4 4 7", "setnim").assertOk().out());
    }

    /**
     * The counts k and n delimit an input, but a blank line must still separate two: a number
     * after the last pile on the same or the next line means n is miscounted, and that input is
     * refused rather than answered.
     */
    @Test
    void setNimInputsNeedABlankLineBetween() {
        Cli.run("2 2 5 3 2 4 7 1 1 1 1\n", "setnim").assertBadInput("grundy setnim: input 1 (line 1): line 1,"
                + " number 8: unexpected '1' after the last pile; n = 3 piles were announced (a blank line"
                + " goes before the next input)");
        Cli.run("1 1 1 1\n\n2 2 5 3 2 4 7\n1 1 1 1\n", "setnim").assertStopsAfter("Yes\n",
                "grundy setnim: input 2 (line 3): line 4, number 8: unexpected '1' after the last pile");
    }

    /** Numbers are counted within their input, lines within the file. */
    @Test
    void aBadSetNimInputInTheMiddleStopsAfterTheAnswersBeforeIt() {
        String input = "2\n2 5\n3\n2 4 7\n\n1 1 2 3 4\n\n2\n0 5\n1\n3\n\n1 1 1 1\n";
        for (String lineEnd : new String[] {"\n", "\r\n", "\r"}) {
            Cli.run(input.replace("\n", lineEnd), "setnim").assertStopsAfter("Yes\nYes\n",
                    "grundy setnim: input 3 (line 8): line 9, number 2: move size s_1 = 0 must be positive");
        }
        Cli.run(input, "setnim", "--json").assertStopsAfter(
                eachAlone(List.of(ExamplesTest.SET_NIM, "1 1 2 3 4"), "setnim", "--json"),
                "grundy setnim: input 3 (line 8): line 9, number 2");
        Cli.run("1 1 1 1\n\n2\n2 5\n3\n2 4\n", "setnim").assertStopsAfter("Yes\n", "grundy setnim: input 2"
                + " (line 3): end of input after number 6 (line 6): expected 3 piles after n = 3, found 2");
        long memoLimit = org.grundybench.setnim.SetNimImpl.fastutil_memo.create().maxPile();
        Cli.run("1 1 1 1\n\n1 1 2 3 " + (memoLimit + 1), "setnim", "--impl", "fastutil_memo").assertStopsAfter("Yes\n",
                "grundy setnim: input 2 (line 3): line 3, number 5: pile " + (memoLimit + 1)
                        + " is beyond fastutil_memo's limit");
    }

    @Test
    void triominoStillChecksEveryValueBeforeAnsweringAny() {
        Cli.run("1 2 3 -4 5", "triomino").assertBadInput("line 1, number 4: N = -4 is negative");
        assertTrue(Cli.run("1 2\n\n3\n", "triomino").assertOk().out().equals("Y\nX\nX\n"));
    }
}
