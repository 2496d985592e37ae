package org.grundybench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.List;
import java.util.Random;
import org.grundybench.core.TestClock;
import org.grundybench.core.Work;
import org.grundybench.rect.Board;
import org.grundybench.rect.CanonicalGroupsSolver;
import org.grundybench.rect.ComponentsSolver;
import org.grundybench.rect.OutcomeSearchSolver;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.rect.RectangleMoves;
import org.junit.jupiter.api.Test;

/**
 * Without {@code --impl}, {@code rect} answers who wins and a winning move by the library's rule
 * for that question ({@link RectangleImpl#WHO_WINS}) in every output mode, and computes the value
 * only under {@code --value}, by the rule for values ({@link RectangleImpl#DEFAULT}); {@code --impl}
 * answers everything by the implementation named.
 */
class RectRulesTest {
    /** 8x8, 42 ones (density 0.7): decided in milliseconds, its value not in seconds. */
    static final String DENSE_WIN = "10000011\n01011100\n01010110\n00111111\n10011111\n10011111\n10011111\n11111101\n";
    /** 8x8, 36 ones: a second-player win. */
    static final String LOSS = "00111000\n01101011\n10000101\n01100111\n10111011\n11111110\n00100101\n11011000\n";
    /** 6x6, 21 ones, a first-player win. */
    static final String WIN = "110110\n011011\n101101\n110010\n011100\n100111\n";

    private static Board board(String text) {
        return Board.of(text.strip().split("\n"));
    }

    /**
     * Budgets that hold what one-thread outcome_search needs to decide the board: its memo, and
     * a clock that moves a second at each read, which the budget of 2 s allows two checks of
     * time. The value needs more of both. Counted on one thread, the same on every machine.
     */
    @Test
    void whoWinsIsAnsweredWhereTheValueIsBeyondTheBudget() {
        assertEquals(RectangleImpl.outcome_search, RectangleImpl.WHO_WINS);
        assertEquals(RectangleImpl.canonical_groups, RectangleImpl.DEFAULT);
        OutcomeSearchSolver alone = outcomeSearch();
        assertTrue(alone.firstPlayerWins(board(DENSE_WIN)));
        String memo = String.valueOf(alone.memoSize());
        assertEquals("A\n", Cli.run(DENSE_WIN, "rect", "--threads", "1", "--memo-budget", memo).assertOk().out());
        String beyondMemo = "board needs more than the memo budget of ";
        Cli.run(DENSE_WIN, "rect", "--impl", "canonical_groups", "--threads", "1", "--memo-budget", memo)
                .assertBadInput(beyondMemo);
        // Printed, the value is computed, by the rule for values.
        Cli.run(DENSE_WIN, "rect", "--json", "--value", "--threads", "1", "--memo-budget", memo)
                .assertBadInput(beyondMemo);

        assertEquals("A\n", Cli.run(DENSE_WIN, TestClock.steppingMillis(1_000), "rect", "--threads", "1",
                "--time-budget", "2000").assertOk().out());
        String refused = "board not solved within the time budget of 2 s";
        Cli.run(DENSE_WIN, TestClock.steppingMillis(1_000), "rect", "--impl", "canonical_groups", "--threads", "1",
                "--time-budget", "2000").assertBadInput(refused);
        Cli.run(DENSE_WIN, TestClock.steppingMillis(1_000), "rect", "--json", "--value", "--threads", "1",
                "--time-budget", "2000").assertBadInput(refused);
    }

    /**
     * 8x8 at density 0.7 (from a fixed seed): who wins and a winning move take a fraction of a
     * second, the value some seconds.
     */
    static final String DENSE_MOVE = "00110011\n11111100\n01111111\n10111111\n10110000\n00100100\n11101010\n01100111\n";

