package org.grundybench.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.grundybench.core.Work;
import org.grundybench.report.PerItem;
import org.grundybench.workloads.Case;
import org.grundybench.workloads.InputFile;
import org.grundybench.workloads.Workload;

/**
 * The check before a race on a file of the user's: each implementation the file's items admit
 * answers every item once, cold, in a JVM of its own, so that one exceeding the per-item budget
 * can be stopped whatever it is doing: it is left out of the race with the item named. The game's
 * default implementation goes first, and one whose whole file takes over {@link Watch#STOP} times
 * the fastest whole file so far (and over {@value #MIN_STOP_MILLIS} ms) is stopped too, as the
 * quick profile's screening stops a fork: the check stays within a few times the fastest's work. One
 * that fails on an item (an exception, a JVM out of memory) is left out with the item and its error.
 * The answers of the others must agree item by item, or nothing is raced. The items' times go into
 * the run folder's {@value #FILE} (one cold answer each, in the check's JVM: a guide to where the
 * time goes, not a measurement the verdict rests on).
 */
final class InputCheck {
    static final String FILE = PerItem.FILE;
    static final long MIN_STOP_MILLIS = 10_000;

    private InputCheck() {
    }

    /** The child: answers each item of {@code args} (workload id, file, implementation), one line each: nanoseconds, answer. */
    public static void main(String[] args) {
        Workload w = Workload.inputs().stream().filter(x -> x.id().equals(args[0])).findFirst().orElseThrow();
        InputFile file = InputFile.read(InputFile.Game.of(w), args[1]);
        Combination c = new Combination(w, file, w.implementations().stream().filter(i -> i.id().equals(args[2])).findFirst()
                .orElseThrow());
        Operation<Work.Source, Object> op = c.operation();
        PrintStream out = System.out;
        out.println("ready");
        out.flush();
        for (Object item : file.items()) {
            long start = System.nanoTime();
            Object answer = op.answer(c.solver(), item);
            long nanos = System.nanoTime() - start;
            out.println(nanos + "\t" + (answer instanceof int[] a ? Arrays.toString(a) : answer));
            out.flush();
        }
    }

    /**
     * The input combinations of {@code selected} checked: those stopped by {@code budgetMillis} on an item are left out
     * (their case records why), the others kept; the other combinations as they are. An IllegalStateException where two
     * implementations answer an item differently.
     */
    static List<Combination> check(List<Combination> selected, long budgetMillis, PrintStream console, Path out)
            throws IOException {
        List<Combination> inputs = selected.stream().filter(c -> c.c() instanceof InputFile).sorted(Comparator.comparing(
                c -> c.impl() != c.workload().defaultImplementation())).toList();
        if (inputs.isEmpty()) {
            return selected;
        }
        List<String> rows = new ArrayList<>(List.of("implementation\titem\tmillis\tanswer"));
        Map<Case, List<Case.LeftOut>> stopped = new LinkedHashMap<>();
        Map<Case, Map<String, List<String>>> answers = new LinkedHashMap<>();
        Map<Case, Double> fastest = new LinkedHashMap<>(); // per file, the fastest whole file so far in ms
        for (Combination c : inputs) {
            InputFile file = (InputFile) c.c();
            double best = fastest.getOrDefault(file, Double.POSITIVE_INFINITY);
            Checked checked = run(c, budgetMillis, (long) Math.min(Long.MAX_VALUE / 2, Math.max(MIN_STOP_MILLIS,
                    Watch.STOP * best)));
            List<String[]> lines = checked.lines();
            double total = lines.stream().mapToDouble(l -> Long.parseLong(l[0]) / 1e6).sum();
            for (int i = 0; i < lines.size(); i++) {
                rows.add(String.join("\t", c.impl().id(), file.where().get(i), String.format(Locale.ROOT, "%.3f",
                        Long.parseLong(lines.get(i)[0]) / 1e6), lines.get(i)[1]));
            }
            if (lines.size() == file.items().size()) {
                fastest.put(file, Math.min(best, total));
                console.printf(Locale.ROOT, "# check: %s answered the %d items of %s in %.1f ms, cold%n", c.impl().id(),
                        lines.size(), file.name(), total);
                answers.computeIfAbsent(file, k -> new LinkedHashMap<>()).put(c.impl().id(), lines.stream().map(l -> l[1])
                        .toList());
                continue;
            }
            String item = file.where().get(lines.size());
            String verb = checked.failure() != null ? "failed on " : "stopped on ";
            String how = checked.failure() != null ? ": " + checked.failure() : ", past " + (checked.pastWhole()
                    ? String.format(Locale.ROOT, "%.0f times the fastest's whole file, %.1f ms", Watch.STOP, best)
                    : String.format(Locale.ROOT, "%,d ms on one item, the per-item budget", budgetMillis));
            console.printf(Locale.ROOT, "# check: %s %s%s%s; left out%n", c.impl().id(), verb, item, how);
            stopped.computeIfAbsent(file, k -> new ArrayList<>()).add(new Case.LeftOut(verb + item + " of " + file.name()
                    + " in the check before the race" + how, c.impl()));
        }
        Files.write(out.resolve(FILE), rows, StandardCharsets.UTF_8);
        answers.forEach((file, byImpl) -> agree((InputFile) file, byImpl));
        return selected.stream().filter(c -> !stopped.getOrDefault(c.c(), List.of()).stream()
                .anyMatch(l -> l.implementations().contains(c.impl())))
                .map(c -> stopped.containsKey(c.c()) ? new Combination(c.workload(), ((InputFile) c.c())
                        .withStopped(stopped.get(c.c())), c.impl()) : c).toList();
    }

