package org.grundybench.bench;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.grundybench.report.Index;
import org.grundybench.report.Report;

/**
 * One run of the suite into a run folder, after scripts/bench has built the jars (docs/benchmarks.md#running-the-suite):
 * the machine's facts, a steady host (bounded; full profile), the host check, the suite ({@link Suite}: its rounds and
 * looks within the profile's budget), the host check again, the footprint ({@link Footprint}, in a JVM of its own), the
 * baseline and the report. Its console goes to the run folder's console.log too; run.properties records the facts and
 * what the run did. Usage: {@code Bench quick|full [--out DIR] [--seed N] [suite options, JMH options, patterns]}.
 * Exit status: the suite's (0, 1 a fork failed, 2 bad options), 3 where the report failed.
 */
public final class Bench {
    private static final Path RESULTS = Path.of("results");

    private Bench() {
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    static int run(String[] args) {
        long started = Instant.now().getEpochSecond();
        Suite suite;
        try {
            // The options and the selection, checked before anything is written.
            suite = Suite.of(Stream.concat(Stream.of("--profile"), Arrays.stream(args)).toArray(String[]::new));
        } catch (IllegalArgumentException e) {
            System.err.println("scripts/bench: " + e.getMessage());
            return 2;
        }
        Profile profile = suite.profile;
        String game = suite.input == null ? null : suite.input.get(0);
        boolean named = suite.out == null;
        Path dir = named ? freeName(profile, game) : suite.out;
        suite.out = dir;
        suite.seed = suite.seed == null ? started : suite.seed;
        // Within the budget, less the reserve for the host check, the footprint and the report, a further round
        // estimated to end after the deadline does not start.
        suite.deadline = profile.budgetMinutes() == 0 ? null : started + profile.budgetMinutes() * 60L - profile.reserveSeconds();
        Map<String, String> plan = suite.plan();
        String forkJvm = plan.get("fork_jvm").isEmpty() ? javaCommand() : plan.get("fork_jvm");
        Map<String, String> facts = new LinkedHashMap<>();
        facts.put("cpu_model", cpuModel());
        facts.put("cpus", String.valueOf(Runtime.getRuntime().availableProcessors()));
        facts.put("mem_total", String.format(Locale.ROOT, "%.1f GiB", ((com.sun.management.OperatingSystemMXBean)
                ManagementFactory.getOperatingSystemMXBean()).getTotalMemorySize() / (double) (1L << 30)));
        facts.put("kernel", System.getProperty("os.version"));
        String uname = firstLine(List.of("uname", "-sm"));
        facts.put("os", (uname.isEmpty() ? System.getProperty("os.name") + " " + System.getProperty("os.arch") : uname) + osRelease());
        facts.put("java", firstLine(List.of(javaCommand(), "-version")));
        facts.put("fork_jvm", forkJvm);
        facts.put("fork_jvm_version", Files.isExecutable(Path.of(forkJvm)) ? firstLine(List.of(forkJvm, "-version"))
                : "not an executable file");
        facts.put("jvm_flags", plan.get("jvm_flags").isEmpty() ? "none" : plan.get("jvm_flags"));
        String commit = firstLine(List.of("git", "rev-parse", "HEAD"));
        facts.put("git_commit", commit.matches("[0-9a-f]{40}") ? commit : "unknown");
        // Modified, staged or untracked (not ignored) files anywhere but results/, which a run's publication changes.
        facts.put("git_dirty", facts.get("git_commit").equals("unknown") ? "unknown"
                : String.valueOf(!firstLine(List.of("git", "status", "--porcelain", "--untracked-files=normal", "--", ".",
                        ":(exclude)results")).isEmpty()));
        facts.put("profile", profile.id());
        // The options as given, less the run folder and the seed (facts of their own).
        facts.put("args", String.join(" ", Arrays.asList(args).subList(1, args.length)).replaceAll("(^| )--(out|seed)[= ]\\S+", "")
                .trim());
        facts.put("started_utc", Instant.ofEpochSecond(started).toString());
        facts.put("order_file", Suite.ORDER_FILE);
        facts.put("order_seed", String.valueOf(suite.seed));
        plan.forEach((k, v) -> {
            if (!k.equals("fork_jvm") && !k.equals("jvm_flags")) {
                facts.put(k, v);
            }
        });
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            System.err.println("scripts/bench: cannot make the run folder " + dir + ": " + e.getMessage());
            return 1;
        }
        // A host still busy with the build (or settling its clocks) would slow round 1 alone: wait, bounded, until
        // one-thread windows agree (HostCheck --steady prints its windows on stderr).
        if (profile.steadySeconds() > 0) {
            System.out.println("==> waiting for a steady host: one-thread windows of 2 s until 5 in a row agree within 3%,"
                    + " at most " + profile.steadySeconds() + " s");
            facts.put("host_steady", HostCheck.steady(profile.steadySeconds()));
            System.out.println("    steady: " + facts.get("host_steady"));
        } else {
            facts.put("host_steady", "not waited for (the " + profile.id() + " profile does not wait)");
        }
        System.out.println("==> host check: one thread, then two threads, in alternating windows");
        facts.put("host_check_before", HostCheck.check());
        System.out.println("    before: " + facts.get("host_check_before"));
        write(dir, facts, started, "running");

        System.out.println("==> running the " + profile.id() + " profile; results in " + dir + "/");
        long[] ticks = cpuTicks();
        int status;
        PrintStream console = System.out;
        PrintStream errors = System.err;
        try (OutputStream log = Files.newOutputStream(dir.resolve("console.log"))) {
            System.setOut(tee(console, log));
            System.setErr(tee(errors, log));
            status = suite.run();
            facts.put("looks_run", String.valueOf(suite.looksRun()));
            facts.putAll(steal(ticks, cpuTicks()));
            facts.put("host_check_after", HostCheck.check());
            System.out.println("==> host check after: " + facts.get("host_check_after"));
            if (status == 0) {
                long footprintStarted = Instant.now().getEpochSecond();
                footprint(dir, forkJvm, facts.get("fork_jvm_version"), profile.budgetMinutes() > 0
                        ? started + profile.budgetMinutes() * 60L - 15 : 0);
                facts.put("footprint_seconds", String.valueOf(Instant.now().getEpochSecond() - footprintStarted));
            }
        } catch (IOException e) {
            System.err.println("scripts/bench: cannot write " + dir.resolve("console.log") + ": " + e.getMessage());
            return 1;
        } finally {
            System.setOut(console);
            System.setErr(errors);
        }
        // The published run the verdicts are compared with: the newest of the same profile and fork JDK started before
        // this one (none for a race on a file of the user's).
        if (status == 0 && game == null) {
            try {
                Index.baseline(dir, RESULTS).ifPresent(name -> facts.put("baseline", name));
                System.out.println("==> baseline: " + (facts.containsKey("baseline") ? "results/" + facts.get("baseline") : "none"));
            } catch (IOException | RuntimeException e) {
                System.err.println("==> no baseline (" + e.getMessage() + "); the verdicts are not compared with a published run");
            }
        }
        write(dir, facts, started, String.valueOf(status));
        if (status != 0 && named && !measured(dir)) {
            System.err.println("==> nothing measured; see the messages above");
            deleteRecursively(dir);
            return status;
        }
        if (status == 0) {
            status = render(dir);
        }
        long elapsed = Instant.now().getEpochSecond() - started;
        System.out.printf(Locale.ROOT, "==> %s profile finished in %dm%02ds with status %d: %s%n", profile.id(), elapsed / 60,
                elapsed % 60, status, status == 0 && Files.isRegularFile(dir.resolve("summary.md")) ? dir.resolve("summary.md")
                        : dir + "/");
        if (status == 0 && named) {
            System.out.println("    to publish it into results/: scripts/bench publish " + dir);
        }
        return status;
    }

