package org.grundybench.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.grundybench.core.Implementation;
import org.grundybench.workloads.Case;
import org.grundybench.workloads.Workload;

/**
 * A run folder's {@code catalogue.json}: the catalogue's facts the report needs (workloads,
 * benchmarks, parameter names, cases with their labels and sizes, which implementations run each
 * and why the others do not), so the report reads them from the run, not from this code.
 */
public record CatalogueFile(List<WorkloadEntry> workloads) {
    static final String NAME = "catalogue.json";
    private static final ObjectMapper JSON = new ObjectMapper();

    record WorkloadEntry(String id, String title, String benchmark, String caseParam, String implParam,
            String sizeTitle, List<String> implementations, List<CaseEntry> cases) {
    }

    record CaseEntry(String label, double size, int items, List<String> runs, List<LeftOutEntry> leftOut,
            String defaultImplementation) {
    }

    record LeftOutEntry(String implementation, String reason) {
    }

    /** The catalogue as it is in this build. */
    static CatalogueFile current() {
        List<WorkloadEntry> workloads = new ArrayList<>();
        for (Workload w : Workload.values()) {
            List<CaseEntry> cases = new ArrayList<>();
            for (Case c : w.cases()) {
                List<LeftOutEntry> leftOut = w.implementations().stream().filter(impl -> c.leftOut(impl) != null)
                        .map(impl -> new LeftOutEntry(impl.id(), c.leftOut(impl))).toList();
                cases.add(new CaseEntry(c.name(), c.size(), c.items().size(), ids(w.runs(c)), leftOut,
                        w.defaultImplementation().id()));
            }
            workloads.add(new WorkloadEntry(w.id(), w.title(), w.benchmark(), w.caseParam(), Workload.IMPL_PARAM,
                    w.sizeTitle(), ids(w.implementations()), cases));
        }
        return new CatalogueFile(workloads);
    }

    private static List<String> ids(List<Implementation<?>> impls) {
        return impls.stream().map(Implementation::id).toList();
    }

    void write(Path file) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        JSON.writerWithDefaultPrettyPrinter().writeValue(file.toFile(), this);
    }
}
