package org.grundybench.report;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The benchmark report tool of grundy-bench.
 *
 * <pre>
 * java -jar report/target/report.jar [render] RUN [--no-index] [--results DIR]
 *     reads RUN/jmh.json (and RUN/run.properties) and writes into RUN the bar, scaling and
 *     allocation charts (PNG and SVG), summary.md and fastest.json; then regenerates the index
 *     of RUN's parent folder (README.md, latest) where that is a results folder (named
 *     "results" or holding a "latest" file), unless --no-index. The verdicts are replicated
 *     against, and targets RUN did not measure looked up in, the runs of DIR (default: ./results
 *     where it exists)
 * java -jar report/target/report.jar readme [--check] [--results DIR] [--readme FILE]
 *     rewrites the results section of FILE (default ./README.md) from DIR/latest; with --check
 *     only compares and exits 1 when the section is out of date
 * java -jar report/target/report.jar compare OLD NEW [--out FILE]
 *     lists the scores that moved beyond their error, as Markdown on stdout (and in FILE)
 * java -jar report/target/report.jar index RESULTS
 *     regenerates RESULTS/README.md and RESULTS/latest
 * </pre>
 * RUN, OLD and NEW are run folders or jmh.json files.
 */
public final class Report {
    static final String USAGE = String.join("\n",
            "usage: report [render] RUN [--no-index] [--results DIR]",
            "                                            charts, summary.md, fastest.json into RUN",
            "       report compare OLD NEW [--out FILE] scores that moved beyond their noise",
            "       report index RESULTS                 regenerate RESULTS/README.md and latest",
            "       report readme [--check] [--results DIR] [--readme FILE]",
            "                                            rewrite (or check) README.md's results section",
            "RUN, OLD, NEW: a run folder (with jmh.json) or a JMH JSON file. DIR: the published runs",
            "(default ./results where it exists). FILE: default ./README.md. Exit: 0 done, 1 the",
            "README's section is out of date (--check) or an internal failure, 2 a bad command line",
            "or input.");

    /** What a render wrote. */
    public record Rendered(Path dir, List<Verdicts.CaseVerdict> verdicts, List<Path> files) {
    }

    private Report() {
    }

    public static void main(String[] args) {
        System.setProperty("java.awt.headless", "true");
        System.exit(run(args, System.out, System.err));
    }

    /** A mistake in the command line: one line, exit code 2. */
    static final class UsageException extends Exception {
        private static final long serialVersionUID = 1L;

        UsageException(String message) {
            super(message, null, false, false);
        }
    }

    /**
     * The tool on given streams; returns the exit code: 0 done, 2 a bad command line or an
     * input that cannot be read (a missing folder, a file that is not JMH JSON), 1 an internal
     * failure. Every failure is one line on {@code err}, never a stack trace.
     */
    static int run(String[] args, PrintStream out, PrintStream err) {
        try {
            return execute(args, out, err);
        } catch (UsageException e) {
            err.println("report: " + e.getMessage() + " (see report --help)");
            return 2;
        } catch (NoSuchFileException e) {
            err.println("report: " + e.getFile() + ": no such file or folder");
            return 2;
        } catch (AccessDeniedException e) {
            err.println("report: " + e.getFile() + ": permission denied");
            return 2;
        } catch (IOException e) {
            err.println("report: " + oneLine(e.getMessage()));
            return 2;
        } catch (InvalidPathException e) {
            err.println("report: not a valid path: " + oneLine(e.getMessage()));
            return 2;
        } catch (RuntimeException e) {
            err.println("report: internal error: " + e.getClass().getName() + ": " + oneLine(e.getMessage()));
            return 1;
        }
    }

    /** Reads a JSON file. */
    interface JsonRead<T> {
        T read() throws IOException;
    }

    /**
     * Runs {@code read} on {@code file}; a syntax error becomes one line naming the file,
     * the problem and where (Jackson's own message spans lines and omits the file).
     */
    static <T> T readJson(Path file, JsonRead<T> read) throws IOException {
        try {
            return read.read();
        } catch (JsonProcessingException e) {
            JsonLocation where = e.getLocation();
            throw new IOException(file + " is not valid JSON: " + oneLine(e.getOriginalMessage())
                    + (where == null ? "" : " (line " + where.getLineNr() + ", column "
                            + where.getColumnNr() + ")"), e);
        }
    }

    private static String oneLine(String text) {
        return text == null ? "" : text.strip().replaceAll("\\s*[\\r\\n]+\\s*", "; ");
    }

