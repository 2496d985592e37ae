package org.grundybench.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.workloads.Case;
import org.grundybench.workloads.Catalogue;
import org.grundybench.workloads.Workload;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.XYSeries;

class ChartsTest {
    static final Case _3X3 = Workload.RECTANGLE_TABLE.parseCase("3x3");
    static final Case _4X4 = Workload.RECTANGLE_TABLE.parseCase("4x4");
    static final Case _5X5 = Workload.RECTANGLE_TABLE.parseCase("5x5");

    /** Five forks of five iterations around {@code base}, fork f scaled by {@code factors[f]}. */
    static double[][] forks(double base, double... factors) {
        double[][] f = new double[factors.length][];
        for (int i = 0; i < factors.length; i++) {
            f[i] = new double[] {base * factors[i] * 0.99, base * factors[i], base * factors[i] * 1.01};
        }
        return f;
    }

    static ObjectNode table(Case c, RectangleImpl impl, double[][] forks) {
        return SyntheticRun.entry(Catalogue.groupOf(c), c, impl, "avgt", "ms/op", forks);
    }

    /** 3x3 and 4x4 by components and canonical_groups, 5x5 by canonical_groups; one outlier fork. */
    static List<JmhResult> tables() {
        return SyntheticRun.results(List.of(
                table(_3X3, RectangleImpl.components, forks(0.014, 1.0, 1.03, 0.97, 1.01, 0.99)),
                table(_3X3, RectangleImpl.canonical_groups, forks(0.007, 1.0, 1.02, 0.98, 1.04, 1.0)),
                table(_4X4, RectangleImpl.components, forks(2.5, 1.0, 1.01, 0.99, 1.005, 1.7)),
                table(_4X4, RectangleImpl.canonical_groups, forks(0.9, 1.0, 1.1, 0.95, 1.05, 1.0)),
                table(_5X5, RectangleImpl.canonical_groups, forks(480, 1.0, 1.02, 0.99, 1.0, 1.01))));
    }

    static JmhResult find(List<JmhResult> rs, String caseLabel, String impl) {
        return rs.stream().filter(r -> r.paramLabel().equals(caseLabel) && r.impl().equals(impl)).findFirst()
                .orElseThrow();
    }

    @Test
    void intervalsAreTheForkScoresIntervalInTheWorkloadsUnitOnALogAxis() {
        List<JmhResult> rs = tables();
        DisplayUnit unit = DisplayUnit.of(rs);
        assertEquals("us/op", unit.label());
        Figure f = Charts.scores(rs).orElseThrow();
        assertTrue(f.plot.getStyler().isYAxisLogarithmic(), "scores span 0.007 to 480 ms");
        assertTrue(f.yTitle.contains("us/op") && f.yTitle.contains("log"), f.yTitle);
        for (JmhResult r : rs) {
            ForkScore fs = r.forkScore();
            XYSeries interval = f.plot.getSeries(Charts.intervalName(r.paramLabel(), r.impl()));
            assertArrayEquals(new double[] {unit.convert(fs.low(), "ms/op"), unit.convert(fs.high(), "ms/op")},
                    interval.getYData(), 1e-9 * unit.convert(fs.high(), "ms/op"), r.key());
            assertEquals(interval.getXData()[0], interval.getXData()[1], r.key() + ": a vertical line");
            assertTrue(fs.low() < fs.centre() && fs.centre() < fs.high());
            // the score itself is the implementation's shape, at the interval's x
            XYSeries centres = f.plot.getSeries(r.impl());
            int i = indexOf(centres.getXData(), interval.getXData()[0]);
            assertEquals(unit.convert(fs.centre(), "ms/op"), centres.getYData()[i], 1e-9 * centres.getYData()[i]);
        }
        // XChart's error bars are symmetric: no series has any
        for (XYSeries s : f.plot.getSeriesCollection()) {
            assertNull(s.getExtraValues(), s.getName() + " has error bars");
        }
    }

    static int indexOf(double[] xs, double x) {
        for (int i = 0; i < xs.length; i++) {
            if (xs[i] == x) {
                return i;
            }
        }
        throw new AssertionError(x + " not in " + Arrays.toString(xs));
    }

