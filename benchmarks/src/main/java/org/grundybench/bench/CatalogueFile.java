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
        return current(List.of(), false);
    }

    /**
     * The catalogue, and the input workloads of {@code selected} with their files as cases (a race on files runs them alone);
     * with {@code quick}, as the quick profile runs it: without the implementations it leaves out ({@link #outOfQuick}), and
     * with why it does not race a case where the workload leaves that case out of quick.
     */
    static Catalogue current(List<Combination> selected, boolean quick) {
        List<Workload> inputs = selected.stream().map(Combination::workload).filter(Workload.inputs()::contains).distinct()
                .toList();
        return new Catalogue((inputs.isEmpty() ? Workload.values() : inputs).stream().map(w -> new Catalogue.Workload(
                w.id(), w.title(), w.benchmark(), w.caseParam(), Workload.IMPL_PARAM, w.sizeTitle(), ids(w.implementations()),
                cases(w, selected).stream().map(c -> new Catalogue.Case(c.name(), c.size(), c.items().size(),
                        ids(w.implementations().stream().filter(impl -> why(w, c, impl, quick) == null).toList()),
                        w.implementations().stream().map(impl -> new Catalogue.LeftOut(impl.id(), why(w, c, impl, quick)))
                                .filter(l -> l.reason() != null).toList(),
                        w.defaultImplementation().id(), c.quickTwin() == null ? null : c.quickTwin().name(),
                        quick ? w.outOfQuick().get(c) : null)).toList()))
                .toList());
    }

    /** Why {@code impl} does not run {@code c} of {@code w}, in the quick profile where {@code quick}; null where it runs it. */
    private static String why(Workload w, Case c, Implementation<?> impl, boolean quick) {
        String reason = w.leftOut(c, impl);
        return reason != null || !quick ? reason : outOfQuick(c, impl);
    }

    /** Why the quick profile leaves {@code impl} out of {@code c} ({@link Case#outOfQuick}), or null. */
    static String outOfQuick(Case c, Implementation<?> impl) {
        return c.outOfQuick().stream().filter(l -> l.implementations().contains(impl)).map(l -> "in the quick profile: "
                + l.reason()).findFirst().orElse(null);
    }

    private static List<Case> cases(Workload w, List<Combination> selected) {
        return w.caseType() != null ? w.cases() : selected.stream().filter(c -> c.workload() == w).map(Combination::c).distinct()
                .toList();
    }

    private static List<String> ids(List<Implementation<?>> impls) {
        return impls.stream().map(Implementation::id).toList();
    }

    static void write(Path file, List<Combination> selected, boolean quick) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        new ObjectMapper().writerWithDefaultPrettyPrinter().writeValue(file.toFile(), current(selected, quick));
    }
}