    /** Refuses the race where two implementations answer an item differently. */
    static void agree(InputFile file, Map<String, List<String>> byImpl) {
        Map.Entry<String, List<String>> first = byImpl.entrySet().iterator().next();
        byImpl.forEach((impl, answers) -> {
            for (int i = 0; i < answers.size(); i++) {
                if (!answers.get(i).equals(first.getValue().get(i))) {
                    throw new IllegalStateException("the implementations disagree on " + file.where().get(i) + " of "
                            + file.name() + ": " + first.getKey() + " answers " + first.getValue().get(i) + ", " + impl
                            + " answers " + answers.get(i) + "; nothing is raced (please report it)");
                }
            }
        });
    }

    /**
     * The child's lines for {@code c}, each {nanoseconds, answer}: fewer than the items where an item overran
     * {@code budgetMillis} or the items together {@code wholeMillis}.
     */
    /** What the child answered; {@code failure}: the line it ended on where it failed on an item, else null. */
    private record Checked(List<String[]> lines, boolean pastWhole, String failure) {
    }

    private static Checked run(Combination c, long budgetMillis, long wholeMillis) throws IOException {
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), InputCheck.class.getName(), c.workload().id(), c.c().name(),
                c.impl().id()).redirectErrorStream(true).start();
        BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line = r.readLine(); line != null; line = r.readLine()) {
                    lines.add(line);
                }
            } catch (IOException e) {
                // the child was stopped
            } finally {
                lines.add("");
            }
        });
        reader.setDaemon(true);
        reader.start();
        List<String[]> answered = new ArrayList<>();
        boolean pastWhole = false;
        String failure = null;
        int items = c.c().items().size();
        try {
            String ready = lines.poll(60, TimeUnit.SECONDS);
            if (!"ready".equals(ready)) {
                throw new UncheckedIOException(new IOException("the check of " + c + " did not start: " + ready));
            }
            long start = System.nanoTime();
            while (answered.size() < items) {
                long left = wholeMillis - (System.nanoTime() - start) / 1_000_000;
                String line = lines.poll(Math.max(0, Math.min(budgetMillis, left)), TimeUnit.MILLISECONDS);
                if (line == null) {
                    pastWhole = left <= budgetMillis;
                    break;
                }
                String[] f = line.split("\t", 2);
                if (f.length != 2 || !f[0].matches("\\d+")) {
                    failure = line.isEmpty() ? "its JVM ended" : line;
                    break;
                }
                answered.add(f);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            p.destroyForcibly();
        }
        return new Checked(answered, pastWhole, failure);
    }
}
