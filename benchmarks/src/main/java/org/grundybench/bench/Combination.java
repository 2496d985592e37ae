package org.grundybench.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.grundybench.core.Implementation;
import org.grundybench.core.Work;
import org.grundybench.report.Run;
import org.grundybench.core.InputException;
import org.grundybench.workloads.Case;
import org.grundybench.workloads.InputFile;
import org.grundybench.workloads.Workload;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.runner.options.Options;

/**
 * One benchmark method with every parameter fixed: a case of a workload and an implementation
 * that runs it. The catalogue says which combinations exist; JMH's cross product of a benchmark's
 * parameters also holds the left-out ones, so the launcher and the suite run these instead.
 */
record Combination(Workload workload, Case c, Implementation<?> impl) {
    String benchmark() {
        return workload.benchmark();
    }

    /** The case it times, as a key: its workload and its case (workloads may share a case enum). */
    List<Object> caseKey() {
        return List.of(workload, c);
    }

    /** The parameters by name, in name order: the case's and {@code impl}. */
    Map<String, String> params() {
        return new TreeMap<>(Map.of(workload.caseParam(), c.name(), Workload.IMPL_PARAM, impl.id()));
    }

    /** The parameters as {@code name=value} pairs joined by commas, in name order (as order.tsv writes them, {@link Run#params}). */
    String paramsText() {
        return Run.params(params());
    }

    /** The benchmark and the parameters, tab-separated: order.tsv's third and fourth columns. */
    String row() {
        return benchmark() + "\t" + paramsText();
    }

    /** Whether the benchmark's iterations are single shots (the items of a fixed collection), by its annotation or {@code -bm}. */
    boolean singleShot(Options cmd) {
        Collection<Mode> modes = cmd.getBenchModes().isEmpty()
                ? List.of(annotation(BenchmarkMode.class).value()) : cmd.getBenchModes();
        return modes.stream().allMatch(m -> m == Mode.SingleShotTime);
    }

    /** The forks the benchmark class asks for. */
    int annotatedForks() {
        return annotation(Fork.class).value();
    }

    private <A extends java.lang.annotation.Annotation> A annotation(Class<A> type) {
        try {
            return Class.forName(workload.benchmarkClass()).getAnnotation(type);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(workload.benchmarkClass() + " is not in the benchmarks jar", e);
        }
    }

    @Override
    public String toString() {
        return benchmark().substring(Workload.BENCHMARK_PACKAGE.length() + 1) + " " + paramsText();
    }

    /** The question the benchmark's body asks ({@link Operation}). */
    @SuppressWarnings("unchecked")
    Operation<Work.Source, Object> operation() {
        try {
            return (Operation<Work.Source, Object>) Class.forName(workload.benchmarkClass()).getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(workload.benchmarkClass() + " is not in the benchmarks jar", e);
        }
    }

    /** A fresh solver for one operation, as the body makes it. */
    Work.Source solver() {
        return (Work.Source) c.solver(impl);
    }

