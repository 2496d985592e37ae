package org.grundybench.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.grundybench.workloads.Case;
import org.grundybench.workloads.RandomBoards;
import org.grundybench.workloads.Workload;
import java.util.function.ToDoubleFunction;
import org.apache.commons.math3.stat.regression.SimpleRegression;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/** The charts of one run, through XChart: PNG and SVG of each. */
public final class Charts {
    static final int WIDTH = 1100;
    static final int HEIGHT = 620;

    /** A chart written to disk: base name (without extension) and title. */
    public record Written(String name, String title) {
    }

    /** Growth-exponent fit of one series of a scaling chart. */
    public record Fit(String series, double exponent, int points) {
    }

    /** Distinct colours (Tableau 10), one per implementation, the same in every chart of a run. */
    static final Color[] PALETTE = {
        new Color(0x4E79A7), new Color(0xF28E2B), new Color(0xE15759), new Color(0x76B7B2),
        new Color(0x59A14F), new Color(0xEDC948), new Color(0xB07AA1), new Color(0xFF9DA7),
        new Color(0x9C755F), new Color(0xBAB0AC), new Color(0x17BECF), new Color(0x000000)};

    private Charts() {
    }

    /** Colour of an implementation: by its first appearance in the run. */
    static Color color(List<JmhResult> all, String impl) {
        List<String> impls = all.stream().map(JmhResult::impl).distinct().toList();
        int i = impls.indexOf(impl);
        return PALETTE[Math.max(0, i) % PALETTE.length];
    }

    static String slug(String benchmark) {
        return benchmark.replaceAll("([a-z])([A-Z])", "$1-$2").replace('.', '-')
                .toLowerCase(Locale.ROOT);
    }

    /** One bar chart per benchmark: a bar per implementation for each parameter value. */
    public static List<Written> bars(List<JmhResult> results, Path dir) throws IOException {
        List<Written> out = new ArrayList<>();
        for (var e : byBenchmark(results).entrySet()) {
            List<JmhResult> rs = e.getValue();
            JmhResult first = rs.get(0);
            String title = e.getKey() + ": " + modeText(first);
            Written w = new Written("bars-" + slug(e.getKey()), title);
            CategoryChart chart = category(results, rs, title, first.unit(), JmhResult::score,
                    JmhResult::error, true);
            save(chart, dir, w.name);
            out.add(w);
        }
        return out;
    }

    /** One allocation chart per benchmark (bytes per operation), where -prof gc was on. */
    public static List<Written> allocation(List<JmhResult> results, Path dir) throws IOException {
        List<Written> out = new ArrayList<>();
        for (var e : byBenchmark(results).entrySet()) {
            List<JmhResult> rs = e.getValue().stream().filter(JmhResult::hasAlloc).toList();
            if (rs.isEmpty()) {
                continue;
            }
            String title = e.getKey() + ": bytes allocated per operation (-prof gc)";
            Written w = new Written("alloc-" + slug(e.getKey()), title);
            CategoryChart chart = category(results, rs, title, "B/op",
                    JmhResult::allocBytesPerOp, JmhResult::allocError, false);
            save(chart, dir, w.name);
            out.add(w);
        }
        return out;
    }

    static String modeText(JmhResult r) {
        return switch (r.mode()) {
            case "thrpt" -> "throughput (higher is better)";
            case "avgt" -> "average time per operation (lower is better)";
            case JmhResult.SINGLE_SHOT -> "median over a collection of single-shot times (lower is better)";
            case "sample" -> "sampled time (lower is better)";
            default -> r.mode();
        };
    }

    /** JMH's time units, largest first, for rescaling a log chart (see {@link #category}). */
    static final List<String> TIME_UNITS = List.of("s", "ms", "us", "ns");

