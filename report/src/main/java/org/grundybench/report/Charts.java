package org.grundybench.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.MathContext;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.apache.commons.math3.stat.regression.SimpleRegression;
import org.grundybench.core.Implementation;
import org.grundybench.workloads.Case;
import org.grundybench.workloads.Catalogue;
import org.grundybench.workloads.RandomBoards;
import org.grundybench.workloads.Workload;
import org.knowm.xchart.XYChart;

/**
 * The charts of one run (PNG and SVG of each, see {@link Figure}): per workload a score chart (each
 * case's implementations side by side, each as its score, its interval and its forks' values), the
 * scaling charts (time against problem size) and the allocation charts. Every implementation has
 * its colour and shape from {@link Palette}; times are in the workload's {@link DisplayUnit}.
 */
public final class Charts {
    /** A chart written to disk: base name (without extension) and title. */
    public record Written(String name, String title) {
    }

    /** Growth-exponent fit of one series of a scaling chart. */
    public record Fit(String series, double exponent, int points) {
    }

    /** Where the values of a chart span more than this factor, its value axis is logarithmic. */
    static final double LOG_SPAN = 10;
    /** Width of a case's group of implementations, in case widths. */
    private static final double GROUP_WIDTH = 0.84;
    private static final double MAX_SLOT = 0.16;
    static final String NOT_RUN = "not run";
    static final Color INTERVAL_SAMPLE = new Color(0x555555);

    private Charts() {
    }

    /**
     * The paragraph the summary prints above the charts: what their marks mean.
     */
    public static String explanation() {
        return "**Reading the charts.** Each implementation has one colour and one shape in every chart of"
                + " every run. In a workload's chart each case has its implementations side by side, in the"
                + " same order; an implementation's shape marks its score, the geometric mean of its forks'"
                + " values (a fork is one JVM; its value is its mean iteration, or for a collection its median"
                + " item). The vertical line through the shape is the score's "
                + Math.round(ForkScore.CONFIDENCE * 100) + "% Student t interval from those fork values, taken"
                + " on their logarithms, so it is asymmetric and never below zero (hidden behind the shape where"
                + " it is shorter; there is none with one fork)."
                + " The small dots beside it are the forks' values, one each; a black \u00d7 marks an outlier"
                + " fork, far from the others, which stays in the score and the interval. Times are in one unit"
                + " per workload, the one the tables use (the largest in which every score is at least 1), named"
                + " on the axis; the axis is logarithmic where a chart's values span more than "
                + (int) LOG_SPAN + "\u00d7. \"" + NOT_RUN + "\" marks an implementation the suite leaves out of"
                + " a case, with the reason under the chart. The scaling charts draw the same marks against the"
                + " problem size, points of one size spread slightly sideways so none hides another.";
    }

    static String slug(String workloadName) {
        return workloadName.replaceAll("([a-z])([A-Z])", "$1-$2").replace('.', '-').toLowerCase(Locale.ROOT);
    }

    /** One score chart per workload: each case's implementations, with intervals and fork values. */
    public static List<Written> bars(List<JmhResult> results, Path dir) throws IOException {
        List<Written> out = new ArrayList<>();
        for (var e : byWorkload(results).entrySet()) {
            Optional<Figure> f = scores(e.getValue());
            if (f.isPresent()) {
                Written w = new Written("scores-" + slug(e.getKey()), f.get().title);
                f.get().save(dir, w.name());
                out.add(w);
            }
        }
        return out;
    }

    /** One allocation chart per workload (bytes per operation), where -prof gc was on. */
    public static List<Written> allocation(List<JmhResult> results, Path dir) throws IOException {
        List<Written> out = new ArrayList<>();
        for (var e : byWorkload(results).entrySet()) {
            List<JmhResult> rs = e.getValue().stream().filter(JmhResult::hasAlloc).toList();
            if (rs.isEmpty()) {
                continue;
            }
            Figure f = allocationFigure(rs);
            Written w = new Written("alloc-" + slug(e.getKey()), f.title);
            f.save(dir, w.name());
            out.add(w);
        }
        return out;
    }

