package org.grundybench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class WorkersTest {
    /**
     * A helper fails while the calling thread, its own index done, waits for it: the failure is
     * thrown every time. When a failure was recorded only after its index counted as done, the
     * caller returned normally in about 2% of these rounds on a 2-core machine, as if every body
     * had run: the parallel searches then read "no answer" as an answer.
     */
    @Test
    void aHelpersFailureIsThrownEvenWhenTheCallerFinishedFirst() {
        Thread caller = Thread.currentThread();
        int returned = 0;
        try (Workers workers = new Workers(2, "test")) {
            for (int round = 0; round < 20_000; round++) {
                AtomicBoolean helperStarted = new AtomicBoolean();
                try {
                    workers.forEach(0, 2, i -> {
                        if (Thread.currentThread() == caller) {
                            while (!helperStarted.get()) {
                                Thread.onSpinWait();
                            }
                            return;
                        }
                        helperStarted.set(true);
                        throw new IllegalStateException("helper failed");
                    });
                    returned++;
                } catch (IllegalStateException expected) {
                    // the helper's failure, as it must be
                }
            }
        }
        assertEquals(0, returned, "rounds in which forEach returned although a helper had failed");
    }

    /**
     * Once a body failed, indices not yet begun are skipped, and every thread failing ends the
     * call too: before, each failing thread stopped claiming and the caller waited for ever for
     * the indices none had claimed (the timeout only turns such a hang into a failure).
     */
    @Test
    @Timeout(value = 1, unit = TimeUnit.MINUTES)
    void aFailureSkipsTheIndicesNotYetBegun() {
        AtomicInteger ran = new AtomicInteger();
        try (Workers workers = new Workers(3, "test")) {
            IllegalStateException e = assertThrows(IllegalStateException.class, () -> workers.forEach(0, 1_000, i -> {
                ran.incrementAndGet();
                throw new IllegalStateException("body " + i);
            }));
            assertTrue(e.getMessage().startsWith("body "), e.getMessage());
        }
        // Each of the three threads can have begun at most one body before seeing a failure.
        assertTrue(ran.get() <= 3, ran.get() + " bodies ran");
    }

    @Test
    void everyIndexRunsOnceWithoutAFailure() {
        int[] runs = new int[500];
        try (Workers workers = new Workers(4, "test")) {
            workers.forEach(0, runs.length, i -> runs[i]++);
        }
        for (int i = 0; i < runs.length; i++) {
            assertEquals(1, runs[i], "index " + i);
        }
    }
}
