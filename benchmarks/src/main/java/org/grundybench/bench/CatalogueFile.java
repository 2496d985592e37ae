package org.grundybench.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.grundybench.core.Implementation;
import org.grundybench.report.Catalogue;
import org.grundybench.workloads.Case;
import org.grundybench.workloads.Workload;

/**
 * A run folder's {@code catalogue.json}: the catalogue's facts the report needs, in the report's own
 * {@link Catalogue} (workloads, benchmarks, parameter names, cases with their labels and sizes, which
 * implementations run each and why the others do not), so the report reads them from the run, not from this code.
 */
final class CatalogueFile {
    static final String NAME = "catalogue.json";

    private CatalogueFile() {
    }

    /** The catalogue as it is in this build. */
    static Catalogue current() {
        return current(List.of());
    }

    /** The catalogue, and the input workloads of {@code selected} with their files as cases (a race on files runs them alone). */
    static Catalogue current(List<Combination> selected) {
        List<Workload> inputs = selected.stream().map(Combination::workload).filter(Workload.inputs()::contains).distinct()
                .toList();
        return new Catalogue((inputs.isEmpty() ? Workload.values() : inputs).stream().map(w -> new Catalogue.Workload(
                w.id(), w.title(), w.benchmark(), w.caseParam(), Workload.IMPL_PARAM, w.sizeTitle(), ids(w.implementations()),
                cases(w, selected).stream().map(c -> new Catalogue.Case(c.name(), c.size(), c.items().size(), ids(w.runs(c)),
                        w.implementations().stream().map(impl -> new Catalogue.LeftOut(impl.id(), w.leftOut(c, impl)))
                                .filter(l -> l.reason() != null).toList(),
                        w.defaultImplementation().id())).toList())).toList());
    }

    private static List<Case> cases(Workload w, List<Combination> selected) {
        return w.caseType() != null ? w.cases() : selected.stream().filter(c -> c.workload() == w).map(Combination::c).distinct()
                .toList();
    }

    private static List<String> ids(List<Implementation<?>> impls) {
        return impls.stream().map(Implementation::id).toList();
    }

    static void write(Path file, List<Combination> selected) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        new ObjectMapper().writerWithDefaultPrettyPrinter().writeValue(file.toFile(), current(selected));
    }
}