    @Test
    void everyForkIsADotAndAnOutlierForkIsACrossOnTop() {
        List<JmhResult> rs = tables();
        DisplayUnit unit = DisplayUnit.of(rs);
        JmhResult withOutlier = find(rs, "4x4", "components");
        ForkScore fs = withOutlier.forkScore();
        assertEquals(List.of(4), fs.outliers());
        Figure f = Charts.scores(rs).orElseThrow();
        XYSeries outliers = f.plot.getSeries(Charts.OUTLIERS);
        assertEquals(Glyph.OUTLIER, assertInstanceOf(Glyph.GlyphMarker.class, outliers.getMarker()).glyph);
        assertArrayEquals(new double[] {unit.convert(fs.forks()[4], "ms/op")}, outliers.getYData(), 1e-9);
        List<XYSeries> all = new ArrayList<>(f.plot.getSeriesCollection());
        assertEquals(outliers, all.get(all.size() - 1), "drawn last, so nothing hides it");
        assertTrue(f.legend.stream().anyMatch(e -> e.glyph() == Glyph.OUTLIER));

        XYSeries dots = f.plot.getSeries(Charts.forksName("components"));
        assertEquals(Glyph.FORK, ((Glyph.GlyphMarker) dots.getMarker()).glyph);
        List<Double> ys = Arrays.stream(dots.getYData()).boxed().toList();
        for (JmhResult r : List.of(find(rs, "3x3", "components"), withOutlier)) {
            double[] forks = r.forkScore().forks();
            for (int k = 0; k < forks.length; k++) {
                double y = unit.convert(forks[k], "ms/op");
                boolean drawn = ys.stream().anyMatch(v -> Math.abs(v - y) < 1e-9 * y);
                assertEquals(!r.forkScore().outliers().contains(k), drawn, r.key() + " fork " + k);
            }
        }
        assertEquals(10 - 1, dots.getYData().length, "two cases of five forks, less the outlier");
    }

    @Test
    void leftOutImplementationsAreMarkedAndExplainedUnderTheChart() {
        List<JmhResult> rs = new ArrayList<>(tables());
        rs.add(SyntheticRun.results(List.of(table(_3X3, RectangleImpl.eclipse_memo, forks(0.03, 1, 1.01, 0.99, 1, 1))))
                .get(0));
        Figure f = Charts.scores(rs).orElseThrow();
        String reason = Catalogue.groupOf(_5X5).leftOut().get(RectangleImpl.eclipse_memo);
        String note = f.notes.stream().filter(n -> n.startsWith("Not run on 5x5")).findFirst().orElseThrow();
        assertTrue(note.contains("recursive_hashset, fastutil_memo, eclipse_memo: " + Charts.shortReason(reason)),
                note);
        // eclipse_memo has a slot (it ran 3x3); on 5x5 the slot says why it is empty
        assertEquals(1, f.marks.size(), f.marks.toString());
        assertEquals(Charts.NOT_RUN, f.marks.get(0).text());
        XYSeries eclipse = f.plot.getSeries("eclipse_memo");
        assertEquals(eclipse.getXData()[0] + 2, f.marks.get(0).x(), 1e-12, "eclipse_memo's slot, two cases on");
        // 4x4 by eclipse_memo is not left out: it is missing from this run, and the note says so
        assertTrue(f.notes.stream().anyMatch(n -> n.startsWith("Not measured in this run on 4x4")
                && n.contains("eclipse_memo")), f.notes.toString());
        assertTrue(f.notes.stream().anyMatch(n -> n.startsWith("Not measured in this run on 3x3")
                && !n.contains("eclipse_memo")), f.notes.toString());
    }

    @Test
    void shortReasonIsTheFirstClauseWithoutParentheses() {
        assertEquals("refuses N above 20,000", Charts.shortReason("refuses N above 20,000"
                + " (MemoTriominoSolver.MAX_N, SolverLimitException)"));
        assertEquals("quadratic on one thread", Charts.shortReason("quadratic on one thread: about 20 s at N = 20,000"));
        assertEquals("fills its table on the calling thread whatever the pool",
                Charts.shortReason("fills its table on the calling thread whatever the pool, so its numbers differ"));
    }

    @Test
    void titlesWrapToTheWidthAndTheLegendIsBesideThePlot() {
        String longTitle = "Rectangle removal, the median board of a collection: the median item's time (lower is"
                + " better) with an unusually long tail of words that cannot fit on one line of the chart at all";
        List<String> lines = Figure.wrap(longTitle, Figure.TITLE_FONT, Figure.WIDTH - 2 * Figure.PAD);
        assertTrue(lines.size() >= 2, lines.toString());
        assertEquals(longTitle, String.join(" ", lines));
        for (String line : lines) {
            assertTrue(Figure.width(line, Figure.TITLE_FONT) <= Figure.WIDTH - 2 * Figure.PAD, line);
        }
        List<String> cut = Figure.wrap("x".repeat(400), Figure.TITLE_FONT, 200);
        assertEquals(1, cut.size());
        assertTrue(Figure.width(cut.get(0), Figure.TITLE_FONT) <= 200 && cut.get(0).endsWith("\u2026"));

        List<JmhResult> rs = SyntheticRun.results(SyntheticRun.fullRun(5, 1));
        List<Figure> figures = new ArrayList<>();
        for (List<JmhResult> w : Charts.byWorkload(rs).values()) {
            figures.add(Charts.scores(w).orElseThrow());
            Workload workload = w.get(0).knownCase().orElseThrow().workload();
            if (workload.scales()) {
                figures.add(Charts.scalingFigure(workload, w).orElseThrow().figure());
            }
        }
        for (Figure f : figures) {
            for (String line : f.titleLines()) {
                assertTrue(Figure.width(line, Figure.TITLE_FONT) <= Figure.WIDTH - 2 * Figure.PAD, line);
            }
            for (String line : f.noteLines()) {
                assertTrue(Figure.width(line, Figure.NOTE_FONT) <= Figure.WIDTH - 2 * Figure.PAD, line);
            }
            BufferedImage image = new BufferedImage(Figure.WIDTH, f.height(), BufferedImage.TYPE_INT_RGB);
            Graphics2D g = image.createGraphics();
            f.paint(g);
            g.dispose();
            double plotRight = f.plotLeft() + f.plot.getScreenXFromChart(f.plot.getStyler().getXAxisMax());
            assertTrue(plotRight < f.legendLeft(), f.title + ": legend over the plot");
        }
    }

