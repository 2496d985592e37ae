package org.grundybench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class DeadlineTest {
    @Test
    void durations() {
        assertEquals("50 ms", Deadline.duration(50));
        assertEquals("1.5 s", Deadline.duration(1_500));
        assertEquals("1 min", Deadline.duration(60_000));
        assertEquals("2 min 30 s", Deadline.duration(150_000));
    }
}
