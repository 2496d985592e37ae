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
import java.util.Collections;
import java.util.Comparator;
import java.util.DoubleSummaryStatistics;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.DoubleUnaryOperator;
import java.util.stream.DoubleStream;
import org.apache.commons.math3.stat.regression.SimpleRegression;
import org.grundybench.report.WorkloadScores.CaseScores;
import org.knowm.xchart.AnnotationText;
import org.knowm.xchart.ChartEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.XYSeries.XYSeriesRenderStyle;
import org.knowm.xchart.style.Styler.LegendPosition;
import org.knowm.xchart.style.XYStyler;
import org.knowm.xchart.style.markers.Marker;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * The charts of one workload, drawn by XChart and written as SVG and PNG: the scores chart (each
 * case's implementations side by side, each as its score, its interval and its forks' values) and,
 * where the workload has a problem size, the scaling chart (scores against size on log axes, with
 * each implementation's fitted growth exponent). Colours and markers come from {@link Palette}.
 */
public final class Charts {
    /** What {@link #write} wrote, and each implementation's growth exponent (NaN where it ran one size). */
    public record Written(List<Path> files, Map<String, Double> exponents) {
    }

    /** Where the values of a chart span more than this factor, its value axis is logarithmic. */
    static final double LOG_SPAN = 10;
    static final String OUTLIERS = "outlier fork";
    static final String FORK = "one fork's value";
    private static final int WIDTH = 1200;
    private static final int HEIGHT = 680;
    private static final int NOTE_WIDTH = 46; // characters per line of a not-run note in the legend
    private static final Color GREY = new Color(0x555555);
    private static final BasicStroke INTERVAL = new BasicStroke(2.5f);

    /** A fork's value: XChart's circle, smaller than the score's marker (XChart sizes all markers alike). */
    static final Marker DOT = new Marker() {
        @Override
        public void paint(Graphics2D g, double x, double y, int size) {
            SeriesMarkers.CIRCLE.paint(g, x, y, Math.max(3, size * 2 / 5));
        }
    };

    private Charts() {
    }

    /** One short paragraph explaining the charts' marks, for the summary. */
    public static String explanation() {
        return "**Reading the charts.** Each implementation has one colour and one marker in every chart of every"
                + " run. In a workload's scores chart each case has its implementations side by side, in the same"
                + " order; the marker is the score (the geometric mean of the forks' values; a fork is one JVM), the"
                + " vertical line through it the score's " + Math.round(ForkScore.CONFIDENCE * 100) + "% interval"
                + " (none with one fork), each small dot beside it one fork's value, and a black \u00d7 an outlier"
                + " fork, which stays in the score and the interval. The value axis is logarithmic where a chart's"
                + " values span more than " + (int) LOG_SPAN + "\u00d7, else linear from zero. \"not run: n\" at the foot"
                + " of a case counts the implementations left out of it; the legend says which and why. The scaling"
                + " chart draws the same marks against the problem size on log-log axes, one line per implementation"
                + " (where cases share a size, one line joins the first case of each size, another the second, in the"
                + " catalogue's order), points of one size spread slightly sideways; the exponent in its legend is the"
                + " least-squares slope of log score against log size, over all its cases.";
    }

    /** Writes the charts of one workload into dir; returns what it wrote. */
    public static Written write(WorkloadScores workload, Path dir) throws IOException {
        List<Path> files = new ArrayList<>();
        Map<String, Double> exponents = new LinkedHashMap<>();
        if (!ran(workload).isEmpty()) {
            save(scores(workload), dir, "scores-" + workload.id(), files);
        }
        if (scales(workload)) {
            save(scaling(workload, exponents), dir, "scaling-" + workload.id(), files);
        }
        return new Written(List.copyOf(files), Collections.unmodifiableMap(exponents));
    }

    /** Whether the workload gets a scaling chart: it has a size axis and scores at two sizes at least. */
    static boolean scales(WorkloadScores w) {
        return w.sizeTitle() != null
                && w.cases().stream().filter(c -> !c.scores().isEmpty()).mapToDouble(CaseScores::size).distinct().count() > 1;
    }

    /** The scores chart: the cases along x, each implementation in its slot of each case. */
    static XYChart scores(WorkloadScores w) {
        List<String> impls = ran(w);
        List<CaseScores> cases = w.cases();
        double slot = Math.min(0.84 / impls.size(), 0.16);
        XYChart chart = chart(w.title(), "case", w.valueTitle());
        List<double[]> outliers = new ArrayList<>();
        for (int j = 0; j < impls.size(); j++) {
            List<Double> xs = new ArrayList<>();
            List<ForkScore> scores = new ArrayList<>();
            for (int i = 0; i < cases.size(); i++) {
                ForkScore s = cases.get(i).scores().get(impls.get(j));
                if (s != null) {
                    xs.add(i + (j - (impls.size() - 1) / 2.0) * slot);
                    scores.add(s);
                }
            }
            marks(chart, impls.get(j), Palette.of(w.implementations(), impls.get(j)), xs, scores,
                    x -> x + slot * 0.35, outliers);
        }
        XYStyler s = chart.getStyler();
        s.setXAxisMin(-0.5);
        s.setXAxisMax(cases.size() - 0.5);
        // A case's label under its slots; XChart draws no ticks at all where both ends format alike.
        chart.setCustomXAxisTickLabelsFormatter(x -> {
            long i = Math.round(x);
            return Math.abs(x - i) < 1e-6 && i >= 0 && i < cases.size() ? cases.get((int) i).label() : x < 0 ? "" : " ";
        });
        // A tick every half case or every case: XChart's wider default spacing would skip cases' labels.
        s.setXAxisTickMarkSpacingHint(Math.max(40, WIDTH / (3 * cases.size())));
        double band = valueAxis(s, w, false);
        for (int i = 0; i < cases.size(); i++) {
            if (!cases.get(i).notRun().isEmpty()) {
                chart.addAnnotation(new AnnotationText("not run: " + cases.get(i).notRun().size(), i, band, false));
            }
        }
        legendEnd(chart, w, outliers);
        return chart;
    }

    /** The scaling chart: scores against size on log axes, a line per implementation; fills in the exponents. */
    static XYChart scaling(WorkloadScores w, Map<String, Double> exponents) {
        List<String> impls = ran(w);
        XYChart chart = chart(w.title() + ", against size", w.sizeTitle() + " (log scale)", w.valueTitle());
        TreeMap<Double, List<String>> labels = new TreeMap<>();
        w.cases().stream().filter(c -> !c.scores().isEmpty())
                .forEach(c -> labels.computeIfAbsent(c.size(), k -> new ArrayList<>()).add(c.label()));
        double decades = Math.max(Math.log10(labels.lastKey() / labels.firstKey()), 0.3);
        double step = decades * 0.006;
        List<double[]> outliers = new ArrayList<>();
        for (int j = 0; j < impls.size(); j++) {
            String impl = impls.get(j);
            List<CaseScores> ran = w.cases().stream().filter(c -> c.scores().containsKey(impl))
                    .sorted(Comparator.comparingDouble(CaseScores::size)).toList();
            double shift = Math.pow(10, (j - (impls.size() - 1) / 2.0) * step);
            SimpleRegression fit = new SimpleRegression();
            ran.forEach(c -> fit.addData(Math.log(c.size()), Math.log(c.scores().get(impl).centre())));
            double exponent = ran.stream().mapToDouble(CaseScores::size).distinct().count() > 1 ? fit.getSlope() : Double.NaN;
            exponents.put(impl, exponent);
            String name = impl + (Double.isNaN(exponent) ? " (one size, no fit)"
                    : String.format(Locale.ROOT, " (exponent %.2f)", exponent));
            // Where cases share a size (boards of one size at several densities), a line joins the k-th case
            // of each size in catalogue order, never two cases of one size: one line per kind of case.
            List<CaseScores> lines = ran.stream().sorted(Comparator.comparingLong((CaseScores c) -> w.cases().stream()
                    .takeWhile(x -> x != c).filter(x -> x.size() == c.size()).count())).toList();
            XYSeries line = marks(chart, name, Palette.of(w.implementations(), impl),
                    lines.stream().map(c -> c.size() * shift).toList(), lines.stream().map(c -> c.scores().get(impl)).toList(),
                    x -> x * Math.pow(10, step * 0.4), outliers);
            line.setXYSeriesRenderStyle(XYSeriesRenderStyle.Line);
            line.setLineStyle(new BasicStroke(1.6f));
        }
        XYStyler s = chart.getStyler();
        s.setXAxisLogarithmic(true);
        s.setXAxisLogarithmicDecadeOnly(labels.lastKey() / labels.firstKey() > LOG_SPAN);
        s.setXAxisMin(labels.firstKey() / Math.pow(10, decades * 0.08));
        s.setXAxisMax(labels.lastKey() * Math.pow(10, decades * 0.08));
        double band = valueAxis(s, w, true);
        labels.forEach((size, cases) -> chart.addAnnotation(new AnnotationText(String.join(" ", cases), size, band, false)));
        legendEnd(chart, w, outliers);
        return chart;
    }

    /**
     * One implementation's marks: its intervals, its forks' values (outliers go to {@code outliers},
     * drawn last over everything) and its scores, the series returned, which the legend shows.
     */
    private static XYSeries marks(XYChart chart, String name, Palette.Style style, List<Double> xs,
            List<ForkScore> scores, DoubleUnaryOperator forkX, List<double[]> outliers) {
        List<double[]> intervals = new ArrayList<>();
        List<double[]> dots = new ArrayList<>();
        List<double[]> centres = new ArrayList<>();
        for (int i = 0; i < xs.size(); i++) {
            ForkScore s = scores.get(i);
            double x = xs.get(i);
            if (!centres.isEmpty() && x <= centres.get(centres.size() - 1)[0]) {
                centres.add(new double[] {NaN, NaN}); // x falls back: a new line starts (XChart breaks at NaN)
            }
            centres.add(new double[] {x, s.centre()});
            if (!Double.isNaN(s.low())) {
                // NaN between intervals: XChart breaks the line there.
                intervals.addAll(List.of(new double[] {x, s.low()}, new double[] {x, s.high()}, new double[] {NaN, NaN}));
            }
            for (int f = 0; f < s.forks().length; f++) {
                (s.outliers().contains(f) ? outliers : dots).add(new double[] {forkX.applyAsDouble(x), s.forks()[f]});
            }
        }
        if (!intervals.isEmpty()) {
            series(chart, name + " interval", intervals, SeriesMarkers.NONE, style.colour())
                    .setXYSeriesRenderStyle(XYSeriesRenderStyle.Line).setLineStyle(INTERVAL).setShowInLegend(false);
        }
        if (!dots.isEmpty()) {
            series(chart, name + " forks", dots, DOT, style.colour()).setShowInLegend(false);
        }
        return series(chart, name, centres, style.marker(), style.colour());
    }

    /** The legend after the implementations: the marks' key, the outlier forks' series and the not-run notes. */
    private static void legendEnd(XYChart chart, WorkloadScores w, List<double[]> outliers) {
        TreeSet<Integer> forks = new TreeSet<>();
        w.cases().forEach(c -> c.scores().values().forEach(s -> forks.add(s.forks().length)));
        if (forks.last() > 1) {
            String count = forks.first().equals(forks.last()) ? forks.first() + " forks"
                    : forks.first() + "\u2013" + forks.last() + " forks";
            key(chart, Math.round(ForkScore.CONFIDENCE * 100) + "% interval (" + count + ")", SeriesMarkers.NONE)
                    .setXYSeriesRenderStyle(XYSeriesRenderStyle.Line).setLineStyle(INTERVAL);
        }
        key(chart, FORK, DOT);
        if (!outliers.isEmpty()) {
            series(chart, OUTLIERS, outliers, SeriesMarkers.CROSS, Palette.OUTLIER);
        }
        notRunNotes(w).forEach(note -> key(chart, wrap(note, NOTE_WIDTH), SeriesMarkers.NONE));
    }

    /** A legend entry that draws nothing in the plot (XChart skips NaN). */
    private static XYSeries key(XYChart chart, String text, Marker marker) {
        return series(chart, text, List.<double[]>of(new double[] {NaN, NaN}), marker, GREY);
    }

    private static XYSeries series(XYChart chart, String name, List<double[]> points, Marker marker, Color colour) {
        XYSeries s = chart.addSeries(name, points.stream().map(p -> p[0]).toList(), points.stream().map(p -> p[1]).toList());
        s.setMarker(marker);
        s.setMarkerColor(colour);
        s.setLineColor(colour);
        return s;
    }

    /**
     * Per reason, which implementations are not run on which cases: "not run on _5x5 — recursive_hashset,
     * eclipse_memo: memoised recursion fills a hash map ...", implementations in enum order.
     */
    static List<String> notRunNotes(WorkloadScores w) {
        Map<String, List<String>> casesByWhat = new LinkedHashMap<>();
        for (CaseScores c : w.cases()) {
            Map<String, List<String>> implsByReason = new LinkedHashMap<>();
            c.notRun().keySet().stream().sorted(Comparator.comparingInt(id -> rank(w, id))).forEach(id -> implsByReason
                    .computeIfAbsent(shortReason(c.notRun().get(id)), r -> new ArrayList<>()).add(id));
            implsByReason.forEach((reason, ids) -> {
                String who = String.join(", ", ids);
                // A reason that names its one implementation first reads on from the name.
                String what = reason.startsWith(who + " ") ? reason : who + ": " + reason;
                casesByWhat.computeIfAbsent(what, k -> new ArrayList<>()).add(c.label());
            });
        }
        List<String> notes = new ArrayList<>();
        casesByWhat.forEach((what, cases) -> notes.add("not run on " + String.join(", ", cases) + " \u2014 " + what));
        return notes;
    }

    /** A reason cut to its first clause, without parentheses: the gist of a measurement, to fit the legend. */
    static String shortReason(String reason) {
        return reason.replaceAll("\\s*\\([^)]*\\)", "").split(": |; |, so |, over ")[0].trim();
    }

    /** The text broken at spaces into lines of at most {@code width} characters (a longer word makes a longer line). */
    static String wrap(String text, int width) {
        return text.replaceAll("(.{1," + width + "})( +|$)", "$1\n").trim();
    }

    /** Sets the value axis over every value drawn; returns a value in the empty band it leaves under them. */
    private static double valueAxis(XYStyler s, WorkloadScores w, boolean log) {
        DoubleSummaryStatistics v = w.cases().stream().flatMap(c -> c.scores().values().stream())
                .flatMapToDouble(f -> DoubleStream.concat(DoubleStream.of(f.forks()), DoubleStream.of(f.low(), f.high())))
                .filter(x -> x > 0 && Double.isFinite(x)).summaryStatistics();
        boolean isLog = log || v.getMax() / v.getMin() > LOG_SPAN;
        s.setYAxisLogarithmic(isLog);
        // A label per power of ten where there are several; else at 2, 3, ... times one too.
        s.setYAxisLogarithmicDecadeOnly(v.getMax() / v.getMin() > LOG_SPAN * LOG_SPAN);
        // Room under the data for the notes on the plot: more where the axis spans more decades.
        double pad = Math.min(2.5, Math.max(1.25, Math.pow(v.getMax() / v.getMin(), 0.06)));
        s.setYAxisMin(isLog ? v.getMin() / pad : 0.0);
        s.setYAxisMax(isLog ? v.getMax() * pad : v.getMax() * 1.08);
        return isLog ? v.getMin() / Math.sqrt(pad) : v.getMax() * 0.03;
    }

    /** The implementations with a score in some case, in enum order. */
    static List<String> ran(WorkloadScores w) {
        return w.cases().stream().flatMap(c -> c.scores().keySet().stream()).distinct()
                .sorted(Comparator.comparingInt(id -> rank(w, id))).toList();
    }

    private static int rank(WorkloadScores w, String id) {
        int i = w.implementations().indexOf(id);
        return i < 0 ? Integer.MAX_VALUE : i;
    }

    private static XYChart chart(String title, String xTitle, String yTitle) {
        XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT).title(title).xAxisTitle(xTitle)
                .yAxisTitle(yTitle).build();
        XYStyler s = chart.getStyler();
        s.setDefaultSeriesRenderStyle(XYSeriesRenderStyle.Scatter);
        s.setChartTitleFont(s.getChartTitleFont().deriveFont(17f));
        s.setChartBackgroundColor(Color.WHITE);
        s.setPlotBackgroundColor(Color.WHITE);
        s.setPlotBorderColor(Color.GRAY);
        s.setPlotGridLinesColor(new Color(0xE2E2E2));
        s.setPlotGridLinesStroke(new BasicStroke(1f));
        s.setPlotGridVerticalLinesVisible(false);
        s.setLegendPosition(LegendPosition.OutsideE);
        s.setLegendBorderColor(Color.WHITE);
        s.setMarkerSize(10);
        s.setAnnotationTextFont(s.getAxisTickLabelsFont());
        s.setAnnotationTextFontColor(GREY);
        return chart;
    }

    /**
     * Writes the chart as SVG and PNG. ChartEncoder is XChart's non-deprecated entry to its encoders:
     * VectorGraphicsEncoder (VectorGraphics2D) for the SVG, BitmapEncoder's image for the PNG.
     */
    private static void save(XYChart chart, Path dir, String name, List<Path> files) throws IOException {
        String svg = new String(ChartEncoder.getBytes(chart, "svg"), StandardCharsets.UTF_8);
        // XChart draws text as outlines, in coordinates of up to sixteen digits: cut to hundredths of a
        // pixel, the file is 40% smaller and looks the same.
        files.add(Files.writeString(dir.resolve(name + ".svg"), svg.replaceAll("(\\d\\.\\d\\d)\\d+", "$1")));
        files.add(Files.write(dir.resolve(name + ".png"), ChartEncoder.getBytes(chart, "png")));
    }
}
