package org.grundybench.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.DoubleBinaryOperator;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.grundybench.core.Work;
import org.grundybench.report.Run;
import org.openjdk.jol.info.GraphLayout;
import org.openjdk.jol.vm.VM;

/**
 * What the solvers of a run hold and do, measured outside the timed forks: writes {@value #NAME}
 * (docs/benchmarks.md) into a run folder, one entry per combination with a result in its
 * {@value Suite#ORDER_FILE}. A combination's operations, each on a fresh solver as its benchmark
 * body makes them, are measured: what the solver and its answer retain right after each (JOL's
 * {@link GraphLayout}, which sizes objects through the instrumentation API, got by attaching to
 * its own JVM) and the solver's work counts; where the counts can vary (a threaded
 * implementation on several threads) the counts are measured again. A combination that fails is
 * left out with one line on standard error, where the progress goes too.
 */
public final class Footprint {
    static final String NAME = "footprint.json";

    /** One operation, just done: its solver, its answer and the solver's counts. */
    record Done(Object solver, Object answer, Work.Counts work) {
    }

    private Footprint() {
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /**
     * Writes the footprint of the run folder {@code args[0]}; with {@code --deadline EPOCH_SECONDS}, a combination whose
     * fastest fork would end after it is left out, named. Exit status 2 on bad arguments or without counting.
     */
    static int run(String[] args) {
        boolean usage = !(args.length == 1 || args.length == 3 && args[1].equals("--deadline") && args[2].matches("\\d{1,12}"))
                || args[0].startsWith("-");
        String refused = usage ? "usage: java -D" + Work.PROPERTY + "=true -Djdk.attach.allowAttachSelf=true -cp benchmarks.jar "
                + Footprint.class.getName() + " RUN_FOLDER [--deadline EPOCH_SECONDS]"
                : Work.COUNTING ? null : "Footprint counts the solvers' work: start its JVM with -D" + Work.PROPERTY + "=true";
        long deadline = args.length == 3 && !usage ? Long.parseLong(args[2]) * 1000 : Long.MAX_VALUE;
        List<Combination> ran = List.of();
        Map<String, Long> fork = Map.of();
        try {
            if (refused == null) {
                // Per combination that ran, its fastest fork in milliseconds: at least what measuring it takes.
                Path order = Path.of(args[0], Suite.ORDER_FILE);
                if (!Files.isRegularFile(order)) {
                    throw new IllegalArgumentException(order + " is missing: not a run folder the suite wrote");
                }
                fork = Run.order(order).stream().filter(f -> f[6].equals("ok"))
                        .collect(Collectors.toMap(f -> f[2] + "\t" + f[3], f -> Duration.between(Instant.parse(f[4]),
                                Instant.parse(f[5])).toMillis(), Math::min));
                Set<String> rows = fork.keySet();
                ran = Combination.ran(rows);
            }
        } catch (IllegalArgumentException | IOException e) {
            refused = e.getMessage();
        }
        if (refused != null) {
            System.err.println(refused);
            return 2;
        }
        try {
            startJol();
        } catch (RuntimeException e) {
            System.err.println("footprint: JOL cannot size objects on this JVM (" + e + "); " + NAME + " not written");
            return 1;
        }
        List<Run.Footprint.Entry> entries = new ArrayList<>();
        int late = 0;
        // A measurement runs on a daemon thread: one still running at the deadline is given up (no entry) and the JVM
        // ends without it, so the fork's time, a lower bound of the footprint's (JOL walks what the solver retains),
        // cannot carry the footprint past the deadline.
        ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "footprint");
            t.setDaemon(true);
            return t;
        });
        for (int i = 0; i < ran.size(); i++) {
            Combination c = ran.get(i);
            if (System.currentTimeMillis() + fork.get(c.row()) > deadline) {
                late++;
                continue;
            }
            long start = System.nanoTime();
            String head = String.format(Locale.ROOT, "footprint %d/%d: %s", i + 1, ran.size(), c);
            Future<Run.Footprint.Entry> measured = worker.submit(() -> entry(c, operations(c)));
            try {
                Run.Footprint.Entry e = measured.get(Math.max(0, deadline - System.currentTimeMillis()),
                        TimeUnit.MILLISECONDS);
                entries.add(e);
                System.err.printf(Locale.ROOT, "%s: %,.0f bytes retained, %,.0f positions, %.1f s%n", head,
                        e.retainedBytes(), e.work().positions(), (System.nanoTime() - start) / 1e9);
            } catch (TimeoutException e) {
                System.err.printf(Locale.ROOT, "%s: left out, still running at the run's deadline (after %.1f s)%n", head,
                        (System.nanoTime() - start) / 1e9);
                late += ran.size() - i - 1;
                break;
            } catch (ExecutionException e) {
                System.err.printf(Locale.ROOT, "%s: left out, %s (after %.1f s)%n", head, e.getCause(),
                        (System.nanoTime() - start) / 1e9);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        if (late > 0) {
            System.err.println("footprint: " + late + " of " + ran.size() + " combinations left out, as they would end"
                    + " after the run's deadline (" + Instant.ofEpochMilli(deadline) + "); the report shows \u2013 for them");
        }
        if (entries.isEmpty()) {
            System.err.println("footprint: no combination measured; " + NAME + " not written");
            return 1;
        }
        try {
            new ObjectMapper().writerWithDefaultPrettyPrinter().writeValue(Path.of(args[0], NAME).toFile(),
                    new Run.Footprint(Runtime.version().toString(), entries));
        } catch (IOException e) {
            System.err.println("footprint: cannot write " + Path.of(args[0], NAME) + " (" + e.getMessage() + ")");
            return 1;
        }
        return 0;
    }

    /**
     * JOL's first use prints its findings about the JVM on standard output, such as the skipped
     * serviceability agent (it finds addresses, not sizes); only a missing instrumentation API is news.
     */
    private static void startJol() {
        System.setProperty("jol.skipHotspotSAAttach", "true");
        PrintStream out = System.out;
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        System.setOut(new PrintStream(said, true, StandardCharsets.UTF_8));
        try {
            VM.current();
        } finally {
            System.setOut(out);
        }
        said.toString(StandardCharsets.UTF_8).lines().filter(l -> l.contains("Instrumentation"))
                .forEach(System.err::println);
    }

    /**
     * The entry of {@code c}: {@code ops} measured, and their counts measured again where they can vary: where the
     * implementation spreads an answer over several threads (it is threaded and the case leaves it more than one).
     */
    static Run.Footprint.Entry entry(Combination c, List<Supplier<Done>> ops) {
        double retained = 0;
        List<Work.Counts> first = new ArrayList<>();
        for (Supplier<Done> op : ops) {
            Done done = op.get();
            retained += GraphLayout.parseInstance(done.solver(), done.answer()).totalSize();
            first.add(done.work());
        }
        Run.Footprint.Work work = mean(first);
        Run.Footprint.Work again = c.impl().threaded() && c.c().threads() != 1 ? mean(ops.stream().map(op -> op.get().work())
                .toList()) : work;
        boolean same = work.equals(again);
        return new Run.Footprint.Entry(c.benchmark(), c.params(), ops.size(), retained / ops.size(), work,
                same ? null : with(work, again, Math::min), same ? null : with(work, again, Math::max));
    }

    /** The counts averaged over operations, as footprint.json holds them. */
    static Run.Footprint.Work mean(List<Work.Counts> counts) {
        Run.Footprint.Work sum = counts.stream().map(w -> new Run.Footprint.Work(w.positions(), w.options(), w.lookups(), w.hits(),
                w.stored())).reduce((a, b) -> with(a, b, Double::sum)).orElseThrow();
        return with(sum, sum, (a, b) -> a / counts.size());
    }

    private static Run.Footprint.Work with(Run.Footprint.Work a, Run.Footprint.Work b, DoubleBinaryOperator f) {
        return new Run.Footprint.Work(f.applyAsDouble(a.positions(), b.positions()), f.applyAsDouble(a.options(), b.options()),
                f.applyAsDouble(a.lookups(), b.lookups()), f.applyAsDouble(a.hits(), b.hits()), f.applyAsDouble(a.stored(), b.stored()));
    }

    /** The operations of one run of {@code c}'s benchmark body, each on a fresh solver: the benchmark's own {@link Operation}. */
    static List<Supplier<Done>> operations(Combination c) {
        Operation<Work.Source, Object> op = c.operation();
        return c.c().items().stream().<Supplier<Done>>map(item -> () -> {
            Work.Source solver = c.solver();
            Object answer = op.answer(solver, item);
            return new Done(solver, answer, solver.work());
        }).toList();
    }
}
