package org.grundybench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.grundybench.core.Implementation;
import org.grundybench.workloads.Workload;
import org.junit.jupiter.api.Test;

class PaletteTest {
    /** Every implementation id of every game, from the games' implementation enums. */
    static Set<String> allIds() {
        Set<String> ids = new HashSet<>();
        for (Workload w : Workload.values()) {
            for (Enum<?> e : w.implType().getEnumConstants()) {
                ids.add(((Implementation<?>) e).id());
            }
        }
        return ids;
    }

    @Test
    void everyImplementationOfEveryGameHasAColour() {
        for (String id : allIds()) {
            assertTrue(Palette.BY_ID.containsKey(id), id + " has no colour in Palette.BY_ID");
        }
        // and no entry is for an implementation no game has (a renamed one would keep a stale colour)
        assertEquals(allIds(), Palette.BY_ID.keySet());
    }

    @Test
    void noTwoImplementationsShareAColour() {
        Map<Color, String> seen = new HashMap<>();
        Palette.BY_ID.forEach((id, style) -> {
            String other = seen.put(style.colour(), id);
            assertTrue(other == null, id + " and " + other + " share " + style.colour());
        });
        for (Palette.Style s : Palette.BY_ID.values()) {
            assertTrue(!s.colour().equals(Palette.OUTLIER) && !s.colour().equals(Palette.UNKNOWN.colour()),
                    s + " is the outlier's or an unknown implementation's colour");
            assertTrue(s.glyph() != Glyph.FORK && s.glyph() != Glyph.OUTLIER, s + " uses a fork's mark");
        }
    }

    @Test
    void withinAGameNoTwoImplementationsShareAShape() {
        for (Workload w : Workload.values()) {
            Map<Glyph, String> seen = new HashMap<>();
            for (Enum<?> e : w.implType().getEnumConstants()) {
                String id = ((Implementation<?>) e).id();
                String other = seen.put(Palette.of(id).glyph(), id);
                assertTrue(other == null, id + " and " + other + " share a shape in " + w.id());
            }
        }
    }
}
