package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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

    @Test
    void aForkIsStoppedOnceItsOperationRunsStopTimesTheCasesFastest() throws Exception {
        Watch watch = new Watch(OutputFormatFactory.createFormatInstance(System.out, VerboseMode.SILENT));
        // A finished fork: one iteration of one invocation (two operations) of about 0.3 s.
        assertNull(watch.run(BoardCase._4x4_30, true, f -> {
            f.iteration(BENCHMARK, WINDOW, 1);
            sleep(300);
            f.iterationResult(BENCHMARK, WINDOW, 1, new IterationResult(BENCHMARK, WINDOW, new IterationResultMetaData(2, 2)));
        }));
        Process child = new ProcessBuilder("sleep", "60").start();
        long started = System.nanoTime();
        String status = watch.run(BoardCase._4x4_30, true, f -> {
            f.iteration(BENCHMARK, WINDOW, 1);
            try {
                child.waitFor();
            } catch (InterruptedException e) {
                throw new RunnerException(e);
            }
        });
        double took = (System.nanoTime() - started) / 1e9;
        assertFalse(child.isAlive(), "the forked JVM's stand-in is destroyed");
        Matcher m = Pattern.compile("stopped: at least ([0-9.]+) s an operation").matcher(String.valueOf(status));
        assertTrue(m.matches(), status);
        double ran = 2 * Double.parseDouble(m.group(1)); // two operations an invocation
        assertTrue(ran >= Math.max(Watch.MIN_SECONDS, Watch.STOP * 0.3) && ran < Watch.FIRST_SECONDS && ran <= took,
                "stopped at STOP times the fastest 0.3 s, not at the first fork's cap: " + status);
        // Another case has no fastest yet, and a single shot (not timed) is never stopped.
        assertNull(watch.run(BoardCase._6x6_30, false, f -> {
            f.iteration(BENCHMARK, WINDOW, 1);
            sleep(100);
        }));
    }

    private static void sleep(long millis) throws RunnerException {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            throw new RunnerException(e);
        }
    }
}
