package org.grundybench.triomino;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The shared flag slots of {@link SmallStepFill}: distinct slots with areas inside the array
 * and its mask, and fills that find the slots held (all but one, so the helper gets none; or
 * all, so the fill waits) still give the sequential values.
 */
class MarkSlotsTest {
    private static final int N = SmallStepFill.LIMIT - 1;
    private final List<Integer> held = new ArrayList<>();

    @AfterEach
    void releaseHeldSlots() {
        held.forEach(MarkSlots::release);
        held.clear();
    }

    /** Waits for the helpers of earlier tests' fills, which give their slots back just after. */
    private static void awaitAllFree() throws InterruptedException {
        for (int i = 0; MarkSlots.freeSlots() < MarkSlots.SLOTS; i++) {
            assertTrue(i < 1000, "a slot was never given back");
            Thread.sleep(10);
        }
    }

    private void holdAllBut(int left) throws InterruptedException {
        awaitAllFree();
        while (MarkSlots.freeSlots() > left) {
            held.add(MarkSlots.tryClaim());
        }
    }

    @Test
    void slotsAreDistinctUntilAllAreHeldAndComeBackWhenReleased() throws InterruptedException {
        holdAllBut(0);
        assertEquals(MarkSlots.SLOTS, held.size());
        assertEquals(MarkSlots.SLOTS, new HashSet<>(held).size(), "a slot handed out twice: " + held);
        assertTrue(held.stream().allMatch(slot -> slot >= 0 && slot < MarkSlots.SLOTS), held::toString);
        assertEquals(-1, MarkSlots.tryClaim());
        MarkSlots.release(held.remove(0));
        assertEquals(1, MarkSlots.freeSlots());
    }

    @Test
    void aClaimedSlotHasEveryFlagClear() throws InterruptedException {
        holdAllBut(0);
        for (int slot : held) {
            java.util.Arrays.fill(MarkSlots.FLAGS, MarkSlots.areaA(slot), MarkSlots.areaB(slot) + 256, (byte) 1);
        }
        releaseHeldSlots();
        int slot = MarkSlots.tryClaim();
        held.add(slot);
        for (int flag = MarkSlots.areaA(slot); flag < MarkSlots.areaB(slot) + 264; flag++) {
            assertEquals(0, MarkSlots.FLAGS[flag], "flag " + flag);
        }
    }

    @Test
    void releasingAFreeSlotIsAnError() {
        int slot = MarkSlots.tryClaim();
        MarkSlots.release(slot);
        assertThrows(IllegalStateException.class, () -> MarkSlots.release(slot));
    }

    @Test
    void everyAreaWithItsFlagsAndTheEightReadPastItLiesInsideTheArrayAndItsMask() {
        int previousEnd = -64; // end of the previous area's flags and the eight read past them
        for (int slot = 0; slot < MarkSlots.SLOTS; slot++) {
            for (int area : new int[] {MarkSlots.areaA(slot), MarkSlots.areaB(slot)}) {
                assertEquals(area, area & MarkSlots.AREA_MASK, "area " + area + " changed by the mask");
                assertTrue(area + SmallStepFill.VALUE_LIMIT + 8 <= MarkSlots.FLAGS.length);
                // 64 untouched bytes between two areas: no cache line holds flags of both,
                // wherever the array starts in memory.
                assertTrue(area - previousEnd >= 64, "area " + area + " is within 64 bytes of the one before");
                previousEnd = area + SmallStepFill.VALUE_LIMIT + 8;
            }
        }
        assertTrue(MarkSlots.AREA_MASK + 255 < MarkSlots.FLAGS.length);
    }

    @Test
    @Timeout(60) // a fill whose helper takes the last slot before the fill does waits for itself
    void aHelperThatFindsNoSlotLeavesTheWorkToTheCallingThread() throws InterruptedException {
        int[] expected = new ReducedRecurrenceSolver(false, false).grundyUpTo(N);
        holdAllBut(1);
        assertArrayEquals(expected, new ReducedRecurrenceSolver(true, false).grundyUpTo(N));
        assertEquals(1, MarkSlots.freeSlots(), "the fill gave its slot back");
    }

    @Test
    @Timeout(60)
    void aFillWaitsForASlotWhileAllAreHeld() throws Exception {
        int[] expected = new ReducedRecurrenceSolver(false, false).grundyUpTo(N);
        holdAllBut(0);
        CompletableFuture<int[]> fill =
                CompletableFuture.supplyAsync(() -> new ReducedRecurrenceSolver(true, false).grundyUpTo(N));
        assertThrows(TimeoutException.class, () -> fill.get(200, TimeUnit.MILLISECONDS));
        assertFalse(fill.isDone());
        MarkSlots.release(held.remove(0));
        assertArrayEquals(expected, fill.get());
    }
}
