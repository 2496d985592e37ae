package org.grundybench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.grundybench.core.TestClock;
import org.grundybench.reference.RectangleReference;
import org.grundybench.rect.Board;
import org.grundybench.rect.CanonicalGroupsSolver;
import org.grundybench.rect.OutcomeSearchSolver;
import org.junit.jupiter.api.Test;

/**
 * {@code --time-budget} and {@code --memo-budget} bound the whole answer of {@code rect}: who
 * wins and, under {@code --json} and {@code --explain}, the search for a winning move and, with
 * {@code --value}, the value; by canonical_groups, and by the library's two rules where no
 * {@code --impl} is given.
 */
class RectBudgetTest {
    /**
     * A group, the same group turned a quarter, and a lone cell (G = 1): the move search meets
     * the turned copy's options, each one more memo key, before it finds the lone cell.
     */
    static final String TWIN_GROUPS_AND_A_CELL = String.join("\n",
            "11100000", "10000000", "11000000", "01100000",
            "00000000", "00000111", "00001101", "10001001") + "\n";

    @Test
    void aValueWithinTheMemoBudgetWhoseMoveSearchIsNotIsRefused() {
        CanonicalGroupsSolver solver = new CanonicalGroupsSolver();
        Board board = Board.of(TWIN_GROUPS_AND_A_CELL.strip().split("\n"));
        assertEquals(1, solver.grundy(board));
        String memo = String.valueOf(solver.memoSize());
        String impl = "--impl=canonical_groups";
        assertEquals("A\n", Cli.run(TWIN_GROUPS_AND_A_CELL, "rect", impl, "--memo-budget", memo).assertOk().out());
        for (String mode : new String[] {"--json", "--explain"}) {
            Cli.run(TWIN_GROUPS_AND_A_CELL, "rect", impl, mode, "--value", "--memo-budget", memo)
                    .assertBadInput("grundy rect: board 1 (line 1): the board has Grundy value 1, but"
                            + " the search for a winning move was refused: board needs more than the"
                            + " memo budget of " + memo + " groups");
            // Without --value the same search, after the outcome instead of the value.
            Cli.run(TWIN_GROUPS_AND_A_CELL, "rect", impl, mode, "--memo-budget", memo)
                    .assertBadInput("grundy rect: board 1 (line 1): the first player wins, but the"
                            + " search for a winning move was refused: board needs more than the"
                            + " memo budget of " + memo + " groups");
        }
    }

    /**
     * Without --impl: who wins alone fits a budget of the outcome search's memo; the move search
     * by outcomes, which meets more groups, does not, with the value (canonical_groups', a memo of
     * its own that fits too) or without it.
     */
    @Test
    void anOutcomeWithinTheMemoBudgetWhoseMoveSearchIsNotIsRefused() {
        OutcomeSearchSolver outcomes = new OutcomeSearchSolver();
        Board board = Board.of(TWIN_GROUPS_AND_A_CELL.strip().split("\n"));
        assertTrue(outcomes.firstPlayerWins(board));
        CanonicalGroupsSolver values = new CanonicalGroupsSolver();
        assertEquals(1, values.grundy(board));
        assertTrue(values.memoSize() <= outcomes.memoSize(), "the value fits the outcome's budget");
        String memo = String.valueOf(outcomes.memoSize());
        assertEquals("A\n", Cli.run(TWIN_GROUPS_AND_A_CELL, "rect", "--memo-budget", memo).assertOk().out());
        Cli.run(TWIN_GROUPS_AND_A_CELL, "rect", "--impl", "canonical_groups", "--memo-budget",
                String.valueOf(values.memoSize() - 1)).assertBadInput("more than the memo budget");
        for (String mode : new String[] {"--json", "--explain"}) {
            Cli.run(TWIN_GROUPS_AND_A_CELL, "rect", mode, "--value", "--memo-budget", memo)
                    .assertBadInput("grundy rect: board 1 (line 1): the board has Grundy value 1, but"
                            + " the search for a winning move was refused: board needs more than the"
                            + " memo budget of " + memo + " groups");
            Cli.run(TWIN_GROUPS_AND_A_CELL, "rect", mode, "--memo-budget", memo)
                    .assertBadInput("grundy rect: board 1 (line 1): the first player wins, but the"
                            + " search for a winning move was refused: board needs more than the"
                            + " memo budget of " + memo + " groups");
        }
    }

    /**
     * On a clock that moves 100 ms at each read, a budget of 300 ms passes at the fifth read (the
     * first made the deadline): the answer is refused there, at the first check that finds the
     * budget spent, with no check after it. One thread, so that the checks come in one order.
     */
    @Test
    void aBoardBeyondTheTimeBudgetIsRefusedOnTime() {
        String full8x8 = "11111111\n".repeat(8);
        for (String mode : new String[] {"--json", "--explain"}) {
            TestClock clock = TestClock.steppingMillis(100);
            Cli.run(full8x8, clock, "rect", mode, "--value", "--threads", "1", "--time-budget", "300")
                    .assertBadInput("board not solved within the time budget of 300 ms");
            assertEquals(5, clock.reads(), mode + ": the clock reads of the deadline and its checks");
        }
    }

    /**
     * A 6x6 board of several groups, 15 ones: few enough that the exhaustive reference checks
     * the value and the move in a fraction of a second.
     */
    @Test
    void aBoardAnsweredWithinTheBudgetGetsItsMove() {
        String board = "110010\n011000\n000110\n100011\n101000\n001011\n";
        Board b = Board.of(board.strip().split("\n"));
        JsonNode answer = json(Cli.run(board, "rect", "--json", "--value", "--time-budget", "10000")
                .assertOk().out());
        int g = RectangleReference.grundy(b);
        assertEquals(g, answer.get("grundy").asInt());
        JsonNode byOutcomes = json(Cli.run(board, "rect", "--json", "--time-budget", "10000").assertOk().out());
        assertTrue(byOutcomes.get("grundy").isNull());
        assertEquals(answer.get("move"), byOutcomes.get("move"), "the same move, with the value or without");
        assertTrue(g != 0, "the test wants a winning board");
        JsonNode move = answer.get("move");
        Board after = b.clear(move.get("top").asInt() - 1, move.get("left").asInt() - 1,
                move.get("bottom").asInt() - 1, move.get("right").asInt() - 1);
        assertEquals(0, RectangleReference.grundy(after), board + move);
        assertTrue(Cli.run(board, "rect", "--explain", "--value", "--time-budget", "10000").assertOk().outLines()
                .get(2).startsWith("Winning move: clear "));
        assertTrue(Cli.run(board, "rect", "--explain", "--time-budget", "10000").assertOk().outLines()
                .get(2).startsWith("Winning move: clear "));
    }

    @Test
    void threadsAreChosenWithinTheirLimit() {
        String board = "110110\n011011\n101101\n110010\n011100\n100111\n";
        String one = Cli.run(board, "rect", "--json", "--threads", "1").assertOk().out();
        assertEquals(one, Cli.run(board, "rect", "--json", "--threads", "3").assertOk().out());
        Cli.run(board, "rect", "--threads", "0").assertBadInput("--threads must be 1 to 256, got 0");
        Cli.run(board, "rect", "--threads", "257").assertBadInput("--threads must be 1 to 256, got 257");
        Cli.run(board, "rect", "--threads", "two").assertBadInput("--threads");
    }

    private static JsonNode json(String line) {
        try {
            return new ObjectMapper().readTree(line);
        } catch (java.io.IOException e) {
            throw new AssertionError(line, e);
        }
    }
}
