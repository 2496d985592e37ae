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
    static final List<String> RECTANGLE = List.of("recursive_hashset", "iterative_bitset", "fastutil_memo",
            "eclipse_memo", "bit_parallel", "components", "canonical_groups");

    @Test
    void withinAGameEveryImplementationHasItsOwnColourAndItsOwnMarker() {
        List<String> game = IntStream.range(0, Charts.DISTINCT).mapToObj(i -> "impl" + i).toList();
        Set<Object> colours = new HashSet<>();
        Set<Object> markers = new HashSet<>();
        for (String id : game) {
            Charts.Style s = Charts.style(game, id);
            assertTrue(colours.add(s.colour()), id + " repeats a colour");
            assertTrue(markers.add(s.marker()), id + " repeats a marker");
            assertNotEquals(Charts.OUTLIER, s.colour(), id + " has the outlier's colour");
        }
        assertTrue(Charts.DISTINCT >= RECTANGLE.size(), "the largest game has " + RECTANGLE.size());
    }

    @Test
    void theStyleFollowsThePositionInTheGamesEnumNotTheId() {
        Charts.Style canonical = Charts.style(RECTANGLE, "canonical_groups");
        assertEquals(canonical, Charts.style(RECTANGLE, "canonical_groups"), "the same in every chart");
        List<String> triomino = List.of("recursive_hashset", "iterative_bitset", "fastutil_memo", "eclipse_memo",
                "reduced_recurrence");
        assertEquals(Charts.style(RECTANGLE, "recursive_hashset"), Charts.style(triomino, "recursive_hashset"));
        assertEquals(Charts.style(RECTANGLE, "bit_parallel"), Charts.style(triomino, "reduced_recurrence"));
        assertNotEquals(canonical, Charts.style(triomino, "reduced_recurrence"));
    }
}
