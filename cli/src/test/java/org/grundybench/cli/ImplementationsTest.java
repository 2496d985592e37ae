package org.grundybench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.grundybench.core.Implementation;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.setnim.SetNimImpl;
import org.grundybench.triomino.TriominoImpl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every constant of each game's implementation enum reaches the CLI with no other edit: it is
 * listed by {@code list} and the game's help, {@code --impl} takes it, and it answers as the
 * default does. The constants come from the enums, so a new one is covered when it is added.
 */
class ImplementationsTest {
    /**
     * A game, its implementations, the default for values and tables, how its help names the
     * default, and an input every one of them answers quickly.
     */
    record Game(String name, Implementation<?>[] impls, Implementation<?> byDefault, String defaultHelp, String input) {
        @Override
        public String toString() {
            return name;
        }
    }

    static final List<Game> GAMES = List.of(
            new Game("rect", RectangleImpl.values(), RectangleImpl.DEFAULT, "Default: the library's rules, "
                    + RectangleImpl.WHO_WINS.id() + " for who wins (the answer and its winning move) and "
                    + RectangleImpl.DEFAULT.id() + " for the Grundy value", "1110\n1011\n1111\n0110\n"),
            new Game("triomino", TriominoImpl.values(), TriominoImpl.DEFAULT,
                    "Default: " + TriominoImpl.DEFAULT.id() + ", the library's rule", "1 2 3 4 7 20 33 100\n"),
            new Game("setnim", SetNimImpl.values(), SetNimImpl.DEFAULT,
                    "Default: " + SetNimImpl.DEFAULT.id() + ", the library's rule", "3\n2 5 7\n4\n10 33 70 99\n"));

    static Stream<Arguments> everyImplementation() {
        return GAMES.stream().flatMap(g -> Arrays.stream(g.impls()).map(i -> Arguments.of(g, i.id())));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("everyImplementation")
    void isListedTakenAndAnswersAsTheDefault(Game game, String id) {
        String list = Cli.run("", "list").assertOk().out();
        assertTrue(List.of(list.split("\n")).stream().anyMatch(line -> line.startsWith(game.name() + ": ")
                && List.of(line.substring(game.name().length() + 2).split(" ")).contains(id)), list);
        String help = Cli.run("", game.name(), "--help").assertOk().out().replaceAll("\\s+", " ");
        assertTrue(help.contains(id), () -> game + " --help lists " + id + ": " + help);
        for (String mode : new String[] {"--json", "--explain"}) {
            String byDefault = Cli.run(game.input(), game.name(), mode).assertOk().out();
            assertEquals(byDefault, Cli.run(game.input(), game.name(), mode, "--impl", id).assertOk().out(),
                    game + " " + mode + " --impl " + id);
            if (game.name().equals("rect")) {
                String valued = Cli.run(game.input(), "rect", mode, "--value").assertOk().out();
                assertEquals(valued, Cli.run(game.input(), "rect", mode, "--value", "--impl", id).assertOk().out(),
                        game + " " + mode + " --value --impl " + id);
            }
        }
    }

    @Test
    void theDefaultIsTheLibrarysRuleAndTakesWhatAnyOtherTakes() {
        for (Game game : GAMES) {
            assertTrue(Cli.run("", game.name(), "--help").assertOk().out().replaceAll("\\s+", " ")
                    .contains(game.defaultHelp()), game.name());
        }
        // So refusing an input beyond the default's limit refuses only what no implementation takes.
        assertEquals(Arrays.stream(RectangleImpl.values()).mapToInt(i -> i.create().maxTableCells()).max()
                .getAsInt(), RectangleImpl.DEFAULT.create().maxTableCells());
        for (RectangleImpl rule : new RectangleImpl[] {RectangleImpl.DEFAULT, RectangleImpl.WHO_WINS}) {
            assertEquals(Arrays.stream(RectangleImpl.values()).mapToInt(i -> i.create().maxBoardOnes()).max()
                    .getAsInt(), rule.create().maxBoardOnes(), rule.id());
        }
        assertEquals(Arrays.stream(TriominoImpl.values()).mapToInt(i -> i.create().maxN()).max().getAsInt(),
                TriominoImpl.DEFAULT.create().maxN());
        assertEquals(Arrays.stream(SetNimImpl.values()).mapToLong(i -> i.create().maxPile()).max().getAsLong(),
                SetNimImpl.DEFAULT.create().maxPile());
    }
}
