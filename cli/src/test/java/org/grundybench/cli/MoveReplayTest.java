package org.grundybench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.grundybench.reference.RectangleReference;
import org.grundybench.reference.SetNimReference;
import org.grundybench.reference.TriominoReference;
import org.grundybench.rect.Board;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.setnim.SetNimImpl;
import org.grundybench.triomino.TriominoImpl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Replays every move the CLI prints under {@code --json} and checks, with the exhaustive
 * references (which share no code with the solvers), that the move is legal, that the
 * position left has value 0, and that the printed winner and Grundy value are right.
 */
class MoveReplayTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static JsonNode parse(String line) {
        try {
            JsonNode node = JSON.readTree(line);
            List<String> fields = new ArrayList<>();
            for (Iterator<String> it = node.fieldNames(); it.hasNext();) {
                fields.add(it.next());
            }
            assertEquals(List.of("winner", "grundy", "move"), fields, line);
            return node;
        } catch (java.io.IOException e) {
            throw new AssertionError("not JSON: " + line, e);
        }
    }

    // ---- rectangle removal ----

    private static List<Board> rectangleBoards() {
        List<Board> boards = new ArrayList<>();
        boards.add(Board.of("0110", "0000", "0000", "0001"));
        boards.add(Board.of("0010", "0000", "0000", "0001"));
        boards.add(Board.of("1111", "1001", "1001", "1111"));
        boards.add(Board.of("111", "111", "111"));
        boards.add(Board.of("1111111111"));
        boards.add(Board.of("0"));
        Random random = new Random(3);
        int[][] shapes = {{1, 1}, {1, 6}, {2, 2}, {2, 3}, {2, 5}, {3, 3}, {3, 4}, {4, 3}, {4, 4},
            {2, 7}, {5, 3}, {3, 5}, {1, 13}, {4, 4}, {4, 4}, {8, 2}};
        for (int[] shape : shapes) {
            for (int trial = 0; trial < 4; trial++) {
                int cells = shape[0] * shape[1];
                double density = 0.4 + 0.15 * trial;
                long bits = 0;
                int ones = 0;
                for (int i = 0; i < cells; i++) {
                    if (random.nextDouble() < density && ones < 13) {
                        bits |= 1L << i;
                        ones++;
                    }
                }
                boards.add(new Board(shape[0], shape[1], bits));
            }
        }
        return boards;
    }

    /**
     * {@code board} answered with its value (--value) and without: both by the reference, and
     * the same winner and move.
     */
    static void checkRectangle(Board board, String... options) {
        JsonNode valued = parse(Cli.run(board + "\n", concat("rect", "--json", concat("--value", options)))
                .assertOk().out().strip());
        assertTrue(valued.get("grundy").isInt(), valued::toString);
        checkRectangle(board, valued);
        JsonNode byOutcomes = parse(Cli.run(board + "\n", concat("rect", "--json", options)).assertOk()
                .out().strip());
        assertTrue(byOutcomes.get("grundy").isNull(), byOutcomes::toString);
        checkRectangle(board, byOutcomes);
        assertEquals(valued.get("winner"), byOutcomes.get("winner"));
        assertEquals(valued.get("move"), byOutcomes.get("move"));
    }

    /**
     * The answer printed for {@code board}: its winner, its move and, unless the answer says
     * that it was not computed ({@code "grundy": null}), its value, by the reference.
     */
    static void checkRectangle(Board board, JsonNode answer) {
        String input = board + "\n";
        int g = RectangleReference.grundy(board);
        if (!answer.get("grundy").isNull()) {
            assertEquals(g, answer.get("grundy").asInt(), input);
        }
        assertEquals(g != 0 ? "A" : "B", answer.get("winner").asText(), input);
        JsonNode move = answer.get("move");
        if (g == 0) {
            assertTrue(move.isNull(), input);
            return;
        }
        int top = move.get("top").asInt();
        int left = move.get("left").asInt();
        int bottom = move.get("bottom").asInt();
        int right = move.get("right").asInt();
        assertTrue(1 <= top && top <= bottom && bottom <= board.rows(), input + move);
        assertTrue(1 <= left && left <= right && right <= board.cols(), input + move);
        for (int r = top; r <= bottom; r++) {
            for (int c = left; c <= right; c++) {
                assertTrue(board.get(r - 1, c - 1), "the rectangle holds only 1-cells: " + input + move);
            }
        }
        Board after = board.clear(top - 1, left - 1, bottom - 1, right - 1);
        assertEquals(0, RectangleReference.grundy(after), input + move);
    }

    @Test
    void rectangleMovesWin() {
        for (Board board : rectangleBoards()) {
            checkRectangle(board);
        }
    }

    @ParameterizedTest
    @EnumSource(RectangleImpl.class)
    void rectangleMovesWinWithEveryImplementation(RectangleImpl impl) {
        List<Board> boards = rectangleBoards();
        for (int i = 0; i < boards.size(); i += 4) {
            checkRectangle(boards.get(i), "--impl", impl.id());
        }
    }

    /** All the boards in one input, blank lines between: each answer is checked as alone. */
    @Test
    void rectangleMovesWinWhenTheBoardsComeInOneInput() {
        List<Board> boards = rectangleBoards();
        StringBuilder input = new StringBuilder();
        boards.forEach(b -> input.append(b).append("\n\n"));
        for (String[] options : new String[][] {{}, {"--value"}}) {
            List<String> lines = Cli.run(input.toString(), concat("rect", "--json", options)).assertOk().outLines();
            assertEquals(boards.size(), lines.size());
            for (int i = 0; i < boards.size(); i++) {
                JsonNode answer = parse(lines.get(i));
                assertEquals(options.length == 0, answer.get("grundy").isNull(), lines.get(i));
                checkRectangle(boards.get(i), answer);
            }
        }
    }

    @Test
    void rectangleExplainNamesTheSameMove() {
        for (Board board : rectangleBoards().subList(0, 20)) {
            for (String[] options : new String[][] {{}, {"--value"}}) {
                checkExplainNamesTheSameMove(board, options);
            }
        }
    }

    private static void checkExplainNamesTheSameMove(Board board, String[] options) {
        {
            String input = board + "\n";
            JsonNode move = parse(Cli.run(input, concat("rect", "--json", options)).out().strip()).get("move");
            List<String> lines = Cli.run(input, concat("rect", "--explain", options)).assertOk().outLines();
            if (move.isNull()) {
                assertEquals(2, lines.size(), input);
            } else {
                int top = move.get("top").asInt();
                int bottom = move.get("bottom").asInt();
                int left = move.get("left").asInt();
                int right = move.get("right").asInt();
                String rows = top == bottom ? "row " + top : "rows " + top + "-" + bottom;
                String cols = left == right ? "column " + left : "columns " + left + "-" + right;
                assertTrue(lines.get(2).startsWith("Winning move: clear " + rows + ", " + cols),
                        lines.get(2));
            }
        }
    }

    // ---- triomino ----

    static void checkTriomino(String... options) {
        StringBuilder input = new StringBuilder();
        for (int n = 0; n <= 12; n++) {
            input.append(n).append(' ');
        }
        List<String> lines = Cli.run(input.toString(), concat("triomino", "--json", options))
                .assertOk().outLines();
        assertEquals(13, lines.size());
        for (int n = 0; n <= 12; n++) {
            JsonNode answer = parse(lines.get(n));
            int g = TriominoReference.grundy(n);
            assertEquals(g, answer.get("grundy").asInt(), "N = " + n);
            assertEquals(g != 0 ? "X" : "Y", answer.get("winner").asText(), "N = " + n);
            JsonNode move = answer.get("move");
            if (g == 0) {
                assertTrue(move.isNull(), "N = " + n);
                continue;
            }
            int column = move.get("column").asInt();
            String empty = move.get("empty").asText();
            assertTrue(1 <= column && column + 1 <= n, "N = " + n + ": " + move);
            assertTrue(List.of("top-left", "top-right", "bottom-left", "bottom-right").contains(empty),
                    empty);
            TriominoReference ref = new TriominoReference(n);
            long piece = ref.piece(column - 1,
                    TriominoReference.Corner.valueOf(empty.toUpperCase(Locale.ROOT).replace('-', '_')));
            assertEquals(0, ref.grundy(piece), "N = " + n + ": " + move);
        }
    }

    @Test
    void triominoMovesWin() {
        checkTriomino();
    }

    @ParameterizedTest
    @EnumSource(TriominoImpl.class)
    void triominoMovesWinWithEveryImplementation(TriominoImpl impl) {
        checkTriomino("--impl", impl.id());
    }

    @Test
    void triominoMovesOnLongStripsAreLegal() {
        // Beyond the reference: the move lies on the strip and a repeat agrees.
        List<String> lines = Cli.run("800 799 5000", "triomino", "--json").assertOk().outLines();
        int[] ns = {800, 799, 5000};
        for (int i = 0; i < 3; i++) {
            JsonNode answer = parse(lines.get(i));
            if (answer.get("grundy").asInt() != 0) {
                int column = answer.get("move").get("column").asInt();
                assertTrue(1 <= column && column < ns[i], lines.get(i));
            } else {
                assertTrue(answer.get("move").isNull());
            }
        }
    }

    // ---- Set-Nim ----

    /** One Set-Nim input: k, the sizes, n, the piles, on four lines. */
    private static String setNimInput(int[] sizes, int[] piles) {
        StringBuilder input = new StringBuilder().append(sizes.length).append('\n');
        for (int s : sizes) {
            input.append(s).append(' ');
        }
        input.append('\n').append(piles.length).append('\n');
        for (int h : piles) {
            input.append(h).append(' ');
        }
        return input.toString();
    }

    static void checkSetNim(int[] sizes, int[] piles, String... options) {
        checkSetNim(sizes, piles, parse(Cli.run(setNimInput(sizes, piles), concat("setnim", "--json", options))
                .assertOk().out().strip()));
    }

    /** The answer printed for one input: its winner, value and move, by the reference. */
    static void checkSetNim(int[] sizes, int[] piles, JsonNode answer) {
        String in = setNimInput(sizes, piles);
        long[] longPiles = java.util.Arrays.stream(piles).asLongStream().toArray();
        int[] g = SetNimReference.pileValues(sizes, java.util.Arrays.stream(piles).max().orElse(0));
        int x = 0;
        for (int h : piles) {
            x ^= g[h];
        }
        boolean wins = SetNimReference.firstPlayerWinsBySearch(sizes, piles);
        assertEquals(wins, x != 0, "the reference agrees with itself: " + in);
        assertEquals(SetNimReference.firstPlayerWins(sizes, longPiles), wins, in);
        assertEquals(x, answer.get("grundy").asInt(), in);
        assertEquals(wins ? "Yes" : "No", answer.get("winner").asText(), in);
        JsonNode move = answer.get("move");
        if (!wins) {
            assertTrue(move.isNull(), in);
            return;
        }
        int pile = move.get("pile").asInt();
        int take = move.get("take").asInt();
        assertTrue(1 <= pile && pile <= piles.length, in + move);
        assertTrue(java.util.Arrays.stream(sizes).anyMatch(s -> s == take), in + move);
        assertTrue(take <= piles[pile - 1], in + move);
        int[] after = piles.clone();
        after[pile - 1] -= take;
        assertFalse(SetNimReference.firstPlayerWinsBySearch(sizes, after), in + move);
    }

    @Test
    void setNimMovesWin() {
        checkSetNim(new int[] {2, 5}, new int[] {2, 4, 7});
        Random random = new Random(5);
        for (int trial = 0; trial < 120; trial++) {
            int k = 1 + random.nextInt(4);
            int[] sizes = random.ints(1, 8).distinct().limit(k).toArray();
            int[] piles = random.ints(1 + random.nextInt(3), 0, 16).toArray();
            checkSetNim(sizes, piles);
        }
    }

    /** Many inputs in one, blank lines between: each answer is checked as alone. */
    @Test
    void setNimMovesWinWhenTheInputsComeInOne() {
        Random random = new Random(9);
        List<int[][]> positions = new ArrayList<>();
        StringBuilder input = new StringBuilder();
        for (int trial = 0; trial < 60; trial++) {
            int[] sizes = random.ints(1, 8).distinct().limit(1 + random.nextInt(4)).toArray();
            int[] piles = random.ints(1 + random.nextInt(3), 0, 16).toArray();
            positions.add(new int[][] {sizes, piles});
            input.append(setNimInput(sizes, piles)).append("\n\n");
        }
        List<String> lines = Cli.run(input.toString(), "setnim", "--json").assertOk().outLines();
        assertEquals(positions.size(), lines.size());
        for (int i = 0; i < positions.size(); i++) {
            checkSetNim(positions.get(i)[0], positions.get(i)[1], parse(lines.get(i)));
        }
    }

    @ParameterizedTest
    @EnumSource(SetNimImpl.class)
    void setNimMovesWinWithEveryImplementation(SetNimImpl impl) {
        Random random = new Random(7);
        for (int trial = 0; trial < 20; trial++) {
            int[] sizes = random.ints(1, 7).distinct().limit(1 + random.nextInt(3)).toArray();
            int[] piles = random.ints(1 + random.nextInt(3), 0, 14).toArray();
            checkSetNim(sizes, piles, "--impl", impl.id());
        }
    }

    @Test
    void setNimMoveOnAHugePile() {
        // S = {2, 5}: two-element sets have period 2a or a + b, so 28 is a period and G(h) for
        // a huge h equals G(h') for any h' >= the preperiod with h' = h (mod 28).
        long huge = 1_000_000_000_000_000_000L;
        int[] g = SetNimReference.pileValues(new int[] {2, 5}, 200);
        int expected = g[(int) (100 + Math.floorMod(huge - 100, 28L))];
        JsonNode answer = parse(Cli.run("2 2 5 1 " + huge, "setnim", "--json").assertOk()
                .out().strip());
        assertEquals(expected, answer.get("grundy").asInt());
        if (expected != 0) {
            int take = answer.get("move").get("take").asInt();
            long after = huge - take;
            assertEquals(0, g[(int) (100 + Math.floorMod(after - 100, 28L))]);
        }
    }

    private static String[] concat(String a, String[] rest) {
        String[] all = new String[rest.length + 1];
        all[0] = a;
        System.arraycopy(rest, 0, all, 1, rest.length);
        return all;
    }

    private static String[] concat(String a, String b, String[] rest) {
        String[] all = new String[rest.length + 2];
        all[0] = a;
        all[1] = b;
        System.arraycopy(rest, 0, all, 2, rest.length);
        return all;
    }
}
