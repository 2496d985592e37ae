package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.grundybench.workloads.BoardCase;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.IterationResultMetaData;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.WorkloadParams;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/** The screening round's stop, with a child process standing in for JMH's forked JVM and JMH's callbacks made by hand. */
class WatchTest {
    static final IterationParams WINDOW = new IterationParams(IterationType.MEASUREMENT, 1, TimeValue.milliseconds(50), 1);
    /** A benchmark of two operations an invocation, as JMH describes it to the harness. */
    static final BenchmarkParams BENCHMARK = new BenchmarkParams("b", "b", false, 1, new int[] {1}, List.of(), 1, 0, WINDOW,
            WINDOW, Mode.AverageTime, new WorkloadParams(), TimeUnit.SECONDS, 2, "java", List.of(), "17", "vm", "17", "1.37",
            TimeValue.minutes(1));

    /**
     * The stop decided on a clock the test sets: a first fork's invocation of 0.15 s makes its case's cap STOP times that, and a
     * second fork of the case is stopped once its overrun passes the cap, not before, its forked JVM's stand-in (a real child
     * process, the kill being what is tested) destroyed.
     */
    @Test
    void aForkIsStoppedOnceItsOperationRunsStopTimesTheCasesFastest() throws Exception {
        AtomicLong now = new AtomicLong(1_000_000_000L);
        Watch watch = new Watch(OutputFormatFactory.createFormatInstance(System.out, VerboseMode.SILENT), now::get);
        // A finished fork: one iteration of one invocation (two operations) of 0.15 s.
        assertNull(watch.run(BoardCase._4x4_30, true, f -> {
            f.iteration(BENCHMARK, WINDOW, 1);
            now.addAndGet(150_000_000L);
            f.iterationResult(BENCHMARK, WINDOW, 1, new IterationResult(BENCHMARK, WINDOW, new IterationResultMetaData(2, 2)));
        }));
        long cap = Math.round(Math.max(Watch.MIN_SECONDS, Watch.STOP * 0.15) * 1e9);
        long windowEnds = WINDOW.getTime().convertTo(TimeUnit.NANOSECONDS);
        Process child = new ProcessBuilder("sleep", "60").start();
        String status = watch.run(BoardCase._4x4_30, true, f -> {
            f.iteration(BENCHMARK, WINDOW, 1);
            long started = now.get();
            now.set(started + windowEnds + cap - 1_000_000);
            assertFalse(watch.poll(), "a millisecond short of the cap");
            assertTrue(child.isAlive());
            now.set(started + windowEnds + cap + 2_000_000);
            assertTrue(watch.poll(), "two milliseconds past the cap");
            try {
                assertTrue(child.waitFor(30, TimeUnit.SECONDS), "the forked JVM's stand-in is destroyed");
            } catch (InterruptedException e) {
                throw new RunnerException(e);
            }
        });
        assertTrue(Watch.STOP * 0.15 > Watch.MIN_SECONDS && Watch.STOP * 0.15 < Watch.FIRST_SECONDS,
                "the cap above the minimum and below the first fork's");
        assertEquals(String.format(Locale.ROOT, "stopped: at least %.3f s an operation", (cap + 2_000_000) / 1e9 / 2), status,
                "the overrun over two operations an invocation");
        // Another case has no fastest yet: the first fork's cap.
        assertNull(watch.run(BoardCase._4x4_50, true, f -> {
            f.iteration(BENCHMARK, WINDOW, 1);
            now.addAndGet(windowEnds + Math.round(Watch.FIRST_SECONDS * 1e9) - 1_000_000);
            assertFalse(watch.poll(), "a millisecond short of the first fork's cap");
            f.iterationResult(BENCHMARK, WINDOW, 1, new IterationResult(BENCHMARK, WINDOW, new IterationResultMetaData(2, 2)));
        }));
        // A single shot (not timed) is never stopped.
        assertNull(watch.run(BoardCase._6x6_30, false, f -> {
            f.iteration(BENCHMARK, WINDOW, 1);
            now.addAndGet(3_600_000_000_000L);
            assertFalse(watch.poll(), "an hour into a single shot");
        }));
    }
}
