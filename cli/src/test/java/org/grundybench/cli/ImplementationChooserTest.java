package org.grundybench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.grundybench.core.SolverLimitException;
import org.grundybench.rect.Board;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.setnim.SetNimImpl;
import org.grundybench.triomino.TriominoImpl;
import org.junit.jupiter.api.Test;

class ImplementationChooserTest {
    private final ImplementationChooser chooser = new ImplementationChooser();

    @Test
    void rectangleRemovalUsesCanonicalGroupsForEveryBoard() {
        assertEquals(RectangleImpl.CANONICAL_GROUPS, chooser.rect(Board.of("0110", "0000", "0000", "0001")));
        assertEquals(RectangleImpl.CANONICAL_GROUPS, chooser.rect(Board.full(8, 8)));
        assertEquals(RectangleImpl.CANONICAL_GROUPS, chooser.rect(Board.full(1, 1)));
    }

    @Test
    void triominoPrefersReducedRecurrenceWithinItsLimit() {
        int limit = TriominoImpl.REDUCED_RECURRENCE.create().maxN();
        assertEquals(TriominoImpl.REDUCED_RECURRENCE, chooser.triomino(0));
        assertEquals(TriominoImpl.REDUCED_RECURRENCE, chooser.triomino(800));
        assertEquals(TriominoImpl.REDUCED_RECURRENCE, chooser.triomino(limit));
    }

    @Test
    void triominoBeyondEveryLimitNamesTheLargest() {
        int preferred = TriominoImpl.REDUCED_RECURRENCE.create().maxN();
        int largest = Arrays.stream(TriominoImpl.values()).mapToInt(i -> i.create().maxN()).max()
                .getAsInt();
        if (largest > preferred) {
            TriominoImpl other = chooser.triomino(preferred + 1L);
            assertTrue(other.create().maxN() > preferred, other.id());
        }
        SolverLimitException e = assertThrows(SolverLimitException.class,
                () -> chooser.triomino(largest + 1L));
        assertTrue(e.getMessage().contains("the largest limit is N = " + largest), e.getMessage());
    }

    @Test
    void setNimUsesThePeriodicSolverForSmallAndHugePiles() {
        assertEquals(SetNimImpl.PERIODIC, chooser.setNim(7));
        assertEquals(SetNimImpl.PERIODIC, chooser.setNim(10_000));
        assertEquals(SetNimImpl.PERIODIC, chooser.setNim(1_000_000_000_000_000_000L));
        assertEquals(SetNimImpl.PERIODIC, chooser.setNim(Long.MAX_VALUE));
    }
}
