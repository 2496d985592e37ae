package org.grundybench.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.grundybench.core.Work.Counts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@link Work} itself, with counting on (as surefire runs every test JVM of this module). */
@Timeout(value = 1, unit = TimeUnit.MINUTES)
class WorkTest {
    @Test
    void countingIsOnAndEachSolverCountsApart() {
        assertEquals("grundybench.work", Work.PROPERTY);
        assertTrue(Work.COUNTING, "the test JVMs run with -D" + Work.PROPERTY + "=true");
        Work a = Work.create();
        Work b = Work.create();
        assertNotSame(a, b);
        Work.add(a, 1, 2, 3);
        assertEquals(new Counts(0, 0, 0, 0, 0), b.counts());
    }

    @Test
    void addLookupAndHoldCountWhatTheySay() {
        Work w = Work.create();
        Work.add(w, 2, 7, 5);
        assertEquals(4, Work.lookup(w, 4));
        assertEquals(-1, Work.lookup(w, -1));
        assertEquals(0, Work.lookup(w, 0));
        Work.hold(w, 10);
        Work.hold(w, 3);
        assertEquals(new Counts(2, 7, 8, 7, 3), w.counts());
    }

    @Test
    void minusSubtractsTheSumsAndKeepsTheLaterLevel() {
        Counts earlier = new Counts(1, 2, 3, 2, 50);
        Counts later = new Counts(11, 32, 43, 12, 40);
        assertEquals(new Counts(10, 30, 40, 10, 40), later.minus(earlier));
        assertEquals(new Counts(0, 0, 0, 0, 40), later.minus(later));
    }

    @Test
    void threadsCountAtOnceWithoutLoss() throws InterruptedException {
        Work w = Work.create();
        int threads = 4;
        int each = 100_000;
        CountDownLatch done = new CountDownLatch(threads);
        for (int t = 0; t < threads; t++) {
            new Thread(() -> {
                for (int i = 0; i < each; i++) {
                    Work.add(w, 1, 2, 0);
                    Work.lookup(w, i % 2 - 1);
                }
                done.countDown();
            }).start();
        }
        done.await();
        long n = (long) threads * each;
        assertEquals(new Counts(n, 2 * n, n, n / 2, 0), w.counts());
    }
}