    static CategoryChart category(List<JmhResult> all, List<JmhResult> rs, String title,
            String unit, ToDoubleFunction<JmhResult> rawValue, ToDoubleFunction<JmhResult> rawErr,
            boolean errorBars) {
        Set<String> categories = new LinkedHashSet<>();
        Set<String> impls = new LinkedHashSet<>();
        for (JmhResult r : rs) {
            categories.add(r.paramLabel());
            impls.add(r.impl());
        }
        double min = Double.POSITIVE_INFINITY;
        double max = 0;
        for (JmhResult r : rs) {
            double v = rawValue.applyAsDouble(r);
            if (Double.isFinite(v)) {
                min = Math.min(min, v);
                max = Math.max(max, v);
            }
        }
        boolean log = min > 0 && max / min > 10;
        // XChart 4.0.3 draws the error bar of a bar below 1 on a log axis around the bottom of
        // the axis instead of around the bar: on a log axis, show times in a unit small enough
        // for every bar to be above 1 (ms/op -> us/op -> ns/op), or draw no error bars.
        double scale = 1;
        int u = unit.endsWith("/op") ? TIME_UNITS.indexOf(unit.substring(0, unit.length() - 3)) : -1;
        if (log && errorBars && u >= 0) {
            while (min * scale <= 1 && u < TIME_UNITS.size() - 1) {
                scale *= 1000;
                u++;
            }
            unit = TIME_UNITS.get(u) + "/op";
        }
        boolean anyError = rs.stream().mapToDouble(rawErr).anyMatch(e -> e > 0);
        boolean bars = errorBars && anyError && !(log && min * scale <= 1);
        if (errorBars) {
            title += bars ? ", 99.9% error bars" : anyError
                    ? " (no error bars: values below 1 on a log axis)"
                    : " (no error bars: JMH gave no interval)";
        }
        final double k = scale;
        ToDoubleFunction<JmhResult> value = r -> rawValue.applyAsDouble(r) * k;
        ToDoubleFunction<JmhResult> err = bars ? r -> rawErr.applyAsDouble(r) * k : r -> 0;
        CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT).title(title)
                .xAxisTitle(String.join(", ", rs.get(0).params().keySet()))
                .yAxisTitle(unit + (log ? " (log scale)" : "")).build();
        style(chart);
        chart.getStyler().setYAxisLogarithmic(log);
        chart.getStyler().setErrorBarsColor(Color.BLACK);
        chart.getStyler().setAvailableSpaceFill(0.85);
        chart.getStyler().setOverlapped(false);
        List<String> xs = new ArrayList<>(categories);
        // The axis range: on a log axis the decades around the values (down to one decade
        // below the smallest value where an interval reaches further down or below zero).
        double minV = Double.POSITIVE_INFINITY;
        double lowEnd = Double.POSITIVE_INFINITY;
        double highEnd = 0;
        for (JmhResult r : rs) {
            double v = value.applyAsDouble(r);
            double e = err.applyAsDouble(r);
            e = Double.isFinite(e) ? e : 0;
            if (Double.isFinite(v)) {
                minV = Math.min(minV, v);
                lowEnd = Math.min(lowEnd, v - e > 0 ? v - e : 0);
                highEnd = Math.max(highEnd, v + e);
            }
        }
        double axisMin = log
                ? Math.max(decadeFloor(Math.min(lowEnd, minV / 3)), decadeFloor(minV) / 10) : 0;
        double axisMax = log ? decadeCeil(highEnd) : highEnd * 1.05;
        for (String impl : impls) {
            List<Double> ys = new ArrayList<>();
            List<Double> es = new ArrayList<>();
            for (String c : xs) {
                JmhResult r = rs.stream().filter(x -> x.impl().equals(impl)
                        && x.paramLabel().equals(c)).findFirst().orElse(null);
                double v = r == null ? Double.NaN : value.applyAsDouble(r);
                if (r == null || !Double.isFinite(v)) {
                    ys.add(null);
                    es.add(log ? 1.0 : 0.0);
                    continue;
                }
                double e = err.applyAsDouble(r);
                e = Double.isFinite(e) ? e : 0;
                ys.add(v);
                es.add(log ? logErrorBar(v, e, axisMin) : e);
            }
            if (bars) {
                chart.addSeries(impl, xs, ys, es).setFillColor(color(all, impl));
            } else {
                chart.addSeries(impl, xs, ys).setFillColor(color(all, impl));
            }
        }
        // Error bars reaching below zero (below the axis on a log scale) are clipped there: no
        // margin between the plot's edge and the axis' lower end.
        chart.getStyler().setPlotMargin(0);
        chart.getStyler().setYAxisMin(axisMin);
        chart.getStyler().setYAxisMax(axisMax);
        return chart;
    }

    /**
     * The error bar to hand XChart 4.0.3 for a bar on a log axis. XChart draws it symmetric in
     * log space, log10(bar) decades above and below the value; the interval [v - e, v + e] is
     * not symmetric there, so the bar is drawn to cover all of it: as far down as v - e (or the
     * bottom of the axis, where v - e is below it or below zero), and as far up as v + e or, when
     * the lower half is the longer one, the same number of decades up. Exact to within a few
     * percent where the error is small against the score, as in a full run.
     */
    static double logErrorBar(double v, double e, double axisMin) {
        if (!(e > 0)) {
            return 1.0; // log10(1) = 0: no bar
        }
        double up = Math.log10((v + e) / v);
        double down = Math.log10(v / Math.max(v - e, axisMin));
        return Math.pow(10, Math.max(up, Math.max(down, 0)));
    }

    static double decadeFloor(double x) {
        return Math.pow(10, Math.floor(Math.log10(x)));
    }

    static double decadeCeil(double x) {
        return Math.pow(10, Math.ceil(Math.log10(x)));
    }

    /** The scaling charts: time against problem size, log-log, a line per implementation. */
    public static Map<Written, List<Fit>> scaling(List<JmhResult> results, Path dir)
            throws IOException {
        Map<Written, List<Fit>> out = new LinkedHashMap<>();
        Map<String, List<JmhResult>> byBench = byBenchmark(results);
        for (Workload s : Workload.values()) {
            List<JmhResult> rs = byBench.get(s.id());
            if (rs == null || !s.scales()) {
                continue;
            }
            // series: implementation (plus group, e.g. density) -> (size, score)
            Map<String, List<double[]>> series = new LinkedHashMap<>();
            Map<String, String> implOf = new LinkedHashMap<>();
            for (JmhResult r : rs) {
                Case c = r.knownCase().orElse(null);
                if (c == null || !(r.score() > 0)) {
                    continue;
                }
                double size = c.size();
                // A line per implementation, and on boards per density.
                String name = c instanceof RandomBoards b ? r.impl() + " @" + b.density() : r.impl();
                implOf.put(name, r.impl());
                series.computeIfAbsent(name, k -> new ArrayList<>())
                        .add(new double[] {size, r.score()});
            }
            if (series.isEmpty()) {
                continue;
            }
            String unit = rs.get(0).unit();
            XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT)
                    .title(s.title() + ": time against size").xAxisTitle(s.sizeTitle() + " (log)").yAxisTitle(unit + " (log)").build();
            style(chart);
            chart.getStyler().setXAxisLogarithmic(true);
            chart.getStyler().setYAxisLogarithmic(true);
            chart.getStyler().setMarkerSize(7);
            // Ticks between the decades only where the sizes span less than two decades, or
            // their labels run into each other.
            double xMin = series.values().stream().flatMap(List::stream).mapToDouble(p -> p[0])
                    .min().orElse(1);
            double xMax = series.values().stream().flatMap(List::stream).mapToDouble(p -> p[0])
                    .max().orElse(1);
            chart.getStyler().setXAxisLogarithmicDecadeOnly(xMax / xMin >= 100);
            chart.getStyler().setYAxisLogarithmicDecadeOnly(true);
            List<Fit> fits = new ArrayList<>();
            List<String> groups = new ArrayList<>();
            for (var e : series.entrySet()) {
                List<double[]> pts = new ArrayList<>(e.getValue());
                pts.sort((a, b) -> Double.compare(a[0], b[0]));
                double exponent = exponent(pts);
                fits.add(new Fit(e.getKey(), exponent, pts.size()));
                String label = e.getKey() + (Double.isNaN(exponent) ? " (one size, no fit)"
                        : String.format(Locale.ROOT, " (exponent %.2f)", exponent));
                XYSeries xy = chart.addSeries(label, pts.stream().mapToDouble(p -> p[0]).toArray(),
                        pts.stream().mapToDouble(p -> p[1]).toArray());
                String g = e.getKey().contains(" @") ? e.getKey().substring(e.getKey().indexOf(" @"))
                        : "";
                if (!groups.contains(g)) {
                    groups.add(g);
                }
                Color c = color(results, implOf.get(e.getKey()));
                xy.setLineColor(c);
                xy.setMarkerColor(c);
                xy.setMarker(SeriesMarkers.CIRCLE);
                if (groups.indexOf(g) % 2 == 1) {
                    xy.setLineStyle(new BasicStroke(2f, BasicStroke.CAP_BUTT,
                            BasicStroke.JOIN_ROUND, 10f, new float[] {6f, 4f}, 0f));
                    xy.setMarker(SeriesMarkers.DIAMOND);
                }
            }
            Written w = new Written("scaling-" + s.id(), s.title() + ": time against size");
            save(chart, dir, w.name);
            out.put(w, fits);
        }
        return out;
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

    static void style(Chart<?, ?> chart) {
        Styler st = chart.getStyler();
        st.setLegendPosition(Styler.LegendPosition.OutsideE);
        st.setChartTitleFont(new Font(Font.SANS_SERIF, Font.BOLD, 16));
        st.setLegendFont(new Font(Font.SANS_SERIF, Font.PLAIN, 13));
        st.setChartBackgroundColor(Color.WHITE);
        st.setPlotBackgroundColor(Color.WHITE);
        st.setAntiAlias(true);
        if (st instanceof org.knowm.xchart.style.AxesChartStyler a) {
            a.setAxisTitleFont(new Font(Font.SANS_SERIF, Font.PLAIN, 13));
            a.setAxisTickLabelsFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
            a.setPlotGridLinesColor(new Color(220, 220, 220));
        }
    }

    // XChart 4.0.3 marks its encoders' IChart signatures deprecated and offers no others.
    @SuppressWarnings("deprecation")
    static void save(Chart<?, ?> chart, Path dir, String name) throws IOException {
        try (OutputStream png = Files.newOutputStream(dir.resolve(name + ".png"))) {
            BitmapEncoder.saveBitmap(chart, png, BitmapEncoder.BitmapFormat.PNG);
        }
        try (OutputStream svg = Files.newOutputStream(dir.resolve(name + ".svg"))) {
            VectorGraphicsEncoder.saveVectorGraphic(chart, svg,
                    VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
        }
    }

    static Map<String, List<JmhResult>> byBenchmark(List<JmhResult> results) {
        Map<String, List<JmhResult>> m = new LinkedHashMap<>();
        for (JmhResult r : results) {
            m.computeIfAbsent(r.workloadName(), k -> new ArrayList<>()).add(r);
        }
        return m;
    }
}
