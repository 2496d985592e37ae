package org.grundybench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.setnim.SetNimImpl;
import org.grundybench.triomino.TriominoImpl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The examples of games.md, in every output mode and with every implementation. */
class ExamplesTest {
    static final String RECT_A = "0 1 1 0\n0 0 0 0\n0 0 0 0\n0 0 0 1\n";
    static final String RECT_B = "0 0 1 0\n0 0 0 0\n0 0 0 0\n0 0 0 1\n";
    static final String TRIOMINO = "1 2 3 4 7\n";
    static final String SET_NIM = "2\n2 5\n3\n2 4 7\n";

    @Test
    void rectangleExamples() {
        assertEquals("A\n", Cli.run(RECT_A, "rect").assertOk().out());
        assertEquals("B\n", Cli.run(RECT_B, "rect").assertOk().out());
    }

    @Test
    void rectangleRowsMayBeWrittenWithoutSpaces() {
        assertEquals("A\n", Cli.run("0110\n0000\n0000\n0001\n", "rect").assertOk().out());
        assertEquals("B\n", Cli.run("\r\n0010\r\n0000\r\n0000\r\n0001\r\n\r\n", "rect").assertOk().out());
    }

    @Test
    void rectangleOfOtherShapes() {
        assertEquals("A\n", Cli.run("1\n", "rect").assertOk().out());
        assertEquals("B\n", Cli.run("0\n", "rect").assertOk().out());
        // 1 x 64 and 8 x 8 boards are the largest shapes.
        assertEquals("A\n", Cli.run("1" + "0".repeat(63) + "\n", "rect").assertOk().out());
        String eightByEight = ("10000001\n" + "00000000\n".repeat(6) + "10000000\n");
        assertEquals("A\n", Cli.run(eightByEight, "rect").assertOk().out());
    }

    @Test
    void triominoExamples() {
        assertEquals("Y\nX\nX\nY\nY\n", Cli.run(TRIOMINO, "triomino").assertOk().out());
        assertEquals("Y\nX\nX\nY\nY\n",
                Cli.run("5\n1\n2\n3\n4\n7\n", "triomino", "--count-first").assertOk().out());
        assertEquals("", Cli.run("0\n", "triomino", "--count-first").assertOk().out());
    }

    @Test
    void triominoAnswersFollowTheInputOrderWithRepeats() {
        String values = "0 0 1 2 0 3 1 0 3 3 2 4 0 5 2 3 0 0 1 3 3"; // G(0..20) in games.md
        String[] g = values.split(" ");
        StringBuilder in = new StringBuilder();
        StringBuilder expected = new StringBuilder();
        for (int n = 20; n >= 0; n--) {
            in.append(n).append(n % 3 == 0 ? "\n" : "  ");
            expected.append(g[n].equals("0") ? "Y\n" : "X\n");
        }
        in.append("7 7 2");
        expected.append("Y\nY\nX\n");
        assertEquals(expected.toString(), Cli.run(in.toString(), "triomino").assertOk().out());
    }

    @Test
    void setNimExample() {
        assertEquals("Yes\n", Cli.run(SET_NIM, "setnim").assertOk().out());
        assertEquals("No\n", Cli.run("2 2 5 3 4 4 7", "setnim").assertOk().out());
        assertEquals("No\n", Cli.run("1 3 0", "setnim").assertOk().out());
    }

    @Test
    void setNimAnswersHugePilesThroughAPeriod() {
        // S = {1}: G(h) = h mod 2.
        assertEquals("No\n", Cli.run("1 1 1 1000000000000000000", "setnim").assertOk().out());
        assertEquals("Yes\n", Cli.run("1 1 1 1000000000000000001", "setnim").assertOk().out());
    }

    @Test
    void readsAFileOrDashForStdin(@TempDir Path dir) throws IOException {
        Path board = dir.resolve("board.txt");
        Files.writeString(board, RECT_A);
        assertEquals("A\n", Cli.run("", "rect", board.toString()).assertOk().out());
        assertEquals("A\n", Cli.run(RECT_A, "rect", "-").assertOk().out());
        Path piles = dir.resolve("piles.txt");
        Files.writeString(piles, SET_NIM);
        assertEquals("{\"winner\":\"Yes\",\"grundy\":1,\"move\":{\"pile\":1,\"take\":2}}\n",
                Cli.run("", "setnim", "--json", piles.toString()).assertOk().out());
    }