    private static final List<String> COMMANDS = List.of("render", "compare", "index", "readme");

    /** Takes "OPTION VALUE" out of args; null when absent. */
    private static String option(List<String> a, String name) throws UsageException {
        int o = a.indexOf(name);
        if (o < 0) {
            return null;
        }
        if (o + 1 >= a.size() || a.get(o + 1).startsWith("-")) {
            throw new UsageException(name + " needs a value");
        }
        String v = a.get(o + 1);
        a.remove(o + 1);
        a.remove(o);
        return v;
    }

    /** The published runs: DIR from --results, else ./results where it exists, else none. */
    private static Path resultsDir(String option) throws IOException, UsageException {
        if (option != null) {
            Path p = existing(option);
            if (!Files.isDirectory(p)) {
                throw new UsageException("--results " + option + " is not a folder");
            }
            return p;
        }
        Path def = Path.of("results");
        return Files.isDirectory(def) ? def : null;
    }

    private static int execute(String[] args, PrintStream out, PrintStream err)
            throws IOException, UsageException {
        List<String> a = new ArrayList<>(List.of(args));
        if (a.contains("-h") || a.contains("--help")) {
            out.println(USAGE);
            return 0;
        }
        if (a.isEmpty()) {
            throw new UsageException("missing RUN (a run folder or a JMH JSON file)");
        }
        String cmd = a.get(0);
        if (cmd.equals("compare")) {
            a.remove(0);
            Path file = null;
            int o = a.indexOf("--out");
            if (o >= 0) {
                if (o + 1 >= a.size()) {
                    throw new UsageException("--out needs a FILE");
                }
                file = Path.of(a.get(o + 1));
                a.remove(o + 1);
                a.remove(o);
            }
            refuseOptions(a, "compare");
            if (a.size() != 2) {
                throw new UsageException("compare takes two runs, OLD and NEW; got " + a.size());
            }
            String md = compare(existing(a.get(0)), existing(a.get(1)));
            out.print(md);
            if (file != null) {
                Files.writeString(file, md, StandardCharsets.UTF_8);
            }
            return 0;
        }
        if (cmd.equals("index")) {
            a.remove(0);
            refuseOptions(a, "index");
            if (a.size() != 1) {
                throw new UsageException("index takes one RESULTS folder; got " + a.size());
            }
            Path results = existing(a.get(0));
            if (!Files.isDirectory(results)) {
                throw new UsageException(results + " is not a folder");
            }
            String latest = Index.write(results);
            out.println("index written; latest run: " + (latest == null ? "none" : latest));
            return 0;
        }
        if (cmd.equals("readme")) {
            a.remove(0);
            boolean check = a.remove("--check");
            Path results = resultsDir(option(a, "--results"));
            String readmeOption = option(a, "--readme");
            refuseOptions(a, "readme");
            if (!a.isEmpty()) {
                throw new UsageException("readme takes no RUN; got '" + a.get(0) + "'");
            }
            if (results == null) {
                throw new UsageException("no ./results folder here; name one with --results DIR");
            }
            Path readme = existing(readmeOption == null ? "README.md" : readmeOption);
            String now = Files.readString(readme, StandardCharsets.UTF_8);
            String updated = ReadmeSection.apply(now, ReadmeSection.generate(results));
            if (check) {
                if (!updated.equals(now)) {
                    err.println("report: " + readme + "'s results section is out of date; regenerate it with: "
                            + ReadmeSection.COMMAND);
                    return 1;
                }
                out.println("report: " + readme + "'s results section is up to date");
                return 0;
            }
            if (!updated.equals(now)) {
                Files.writeString(readme, updated, StandardCharsets.UTF_8);
            }
            out.println("report: " + readme + "'s results section " + (updated.equals(now) ? "was already"
                    : "is now") + " up to date with " + results.resolve("latest"));
            return 0;
        }
        if (cmd.equals("render")) {
            a.remove(0);
        }
        boolean index = !a.remove("--no-index");
        Path resultsDir = resultsDir(option(a, "--results"));
        refuseOptions(a, "render");
        if (a.size() != 1) {
            if (!COMMANDS.contains(cmd) && !Files.exists(Path.of(cmd))) {
                throw new UsageException("unknown command '" + cmd + "'; expected one of: "
                        + String.join(", ", COMMANDS) + ", or a RUN to render");
            }
            throw new UsageException("render takes one RUN; got " + a.size());
        }
        Path run = existing(a.get(0));
        if (Files.isDirectory(run) && !Files.isRegularFile(run.resolve("jmh.json"))) {
            throw new NoSuchFileException(run.resolve("jmh.json").toString());
        }
        Rendered r = render(run, index, resultsDir);
        out.println("report: wrote " + r.files().size() + " files into " + r.dir());
        return 0;
    }

