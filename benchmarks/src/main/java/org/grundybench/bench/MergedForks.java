package org.grundybench.bench;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.WorkloadParams;

/**
 * Joins the one-fork results of the suite's rounds into what one JMH run with that many forks
 * returns: one {@link RunResult} per benchmark, mode and parameters, holding every fork's
 * {@link BenchmarkResult} (its iterations, with their secondary results such as
 * {@code @AuxCounters} and profilers', and its fork-level results) in round order. The result
 * formats then write every fork into rawData and compute the score over all of them.
 */
final class MergedForks {

    private MergedForks() {
    }

    /**
     * One result per benchmark, mode and parameters, sorted by {@code order}; {@code forks} in the
     * order they ran. (The forks' own parameters cannot give JMH's order: each fork's run had one
     * value per parameter, so every value has the same place in its list.)
     */
    static List<RunResult> merge(Collection<RunResult> forks, Comparator<BenchmarkParams> order) {
        // BenchmarkParams are equal when benchmark, mode and parameters are; a key stays the
        // first fork's.
        Map<BenchmarkParams, List<BenchmarkResult>> byRun = new LinkedHashMap<>();
        for (RunResult fork : forks) {
            byRun.computeIfAbsent(fork.getParams(), k -> new ArrayList<>()).addAll(fork.getBenchmarkResults());
        }
        List<BenchmarkParams> keys = new ArrayList<>(byRun.keySet());
        keys.sort(order);
        List<RunResult> merged = new ArrayList<>();
        for (BenchmarkParams key : keys) {
            List<BenchmarkResult> results = byRun.get(key);
            merged.add(new RunResult(withForks(key, results.size()), results));
        }
        return merged;
    }

    /** {@code p} with {@code forks} measured forks (each of the suite's runs has one). */
    static BenchmarkParams withForks(BenchmarkParams p, int forks) {
        return new BenchmarkParams(p.getBenchmark(), p.generatedBenchmark(), p.shouldSynchIterations(),
                p.getThreads(), p.getThreadGroups(), p.getThreadGroupLabels(), forks, p.getWarmupForks(),
                p.getWarmup(), p.getMeasurement(), p.getMode(), workloadParams(p), p.getTimeUnit(),
                p.getOpsPerInvocation(), p.getJvm(), p.getJvmArgs(), p.getJdkVersion(), p.getVmName(),
                p.getVmVersion(), p.getJmhVersion(), p.getTimeout());
    }

    private static WorkloadParams workloadParams(BenchmarkParams p) {
        WorkloadParams w = new WorkloadParams();
        int order = 0;
        for (String key : p.getParamsKeys()) {
            w.put(key, p.getParam(key), order++);
        }
        return w;
    }
}
