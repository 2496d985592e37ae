package org.grundybench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
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
        List<String> game = IntStream.range(0, Palette.DISTINCT).mapToObj(i -> "impl" + i).toList();
        Set<Object> colours = new HashSet<>();
        Set<Object> markers = new HashSet<>();
        for (String id : game) {
            Palette.Style s = Palette.of(game, id);
            assertTrue(colours.add(s.colour()), id + " repeats a colour");
            assertTrue(markers.add(s.marker()), id + " repeats a marker");
            assertNotEquals(Palette.OUTLIER, s.colour(), id + " has the outlier's colour");
            assertNotEquals(Palette.UNKNOWN.colour(), s.colour(), id + " has an unknown implementation's colour");
        }
        assertTrue(Palette.DISTINCT >= RECTANGLE.size(), "the largest game has " + RECTANGLE.size());
    }

    @Test
    void theStyleFollowsThePositionInTheGamesEnumNotTheId() {
        Palette.Style canonical = Palette.of(RECTANGLE, "canonical_groups");
        assertEquals(canonical, Palette.of(RECTANGLE, "canonical_groups"), "the same in every chart");
        List<String> triomino = List.of("recursive_hashset", "iterative_bitset", "fastutil_memo", "eclipse_memo",
                "reduced_recurrence");
        assertEquals(Palette.of(RECTANGLE, "recursive_hashset"), Palette.of(triomino, "recursive_hashset"));
        assertEquals(Palette.of(RECTANGLE, "bit_parallel"), Palette.of(triomino, "reduced_recurrence"));
        assertNotEquals(canonical, Palette.of(triomino, "reduced_recurrence"));
    }

    @Test
    void anImplementationTheGameNoLongerHasIsGrey() {
        assertEquals(Palette.UNKNOWN, Palette.of(RECTANGLE, "retired_solver"));
        assertNotSame(Palette.UNKNOWN, Palette.of(RECTANGLE, "recursive_hashset"));
    }
}
