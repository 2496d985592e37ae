package org.grundybench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class PaletteTest {
    /** Implementations a game may have, each with a look of its own. */
    static final int AT_LEAST = 16;

    private static List<String> game(int size) {
        return IntStream.range(0, size).mapToObj(i -> "impl" + i).toList();
    }

    @Test
    void withinAGameEveryImplementationHasItsOwnColourAndStyle() {
        List<String> game = game(AT_LEAST);
        Set<Object> colours = new HashSet<>();
        Set<Object> styles = new HashSet<>();
        for (String id : game) {
            Charts.Style s = Charts.style(game, id);
            assertTrue(colours.add(s.colour()), id + " repeats a colour");
            assertTrue(styles.add(s), id + " repeats a colour and marker");
            assertNotEquals(Charts.OUTLIER, s.colour(), id + " has the outlier's colour");
        }
        // The first implementations keep a marker no other one of theirs has (the games' enums today).
        Set<Object> markers = new HashSet<>();
        for (String id : game.subList(0, 9)) {
            assertTrue(markers.add(Charts.style(game, id).marker()), id + " repeats a marker");
        }
    }

    @Test
    void theStyleFollowsThePositionInTheGamesEnumNotTheId() {
        List<String> one = List.of("a", "b", "c", "d");
        List<String> other = List.of("x", "a", "y");
        assertEquals(Charts.style(one, "c"), Charts.style(List.of("a", "b", "c", "d", "e", "f", "g", "h", "i", "j"), "c"),
                "a constant added to the enum leaves the looks of those before it");
        assertEquals(Charts.style(one, "a"), Charts.style(other, "x"));
        assertEquals(Charts.style(one, "b"), Charts.style(other, "a"));
        assertNotEquals(Charts.style(one, "a"), Charts.style(other, "a"));
    }
}
