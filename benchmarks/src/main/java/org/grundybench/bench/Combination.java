package org.grundybench.bench;

import java.util.Collections;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * One benchmark method with every parameter fixed (workload x case x implementation): what one
 * fork of the suite runs.
 *
 * @param benchmark  the JMH benchmark name, {@code package.Class.method}
 * @param params     every parameter of the method, by name
 * @param singleShot whether its iterations are single shots (items of a fixed collection)
 *                   rather than time slices
 */
record Combination(String benchmark, SortedMap<String, String> params, boolean singleShot) {

    Combination {
        params = Collections.unmodifiableSortedMap(new TreeMap<>(params));
    }

    static Combination of(String benchmark, Map<String, String> params, boolean singleShot) {
        return new Combination(benchmark, new TreeMap<>(params), singleShot);
    }

    /** The combination a result of JMH's describes. */
    static Combination of(BenchmarkParams p) {
        Map<String, String> params = new TreeMap<>();
        p.getParamsKeys().forEach(k -> params.put(k, p.getParam(k)));
        return of(p.getBenchmark(), params, p.getMode() == Mode.SingleShotTime);
    }

    /** The benchmark class's simple name, as the catalogue names it. */
    String className() {
        String type = benchmark.substring(0, benchmark.lastIndexOf('.'));
        return type.substring(type.lastIndexOf('.') + 1);
    }

    /** The parameters as {@code name=value} pairs joined by commas, in name order (the way -p takes them). */
    String paramsText() {
        return params.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(","));
    }

    /** The case: the parameters other than the implementation parameter {@code implParam} (null: none). */
    SortedMap<String, String> caseParams(String implParam) {
        SortedMap<String, String> c = new TreeMap<>(params);
        if (implParam != null) {
            c.remove(implParam);
        }
        return c;
    }

    @Override
    public String toString() {
        String method = benchmark.substring(benchmark.lastIndexOf('.') + 1);
        return className() + "." + method + (params.isEmpty() ? "" : " " + paramsText());
    }
}