    @Test
    void explainPrintsTheValueAndAMoveInWords() {
        assertEquals(List.of("A",
                "Grundy value 3 (non-zero): the first player, A, wins.",
                "Winning move: clear row 1, column 2 (1x1); the board left has Grundy value 0."),
                Cli.run(RECT_A, "rect", "--explain", "--value").assertOk().outLines());
        assertEquals(List.of("B", "Grundy value 0: the second player, B, wins; every move leaves"
                + " a board of non-zero value."),
                Cli.run(RECT_B, "rect", "--explain", "--value").assertOk().outLines());
        assertEquals(List.of("A", "Grundy value 1 (non-zero): the first player, A, wins.",
                "Winning move: clear rows 1-2, columns 2-3 (2x2); the board left has Grundy value 0."),
                Cli.run("0110\n0110\n", "rect", "--explain", "--value").assertOk().outLines());
        assertEquals(List.of("B", "Grundy value 0: the board has no 1-cells, so A has no move and"
                + " B wins."), Cli.run("00\n00\n", "rect", "--explain", "--value").assertOk().outLines());

        List<String> triomino = Cli.run("1 2 7", "triomino", "--explain").assertOk().outLines();
        assertEquals(List.of("Y", "N = 1: Grundy value 0: no piece fits, so X has no move and Y wins.",
                "X", "N = 2: Grundy value 1 (non-zero): the first player, X, wins.",
                "Winning move: place an L piece on columns 1-2, covering that 2x2 block except its"
                        + " bottom-right cell; the strips left have Grundy value 0 together.",
                "Y", "N = 7: Grundy value 0: the second player, Y, wins; every move leaves a"
                        + " position of non-zero value."), triomino);

        assertEquals(List.of("Yes",
                "Grundy value 1 = G(2) xor G(4) xor G(7) = 1 xor 0 xor 0 (non-zero): the first"
                        + " player wins.",
                "Winning move: take 2 stones from pile 1 (2 -> 0); the piles left have Grundy"
                        + " value 0 together."),
                Cli.run(SET_NIM, "setnim", "--explain").assertOk().outLines());
        assertEquals(List.of("No", "Grundy value 0 = G(1) xor G(2) = 0 xor 0: no pile allows a"
                + " move, so the first player has no move and loses."),
                Cli.run("1 3 2 1 2", "setnim", "--explain").assertOk().outLines());
    }

    /**
     * Without --value, rect's explanation is by outcomes alone: who wins and the move, and no
     * Grundy value, none having been computed.
     */
    @Test
    void explainWithoutTheValueNamesNone() {
        assertEquals(List.of("A", "The first player, A, wins.",
                "Winning move: clear row 1, column 2 (1x1); the player to move on the board left loses."),
                Cli.run(RECT_A, "rect", "--explain").assertOk().outLines());
        assertEquals(List.of("B", "The second player, B, wins: every move leaves a board that the player to"
                + " move wins."), Cli.run(RECT_B, "rect", "--explain").assertOk().outLines());
        assertEquals(List.of("A", "The first player, A, wins.",
                "Winning move: clear rows 1-2, columns 2-3 (2x2); the player to move on the board left loses."),
                Cli.run("0110\n0110\n", "rect", "--explain").assertOk().outLines());
        assertEquals(List.of("B", "The board has no 1-cells, so A has no move and B wins."),
                Cli.run("00\n00\n", "rect", "--explain").assertOk().outLines());
        for (String board : new String[] {RECT_A, RECT_B, "0110\n0110\n", "00\n00\n"}) {
            String text = Cli.run(board, "rect", "--explain").out();
            assertTrue(!text.contains("Grundy") && !text.contains("value"), text);
        }
    }

    @Test
    void jsonHasExactlyWinnerGrundyAndMove() {
        assertEquals("{\"winner\":\"A\",\"grundy\":3,\"move\":{\"top\":1,\"left\":2,\"bottom\":1,"
                + "\"right\":2}}\n", Cli.run(RECT_A, "rect", "--json", "--value").assertOk().out());
        assertEquals("{\"winner\":\"B\",\"grundy\":0,\"move\":null}\n",
                Cli.run(RECT_B, "rect", "--json", "--value").assertOk().out());
        // Not computed, the value is null, in its place: the fields and their order stay.
        assertEquals("{\"winner\":\"A\",\"grundy\":null,\"move\":{\"top\":1,\"left\":2,\"bottom\":1,"
                + "\"right\":2}}\n", Cli.run(RECT_A, "rect", "--json").assertOk().out());
        assertEquals("{\"winner\":\"B\",\"grundy\":null,\"move\":null}\n",
                Cli.run(RECT_B, "rect", "--json").assertOk().out());
        assertTrue(Cli.run(RECT_A, "rect", "--json", "--stats").assertOk().out().startsWith(
                "{\"winner\":\"A\",\"grundy\":null,\"move\":{\"top\":1,\"left\":2,\"bottom\":1,\"right\":2},"
                        + "\"stats\":{\"positions\":"));
        assertEquals("{\"winner\":\"Y\",\"grundy\":0,\"move\":null}\n"
                + "{\"winner\":\"X\",\"grundy\":1,\"move\":{\"column\":1,\"empty\":\"bottom-right\"}}\n",
                Cli.run("1 2", "triomino", "--json").assertOk().out());
        assertEquals("{\"winner\":\"Yes\",\"grundy\":1,\"move\":{\"pile\":1,\"take\":2}}\n",
                Cli.run(SET_NIM, "setnim", "--json").assertOk().out());
    }

