package org.grundybench.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.math3.stat.descriptive.DescriptiveStatistics;

/**
 * The summary's section on a race over a file of the user's: from the run folder's
 * {@value #FILE} (the check before the race: one cold answer per item and implementation, in a JVM
 * of its own), each implementation's items, total, median and slowest item, so a reader sees where
 * the whole file's time goes when its items differ by orders of magnitude. Not a verdict.
 */
public final class PerItem {
    public static final String FILE = "input-check.tsv";
    /** Slowest over quickest item from which the summary says the items differ by orders of magnitude. */
    static final double ORDERS = 100;

    private PerItem() {
    }

    static void markdown(StringBuilder md, Path runDir) {
        Path file = runDir.resolve(FILE);
        if (!Files.isRegularFile(file)) {
            return;
        }
        Map<String, DescriptiveStatistics> byImpl = new LinkedHashMap<>();
        Map<String, String> slowest = new LinkedHashMap<>();
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(file + " cannot be read: " + e.getMessage(), e);
        }
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split("\t");
            DescriptiveStatistics s = byImpl.computeIfAbsent(f[0], k -> new DescriptiveStatistics());
            double ms = Double.parseDouble(f[2]);
            if (s.getN() == 0 || ms > s.getMax()) {
                slowest.put(f[0], f[1]);
            }
            s.addValue(ms);
        }
        if (byImpl.isEmpty()) {
            return;
        }
        md.append("## Per item\n\nThe check before the race answered each item once, cold, per implementation, in a JVM of"
                + " its own ([").append(FILE).append("](").append(FILE).append(")): where the time goes, not a verdict.\n\n")
                .append("| Implementation | Items | Total ms | Median item ms | Slowest item | Slowest / quickest |\n")
                .append("|---|---:|---:|---:|---|---:|\n");
        byImpl.forEach((impl, s) -> md.append(String.format(Locale.ROOT, "| %s | %d | %.1f | %.3f | %s, %.1f ms | %s |%n",
                impl, s.getN(), s.getSum(), s.getPercentile(50), slowest.get(impl), s.getMax(), spread(s))));
        DescriptiveStatistics fastest = byImpl.values().stream().min((a, b) -> Double.compare(a.getSum(), b.getSum()))
                .orElseThrow();
        if (fastest.getMax() >= ORDERS * Math.max(fastest.getMin(), 1e-3)) {
            md.append("\nThe items differ by orders of magnitude: the whole file's time, which the verdict judges, is mostly"
                    + " that of its slowest items.\n");
        }
        md.append('\n');
    }

    private static String spread(DescriptiveStatistics s) {
        return s.getMin() > 0 ? String.format(Locale.ROOT, "%.0f\u00d7", s.getMax() / s.getMin()) : "\u2013";
    }
}
