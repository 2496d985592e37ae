package org.grundybench.bench;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.grundybench.core.Implementation;
import org.grundybench.core.Work;
import org.grundybench.report.Run;
import org.grundybench.workloads.Case;
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
        List<Workload> chosen = Workload.values().stream()
                .filter(w -> includes.isEmpty() || includes.stream().anyMatch(p -> p.matcher(w.benchmark()).find()))
                .filter(w -> excludes.stream().noneMatch(p -> p.matcher(w.benchmark()).find())).toList();
        if (chosen.isEmpty()) {
            throw new IllegalArgumentException("no benchmark matches " + cmd.getIncludes()
                    + "; java -jar benchmarks/target/benchmarks.jar -l lists them");
        }
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
        List<Combination> all = all().stream().filter(c -> chosen.contains(c.workload())
                && wanted(cmd, c.workload().caseParam(), c.c().name()) && wanted(cmd, Workload.IMPL_PARAM, c.impl().id()))
                .toList();
        if (all.isEmpty()) {
            throw new IllegalArgumentException("the catalogue runs none of the selected combinations"
                    + " (it leaves those implementations out of those cases; see workloads/ or catalogue.json)");
        }
        return all;
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
