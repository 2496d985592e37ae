package org.grundybench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class DeadlineTest {
    @Test
    void durations() {
        assertEquals("50 ms", Deadline.duration(50));
        assertEquals("1.5 s", Deadline.duration(1_500));
        assertEquals("1 min", Deadline.duration(60_000));
        assertEquals("2 min 30 s", Deadline.duration(150_000));
    }

    @Test
    void aDeadlinePassesOnceItsClockIsBeyondTheBudget() {
        TestClock clock = TestClock.standingStill();
        Deadline deadline = Deadline.in(5, clock);
        deadline.check("board not solved");
        clock.advanceMillis(5);
        assertFalse(deadline.passed(), "at the budget exactly");
        clock.advanceMillis(1);
        assertTrue(deadline.passed());
        SolverLimitException e = assertThrows(SolverLimitException.class, () -> deadline.check("board not solved"));
        assertEquals("board not solved within the time budget of 5 ms", e.getMessage());
        assertTrue(TestClock.passed(1).passed());
        assertFalse(Deadline.NONE.passed());
    }
}
