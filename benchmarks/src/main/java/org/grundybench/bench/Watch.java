package org.grundybench.bench;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.grundybench.report.Verdicts;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormat;

/**
 * The screening round's stop (docs/benchmarks.md, the quick profile): a fork whose invocation in flight (one call of the
 * benchmark method) has run {@value #STOP} times as long as the fastest invocation of its case so far, and at least
 * {@value #MIN_SECONDS} s ({@value #FIRST_SECONDS} s before any invocation of its case has finished), is stopped, its
 * forked JVM destroyed, so that the quick budget is not spent on an answer the screening round already has. The stop
 * records a bound, and the report judges it: it takes the implementation out of the race only where the bound is
 * {@link Verdicts#SCREEN} times the leader's time, and races it in the look otherwise (a first invocation runs cold, so a
 * stop can come early). JMH tells the harness when each iteration starts and ends; its time window over, the invocation
 * still running has run at least as long as the iteration has overrun the window. Only timed iterations (average time)
 * are watched: a single shot of a collection is one item, which says nothing of the median item.
 */
final class Watch {
    /**
     * Above the report's screen, so that a stop screens the rival out where the leader's warm time is within 1.25 times
     * the fastest invocation the stop was measured against: a stop below the screen is raced in the look, unwatched, and
     * at 4 times two rivals of 5x5 stopped at 2 s then took 15 s a fork each in the look of runs of this profile.
     */
    static final double STOP = 1.25 * Verdicts.SCREEN;
    static final double MIN_SECONDS = 0.5;
    static final double FIRST_SECONDS = 5;
    private static final long POLL_MILLIS = 20;

    /** Per case ({@link Combination#caseKey}), the fastest invocation seen in this run, in seconds. */
    private final Map<Object, Double> fastest = new HashMap<>();
    /** Where JMH's output goes, as it would without the watch. */
    private final OutputFormat console;
    /** Nanoseconds, System::nanoTime but in tests, which decide when time passes. */
    private final LongSupplier clock;
    private volatile Fork current;

    Watch(OutputFormat console, LongSupplier clock) {
        this.console = console;
        this.clock = clock;
    }

    /**
     * Runs {@code fork} (a JMH run printing to {@code format}) of case {@code c} ({@link Combination#caseKey}) under the stop; returns null when it ran to its end, else
     * the order file's status of the stopped fork, {@code stopped: at least 1.005 s an operation} (its invocation in
     * flight over the operations an invocation makes).
     */
    String run(Object c, boolean timed, ForkRun fork) throws RunnerException {
        Double known = fastest.get(c);
        Fork f = new Fork();
        current = f;
        OutputFormat watched = (OutputFormat) Proxy.newProxyInstance(OutputFormat.class.getClassLoader(),
                new Class<?>[] {OutputFormat.class}, (proxy, m, args) -> {
                    if (timed && m.getName().equals("iteration")) {
                        IterationParams it = (IterationParams) args[1];
                        f.opsPerInvocation = ((BenchmarkParams) args[0]).getOpsPerInvocation();
                        f.window = it.getTime().convertTo(TimeUnit.NANOSECONDS);
                        f.cap = known == null ? FIRST_SECONDS : Math.max(MIN_SECONDS, STOP * known);
                        f.started = clock.getAsLong();
                    } else if (timed && m.getName().equals("iterationResult")) {
                        IterationResult r = (IterationResult) args[3];
                        double invocations = (double) r.getMetadata().getAllOps() / f.opsPerInvocation;
                        f.fastest = Math.min(f.fastest, (clock.getAsLong() - f.started) / 1e9 / Math.max(1, invocations));
                        f.started = 0;
                    }
                    try {
                        return m.invoke(console, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
        Thread watcher = new Thread(this::watch, "screening-stop");
        watcher.setDaemon(true);
        watcher.start();
        try {
            fork.run(watched);
        } finally {
            watcher.interrupt();
        }
        if (Double.isNaN(f.overrun)) {
            if (f.fastest < Double.POSITIVE_INFINITY) {
                fastest.merge(c, f.fastest, Math::min);
            }
            return null;
        }
        return String.format(Locale.ROOT, "stopped: at least %.3f s an operation", f.overrun / f.opsPerInvocation);
    }

    private void watch() {
        try {
            while (!poll()) {
                Thread.sleep(POLL_MILLIS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** One look at the fork in flight: once its invocation has overrun its cap, destroys the forked JVMs and says so. */
    boolean poll() {
        Fork f = current;
        long started = f.started;
        double overrun = started == 0 ? 0 : (clock.getAsLong() - started - f.window) / 1e9;
        if (overrun <= f.cap) {
            return false;
        }
        f.overrun = overrun;
        ProcessHandle.current().children().forEach(ProcessHandle::destroyForcibly);
        return true;
    }

    /** One fork's state, written by JMH's callbacks and read by the watcher. */
    private static final class Fork {
        volatile double cap;
        volatile long started;
        volatile long window;
        volatile double overrun = Double.NaN;
        volatile int opsPerInvocation = 1;
        /** Its fastest operation, in seconds, counted only where the fork ran to its end. */
        volatile double fastest = Double.POSITIVE_INFINITY;
    }

    /** A JMH run printing to the format given. */
    interface ForkRun {
        void run(OutputFormat format) throws RunnerException;
    }
}