    /** runs/DATE-PROFILE[-GAME], with -2, -3, ... where that name is taken here, in results/ or in its archive. */
    static Path freeName(Profile profile, String game) {
        String base = LocalDate.now(ZoneOffset.UTC) + "-" + profile.id() + (game == null ? "" : "-" + game);
        String name = base;
        for (int n = 2; taken(name); n++) {
            name = base + "-" + n;
        }
        return Path.of("runs", name);
    }

    private static boolean taken(String name) {
        return Stream.of(Path.of("runs"), Path.of("results"), Path.of("results", "archive")).anyMatch(d -> Files.exists(d.resolve(name)));
    }

    /**
     * The footprint in a JVM of the forks' kind: the fork JVM (its object layout sizes the objects) with counting on, the
     * vector module as the triomino forks load it, JOL attaching to its own JVM for exact sizes (quietly on JDK 21 and
     * later), and a heap for the 1 GiB table of 5x6 beside the memo maps JOL walks; it leaves out what would end after
     * {@code deadline} (0: none). A failed footprint leaves the timed results standing.
     */
    private static void footprint(Path dir, String forkJvm, String forkJvmVersion, long deadline) {
        System.out.println("==> footprint: what the solvers retain and the work they do, outside the timed forks");
        String v = Index.jdkMajor(forkJvmVersion);
        int major = v.equals("?") ? 0 : Integer.parseInt(v);
        List<String> command = new ArrayList<>(List.of(forkJvm, "-Dgrundybench.work=true", "-Djdk.attach.allowAttachSelf=true",
                "-Xmx6g", "--add-modules=jdk.incubator.vector"));
        if (major >= 21) {
            command.add("-XX:+EnableDynamicAgentLoading");
        }
        if (major >= 24) {
            command.add("--sun-misc-unsafe-memory-access=allow");
        }
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), Footprint.class.getName(), dir.toString()));
        if (deadline > 0) {
            command.addAll(List.of("--deadline", String.valueOf(deadline)));
        }
        if (!ran(command, System.out)) {
            System.err.println("==> the footprint failed (see above); the timed results stand, the report goes without it");
        }
    }

    /** The report into the run folder, never an index (results/ changes only through publish); 3 where it fails. */
    private static int render(Path dir) {
        System.out.println("==> rendering the report into " + dir + "/");
        try {
            Report.render(dir, false, RESULTS);
            return 0;
        } catch (IOException | RuntimeException e) {
            System.err.println("==> the report failed (" + e.getMessage() + "); the results are in " + dir + "/jmh/ (render"
                    + " again with: java -jar report/target/report.jar render " + dir + " --no-index)");
            return 3;
        }
    }

    private static void write(Path dir, Map<String, String> facts, long started, String status) {
        Map<String, String> all = new LinkedHashMap<>(facts);
        all.put("finished_utc", Instant.now().truncatedTo(ChronoUnit.SECONDS).toString());
        all.put("duration_seconds", String.valueOf(Instant.now().getEpochSecond() - started));
        all.put("exit_status", status);
        try {
            Files.writeString(dir.resolve("run.properties"), all.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()
                    + "\n").collect(Collectors.joining()), StandardCharsets.UTF_8);
        } catch (IOException e) {
            System.err.println("scripts/bench: cannot write " + dir.resolve("run.properties") + ": " + e.getMessage());
        }
    }

    private static String javaCommand() {
        return ProcessHandle.current().info().command().orElse("java");
    }

    private static String cpuModel() {
        try (Stream<String> lines = Files.lines(Path.of("/proc/cpuinfo"))) {
            return lines.filter(l -> l.startsWith("model name")).map(l -> l.substring(l.indexOf(':') + 1).trim()).findFirst()
                    .orElse("unknown");
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }

    /** " (PRETTY_NAME)" of /etc/os-release; empty without it. */
    private static String osRelease() {
        Properties p = new Properties();
        try (var r = Files.newBufferedReader(Path.of("/etc/os-release"))) {
            p.load(r);
            return " (" + p.getProperty("PRETTY_NAME", p.getProperty("NAME", "")).replace("\"", "") + ")";
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }

    /** The aggregate cpu line of /proc/stat: steal and total ticks (user nice system idle iowait irq softirq steal); null without it. */
    private static long[] cpuTicks() {
        try (Stream<String> lines = Files.lines(Path.of("/proc/stat"))) {
            long[] t = lines.filter(l -> l.startsWith("cpu ")).findFirst().map(l -> l.trim().split("\\s+")).map(f -> Arrays
                    .stream(f, 1, Math.min(f.length, 9)).mapToLong(Long::parseLong).toArray()).orElseThrow();
            return new long[] {t.length >= 8 ? t[7] : 0, Arrays.stream(t).sum()};
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** CPU steal over the run: the host giving this VM's vCPUs to others. */
    private static Map<String, String> steal(long[] before, long[] after) {
        boolean known = before != null && after != null && after[1] > before[1];
        return Map.of("steal_percent", known ? String.format(Locale.ROOT, "%.2f", 100.0 * (after[0] - before[0]) / (after[1]
                - before[1])) : "unknown", "steal_ticks", known ? String.valueOf(after[0] - before[0]) : "unknown",
                "total_ticks", known ? String.valueOf(after[1] - before[1]) : "unknown");
    }

    /** The first line {@code command} prints (standard output and error together); empty where it cannot run. */
    private static String firstLine(List<String> command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return p.waitFor() == 0 || command.contains("-version") ? said.lines().findFirst().orElse("").trim() : "";
        } catch (IOException | InterruptedException e) {
            return "";
        }
    }

    /** Runs {@code command}, its output and errors copied to {@code to}; whether it ended with status 0. */
    private static boolean ran(List<String> command, PrintStream to) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            p.getInputStream().transferTo(to);
            return p.waitFor() == 0;
        } catch (IOException | InterruptedException e) {
            to.println(e.getMessage());
            return false;
        }
    }

    /** A stream that writes to {@code a} and to {@code b}. */
    private static PrintStream tee(PrintStream a, OutputStream b) {
        return new PrintStream(new OutputStream() {
            @Override
            public void write(int c) throws IOException {
                a.write(c);
                b.write(c);
            }

            @Override
            public void write(byte[] bytes, int off, int len) throws IOException {
                a.write(bytes, off, len);
                b.write(bytes, off, len);
            }

            @Override
            public void flush() throws IOException {
                a.flush();
                b.flush();
            }
        }, true, StandardCharsets.UTF_8);
    }

    /** Whether the run folder holds a round's results. */
    private static boolean measured(Path dir) {
        try (Stream<Path> files = Files.list(dir.resolve("jmh"))) {
            return files.anyMatch(f -> f.getFileName().toString().startsWith("round-"));
        } catch (IOException e) {
            return false;
        }
    }

    private static void deleteRecursively(Path dir) {
        try (Stream<Path> all = Files.walk(dir)) {
            all.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            System.err.println("==> could not remove " + dir + ": " + e.getMessage());
        }
        Path.of("runs").toFile().delete(); // only where empty
    }
}