    /**
     * The combinations the catalogue allows, in catalogue order, that JMH's options select: the
     * include and exclude patterns (found anywhere in the benchmark name, as JMH does) and the
     * {@code -p} values; an IllegalArgumentException (one line) for a {@code -p} name or value no
     * selected benchmark knows (naming the valid ones), or nothing selected.
     */
    static List<Combination> select(Options cmd, List<String> args) {
        List<Pattern> includes = cmd.getIncludes().stream().map(Pattern::compile).toList();
        List<Pattern> excludes = cmd.getExcludes().stream().map(Pattern::compile).toList();
        List<String> files = List.copyOf(cmd.getParameter(InputFile.PARAM).orElse(List.of()));
        List<Workload> chosen = (files.isEmpty() ? Workload.values() : Workload.inputs()).stream()
                .filter(w -> includes.isEmpty() || includes.stream().anyMatch(p -> p.matcher(w.benchmark()).find()))
                .filter(w -> excludes.stream().noneMatch(p -> p.matcher(w.benchmark()).find())).toList();
        if (!files.isEmpty() && chosen.size() != 1) {
            throw new IllegalArgumentException("-p " + InputFile.PARAM + "=FILE races the implementations of one game on it:"
                    + " select one of " + Workload.inputs().stream().map(Combination::simpleName).collect(Collectors.joining(", "))
                    + " (scripts/bench quick --input GAME FILE does)");
        }
        if (files.isEmpty() && chosen.isEmpty()) {
            Workload.inputs().stream().filter(w -> includes.stream().anyMatch(p -> p.matcher(w.benchmark()).find())).findFirst()
                    .ifPresent(w -> {
                        throw new IllegalArgumentException(simpleName(w) + " races the implementations on a file of yours:"
                                + " give it with -p " + InputFile.PARAM + "=FILE (samples/ holds one for each game)");
                    });
        }
        if (chosen.isEmpty()) {
            throw new IllegalArgumentException("no benchmark matches " + cmd.getIncludes()
                    + "; java -jar benchmarks/target/benchmarks.jar -l lists them");
        }
        List<Combination> candidates = files.isEmpty() ? all() : inputs(chosen.get(0), files);
        Set<String> names = new LinkedHashSet<>();
        for (int i = 0; i + 1 < args.size(); i++) {
            if (args.get(i).equals("-p")) { // JMH's options do not list the names given
                names.add(args.get(i + 1).split("=", 2)[0]);
            }
        }
        for (String name : names) {
            Set<String> valid = new LinkedHashSet<>();
            for (Workload w : chosen) {
                if (name.equals(Workload.IMPL_PARAM)) {
                    w.implementations().forEach(i -> valid.add(i.id()));
                } else if (name.equals(w.caseParam())) {
                    candidates.stream().filter(c -> c.workload() == w).forEach(c -> valid.add(c.c().name()));
                    w.cases().forEach(c -> valid.add(c.name()));
                }
            }
            for (String value : cmd.getParameter(name).orElse(List.of())) {
                if (!valid.contains(value)) {
                    throw new IllegalArgumentException("-p " + name + "=" + value + ": " + (valid.isEmpty()
                            ? "no selected benchmark has the parameter " + name
                            : "unknown value; " + name + " takes one of " + String.join(", ", valid)));
                }
            }
        }
        List<Combination> all = candidates.stream().filter(c -> chosen.contains(c.workload())
                && wanted(cmd, c.workload().caseParam(), c.c().name()) && wanted(cmd, Workload.IMPL_PARAM, c.impl().id()))
                .toList();
        if (all.isEmpty()) {
            throw new IllegalArgumentException("the catalogue runs none of the selected combinations"
                    + " (it leaves those implementations out of those cases; see workloads/ or catalogue.json)");
        }
        return all;
    }

    private static String simpleName(Workload w) {
        return w.benchmarkClass().substring(Workload.BENCHMARK_PACKAGE.length() + 1);
    }

    /**
     * The combinations of the input workload {@code w} on {@code files}: every implementation the file's items admit. An
     * IllegalArgumentException (one line) where a file cannot be read or parsed, naming the item and its line.
     */
    static List<Combination> inputs(Workload w, List<String> files) {
        List<Combination> all = new ArrayList<>();
        for (String file : files) {
            InputFile c;
            try {
                c = InputFile.read(InputFile.Game.of(w), file);
            } catch (InputException e) {
                throw new IllegalArgumentException(e.getMessage());
            }
            if (w.runs(c).isEmpty()) {
                throw new IllegalArgumentException("no implementation admits every item of " + file + "; the default one, "
                        + w.defaultImplementation().id() + ", " + w.leftOut(c, w.defaultImplementation()));
            }
            w.runs(c).forEach(impl -> all.add(new Combination(w, c, impl)));
        }
        return all;
    }

    /** The combinations that order.tsv's rows name (benchmark and parameters, tab-separated), the input files read again. */
    static List<Combination> ran(Set<String> rows) {
        List<Combination> ran = new ArrayList<>(all());
        for (Workload w : Workload.inputs()) {
            List<String> files = rows.stream().filter(r -> r.startsWith(w.benchmark() + "\t"))
                    .flatMap(r -> Arrays.stream(r.substring(r.indexOf('\t') + 1).split(",")))
                    .filter(p -> p.startsWith(InputFile.PARAM + "=")).map(p -> p.substring(InputFile.PARAM.length() + 1))
                    .distinct().toList();
            if (!files.isEmpty()) {
                ran.addAll(inputs(w, files));
            }
        }
        return ran.stream().filter(c -> rows.contains(c.row())).toList();
    }

    /** Every combination the catalogue allows, in catalogue order. */
    static List<Combination> all() {
        List<Combination> all = new ArrayList<>();
        for (Workload w : Workload.values()) {
            for (Case c : w.cases()) {
                w.runs(c).forEach(impl -> all.add(new Combination(w, c, impl)));
            }
        }
        return all;
    }

    private static boolean wanted(Options cmd, String param, String value) {
        return !cmd.getParameter(param).hasValue() || cmd.getParameter(param).get().contains(value);
    }
}
