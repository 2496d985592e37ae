package org.grundybench.report;

import static java.lang.Double.NaN;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.DoubleSummaryStatistics;
import java.util.IntSummaryStatistics;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.DoubleUnaryOperator;
import java.util.function.ToDoubleFunction;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import java.util.stream.DoubleStream;
import org.apache.commons.math3.stat.regression.SimpleRegression;
import org.knowm.xchart.AnnotationText;
import org.knowm.xchart.ChartEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.XYSeries.XYSeriesRenderStyle;
import org.knowm.xchart.style.XYStyler;
import org.knowm.xchart.style.markers.Marker;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * The charts of one workload, drawn by XChart as SVG (a PNG beside it added only bytes): the scores chart (each case's implementations
 * side by side); where the workload has a problem size, the scaling chart (scores against size on log
 * axes, with each implementation's fitted growth exponent in its legend).
 */
public final class Charts {
    /**
     * What the charts show of one workload: {@code sizeTitle} the scaling chart's size axis (null: none), {@code valueTitle}
     * the value axis's with the unit, every implementation of the game in enum order (fixing its look), the measured cases.
     */
    public record WorkloadScores(String id, String title, String sizeTitle, String valueTitle,
            List<String> implementations, List<CaseScores> cases) {
    }

    /** One case: its label, problem size, each implementation's score in the display unit, each other with why it did not run. */
    public record CaseScores(String label, double size, Map<String, ForkScore> scores, Map<String, String> notRun) {
    }

    /** An implementation's colour and marker, fixed by its position in its game's enum: one look in every chart. */
    record Style(Color colour, Marker marker) {
    }

    /** Where the values of a chart span more than this factor, its value axis is logarithmic. */
    static final double LOG_SPAN = 10;
    static final String OUTLIERS = "outlier fork";
    static final String FORK = "one fork's value";
    private static final int WIDTH = 1200;
    private static final int NOTE_WIDTH = 46; // characters per line of a not-run note in the legend
    private static final Color GREY = new Color(0x555555);
    private static final BasicStroke INTERVAL = new BasicStroke(2.5f);
    /** The points of a legend entry that draws nothing in the plot (XChart skips NaN). */
    private static final List<double[]> KEY = List.of(new double[] {NaN, NaN});

    // Okabe and Ito's colour-blind-safe set without yellow (faint) and black (outliers'), then ten of Paul Tol's; filled
    // markers first (a plus or a bar hides behind an interval line), no cross (an outlier's).
    private static final Color[] COLOURS = {new Color(0xD55E00), new Color(0x0072B2), new Color(0x56B4E9),
        new Color(0xE69F00), new Color(0xCC79A7), new Color(0x009E73), new Color(0x882255), new Color(0x332288),
        new Color(0x999933), new Color(0xCC6677), new Color(0x117733), new Color(0x44AA99), new Color(0xAA4499),
        new Color(0xDDCC77), new Color(0x661100), new Color(0xEE3377)};
    private static final Marker[] MARKERS = {SeriesMarkers.CIRCLE, SeriesMarkers.SQUARE, SeriesMarkers.DIAMOND,
        SeriesMarkers.TRIANGLE_UP, SeriesMarkers.TRIANGLE_DOWN, SeriesMarkers.TRAPEZOID, SeriesMarkers.OVAL,
        SeriesMarkers.PLUS, SeriesMarkers.RECTANGLE};
    static final Color OUTLIER = Color.BLACK;

    /** A fork's value: XChart's circle, smaller than the score's marker (XChart sizes all markers alike). */
    static final Marker DOT = new Marker() {
        @Override
        public void paint(Graphics2D g, double x, double y, int size) {
            SeriesMarkers.CIRCLE.paint(g, x, y, Math.max(3, size * 2 / 5));
        }
    };

    private Charts() {
    }

    /** Writes the charts of one workload into dir; returns the files written. */
    public static List<Path> write(WorkloadScores workload, Path dir) throws IOException {
        List<Path> files = new ArrayList<>();
        if (!workload.cases().isEmpty()) {
            save(scores(workload), dir, "scores-" + workload.id(), files);
        }
        // A scaling chart needs a size axis and scores at two sizes at least.
        if (workload.sizeTitle() != null && workload.cases().stream().mapToDouble(CaseScores::size).distinct().count() > 1) {
            save(scaling(workload), dir, "scaling-" + workload.id(), files);
        }
        return List.copyOf(files);
    }

    /** The scores chart: the cases along x, each implementation in its slot of each case. */
    static XYChart scores(WorkloadScores w) {
        List<String> impls = ran(w);
        List<CaseScores> cases = w.cases();
        double slot = Math.min(0.84 / impls.size(), 0.16);
        XYChart chart = chart(w.title(), "case", w.valueTitle());
        List<double[]> outliers = new ArrayList<>();
        for (int j = 0; j < impls.size(); j++) {
            double offset = (j - (impls.size() - 1) / 2.0) * slot;
            marks(chart, w, impls.get(j), impls.get(j), cases, c -> cases.indexOf(c) + offset, x -> x + slot * 0.35,
                    outliers);
        }
        chart.getStyler().setXAxisMin(-0.5).setXAxisMax(cases.size() - 0.5);
        // A case's label under its slots; XChart draws no ticks at all where both ends format alike.
        chart.setCustomXAxisTickLabelsFormatter(x -> {
            long i = Math.round(x);
            return Math.abs(x - i) < 1e-6 && i >= 0 && i < cases.size() ? cases.get((int) i).label() : x < 0 ? "" : " ";
        });
        // A tick every half case or every case: XChart's wider default spacing would skip cases' labels.
        chart.getStyler().setXAxisTickMarkSpacingHint(Math.max(40, WIDTH / (3 * cases.size())));
        return finish(chart, w, false, cases.stream().filter(c -> !c.notRun().isEmpty()).collect(Collectors.toMap(
                c -> (double) cases.indexOf(c), c -> "not run: " + c.notRun().size())), outliers);
    }

    /** The scaling chart: scores against size on log axes, a line per implementation, its growth exponent in the legend. */
    static XYChart scaling(WorkloadScores w) {
        List<String> impls = ran(w);
        XYChart chart = chart(w.title() + ", against size", w.sizeTitle() + " (log scale)", w.valueTitle());
        TreeMap<Double, String> labels = w.cases().stream().collect(Collectors.groupingBy(CaseScores::size, TreeMap::new,
                Collectors.mapping(CaseScores::label, Collectors.joining(" "))));
        double decades = Math.max(Math.log10(labels.lastKey() / labels.firstKey()), 0.3);
        double step = decades * 0.006;
        List<double[]> outliers = new ArrayList<>();
        for (int j = 0; j < impls.size(); j++) {
            String impl = impls.get(j);
            // Where cases share a size (boards of one size at several densities), a line joins the k-th case
            // of each size in catalogue order, never two cases of one size: one line per kind of case.
            List<CaseScores> lines = w.cases().stream().filter(c -> c.scores().containsKey(impl))
                    .sorted(Comparator.comparingLong((CaseScores c) -> w.cases().stream().takeWhile(x -> x != c)
                    .filter(x -> x.size() == c.size()).count()).thenComparingDouble(CaseScores::size)).toList();
            SimpleRegression fit = new SimpleRegression();
            lines.forEach(c -> fit.addData(Math.log(c.size()), Math.log(c.scores().get(impl).centre())));
            double exponent = fit.getSlope(); // NaN where all its cases have one size
            String name = impl + (Double.isNaN(exponent) ? " (one size, no fit)"
                    : String.format(Locale.ROOT, " (exponent %.2f)", exponent));
            double shift = Math.pow(10, (j - (impls.size() - 1) / 2.0) * step);
            marks(chart, w, impl, name, lines, c -> c.size() * shift, x -> x * Math.pow(10, step * 0.4), outliers)
                    .setXYSeriesRenderStyle(XYSeriesRenderStyle.Line).setLineStyle(new BasicStroke(1.6f));
        }
        chart.getStyler().setXAxisLogarithmic(true)
                .setXAxisLogarithmicDecadeOnly(labels.lastKey() / labels.firstKey() > LOG_SPAN)
                .setXAxisMin(labels.firstKey() / Math.pow(10, decades * 0.08))
                .setXAxisMax(labels.lastKey() * Math.pow(10, decades * 0.08));
        return finish(chart, w, true, labels, outliers);
    }

    /** One implementation's intervals, forks' values (but outliers) and scores (the series returned) on its cases. */
    private static XYSeries marks(XYChart chart, WorkloadScores w, String impl, String name, List<CaseScores> cases,
            ToDoubleFunction<CaseScores> xOf, DoubleUnaryOperator forkX, List<double[]> outliers) {
        List<double[]> intervals = new ArrayList<>();
        List<double[]> dots = new ArrayList<>();
        List<double[]> centres = new ArrayList<>();
        for (CaseScores c : cases.stream().filter(c -> c.scores().containsKey(impl)).toList()) {
            ForkScore s = c.scores().get(impl);
            double x = xOf.applyAsDouble(c);
            if (!centres.isEmpty() && x <= centres.get(centres.size() - 1)[0]) {
                centres.add(new double[] {NaN, NaN}); // x falls back: a new line (XChart breaks at NaN)
            }
            centres.add(new double[] {x, s.centre()});
            if (!Double.isNaN(s.low())) { // none with one fork; NaN ends the line (XChart breaks there)
                intervals.addAll(List.of(new double[] {x, s.low()}, new double[] {x, s.high()}, new double[] {NaN, NaN}));
            }
            for (int f = 0; f < s.forks().length; f++) {
                (s.outliers().contains(f) ? outliers : dots).add(new double[] {forkX.applyAsDouble(x), s.forks()[f]});
            }
        }
        Style style = style(w.implementations(), impl);
        // XChart refuses an empty series: KEY's NaN draws nothing.
        series(chart, name + " interval", intervals.isEmpty() ? KEY : intervals, SeriesMarkers.NONE, style.colour())
                .setXYSeriesRenderStyle(XYSeriesRenderStyle.Line).setLineStyle(INTERVAL).setShowInLegend(false);
        series(chart, name + " forks", dots.isEmpty() ? KEY : dots, DOT, style.colour()).setShowInLegend(false);
        return series(chart, name, centres, style.marker(), style.colour());
    }

    private static XYSeries series(XYChart chart, String name, List<double[]> points, Marker marker, Color colour) {
        XYSeries s = chart.addSeries(name, points.stream().map(p -> p[0]).toList(), points.stream().map(p -> p[1]).toList());
        s.setMarker(marker).setMarkerColor(colour).setLineColor(colour);
        return s;
    }

    /** Per reason (as {@code form} words it), who is not run on which cases: "not run on _5x5 — a, b: memoised ...". */
    static List<String> notRunNotes(WorkloadScores w, UnaryOperator<String> form) {
        Map<String, List<String>> casesByWhat = new LinkedHashMap<>();
        for (CaseScores c : w.cases()) {
            c.notRun().entrySet().stream().collect(Collectors.groupingBy(e -> form.apply(e.getValue()), LinkedHashMap::new,
                    Collectors.mapping(Map.Entry::getKey, Collectors.joining(", ")))).forEach((reason, who) -> casesByWhat
                    // A reason that names its one implementation first reads on from the name.
                    .computeIfAbsent(reason.startsWith(who + " ") ? reason : who + ": " + reason, k -> new ArrayList<>())
                    .add(c.label()));
        }
        return casesByWhat.entrySet().stream()
                .map(e -> "not run on " + String.join(", ", e.getValue()) + " \u2014 " + e.getKey()).toList();
    }

    /** A reason cut to its first clause, without parentheses: the gist of a measurement, to fit the legend. */
    static String shortReason(String reason) {
        return reason.replaceAll("\\s*\\([^)]*\\)", "").split(": |; |, so |, over ")[0].trim();
    }

    /** The text broken at spaces into lines of at most {@code width} characters (a longer word makes a longer line). */
    static String wrap(String text, int width) {
        return text.replaceAll("(.{1," + width + "})( +|$)", "$1\n").trim();
    }

    /** Sets the value axis over every value drawn, writes the notes in a band under them, and ends the legend. */
    private static XYChart finish(XYChart chart, WorkloadScores w, boolean log, Map<Double, String> notes,
            List<double[]> outliers) {
        DoubleSummaryStatistics v = w.cases().stream().flatMap(c -> c.scores().values().stream())
                .flatMapToDouble(f -> DoubleStream.concat(DoubleStream.of(f.forks()), DoubleStream.of(f.low(), f.high())))
                .filter(x -> x > 0 && Double.isFinite(x)).summaryStatistics();
        double span = v.getMax() / v.getMin();
        boolean isLog = log || span > LOG_SPAN;
        double pad = Math.min(2.5, Math.max(1.25, Math.pow(span, 0.06))); // room for the notes, more for more decades
        // A label per power of ten where there are several; else at 2, 3, ... times one too.
        chart.getStyler().setYAxisLogarithmic(isLog).setYAxisLogarithmicDecadeOnly(span > LOG_SPAN * LOG_SPAN)
                .setYAxisMin(isLog ? v.getMin() / pad : 0.0).setYAxisMax(isLog ? v.getMax() * pad : v.getMax() * 1.08);
        double band = isLog ? v.getMin() / Math.sqrt(pad) : v.getMax() * 0.03;
        notes.forEach((x, note) -> chart.addAnnotation(new AnnotationText(note, x, band, false)));
        IntSummaryStatistics forks = w.cases().stream().flatMap(c -> c.scores().values().stream())
                .mapToInt(s -> s.forks().length).summaryStatistics();
        if (forks.getMax() > 1) {
            String fewest = forks.getMin() == forks.getMax() ? "" : forks.getMin() + "\u2013";
            series(chart, Math.round(ForkScore.CONFIDENCE * 100) + "% interval (" + fewest + forks.getMax() + " forks)",
                    KEY, SeriesMarkers.NONE, GREY).setXYSeriesRenderStyle(XYSeriesRenderStyle.Line).setLineStyle(INTERVAL);
        }
        series(chart, FORK, KEY, DOT, GREY);
        if (!outliers.isEmpty()) {
            series(chart, OUTLIERS, outliers, SeriesMarkers.CROSS, OUTLIER);
        }
        notRunNotes(w, Charts::shortReason).forEach(note -> series(chart, wrap(note, NOTE_WIDTH), KEY, SeriesMarkers.NONE, GREY));
        return chart;
    }

    /** The implementations with a score in some case, in enum order (a run's catalogue declares every one it ran). */
    static List<String> ran(WorkloadScores w) {
        return w.implementations().stream().filter(id -> w.cases().stream().anyMatch(c -> c.scores().containsKey(id))).toList();
    }

    /** The style of {@code id}, by its position in {@code implementations} (its game's enum order, which holds it). */
    static Style style(List<String> implementations, String id) {
        int i = implementations.indexOf(id);
        return new Style(COLOURS[i % COLOURS.length], MARKERS[(i + i / MARKERS.length) % MARKERS.length]);
    }

    private static XYChart chart(String title, String xTitle, String yTitle) {
        XYChart chart = new XYChartBuilder().width(WIDTH).height(680).title(title).xAxisTitle(xTitle)
                .yAxisTitle(yTitle).build();
        XYStyler s = chart.getStyler();
        s.setDefaultSeriesRenderStyle(XYSeriesRenderStyle.Scatter);
        s.setChartBackgroundColor(Color.WHITE);
        s.setPlotGridLinesColor(new Color(0xE2E2E2));
        s.setPlotGridLinesStroke(new BasicStroke(1f)); // solid: XChart's dashes crowd a log axis
        s.setPlotGridVerticalLinesVisible(false);
        s.setLegendBorderColor(Color.WHITE);
        s.setMarkerSize(10);
        s.setAnnotationTextFont(s.getAxisTickLabelsFont());
        s.setAnnotationTextFontColor(GREY);
        return chart;
    }

    /** Writes the chart as SVG through ChartEncoder, XChart's non-deprecated entry to its encoders. */
    private static void save(XYChart chart, Path dir, String name, List<Path> files) throws IOException {
        String svg = new String(ChartEncoder.getBytes(chart, "svg"), StandardCharsets.UTF_8);
        // XChart draws text as outlines with 16-digit coordinates: hundredths of a pixel look the same, 40% smaller.
        files.add(Files.writeString(dir.resolve(name + ".svg"), svg.replaceAll("(\\d\\.\\d\\d)\\d+", "$1")));
    }
}
