package org.grundybench.core;

import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * A clock for {@link Deadline#in(long, LongSupplier)} that tests move themselves, so that whether
 * and when a deadline passes does not depend on the machine's speed: it stands still until
 * {@link #advanceMillis} is called, or moves a fixed step at each read.
 */
public final class TestClock implements LongSupplier {
    private final AtomicLong nanos = new AtomicLong();
    private final AtomicLong reads = new AtomicLong();
    private final long stepNanos;

    private TestClock(long stepNanos) {
        this.stepNanos = stepNanos;
    }

    /** A clock that moves only when told. */
    public static TestClock standingStill() {
        return new TestClock(0);
    }

    /** A clock that moves {@code millis} at each read: a deadline of B ms passes at read B + 1 after it was made. */
    public static TestClock steppingMillis(long millis) {
        return new TestClock(millis * 1_000_000L);
    }

    /** A deadline of {@code budgetMillis} that has passed already. */
    public static Deadline passed(long budgetMillis) {
        TestClock clock = standingStill();
        Deadline deadline = Deadline.in(budgetMillis, clock);
        clock.advanceMillis(budgetMillis + 1);
        return deadline;
    }

    @Override
    public long getAsLong() {
        reads.incrementAndGet();
        return nanos.getAndAdd(stepNanos);
    }

    public void advanceMillis(long millis) {
        nanos.addAndGet(millis * 1_000_000L);
    }

    /** How often the clock was read, the read that made a deadline included. */
    public long reads() {
        return reads.get();
    }
}
