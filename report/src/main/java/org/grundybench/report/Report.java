package org.grundybench.report;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The benchmark report tool of grundy-bench.
 *
 * <pre>
 * java -jar report/target/report.jar [render] RUN [--no-index]
 *     reads RUN/jmh.json (and RUN/run.properties) and writes into RUN the bar, scaling and
 *     allocation charts (PNG and SVG), summary.md and fastest.json; then regenerates the index
 *     of RUN's parent folder (README.md, latest) where that is a results folder (named
 *     "results" or holding a "latest" file), unless --no-index
 * java -jar report/target/report.jar compare OLD NEW [--out FILE]
 *     lists the scores that moved beyond their error, as Markdown on stdout (and in FILE)
 * java -jar report/target/report.jar index RESULTS
 *     regenerates RESULTS/README.md and RESULTS/latest
 * </pre>
 * RUN, OLD and NEW are run folders or jmh.json files.
 */
public final class Report {
    static final String USAGE = String.join("\n",
            "usage: report [render] RUN [--no-index]   charts, summary.md, fastest.json into RUN",
            "       report compare OLD NEW [--out FILE] scores that moved beyond their error",
            "       report index RESULTS                 regenerate RESULTS/README.md and latest",
            "RUN, OLD, NEW: a run folder (with jmh.json) or a JMH JSON file.");

    /** What a render wrote. */
    public record Rendered(Path dir, List<Verdicts.CaseVerdict> verdicts, List<Path> files) {
    }

    private Report() {
    }

    public static void main(String[] args) {
        System.setProperty("java.awt.headless", "true");
        try {
            System.exit(run(args, System.out, System.err));
        } catch (IOException | RuntimeException e) {
            System.err.println("report: " + e.getMessage());
            e.printStackTrace(System.err);
            System.exit(1);
        }
    }

    static int run(String[] args, PrintStream out, PrintStream err) throws IOException {
        List<String> a = new ArrayList<>(List.of(args));
        if (a.isEmpty() || a.contains("-h") || a.contains("--help")) {
            (a.isEmpty() ? err : out).println(USAGE);
            return a.isEmpty() ? 2 : 0;
        }
        String cmd = a.get(0);
        if (cmd.equals("compare")) {
            a.remove(0);
            Path file = null;
            int o = a.indexOf("--out");
            if (o >= 0) {
                if (o + 1 >= a.size()) {
                    err.println(USAGE);
                    return 2;
                }
                file = Path.of(a.get(o + 1));
                a.remove(o + 1);
                a.remove(o);
            }
            if (a.size() != 2) {
                err.println(USAGE);
                return 2;
            }
            String md = compare(Path.of(a.get(0)), Path.of(a.get(1)));
            out.print(md);
            if (file != null) {
                Files.writeString(file, md, StandardCharsets.UTF_8);
            }
            return 0;
        }
        if (cmd.equals("index")) {
            if (a.size() != 2) {
                err.println(USAGE);
                return 2;
            }
            String latest = Index.write(Path.of(a.get(1)));
            out.println("index written; latest run: " + (latest == null ? "none" : latest));
            return 0;
        }
        if (cmd.equals("render")) {
            a.remove(0);
        }
        boolean index = !a.remove("--no-index");
        if (a.size() != 1) {
            err.println(USAGE);
            return 2;
        }
        Rendered r = render(Path.of(a.get(0)), index);
        out.println("report: wrote " + r.files().size() + " files into " + r.dir());
        return 0;
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
        System.setProperty("java.awt.headless", "true");
        Path json = jsonOf(runOrJson).toAbsolutePath().normalize();
        Path dir = json.getParent();
        String name = dir.getFileName().toString();
        List<JmhResult> results = JmhResult.read(json);
        if (results.isEmpty()) {
            throw new IOException(json + " holds no results");
        }
        RunInfo info = RunInfo.read(dir);
        List<Verdicts.CaseVerdict> verdicts = Verdicts.judge(results);
        List<Targets.Check> targets = Targets.check(Targets.load(), results);
        List<Charts.Written> bars = Charts.bars(results, dir);
        Map<Charts.Written, List<Charts.Fit>> scaling = Charts.scaling(results, dir);
        List<Charts.Written> alloc = Charts.allocation(results, dir);
        Path summary = dir.resolve("summary.md");
        Files.writeString(summary, Summary.markdown(name, results, info, verdicts, targets, bars, scaling,
                alloc), StandardCharsets.UTF_8);
        Path fastest = dir.resolve("fastest.json");
        Summary.writeJson(fastest, Summary.fastestJson(name, info, verdicts, targets));
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
        return Compare.markdown(nameOf(before), nameOf(after), Compare.compare(
                JmhResult.read(jsonOf(before)), JmhResult.read(jsonOf(after))));
    }
}