    /**
     * --json and --explain on a who-wins question run the who-wins rule alone: given a memo
     * budget that just holds outcome_search's work for the answer and its move, they answer,
     * with the same move as the library's search by outcomes; the value does not fit it.
     * Memo counts, on one thread, are the same on every machine, where times are not.
     */
    @Test
    void aWhoWinsQuestionRunsNoSolverOfTheValue() {
        Board b = board(DENSE_MOVE);
        OutcomeSearchSolver alone = outcomeSearch();
        RectangleMoves.Outcome outcome = RectangleMoves.outcome(alone, b);
        assertTrue(outcome.firstPlayerWins());
        Moves.Rect expected = outcome.winningMove().map(Moves.Rect::of).orElseThrow();
        String memo = String.valueOf(alone.memoSize() + 1); // a memo that reaches the budget is refused
        JsonNode answer = json(Cli.run(DENSE_MOVE, "rect", "--json", "--threads", "1", "--memo-budget", memo)
                .assertOk().out());
        assertEquals("A", answer.get("winner").asText());
        assertTrue(answer.get("grundy").isNull(), answer::toString);
        assertEquals(List.of(expected.top(), expected.left(), expected.bottom(), expected.right()),
                List.of(answer.get("move").get("top").asInt(), answer.get("move").get("left").asInt(),
                        answer.get("move").get("bottom").asInt(), answer.get("move").get("right").asInt()));
        assertEquals(List.of("A", "The first player, A, wins.", "Winning move: " + expected.inWords()
                + "; the player to move on the board left loses."),
                Cli.run(DENSE_MOVE, "rect", "--explain", "--threads", "1", "--memo-budget", memo).assertOk().outLines());
        Cli.run(DENSE_MOVE, "rect", "--json", "--value", "--threads", "1", "--memo-budget", memo)
                .assertBadInput("board needs more than the memo budget of ");
    }

    @Test
    void aSecondPlayerWinIsB() {
        assertEquals(0, new ComponentsSolver().grundy(board(LOSS)));
        assertEquals("B\n", Cli.run(LOSS, "rect").assertOk().out());
        assertEquals("{\"winner\":\"B\",\"grundy\":0,\"move\":null}\n",
                Cli.run(LOSS, "rect", "--json", "--value").assertOk().out());
        assertEquals(List.of("B", "Grundy value 0: the second player, B, wins; every move leaves a board of"
                + " non-zero value."), Cli.run(LOSS, "rect", "--explain", "--value").assertOk().outLines());
        assertEquals("{\"winner\":\"B\",\"grundy\":null,\"move\":null}\n",
                Cli.run(LOSS, "rect", "--json").assertOk().out());
        assertEquals(List.of("B", "The second player, B, wins: every move leaves a board that the player to"
                + " move wins."), Cli.run(LOSS, "rect", "--explain").assertOk().outLines());
        assertEquals("B\n", Cli.run(LOSS, "rect", "--impl", "components").assertOk().out());
    }

    /**
     * Random 6x6 boards of 4 to 22 ones, 8 first-player wins and 2 second-player wins, checked by
     * components: the value, and the value 0 after the move.
     */
    @Test
    void theValueAndTheMoveCheckOut() {
        Random rnd = new Random(0x5E1E);
        int wins = 0;
        int losses = 0;
        for (int i = 0; i < 200 && (wins < 8 || losses < 2); i++) {
            long cells = 0;
            for (int placed = 0, ones = 4 + rnd.nextInt(19); placed < ones; ) {
                long cell = 1L << rnd.nextInt(36);
                placed += (cells & cell) == 0 ? 1 : 0;
                cells |= cell;
            }
            Board b = new Board(6, 6, cells);
            String input = b + "\n";
            int g = new ComponentsSolver().grundy(b);
            JsonNode answer = json(Cli.run(input, "rect", "--json", "--value").assertOk().out());
            assertEquals(g, answer.get("grundy").asInt(), input);
            String winner = g != 0 ? "A" : "B";
            assertEquals(winner, answer.get("winner").asText(), input);
            assertEquals(winner + "\n", Cli.run(input, "rect").assertOk().out(), input);
            List<String> explained = Cli.run(input, "rect", "--explain", "--value").assertOk().outLines();
            JsonNode move = answer.get("move");
            // Without the value: the same winner and move, by outcomes alone.
            JsonNode byOutcomes = json(Cli.run(input, "rect", "--json").assertOk().out());
            assertTrue(byOutcomes.get("grundy").isNull(), input);
            assertEquals(answer.get("winner"), byOutcomes.get("winner"), input);
            assertEquals(move, byOutcomes.get("move"), input);
            List<String> inWords = Cli.run(input, "rect", "--explain").assertOk().outLines();
            if (g == 0) {
                assertTrue(move.isNull(), input);
                losses++;
                continue;
            }
            if (wins == 8) {
                continue;
            }
            wins++;
            Moves.Rect m = new Moves.Rect(move.get("top").asInt(), move.get("left").asInt(),
                    move.get("bottom").asInt(), move.get("right").asInt());
            Board after = b.clear(m.top() - 1, m.left() - 1, m.bottom() - 1, m.right() - 1);
            int area = (m.bottom() - m.top() + 1) * (m.right() - m.left() + 1);
            assertEquals(b.ones() - area, after.ones(), "the move clears only 1-cells: " + input + move);
            assertEquals(0, new ComponentsSolver().grundy(after), input + move);
            assertEquals(List.of("A", "Grundy value " + g + " (non-zero): the first player, A, wins.",
                    "Winning move: " + m.inWords() + "; the board left has Grundy value 0."), explained);
            assertEquals(List.of("A", "The first player, A, wins.",
                    "Winning move: " + m.inWords() + "; the player to move on the board left loses."), inWords);
        }
        assertTrue(wins == 8 && losses >= 2, wins + " first-player wins, " + losses + " second-player wins");
    }