    /** A combination's values in the chart's unit: score, interval (NaN without one), forks, outlier forks. */
    record Point(String caseLabel, String impl, double centre, double low, double high, double[] forks,
            List<Integer> outliers) {
    }

    /** The fork score of a result, or empty where its forks give no positive finite value. */
    static Optional<ForkScore> forkScore(JmhResult r) {
        try {
            return Optional.of(r.forkScore());
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    static String modeText(JmhResult r) {
        return switch (r.mode()) {
            case "thrpt" -> "throughput (higher is better)";
            case "avgt" -> "time per operation (lower is better)";
            case JmhResult.SINGLE_SHOT -> "the median item's time (lower is better)";
            case "sample" -> "sampled time (lower is better)";
            default -> r.mode();
        };
    }

    static String valueTitle(JmhResult r, DisplayUnit unit, boolean log) {
        String what = switch (r.mode()) {
            case "thrpt" -> "throughput";
            case JmhResult.SINGLE_SHOT -> "median item's time";
            default -> "time per operation";
        };
        return what + ", " + unit.label() + (log ? " (log scale)" : "");
    }

    /** The score chart of one workload's results; empty where no result has a fork value. */
    static Optional<Figure> scores(List<JmhResult> rs) {
        List<JmhResult> scored = rs.stream().filter(r -> forkScore(r).isPresent()).toList();
        if (scored.isEmpty()) {
            return Optional.empty();
        }
        DisplayUnit unit = DisplayUnit.of(scored);
        List<Point> points = new ArrayList<>();
        for (JmhResult r : scored) {
            ForkScore fs = forkScore(r).orElseThrow();
            double[] forks = Arrays.stream(fs.forks()).map(v -> unit.convert(v, r.unit())).toArray();
            points.add(new Point(r.paramLabel(), r.impl(), unit.convert(fs.centre(), r.unit()),
                    fs.hasInterval() ? unit.convert(fs.low(), r.unit()) : Double.NaN,
                    fs.hasInterval() ? unit.convert(fs.high(), r.unit()) : Double.NaN, forks, fs.outliers()));
        }
        JmhResult first = scored.get(0);
        String title = workloadTitle(first) + ": " + modeText(first);
        boolean log = spansLog(points);
        return Optional.of(byCase(rs, points, title, valueTitle(first, unit, log), log, forksText(scored)));
    }

    /** How many forks the scores have: "5 forks", or "2\u20135 forks" where it varies. */
    static String forksText(List<JmhResult> scored) {
        TreeSet<Integer> counts = new TreeSet<>();
        scored.forEach(r -> counts.add(forkScore(r).orElseThrow().count()));
        return counts.size() == 1 ? (counts.first() == 1 ? "1 fork" : counts.first() + " forks")
                : counts.first() + "\u2013" + counts.last() + " forks";
    }

    static Figure allocationFigure(List<JmhResult> rs) {
        List<Point> points = new ArrayList<>();
        for (JmhResult r : rs) {
            points.add(new Point(r.paramLabel(), r.impl(), r.allocBytesPerOp(), Double.NaN, Double.NaN,
                    new double[0], List.of()));
        }
        boolean log = spansLog(points);
        String title = workloadTitle(rs.get(0)) + ": bytes allocated per operation (-prof gc, JMH's mean"
                + " over all iterations)";
        return byCase(rs, points, title, "allocation, B/op" + (log ? " (log scale)" : ""), log, null);
    }

    static String workloadTitle(JmhResult r) {
        return r.knownCase().map(c -> c.workload().title()).orElse(r.workloadName());
    }

    /** Whether the values span more than {@link #LOG_SPAN} (and are all positive). */
    static boolean spansLog(List<Point> points) {
        double[] mm = range(points);
        return mm[0] > 0 && mm[1] / mm[0] > LOG_SPAN;
    }

    /** Smallest and largest of every value drawn: scores, interval ends, forks. */
    static double[] range(List<Point> points) {
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (Point p : points) {
            for (double v : values(p)) {
                if (Double.isFinite(v)) {
                    min = Math.min(min, v);
                    max = Math.max(max, v);
                }
            }
        }
        return new double[] {min, max};
    }

    private static double[] values(Point p) {
        double[] v = Arrays.copyOf(p.forks(), p.forks().length + 3);
        v[p.forks().length] = p.centre();
        v[p.forks().length + 1] = p.low();
        v[p.forks().length + 2] = p.high();
        return v;
    }

    /**
     * A chart with the cases along x and, within each case, a slot per implementation in the
     * game's order: each point's interval, forks and score in the implementation's colour.
     */
    static Figure byCase(List<JmhResult> rs, List<Point> points, String title, String yTitle, boolean log,
            String forksText) {
        boolean forks = forksText != null;
        Optional<Workload> workload = rs.stream().map(JmhResult::knownCase).flatMap(Optional::stream)
                .map(Case::workload).findFirst();
        List<String> cases = caseOrder(rs, workload);
        List<String> impls = implementationOrder(points.stream().map(Point::impl).toList(), workload);
        int k = impls.size();
        double slot = Math.min(GROUP_WIDTH / k, MAX_SLOT);

        double[] mm = range(points);
        double yMin;
        double yMax;
        List<Figure.Tick> yTicks;
        if (log) {
            yMin = mm[0] / 1.3;
            yMax = mm[1] * 1.3;
            yTicks = logTicks(yMin, yMax);
        } else {
            yMin = Math.min(0, mm[0] * 1.08);
            yMax = mm[1] > 0 ? mm[1] * 1.08 : 1;
            yTicks = linearTicks(yMin, yMax);
        }
        double xMin = -0.5;
        double xMax = cases.size() - 0.5;
        XYChart chart = Figure.plot(false, xMin, xMax, log, yMin, yMax);
        Figure.horizontalGrid(chart, yTicks, xMin, xMax);
        double[] separators = new double[Math.max(0, cases.size() - 1)];
        for (int i = 0; i < separators.length; i++) {
            separators[i] = i + 0.5;
        }
        Figure.verticalLines(chart, "separator", separators, yMin, yMax, new Color(0xC8C8C8));

        Map<String, double[]> xOf = new LinkedHashMap<>();
        for (Point p : points) {
            xOf.put(p.caseLabel() + " " + p.impl(), new double[] {cases.indexOf(p.caseLabel())
                    + (impls.indexOf(p.impl()) - (k - 1) / 2.0) * slot});
        }
        for (Point p : points) {
            if (!Double.isNaN(p.low())) {
                double x = xOf.get(p.caseLabel() + " " + p.impl())[0];
                Figure.line(chart, intervalName(p.caseLabel(), p.impl()), new double[] {x, x},
                        new double[] {p.low(), p.high()}, Palette.of(p.impl()).colour(), 2.5f);
            }
        }
        List<double[]> outliers = new ArrayList<>();
        if (forks) {
            for (String impl : impls) {
                List<double[]> dots = new ArrayList<>();
                for (Point p : points) {
                    if (!p.impl().equals(impl)) {
                        continue;
                    }
                    double x = xOf.get(p.caseLabel() + " " + impl)[0] + forkOffset(slot, cases.size());
                    for (int f = 0; f < p.forks().length; f++) {
                        (p.outliers().contains(f) ? outliers : dots).add(new double[] {x, p.forks()[f]});
                    }
                }
                if (!dots.isEmpty()) {
                    Figure.points(chart, forksName(impl), column(dots, 0), column(dots, 1), Glyph.FORK,
                            Palette.of(impl).colour());
                }
            }
        }
        for (String impl : impls) {
            List<double[]> centres = new ArrayList<>();
            for (Point p : points) {
                if (p.impl().equals(impl)) {
                    centres.add(new double[] {xOf.get(p.caseLabel() + " " + impl)[0], p.centre()});
                }
            }
            Palette.Style style = Palette.of(impl);
            Figure.points(chart, impl, column(centres, 0), column(centres, 1), style.glyph(), style.colour());
        }
        if (!outliers.isEmpty()) {
            // Last, so nothing is drawn over an outlier.
            Figure.points(chart, OUTLIERS, column(outliers, 0), column(outliers, 1), Glyph.OUTLIER, Palette.OUTLIER);
        }

        List<Figure.Tick> xTicks = new ArrayList<>();
        for (int i = 0; i < cases.size(); i++) {
            xTicks.add(new Figure.Tick(i, cases.get(i)));
        }
        List<Figure.Mark> marks = new ArrayList<>();
        Set<String> present = points.stream().map(p -> p.caseLabel() + " " + p.impl()).collect(Collectors.toSet());
        for (int i = 0; i < cases.size(); i++) {
            Map<String, String> leftOut = leftOut(rs, cases.get(i));
            for (int j = 0; j < k; j++) {
                if (leftOut.containsKey(impls.get(j)) && !present.contains(cases.get(i) + " " + impls.get(j))) {
                    marks.add(new Figure.Mark(i + (j - (k - 1) / 2.0) * slot, NOT_RUN));
                }
            }
        }
        List<Figure.LegendEntry> legend = legend(impls, points, forksText, !outliers.isEmpty());
        String xTitle = workload.map(Workload::caseParam).orElse(String.join(", ", rs.get(0).params().keySet()));
        return new Figure(title, chart, xTicks, xTitle, yTicks, yTitle, legend, marks,
                notRunNotes(rs, cases, impls, present, workload));
    }

    static final String OUTLIERS = "outlier forks";

    /** The name of the series of one combination's interval (a line from its low end to its high end). */
    static String intervalName(String caseLabel, String impl) {
        return "interval " + caseLabel + " " + impl;
    }

    static String forksName(String series) {
        return "forks " + series;
    }

    /**
     * The forks' dots sit just right of the interval line: about 9 pixels, clear of the score's
     * shape, on a plot about {@value #PLOT_PIXELS} pixels wide, or less where the slot is narrower.
     */
    private static double forkOffset(double slot, int cases) {
        return Math.min(slot * 0.46, 9.0 * cases / PLOT_PIXELS);
    }

    private static final double PLOT_PIXELS = 980;

    static List<Figure.LegendEntry> legend(List<String> series, List<Point> points, String forksText,
            boolean outliers) {
        List<Figure.LegendEntry> legend = new ArrayList<>();
        for (String s : series) {
            Palette.Style style = Palette.of(s);
            legend.add(new Figure.LegendEntry(s, style.colour(), style.glyph(), null));
        }
        legendSymbols(legend, points.stream().anyMatch(p -> !Double.isNaN(p.low())), forksText, outliers);
        return legend;
    }

    /** The legend's lines for the marks every implementation shares; {@code forksText} null where there are none. */
    static void legendSymbols(List<Figure.LegendEntry> legend, boolean intervals, String forksText, boolean outliers) {
        if (intervals) {
            legend.add(new Figure.LegendEntry(Math.round(ForkScore.CONFIDENCE * 100) + "% interval (" + forksText + ")",
                    INTERVAL_SAMPLE, null, new BasicStroke(2.5f)));
        }
        if (forksText != null) {
            legend.add(new Figure.LegendEntry("one fork's value", INTERVAL_SAMPLE, Glyph.FORK, null));
        }
        if (outliers) {
            legend.add(new Figure.LegendEntry("outlier fork", Palette.OUTLIER, Glyph.OUTLIER, null));
        }
    }

    /** The cases of the results: in the catalogue's order where it knows them, else as they come. */
    static List<String> caseOrder(List<JmhResult> rs, Optional<Workload> workload) {
        Set<String> labels = new LinkedHashSet<>();
        rs.forEach(r -> labels.add(r.paramLabel()));
        List<String> ordered = new ArrayList<>();
        workload.ifPresent(w -> w.cases().forEach(c -> {
            if (labels.contains(c.label())) {
                ordered.add(c.label());
            }
        }));
        labels.stream().filter(l -> !ordered.contains(l)).forEach(ordered::add);
        return ordered;
    }

    /** The implementations present, in the game's enum order, then any the game no longer has. */
    static List<String> implementationOrder(List<String> present, Optional<Workload> workload) {
        Set<String> ids = new LinkedHashSet<>(present);
        List<String> ordered = new ArrayList<>();
        workload.ifPresent(w -> {
            for (Enum<?> e : w.implType().getEnumConstants()) {
                String id = ((Implementation<?>) e).id();
                if (ids.contains(id)) {
                    ordered.add(id);
                }
            }
        });
        ids.stream().filter(i -> !ordered.contains(i)).forEach(ordered::add);
        return ordered;
    }

    /** The implementations the catalogue leaves out of a case of these results, with the reasons. */
    static Map<String, String> leftOut(List<JmhResult> rs, String caseLabel) {
        Map<String, String> out = new LinkedHashMap<>();
        rs.stream().filter(r -> r.paramLabel().equals(caseLabel)).findFirst().flatMap(JmhResult::knownCase)
                .ifPresent(c -> Catalogue.groupOf(c).leftOut().forEach((impl, reason) -> out.put(impl.id(), reason)));
        return out;
    }

    /**
     * The notes under a chart: per reason, which implementations the suite leaves out of which
     * cases, and which implementations of the game this run did not measure in a case though the
     * suite runs them there.
     */
    static List<String> notRunNotes(List<JmhResult> rs, List<String> cases, List<String> impls, Set<String> present,
            Optional<Workload> workload) {
        Map<String, List<String>> leftOutCases = new LinkedHashMap<>();
        Map<String, List<String>> missingCases = new LinkedHashMap<>();
        for (String c : cases) {
            Map<String, List<String>> byReason = new LinkedHashMap<>();
            leftOut(rs, c).forEach((impl, reason) -> byReason.computeIfAbsent(reason, r -> new ArrayList<>()).add(impl));
            for (var e : byReason.entrySet()) {
                String reason = shortReason(e.getKey());
                String impls1 = String.join(", ", e.getValue());
                // A reason that names its one implementation first reads on from the name.
                String what = reason.startsWith(impls1 + " ") ? reason : impls1 + ": " + reason;
                leftOutCases.computeIfAbsent(what, x -> new ArrayList<>()).add(c);
            }
            if (workload.isPresent()) {
                Map<String, String> left = leftOut(rs, c);
                List<String> missing = new ArrayList<>();
                for (Enum<?> e : workload.get().implType().getEnumConstants()) {
                    String id = ((Implementation<?>) e).id();
                    if (!left.containsKey(id) && !present.contains(c + " " + id)) {
                        missing.add(id);
                    }
                }
                if (!missing.isEmpty()) {
                    missingCases.computeIfAbsent(String.join(", ", missing), x -> new ArrayList<>()).add(c);
                }
            }
        }
        List<String> notes = new ArrayList<>();
        leftOutCases.forEach((what, cs) -> notes.add("Not run on " + String.join(", ", cs) + " \u2014 " + what + "."));
        missingCases.forEach((what, cs) -> notes.add("Not measured in this run on " + String.join(", ", cs)
                + ": " + what + "."));
        return notes;
    }

    /**
     * The catalogue's reason for leaving an implementation out, cut to its first clause and without
     * parentheses: the summary of a measurement, to fit a line under a chart.
     */
    static String shortReason(String reason) {
        String s = reason.replaceAll("\\s*\\([^)]*\\)", "");
        int cut = s.length();
        for (String stop : List.of(": ", "; ", ", so ", ", over ")) {
            int i = s.indexOf(stop);
            if (i > 0) {
                cut = Math.min(cut, i);
            }
        }
        return s.substring(0, cut).trim();
    }

    /** The scaling charts: time against problem size on log axes, a line per implementation. */
    public static Map<Written, List<Fit>> scaling(List<JmhResult> results, Path dir) throws IOException {
        Map<Written, List<Fit>> out = new LinkedHashMap<>();
        Map<String, List<JmhResult>> byWorkload = byWorkload(results);
        for (Workload s : Workload.values()) {
            List<JmhResult> rs = byWorkload.get(s.id());
            if (rs == null || !s.scales()) {
                continue;
            }
            Optional<Scaling> sc = scalingFigure(s, rs);
            if (sc.isEmpty()) {
                continue;
            }
            Written w = new Written("scaling-" + s.id(), sc.get().figure().title);
            sc.get().figure().save(dir, w.name());
            out.put(w, sc.get().fits());
        }
        return out;
    }

    /** A point of a scaling chart: its case's size and its values. */
    private record Sized(double size, Point point) {
    }

    /** A scaling chart and its fits. */
    record Scaling(Figure figure, List<Fit> fits) {
    }

    static Optional<Scaling> scalingFigure(Workload s, List<JmhResult> rs) {
        List<JmhResult> scored = rs.stream().filter(r -> r.knownCase().isPresent() && forkScore(r).isPresent()).toList();
        if (scored.isEmpty()) {
            return Optional.empty();
        }
        DisplayUnit unit = DisplayUnit.of(scored);
        // A line per implementation, and on boards per density.
        Map<String, List<Sized>> series = new LinkedHashMap<>();
        Map<String, String> implOf = new LinkedHashMap<>();
        Map<String, Integer> groupOf = new LinkedHashMap<>();
        List<String> groups = new ArrayList<>();
        List<String> impls = implementationOrder(scored.stream().map(JmhResult::impl).toList(), Optional.of(s));
        TreeMap<Double, Set<String>> labelsAtSize = new TreeMap<>();
        List<Point> all = new ArrayList<>();
        List<JmhResult> ordered = new ArrayList<>(scored);
        ordered.sort((a, b) -> Integer.compare(impls.indexOf(a.impl()), impls.indexOf(b.impl())));
        for (JmhResult r : ordered) {
            Case c = r.knownCase().orElseThrow();
            String group = c instanceof RandomBoards b ? "@" + b.density() : "";
            if (!groups.contains(group)) {
                groups.add(group);
            }
            String name = group.isEmpty() ? r.impl() : r.impl() + " " + group;
            implOf.put(name, r.impl());
            groupOf.put(name, groups.indexOf(group));
            ForkScore fs = forkScore(r).orElseThrow();
            Point p = new Point(c.label(), r.impl(), unit.convert(fs.centre(), r.unit()),
                    fs.hasInterval() ? unit.convert(fs.low(), r.unit()) : Double.NaN,
                    fs.hasInterval() ? unit.convert(fs.high(), r.unit()) : Double.NaN,
                    Arrays.stream(fs.forks()).map(v -> unit.convert(v, r.unit())).toArray(), fs.outliers());
            all.add(p);
            series.computeIfAbsent(name, x -> new ArrayList<>()).add(new Sized(c.size(), p));
            labelsAtSize.computeIfAbsent(c.size(), x -> new LinkedHashSet<>()).add(c.label().replaceAll("@.*", ""));
        }
        // Sort series by group then implementation order, so the legend reads like the score charts.
        List<String> names = new ArrayList<>(series.keySet());
        names.sort((a, b) -> groupOf.get(a) != groupOf.get(b).intValue() ? Integer.compare(groupOf.get(a), groupOf.get(b))
                : Integer.compare(impls.indexOf(implOf.get(a)), impls.indexOf(implOf.get(b))));

        double[] mm = range(all);
        boolean logY = mm[0] > 0 && mm[1] / mm[0] > LOG_SPAN;
        double yMin = logY ? mm[0] / 1.3 : Math.min(0, mm[0]);
        double yMax = logY ? mm[1] * 1.3 : mm[1] * 1.08;
        List<Figure.Tick> yTicks = logY ? logTicks(yMin, yMax) : linearTicks(yMin, yMax);
        double sMin = labelsAtSize.firstKey();
        double sMax = labelsAtSize.lastKey();
        double span = Math.max(Math.log10(sMax / sMin), 0.3);
        double xMin = sMin / Math.pow(10, span * 0.06);
        double xMax = sMax * Math.pow(10, span * 0.06);
        // Points of one size spread sideways by a few pixels per series (in decades of the axis).
        double step = span * 1.12 * 0.0045;

        XYChart chart = Figure.plot(true, xMin, xMax, logY, yMin, yMax);
        Figure.horizontalGrid(chart, yTicks, xMin, xMax);
        List<Figure.Tick> xTicks = new ArrayList<>();
        labelsAtSize.forEach((size, labels) -> {
            String number = tickLabel(size);
            String caseText = String.join(" ", labels);
            xTicks.add(new Figure.Tick(size, caseText.equals(number) ? number : number + "\n" + caseText));
        });
        Figure.verticalLines(chart, "grid x", xTicks.stream().mapToDouble(Figure.Tick::value).toArray(), yMin, yMax,
                Figure.GRID);

        List<Fit> fits = new ArrayList<>();
        List<double[]> outliers = new ArrayList<>();
        List<Figure.LegendEntry> legend = new ArrayList<>();
        int m = names.size();
        for (int j = 0; j < m; j++) {
            String name = names.get(j);
            List<Sized> pts = new ArrayList<>(series.get(name));
            pts.sort((a, b) -> Double.compare(a.size(), b.size()));
            double shift = Math.pow(10, (j - (m - 1) / 2.0) * step);
            Palette.Style style = Palette.of(implOf.get(name));
            List<double[]> dots = new ArrayList<>();
            double[] xs = new double[pts.size()];
            double[] ys = new double[pts.size()];
            List<double[]> sizeScore = new ArrayList<>();
            for (int i = 0; i < pts.size(); i++) {
                double size = pts.get(i).size();
                Point p = pts.get(i).point();
                xs[i] = size * shift;
                ys[i] = p.centre();
                sizeScore.add(new double[] {size, p.centre()});
                if (!Double.isNaN(p.low())) {
                    Figure.line(chart, intervalName(p.caseLabel(), name), new double[] {xs[i], xs[i]},
                            new double[] {p.low(), p.high()}, style.colour(), 2f);
                }
                for (int f = 0; f < p.forks().length; f++) {
                    (p.outliers().contains(f) ? outliers : dots).add(new double[] {xs[i], p.forks()[f]});
                }
            }
            if (!dots.isEmpty()) {
                Figure.points(chart, forksName(name), column(dots, 0), column(dots, 1), Glyph.FORK, style.colour());
            }
            BasicStroke stroke = groupStroke(groupOf.get(name));
            var line = Figure.points(chart, name, xs, ys, style.glyph(), style.colour());
            line.setXYSeriesRenderStyle(org.knowm.xchart.XYSeries.XYSeriesRenderStyle.Line);
            line.setLineColor(style.colour());
            line.setLineStyle(stroke);
            double exponent = exponent(sizeScore);
            fits.add(new Fit(name, exponent, pts.size()));
            legend.add(new Figure.LegendEntry(name + (Double.isNaN(exponent) ? " (one size, no fit)"
                    : String.format(Locale.ROOT, " (exponent %.2f)", exponent)), style.colour(), style.glyph(), stroke));
        }
        if (!outliers.isEmpty()) {
            Figure.points(chart, OUTLIERS, column(outliers, 0), column(outliers, 1), Glyph.OUTLIER, Palette.OUTLIER);
        }
        legendSymbols(legend, all.stream().anyMatch(p -> !Double.isNaN(p.low())), forksText(scored), !outliers.isEmpty());
        JmhResult first = scored.get(0);
        String title = s.title() + ": " + modeText(first) + ", against size";
        List<String> cases = caseOrder(scored, Optional.of(s));
        Set<String> present = all.stream().map(p -> p.caseLabel() + " " + p.impl()).collect(Collectors.toSet());
        List<String> notes = new ArrayList<>();
        notes.add("Fitted exponent: the least-squares slope of log score against log size."
                + (groups.size() > 1 ? " Line style tells the densities apart." : ""));
        notes.addAll(notRunNotes(scored, cases, impls, present, Optional.of(s)));
        Figure figure = new Figure(title, chart, xTicks, s.sizeTitle() + " (log scale)", yTicks,
                valueTitle(first, unit, logY), legend, List.of(), notes);
        return Optional.of(new Scaling(figure, fits));
    }

    private static BasicStroke groupStroke(int group) {
        return switch (group % 3) {
            case 0 -> new BasicStroke(1.6f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND);
            case 1 -> new BasicStroke(1.6f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {7f, 4f}, 0f);
            default -> new BasicStroke(1.6f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {2f, 3f}, 0f);
        };
    }

    /** Least-squares slope of log(time) against log(size); NaN with fewer than two sizes. */
    public static double exponent(List<double[]> points) {
        Set<Double> sizes = new LinkedHashSet<>();
        SimpleRegression reg = new SimpleRegression();
        for (double[] p : points) {
            sizes.add(p[0]);
            reg.addData(Math.log(p[0]), Math.log(p[1]));
        }
        return sizes.size() < 2 ? Double.NaN : reg.getSlope();
    }

    /** Ticks of a log axis: the powers of ten in range, and 2 and 5 times them where there are few. */
    static List<Figure.Tick> logTicks(double min, double max) {
        List<Figure.Tick> ticks = new ArrayList<>();
        int lo = (int) Math.floor(Math.log10(min));
        int hi = (int) Math.ceil(Math.log10(max));
        double[] steps = hi - lo <= 3 ? new double[] {1, 2, 5} : new double[] {1};
        for (int e = lo; e <= hi; e++) {
            for (double s : steps) {
                double v = s * Math.pow(10, e);
                if (v >= min && v <= max) {
                    ticks.add(new Figure.Tick(v, tickLabel(v)));
                }
            }
        }
        return ticks;
    }

    /** Ticks of a linear axis: 1, 2 or 5 times a power of ten apart, about six of them. */
    static List<Figure.Tick> linearTicks(double min, double max) {
        double raw = (max - min) / 6;
        double p = Math.pow(10, Math.floor(Math.log10(raw)));
        double step = raw / p < 1.5 ? p : raw / p < 3.5 ? 2 * p : raw / p < 7.5 ? 5 * p : 10 * p;
        List<Figure.Tick> ticks = new ArrayList<>();
        for (double v = Math.ceil(min / step) * step; v <= max + step * 1e-9; v += step) {
            double r = Math.abs(v) < step * 1e-9 ? 0 : v;
            ticks.add(new Figure.Tick(r, tickLabel(r)));
        }
        return ticks;
    }

    /** A tick's number: plain up to 9999, then as a power of ten (2·10⁵), three significant digits at most. */
    static String tickLabel(double v) {
        if (v == 0) {
            return "0";
        }
        if (Math.abs(v) >= 1e4) {
            int e = (int) Math.floor(Math.log10(Math.abs(v)));
            double mant = v / Math.pow(10, e);
            String m = plain(mant, 2);
            return (m.equals("1") ? "" : m + "\u00b7") + "10" + superscript(e);
        }
        return plain(v, 3);
    }

    private static String plain(double v, int digits) {
        return new BigDecimal(v).round(new MathContext(digits)).stripTrailingZeros().toPlainString();
    }

    private static String superscript(int e) {
        String digits = "\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079";
        StringBuilder sb = new StringBuilder();
        for (char c : Integer.toString(e).toCharArray()) {
            sb.append(c == '-' ? '\u207b' : digits.charAt(c - '0'));
        }
        return sb.toString();
    }

    private static double[] column(List<double[]> rows, int i) {
        return rows.stream().mapToDouble(r -> r[i]).toArray();
    }

    static Map<String, List<JmhResult>> byWorkload(List<JmhResult> results) {
        Map<String, List<JmhResult>> m = new LinkedHashMap<>();
        for (JmhResult r : results) {
            m.computeIfAbsent(r.workloadName(), k -> new ArrayList<>()).add(r);
        }
        return m;
    }
}