    /** Options other than those already taken out are mistakes. */
    private static void refuseOptions(List<String> args, String command) throws UsageException {
        for (String arg : args) {
            if (arg.startsWith("-")) {
                throw new UsageException("unknown option '" + arg + "' of " + command);
            }
        }
    }

    /** The path, which must exist. */
    private static Path existing(String path) throws NoSuchFileException {
        Path p = Path.of(path);
        if (!Files.exists(p)) {
            throw new NoSuchFileException(path);
        }
        return p;
    }

    static Path jsonOf(Path runOrJson) {
        return Files.isDirectory(runOrJson) ? runOrJson.resolve("jmh.json") : runOrJson;
    }

    static String nameOf(Path runOrJson) {
        Path abs = runOrJson.toAbsolutePath().normalize();
        return Files.isDirectory(abs) ? abs.getFileName().toString()
                : abs.getParent().getFileName().toString();
    }

    /** Renders one run into its folder (the folder of its jmh.json). */
    public static Rendered render(Path runOrJson, boolean updateIndex) throws IOException {
        return render(runOrJson, updateIndex, null);
    }

    /** Renders one run, with the runs of {@code resultsDir} (none when null) for replication and targets. */
    public static Rendered render(Path runOrJson, boolean updateIndex, Path resultsDir) throws IOException {
        System.setProperty("java.awt.headless", "true");
        Path json = jsonOf(runOrJson).toAbsolutePath().normalize();
        Path dir = json.getParent();
        String name = dir.getFileName().toString();
        List<JmhResult> results = readJson(json, () -> JmhResult.read(json));
        if (results.isEmpty()) {
            throw new IOException(json + " holds no results");
        }
        RunInfo info = RunInfo.read(dir);
        List<Verdicts.CaseVerdict> verdicts = Verdicts.judge(results);
        PublishedRuns runs = resultsDir == null ? PublishedRuns.NONE : PublishedRuns.scan(resultsDir);
        Map<String, Replication> replication = Replication.of(name, info, results, verdicts, runs);
        List<Targets.Check> targets = Targets.check(Targets.load(), results, name, runs);
        List<Charts.Written> bars = Charts.bars(results, dir);
        Map<Charts.Written, List<Charts.Fit>> scaling = Charts.scaling(results, dir);
        List<Charts.Written> alloc = Charts.allocation(results, dir);
        Path summary = dir.resolve("summary.md");
        Files.writeString(summary, Summary.markdown(name, results, info, verdicts, replication, targets, bars,
                scaling, alloc), StandardCharsets.UTF_8);
        Path fastest = dir.resolve("fastest.json");
        Summary.writeJson(fastest, Summary.fastestJson(name, info, verdicts, replication, targets));
        List<Path> files = new ArrayList<>();
        List<Charts.Written> charts = new ArrayList<>(bars);
        charts.addAll(scaling.keySet());
        charts.addAll(alloc);
        for (Charts.Written c : charts) {
            files.add(dir.resolve(c.name() + ".png"));
            files.add(dir.resolve(c.name() + ".svg"));
        }
        files.add(summary);
        files.add(fastest);
        Path parent = dir.getParent();
        if (updateIndex && parent != null && isResultsFolder(parent)) {
            Index.write(parent);
        }
        return new Rendered(dir, verdicts, files);
    }

    /**
     * Whether a folder is a results folder whose index a render may rewrite: one named
     * "results", or one that has a "latest" file already (never a random parent such as /tmp).
     */
    static boolean isResultsFolder(Path dir) {
        Path name = dir.getFileName();
        return name != null && name.toString().equals("results")
                || Files.isRegularFile(dir.resolve("latest"));
    }

    /** The comparison of two runs as Markdown. */
    public static String compare(Path before, Path after) throws IOException {
        Path old = jsonOf(before);
        Path now = jsonOf(after);
        return Compare.markdown(nameOf(before), nameOf(after), Compare.compare(
                readJson(old, () -> JmhResult.read(old)), readJson(now, () -> JmhResult.read(now))));
    }
}