    @Test
    void aFullFiveForkRunRendersUnderThreeMegabytes(@TempDir Path tmp) throws IOException {
        Path run = tmp.resolve("2026-12-01-full");
        Files.createDirectories(run);
        SyntheticRun.write(run.resolve("jmh.json"), SyntheticRun.fullRun(5, 2));
        Report.Rendered r = Report.render(run, false);
        long total;
        long charts;
        try (Stream<Path> files = Files.list(run)) {
            List<Path> all = files.toList();
            total = sum(all);
            charts = sum(all.stream().filter(p -> p.toString().endsWith(".png") || p.toString().endsWith(".svg"))
                    .toList());
        }
        assertTrue(total < 3_000_000, "run folder " + total + " bytes");
        // room left for console.log, which a real run also keeps there
        assertTrue(charts < 1_500_000, "charts " + charts + " bytes");
        assertFalse(r.files().isEmpty());
    }

    private static long sum(List<Path> files) throws IOException {
        long s = 0;
        for (Path p : files) {
            s += Files.size(p);
        }
        return s;
    }

    @Test
    void scalingChartsDrawTheSameIntervalsAndFitTheScores() {
        List<JmhResult> rs = tables();
        DisplayUnit unit = DisplayUnit.of(rs);
        Charts.Scaling s = Charts.scalingFigure(Workload.RECTANGLE_TABLE, rs).orElseThrow();
        JmhResult r = find(rs, "4x4", "canonical_groups");
        XYSeries interval = s.figure().plot.getSeries(Charts.intervalName("4x4", "canonical_groups"));
        assertArrayEquals(new double[] {unit.convert(r.forkScore().low(), "ms/op"),
            unit.convert(r.forkScore().high(), "ms/op")}, interval.getYData(), 1e-6);
        Charts.Fit fit = s.fits().stream().filter(x -> x.series().equals("canonical_groups")).findFirst().orElseThrow();
        assertEquals(3, fit.points());
        assertTrue(s.figure().legend.get(0).label().contains("exponent"), s.figure().legend.toString());
    }

    @Test
    void tickLabelsArePlainNumbersThenPowersOfTen() {
        assertEquals("1000", Charts.tickLabel(1000));
        assertEquals("10\u2074", Charts.tickLabel(1e4));
        assertEquals("2\u00b710\u2075", Charts.tickLabel(2e5));
        assertEquals("0.5", Charts.tickLabel(0.5));
        assertEquals("0.02", Charts.tickLabel(0.02));
        assertEquals(List.of(0.0, 200.0, 400.0, 600.0, 800.0, 1000.0),
                Charts.linearTicks(0, 1080).stream().map(Figure.Tick::value).toList());
        assertEquals(List.of("1", "2", "5", "10", "20"),
                Charts.logTicks(0.8, 30).stream().map(Figure.Tick::label).toList());
    }

    @Test
    void theSvgKeepsItsTextAsText() {
        String svg = "<path d=\"M744.4984000000001,127.19782296995157 L1.5,2\"/><text x=\"43.4612\">0.00512</text>";
        assertEquals("<path d=\"M744.49,127.19 L1.5,2\"/><text x=\"43.46\">0.00512</text>",
                Figure.roundCoordinates(svg));
    }

    @Test
    void theSvgHasTheLegendAndNotesUnrotatedAfterRotatedText(@TempDir Path tmp) throws IOException {
        List<JmhResult> rs = new ArrayList<>(tables());
        rs.addAll(SyntheticRun.results(List.of(table(_3X3, RectangleImpl.eclipse_memo, forks(0.03, 1, 1.01, 0.99)))));
        Figure f = Charts.scores(rs).orElseThrow();
        assertFalse(f.marks.isEmpty() || f.notes.isEmpty());
        f.save(tmp, "t");
        String svg = Files.readString(tmp.resolve("t.svg"));
        List<String> texts = new ArrayList<>(f.legend.stream().map(Figure.LegendEntry::label).toList());
        texts.addAll(f.noteLines());
        for (String text : texts) {
            int at = svg.indexOf(">" + text + "</text>");
            assertTrue(at > 0, text + " not in the SVG as text");
            int rotated = svg.lastIndexOf("matrix(0 -1", at);
            assertTrue(rotated < 0 || svg.indexOf("</g>", rotated) < at, text + " drawn inside a rotated group");
        }
    }

    @Test
    void theExplanationSaysWhatEachMarkMeans() {
        String e = Charts.explanation();
        for (String s : List.of("95%", "geometric mean", "fork", "outlier", "\u00d7", "unit", "log", Charts.NOT_RUN)) {
            assertTrue(e.contains(s), s + " missing from: " + e);
        }
    }
}
