package org.grundybench.report;

import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.grundybench.report.Charts.WorkloadScores;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * The report tool. Exit codes: 0 done, 1 the README's section is out of date or an internal failure, 2 a bad command
 * line or input; every failure is one line on stderr.
 */
@Command(name = "report", mixinStandardHelpOptions = true, usageHelpAutoWidth = true,
        description = "Renders and compares grundy-bench run folders.")
public final class Report implements Runnable {
    @Spec
    CommandSpec spec;

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    static int run(String[] args, PrintStream out, PrintStream err) {
        CommandLine cl = new CommandLine(new Report());
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        cl.setParameterExceptionHandler((e, a) -> {
            err.println("report: " + oneLine(e.getMessage()) + " (see report --help)");
            return 2;
        });
        cl.setExecutionExceptionHandler((e, c, p) -> {
            Throwable t = e instanceof UncheckedIOException u ? u.getCause() : e;
            if (t instanceof NoSuchFileException n) {
                err.println("report: " + n.getFile() + ": no such file or folder");
            } else if (t instanceof AccessDeniedException a) {
                err.println("report: " + a.getFile() + ": permission denied");
            } else if (t instanceof IOException || t instanceof InvalidPathException) {
                err.println("report: " + oneLine(t.getMessage()));
            } else {
                err.println("report: internal error: " + t.getClass().getName() + ": " + oneLine(t.getMessage()));
                return 1;
            }
            return 2;
        });
        return cl.execute(args);
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "missing a command: render, index, readme or compare");
    }

    @Command(name = "render", description = "Writes charts, summary.md and fastest.json into RUN, then the index of RUN's "
            + "parent where that is a results folder.")
    int renderCommand(@Parameters(paramLabel = "RUN", description = "a run folder") Path run,
            @Option(names = "--no-index", description = "leave the parent's index alone") boolean noIndex,
            @Option(names = "--results", paramLabel = "DIR", description = "where the baseline is (default ./results)")
            Path results) throws IOException {
        List<Path> files = render(run, !noIndex, resultsDir(results));
        spec.commandLine().getOut().println("report: wrote " + files.size() + " files into " + run);
        return 0;
    }

    @Command(name = "index", description = "Regenerates RESULTS/README.md and RESULTS/latest.")
    int index(@Parameters(paramLabel = "RESULTS") Path results) throws IOException {
        String latest = Index.write(folder(results));
        spec.commandLine().getOut().println("index written; latest run: " + (latest == null ? "none" : latest));
        return 0;
    }

    @Command(name = "readme", description = "Rewrites (with --check: compares) README.md's results section from DIR/latest.")
    int readme(@Option(names = "--check", description = "exit 1 when the section is out of date") boolean check,
            @Option(names = "--results", paramLabel = "DIR", description = "default ./results") Path results,
            @Option(names = "--readme", paramLabel = "FILE", defaultValue = "README.md") Path readme) throws IOException {
        Path dir = resultsDir(results);
        if (dir == null) {
            throw new IOException("no ./results folder here; name one with --results DIR");
        }
        String now = Files.readString(readme, StandardCharsets.UTF_8);
        String updated = ReadmeSection.apply(now, ReadmeSection.generate(dir));
        if (!updated.equals(now)) {
            if (check) {
                spec.commandLine().getErr().println("report: " + readme + "'s results section is out of date; regenerate it"
                        + " with: " + ReadmeSection.COMMAND);
                return 1;
            }
            Files.writeString(readme, updated, StandardCharsets.UTF_8);
        }
        spec.commandLine().getOut().println("report: " + readme + "'s results section is up to date with " + dir.resolve("latest"));
        return 0;
    }

    @Command(name = "compare", description = "Lists, as Markdown, the scores that moved beyond their noise from OLD to NEW, and"
            + " the verdicts that differ.")
    int compare(@Parameters(paramLabel = "OLD") Path before, @Parameters(paramLabel = "NEW") Path after,
            @Option(names = "--out", paramLabel = "FILE", description = "also write it to FILE") Path file) throws IOException {
        Run a = Run.load(before);
        Run b = Run.load(after);
        String md = Compare.markdown(a.name(), b.name(), Compare.compare(a.results(), b.results()))
                + "\n## Verdicts\n\n" + Compare.verdicts(a.name(), b.name(), Verdicts.judge(a), Verdicts.judge(b));
        spec.commandLine().getOut().print(md);
        spec.commandLine().getOut().flush();
        if (file != null) {
            Files.writeString(file, md, StandardCharsets.UTF_8);
        }
        return 0;
    }

    static String oneLine(String text) {
        return text == null ? "" : text.strip().replaceAll("\\s*[\\r\\n]+\\s*", "; ");
    }

    static Path existing(Path p) throws NoSuchFileException {
        if (!Files.exists(p)) {
            throw new NoSuchFileException(p.toString());
        }
        return p;
    }

    static Path folder(Path p) throws IOException {
        if (!Files.isDirectory(existing(p))) {
            throw new IOException(p + " is not a folder");
        }
        return p;
    }

    /** --results DIR, which must exist; without it ./results where it exists, else none. */
    static Path resultsDir(Path option) throws IOException {
        return option != null ? folder(option) : Files.isDirectory(Path.of("results")) ? Path.of("results") : null;
    }

    /** A run judged: its verdicts, its baseline's (empty without one), the targets, the verdicts within a memory bound. */
    record Judged(Run run, List<Verdicts.CaseVerdict> verdicts, List<Verdicts.CaseVerdict> baseline, List<Targets.Check> targets,
            Map<String, Verdicts.CaseVerdict> withinMemory) {
    }

    /** Reads and judges the run in {@code dir}, with the baseline it names from {@code resultsDir} (or its archive). */
    static Judged judge(Path dir, Path resultsDir) throws IOException {
        Run run = Run.load(dir);
        if (run.results().isEmpty()) {
            throw new IOException(run.dir().resolve("jmh") + " holds no results");
        }
        Path b = run.baseline() == null || resultsDir == null ? null : resultsDir.resolve(run.baseline());
        if (b != null && !Run.isRun(b)) {
            b = resultsDir.resolve(Index.ARCHIVE).resolve(run.baseline());
        }
        if (run.baseline() != null && (b == null || !Run.isRun(b))) {
            throw new IOException(run.name() + " names the baseline " + run.baseline() + ", which is not a run folder in "
                    + (resultsDir == null ? "./results (name the results folder with --results DIR)" : resultsDir));
        }
        Run baseline = b == null ? null : Run.load(b);
        List<Verdicts.CaseVerdict> verdicts = Verdicts.judge(run);
        return new Judged(run, verdicts, baseline == null ? List.of() : Verdicts.judge(baseline), Targets.check(Targets.load(), run.results()),
                Verdicts.withinMemory(verdicts, run.looks()));
    }

    /** Renders one run into its folder (charts, summary.md, fastest.json); returns the files written. */
    public static List<Path> render(Path dir, boolean updateIndex, Path resultsDir) throws IOException {
        System.setProperty("java.awt.headless", "true");
        Judged j = judge(dir, resultsDir);
        Run run = j.run();
        Map<String, DisplayUnit> units = Summary.units(run.results());
        Map<WorkloadScores, List<Path>> charts = new LinkedHashMap<>();
        List<Path> files = new ArrayList<>();
        for (Catalogue.Workload w : run.catalogue().workloads()) {
            List<Result> rs = run.results().stream().filter(r -> r.workload() == w).toList();
            if (!rs.isEmpty()) {
                WorkloadScores ws = Summary.scores(w, rs, units.get(w.id()));
                charts.put(ws, Charts.write(ws, run.dir()));
                files.addAll(charts.get(ws));
            }
        }
        files.add(Files.writeString(run.dir().resolve("summary.md"), Summary.markdown(j, charts), StandardCharsets.UTF_8));
        files.add(Files.writeString(run.dir().resolve("fastest.json"), Run.JSON.writerWithDefaultPrettyPrinter()
                .writeValueAsString(new Summary.Fastest(run, j)) + "\n", StandardCharsets.UTF_8));
        // Only a results folder's index: never a random parent such as /tmp.
        Path parent = run.dir().getParent();
        if (updateIndex && parent != null && (parent.getFileName().toString().equals("results")
                || Files.isRegularFile(parent.resolve("latest")))) {
            Index.write(parent);
        }
        return files;
    }
}