    /**
     * On one thread the work shown is exactly that of the solvers the rules name: outcome_search
     * deciding the board, and finding its move under --json and --explain; with --value,
     * canonical_groups' value and outcome_search's move; with --impl, that implementation's alone.
     * So --json and --explain without --value run no solver of the rule for values.
     */
    @Test
    void theWorkShownIsThatOfTheRules() {
        Board b = board(WIN);
        OutcomeSearchSolver whoWins = outcomeSearch();
        assertTrue(whoWins.firstPlayerWins(b));
        assertEquals(Text.stats(whoWins.work()), lastLine("--stats", "--threads", "1"));

        OutcomeSearchSolver byOutcomes = outcomeSearch();
        assertTrue(RectangleMoves.outcome(byOutcomes, b).winningMove().isPresent());
        String outcomesAndMove = Text.stats(byOutcomes.work());
        assertEquals(outcomesAndMove, lastLine("--explain", "--stats", "--threads", "1"));
        JsonNode stats = json(lastLine("--json", "--stats", "--threads", "1")).get("stats");
        assertEquals(outcomesAndMove, Text.stats(new Work.Counts(stats.get("positions").asLong(),
                stats.get("options").asLong(), stats.get("lookups").asLong(), stats.get("hits").asLong(),
                stats.get("stored").asLong())));

        CanonicalGroupsSolver values = canonicalGroups();
        OutcomeSearchSolver moves = outcomeSearch();
        RectangleMoves.answer(values, moves, b, moves.newDeadline());
        String both = Text.stats(values.work().plus(moves.work()));
        assertEquals(both, lastLine("--explain", "--value", "--stats", "--threads", "1"));
        assertNotEquals(both, outcomesAndMove, "the value's work tells --value apart");

        CanonicalGroupsSolver valueAlone = canonicalGroups();
        valueAlone.grundy(b);
        Work.Counts value = valueAlone.work();
        assertEquals(Text.stats(value), lastLine("--impl", "canonical_groups", "--stats", "--threads", "1"));
        assertNotEquals(Text.stats(value), Text.stats(whoWins.work()), "the rules' work tells them apart");
        CanonicalGroupsSolver answerAlone = canonicalGroups();
        RectangleMoves.answer(answerAlone, b);
        assertEquals(Text.stats(answerAlone.work()),
                lastLine("--impl", "canonical_groups", "--explain", "--value", "--stats", "--threads", "1"));
        OutcomeSearchSolver outcomesAlone = outcomeSearch();
        RectangleMoves.answer(outcomesAlone, b);
        assertEquals(Text.stats(outcomesAlone.work()),
                lastLine("--impl", "outcome_search", "--explain", "--value", "--stats", "--threads", "1"));
        assertNotEquals(both, Text.stats(outcomesAlone.work()));
        // --impl outcome_search without --value: who wins and the move, as without --impl.
        assertEquals(outcomesAndMove, lastLine("--impl", "outcome_search", "--explain", "--stats", "--threads", "1"));
    }

    private static String lastLine(String... options) {
        String[] args = new String[options.length + 1];
        args[0] = "rect";
        System.arraycopy(options, 0, args, 1, options.length);
        List<String> lines = Cli.run(WIN, args).assertOk().outLines();
        return lines.get(lines.size() - 1);
    }

    private static OutcomeSearchSolver outcomeSearch() {
        return new OutcomeSearchSolver(CanonicalGroupsSolver.DEFAULT_MAX_MEMO_ENTRIES,
                CanonicalGroupsSolver.DEFAULT_TIME_BUDGET_MILLIS, OutcomeSearchSolver.DEFAULT_SMALL_CELLS, 1);
    }

    private static CanonicalGroupsSolver canonicalGroups() {
        return new CanonicalGroupsSolver(CanonicalGroupsSolver.DEFAULT_MAX_MEMO_ENTRIES,
                CanonicalGroupsSolver.DEFAULT_TIME_BUDGET_MILLIS, 1);
    }

    private static JsonNode json(String line) {
        try {
            return new ObjectMapper().readTree(line);
        } catch (IOException e) {
            throw new AssertionError(line, e);
        }
    }
}