    @ParameterizedTest
    @EnumSource(RectangleImpl.class)
    void everyRectangleImplementation(RectangleImpl impl) {
        assertEquals("A\n", Cli.run(RECT_A, "rect", "--impl", impl.id()).assertOk().out());
        assertEquals("B\n", Cli.run(RECT_B, "rect", "--impl=" + impl.id()).assertOk().out());
        assertEquals("{\"winner\":\"A\",\"grundy\":3,\"move\":{\"top\":1,\"left\":2,\"bottom\":1,"
                + "\"right\":2}}\n", Cli.run(RECT_A, "rect", "--json", "--value", "--impl", impl.id())
                        .assertOk().out());
        // --impl chooses who computes, not what is printed: the value only with --value.
        assertEquals("{\"winner\":\"A\",\"grundy\":null,\"move\":{\"top\":1,\"left\":2,\"bottom\":1,"
                + "\"right\":2}}\n", Cli.run(RECT_A, "rect", "--json", "--impl", impl.id())
                        .assertOk().out());
    }

    @ParameterizedTest
    @EnumSource(TriominoImpl.class)
    void everyTriominoImplementation(TriominoImpl impl) {
        assertEquals("Y\nX\nX\nY\nY\n", Cli.run(TRIOMINO, "triomino", "--impl", impl.id())
                .assertOk().out());
    }

    @ParameterizedTest
    @EnumSource(SetNimImpl.class)
    void everySetNimImplementation(SetNimImpl impl) {
        assertEquals("Yes\n", Cli.run(SET_NIM, "setnim", "--impl", impl.id()).assertOk().out());
    }

    /**
     * One line per game, {@code <game>: <id> <id> ...}: every constant of the game's enum once, by its name (the one
     * spelling), in the enum's order, and each name one that --impl takes for that game.
     */
    @Test
    void listNamesEveryImplementationOfEveryGame() {
        List<String> lines = Cli.run("", "list").assertOk().outLines();
        assertEquals(3, lines.size(), String.join("\n", lines));
        assertListed("rect", RectangleImpl.values(), lines.get(0));
        assertListed("triomino", TriominoImpl.values(), lines.get(1));
        assertListed("setnim", SetNimImpl.values(), lines.get(2));
        for (String name : lines.get(0).substring("rect: ".length()).split(" ")) {
            assertEquals("A\n", Cli.run(RECT_A, "rect", "--impl", name).assertOk().out(), name);
        }
        for (String name : lines.get(1).substring("triomino: ".length()).split(" ")) {
            assertEquals("Y\nX\nX\nY\nY\n", Cli.run(TRIOMINO, "triomino", "--impl", name).assertOk().out(), name);
        }
        for (String name : lines.get(2).substring("setnim: ".length()).split(" ")) {
            assertEquals("Yes\n", Cli.run(SET_NIM, "setnim", "--impl", name).assertOk().out(), name);
        }
    }

    private static void assertListed(String game, Enum<?>[] impls, String line) {
        assertTrue(line.startsWith(game + ": "), line);
        assertEquals(Arrays.stream(impls).map(Enum::name).toList(),
                List.of(line.substring(game.length() + 2).split(" ", -1)), line);
    }

    @Test
    void helpAndVersionGoToStdout() {
        Cli.Result help = Cli.run("", "--help").assertOk();
        assertTrue(help.out().contains("rect") && help.out().contains("setnim"), help.out());
        Cli.Result rectHelp = Cli.run("", "rect", "--help").assertOk();
        assertTrue(rectHelp.out().contains("--impl") && rectHelp.out().contains("components"),
                rectHelp.out());
        String version = Cli.run("", "--version").assertOk().out();
        assertTrue(version.startsWith("grundy "), version);
        for (String game : GrundyCli.GAMES) {
            assertEquals(version, Cli.run("", game, "--version").assertOk().out(), game);
            assertEquals(version, Cli.run("", game, "-V").assertOk().out(), game);
        }
    }
}
