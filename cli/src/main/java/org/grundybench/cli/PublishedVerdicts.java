package org.grundybench.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The verdicts of the newest published benchmark run: {@code results/latest} names its folder,
 * whose {@code fastest.json} the report wrote. The build copies both into the jar (see the
 * CLI's pom), so the defaults follow the results in the checkout the jar was built from.
 * Read with Jackson's streaming parser, which loads a few dozen classes where an ObjectMapper
 * would load hundreds, on every run of the CLI.
 */
final class PublishedVerdicts {
    /** Where the build puts results/latest and the runs' fastest.json files. */
    static final String RESOURCES = "/org/grundybench/cli/results/";

    /** The verdict on one case of the run: its JMH benchmark, its case parameters, its implementations best first. */
    record Verdict(String benchmark, Map<String, String> params, List<String> ranking) {
    }

    private static final PublishedVerdicts NONE = new PublishedVerdicts(null, List.of());

    private final String run;
    private final List<Verdict> verdicts;

    PublishedVerdicts(String run, List<Verdict> verdicts) {
        this.run = run;
        this.verdicts = List.copyOf(verdicts);
    }

    /** No published run: the defaults fall back to their fixed preferences. */
    static PublishedVerdicts none() {
        return NONE;
    }

    /**
     * The verdicts the jar was built with, or {@link #none()} when it holds no run (a checkout
     * without results). A run that names a missing or unreadable file is a build defect.
     */
    static PublishedVerdicts load() {
        String run;
        try (InputStream in = PublishedVerdicts.class.getResourceAsStream(RESOURCES + "latest")) {
            if (in == null) {
                return NONE;
            }
            run = new String(in.readAllBytes(), StandardCharsets.UTF_8).trim();
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the published results' latest: " + e.getMessage(), e);
        }
        if (run.isEmpty()) {
            return NONE;
        }
        String file = RESOURCES + run + "/fastest.json";
        try (InputStream in = PublishedVerdicts.class.getResourceAsStream(file)) {
            if (in == null) {
                throw new IllegalStateException("results/latest names " + run + ", but the jar has no "
                        + file + "; rebuild the CLI from a checkout whose results/" + run
                        + "/fastest.json exists");
            }
            return read(run, in);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    /** Reads a report's fastest.json: each verdict's benchmark, params and result order. */
    static PublishedVerdicts read(String run, InputStream json) throws IOException {
        List<Verdict> verdicts = new ArrayList<>();
        try (JsonParser p = new JsonFactory().createParser(json)) {
            expect(p, p.nextToken(), JsonToken.START_OBJECT);
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String field = p.currentName();
                JsonToken value = p.nextToken();
                // "workloads" in runs published before the report called them verdicts
                if (field.equals("verdicts") || field.equals("workloads")) {
                    expect(p, value, JsonToken.START_ARRAY);
                    while (p.nextToken() == JsonToken.START_OBJECT) {
                        verdicts.add(verdict(p));
                    }
                } else {
                    p.skipChildren();
                }
            }
        }
        return new PublishedVerdicts(run, verdicts);
    }

    private static Verdict verdict(JsonParser p) throws IOException {
        String benchmark = null;
        Map<String, String> params = new LinkedHashMap<>();
        List<String> ranking = new ArrayList<>();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String field = p.currentName();
            JsonToken value = p.nextToken();
            switch (field) {
                case "benchmark" -> benchmark = p.getText();
                case "params" -> {
                    expect(p, value, JsonToken.START_OBJECT);
                    while (p.nextToken() == JsonToken.FIELD_NAME) {
                        String name = p.currentName();
                        p.nextToken();
                        params.put(name, p.getText());
                    }
                }
                case "results" -> {
                    expect(p, value, JsonToken.START_ARRAY);
                    while (p.nextToken() == JsonToken.START_OBJECT) {
                        while (p.nextToken() == JsonToken.FIELD_NAME) {
                            String name = p.currentName();
                            p.nextToken();
                            if (name.equals("impl")) {
                                ranking.add(p.getText());
                            } else {
                                p.skipChildren();
                            }
                        }
                    }
                }
                default -> p.skipChildren();
            }
        }
        if (benchmark == null || ranking.isEmpty()) {
            throw new IOException("a verdict without benchmark or results in fastest.json");
        }
        return new Verdict(benchmark, params, ranking);
    }

    private static void expect(JsonParser p, JsonToken actual, JsonToken expected) throws IOException {
        if (actual != expected) {
            throw new IOException("fastest.json: expected " + expected + " but found " + actual
                    + " at " + p.currentLocation());
        }
    }

    /** The run's folder name, or null for {@link #none()}. */
    String run() {
        return run;
    }

    /** Every verdict of the run. */
    List<Verdict> all() {
        return verdicts;
    }
}
