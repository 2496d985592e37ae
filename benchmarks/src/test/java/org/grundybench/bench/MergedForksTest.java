package org.grundybench.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.AverageTimeResult;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.IterationResultMetaData;
import org.openjdk.jmh.results.ResultRole;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.ScalarResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.WorkloadParams;
import org.openjdk.jmh.runner.options.TimeValue;
import org.junit.jupiter.api.Test;

/** One-fork results joined into one JMH result per combination: forks in round order, secondary results kept. */
class MergedForksTest {
    private static final Comparator<BenchmarkParams> BY_IMPL = Comparator.comparing(p -> p.getParam("impl"));

    private static BenchmarkParams params(String impl) {
        WorkloadParams w = new WorkloadParams();
        w.put("impl", impl, impl.equals("A") ? 0 : 1);
        w.put("shape", "_3x3", 0);
        return new BenchmarkParams("org.example.Bench.run", "org.example.jmh_generated.Bench_run_jmhTest.run_AverageTime",
                true, 1, new int[] {1}, List.of(), 1, 0,
                new IterationParams(IterationType.WARMUP, 2, TimeValue.milliseconds(400), 1),
                new IterationParams(IterationType.MEASUREMENT, 3, TimeValue.milliseconds(400), 1),
                Mode.AverageTime, w, TimeUnit.NANOSECONDS, 1, "/opt/jdk/bin/java", List.of("-Xmx1g"),
                "25.0.3", "OpenJDK 64-Bit Server VM", "25.0.3+9-LTS", "1.37", TimeValue.minutes(10));
    }

    /** A one-fork result: iterations scoring {@code scores} ns/op, each with a checksum secondary result. */
    private static RunResult fork(String impl, double... scores) {
        BenchmarkParams p = params(impl);
        List<IterationResult> iterations = new ArrayList<>();
        for (double s : scores) {
            IterationResult it = new IterationResult(p, p.getMeasurement(), new IterationResultMetaData(1000, 1000));
            it.addResult(new AverageTimeResult(ResultRole.PRIMARY, "run", 1000, (long) (s * 1000), TimeUnit.NANOSECONDS));
            it.addResult(new ScalarResult("checksum", 7, "#", AggregationPolicy.MAX));
            iterations.add(it);
        }
        return new RunResult(p, List.of(new BenchmarkResult(p, iterations)));
    }

    @Test
    void forksJoinInRoundOrderWithTheirSecondaryResults() {
        RunResult a1 = fork("A", 10, 11);
        RunResult b1 = fork("B", 20, 21);
        RunResult b2 = fork("B", 22, 23);
        RunResult a2 = fork("A", 12, 13);
        RunResult a3 = fork("A", 14, 15);
        List<RunResult> merged = MergedForks.merge(List.of(b1, a1, b2, a2, a3), BY_IMPL);
        assertEquals(2, merged.size());
        RunResult a = merged.get(0);
        RunResult b = merged.get(1);
        assertEquals("A", a.getParams().getParam("impl"), "in the given order, not the order they ran");
        assertEquals("B", MergedForks.merge(List.of(a1, b1), BY_IMPL.reversed()).get(0).getParams().getParam("impl"));
        assertEquals(3, a.getParams().getForks());
        assertEquals(2, b.getParams().getForks());
        List<BenchmarkResult> forksOfA = new ArrayList<>(a.getBenchmarkResults());
        assertEquals(List.of(only(a1), only(a2), only(a3)), forksOfA);
        assertEquals(List.of(only(b1), only(b2)), new ArrayList<>(b.getBenchmarkResults()));
        assertEquals((10 + 11 + 12 + 13 + 14 + 15) / 6.0, a.getPrimaryResult().getScore(), 1e-9);
        assertEquals(6, a.getPrimaryResult().getSampleCount());
        assertEquals(7, a.getSecondaryResults().get("checksum").getScore(), 0);
        assertEquals(6, a.getSecondaryResults().get("checksum").getSampleCount());

        BenchmarkParams p = a.getParams();
        BenchmarkParams one = a1.getParams();
        assertEquals(List.of(one.getBenchmark(), one.generatedBenchmark(), one.getMode(), one.getJvm(),
                List.copyOf(one.getJvmArgs()), one.getJdkVersion(), one.getVmName(), one.getVmVersion(),
                one.getJmhVersion(), one.getWarmup(), one.getMeasurement(), one.getTimeUnit(), one.getTimeout(),
                one.getThreads(), List.copyOf(one.getParamsKeys()), one.getParam("shape")),
                List.of(p.getBenchmark(), p.generatedBenchmark(), p.getMode(), p.getJvm(),
                        List.copyOf(p.getJvmArgs()), p.getJdkVersion(), p.getVmName(), p.getVmVersion(),
                        p.getJmhVersion(), p.getWarmup(), p.getMeasurement(), p.getTimeUnit(), p.getTimeout(),
                        p.getThreads(), List.copyOf(p.getParamsKeys()), p.getParam("shape")),
                "the merged result describes the run as its forks do");
    }

    @Test
    void theJsonHoldsEveryForkInRawData() {
        List<RunResult> merged = MergedForks.merge(List.of(fork("A", 10, 11), fork("A", 12, 13)), BY_IMPL);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ResultFormatFactory.getInstance(ResultFormatType.JSON, new PrintStream(bytes, true, StandardCharsets.UTF_8))
                .writeOut(merged);
        String json = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(json.contains("\"forks\" : 2,"), json);
        String primary = JsonText.array(json, "rawData", 0);
        assertEquals(List.of(List.of(10.0, 11.0), List.of(12.0, 13.0)), JsonText.numbers(primary));
        String checksum = JsonText.array(json, "rawData", 1);
        assertEquals(List.of(List.of(7.0, 7.0), List.of(7.0, 7.0)), JsonText.numbers(checksum));
    }

    private static BenchmarkResult only(RunResult r) {
        assertEquals(1, r.getBenchmarkResults().size());
        return r.getBenchmarkResults().iterator().next();
    }
}
