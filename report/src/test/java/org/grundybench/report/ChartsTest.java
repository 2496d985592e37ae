package org.grundybench.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import javax.xml.parsers.DocumentBuilderFactory;
import org.grundybench.report.Charts.CaseScores;
import org.grundybench.report.Charts.WorkloadScores;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.w3c.dom.Element;

class ChartsTest {
    /** A game's implementations as a run's catalogue.json lists them (the rectangle game's in this fixture). */
    static final List<String> RECTANGLE = List.of("recursive_hashset", "iterative_bitset", "fastutil_memo",
            "eclipse_memo", "bit_parallel", "components", "canonical_groups");
    static final String UNSELECTED = "not selected in this run";

    /** A score with its interval at ±10% and the given fork values. */
    static ForkScore score(double centre, List<Integer> outliers, double... forks) {
        return new ForkScore(forks, centre, centre * 0.9, centre * 1.1, outliers);
    }

    /** canonical_groups grows as size squared exactly; components has an outlier fork on _4x4. */
    static final Map<String, Map<String, ForkScore>> SCORES = Map.of(
            "_3x3", Map.of(
                    "recursive_hashset", score(0.5, List.of(), 0.49, 0.5, 0.51),
                    "components", score(0.02, List.of(), 0.019, 0.02, 0.021),
                    "canonical_groups", score(3e-9 * 512 * 512, List.of(), 7.8e-4, 7.9e-4, 7.95e-4)),
            "_4x4", Map.of(
                    "recursive_hashset", score(90, List.of(), 88, 90, 92),
                    "components", score(3, List.of(2), 2.9, 3.0, 5.7),
                    "canonical_groups", score(3e-9 * 65536 * 65536, List.of(), 12.8, 12.9, 13.0)),
            "_5x5", Map.of("canonical_groups", score(3e-9 * Math.pow(33554432, 2), List.of(), 3.3e6, 3.4e6, 3.5e6)));

    static CaseScores rectangleCase(String label, double size) {
        Map<String, String> notRun = new LinkedHashMap<>();
        for (String id : RECTANGLE) {
            if (!SCORES.get(label).containsKey(id)) {
                notRun.put(id, switch (id) {
                    case "recursive_hashset" -> "memoised recursion fills a hash map with all 33,554,432 positions of"
                            + " 5x5 and reads each back (measured: 41 s, 6 GB)";
                    case "components" -> "components splits no table: measured 30 s";
                    default -> UNSELECTED;
                });
            }
        }
        return new CaseScores(label, size, SCORES.get(label), notRun);
    }

    static WorkloadScores table(String sizeTitle) {
        return new WorkloadScores("rectangle-table", "Rectangle removal, full table", sizeTitle,
                "time per operation (ms/op)", RECTANGLE, List.of(rectangleCase("_3x3", 512),
                        rectangleCase("_4x4", 65536), rectangleCase("_5x5", 33554432)));
    }

    /** Threads: only canonical_groups, values within a factor of two. */
    static WorkloadScores threads() {
        Map<String, String> notRun = new LinkedHashMap<>();
        RECTANGLE.stream().filter(id -> !id.equals("canonical_groups")).forEach(id -> notRun.put(id, UNSELECTED));
        List<CaseScores> cases = new ArrayList<>();
        for (int t = 1; t <= 2; t++) {
            double v = 600.0 / t;
            cases.add(new CaseScores("_5x5_" + t + "t", t, Map.of("canonical_groups", score(v, List.of(), v, v)), notRun));
        }
        return new WorkloadScores("rectangle-table-threads", "Rectangle removal, full table by thread count", null,
                "time per operation (ms/op)", RECTANGLE, cases);
    }

    static List<String> legend(XYChart chart) {
        return chart.getSeriesCollection().stream().filter(XYSeries::isShowInLegend)
                .map(s -> s.getName().replace('\n', ' ')).toList();
    }

    @Test
    void writesTheScoresAndScalingChartsAsSvg(@TempDir Path dir) throws Exception {
        List<Path> expected = List.of(dir.resolve("scores-rectangle-table.svg"), dir.resolve("scaling-rectangle-table.svg"));
        assertEquals(expected, Charts.write(table("positions in the table"), dir));
        for (Path p : expected) {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
            Element root = f.newDocumentBuilder().parse(p.toFile()).getDocumentElement();
            assertEquals("svg", root.getTagName(), p.toString());
            assertTrue(root.getElementsByTagName("path").getLength() > 100, p + ": text and marks");
        }
        try (var files = Files.list(dir)) {
            assertEquals(2, files.count(), "no second format beside the SVG");
        }
        // XChart draws text as outlines, so the SVG is checked by its colours: every implementation that ran
        // is drawn in its own, one that did not is absent.
        String svg = Files.readString(expected.get(0));
        for (String id : List.of("recursive_hashset", "components", "canonical_groups", "eclipse_memo")) {
            Color c = Charts.style(RECTANGLE, id).colour();
            String rgb = "rgb(" + c.getRed() + "," + c.getGreen() + "," + c.getBlue() + ")";
            assertEquals(!id.equals("eclipse_memo"), svg.contains(rgb), id + " " + rgb);
        }
    }

    @Test
    void noScalingChartWithoutASizeOrWithOneSize(@TempDir Path dir) throws IOException {
        assertEquals(List.of(dir.resolve("scores-rectangle-table.svg")), Charts.write(table(null), dir));
        WorkloadScores t = threads();
        WorkloadScores oneSize = new WorkloadScores(t.id(), t.title(), "threads", t.valueTitle(), RECTANGLE,
                List.of(t.cases().get(0)));
        assertEquals(List.of(dir.resolve("scores-rectangle-table-threads.svg")), Charts.write(oneSize, dir));
    }

    @Test
    void theLegendNamesTheImplementationsTheMarksAndWhatWasNotRun() {
        XYChart chart = Charts.scores(table(null));
        assertEquals(List.of("recursive_hashset", "components", "canonical_groups", "95% interval (3 forks)",
                Charts.FORK, Charts.OUTLIERS,
                "not run on _3x3, _4x4, _5x5 \u2014 iterative_bitset, fastutil_memo, eclipse_memo, bit_parallel: "
                        + UNSELECTED,
                "not run on _5x5 \u2014 recursive_hashset: memoised recursion fills a hash map with all 33,554,432"
                        + " positions of 5x5 and reads each back",
                "not run on _5x5 \u2014 components splits no table"), legend(chart));
        List<String> lines = chart.getSeriesCollection().stream().filter(XYSeries::isShowInLegend)
                .flatMap(s -> Arrays.stream(s.getName().split("\n"))).toList();
        assertTrue(lines.stream().allMatch(l -> l.length() <= 46), "a legend line too long for its column: " + lines);
        assertTrue(lines.size() > legend(chart).size() + 3, "the notes are wrapped");
        Function<Double, String> ticks = chart.getStyler().getXAxisTickLabelsFormattingFunction();
        assertEquals(List.of("_3x3", "_4x4", "_5x5"), List.of(ticks.apply(0.0), ticks.apply(1.0), ticks.apply(2.0)));
        assertEquals("", ticks.apply(0.5).trim(), "no label between cases");
    }

    @Test
    void eachScoreIsAMarkerOnItsIntervalWithItsForksBesideItAndOutliersOnTop() {
        WorkloadScores w = table(null);
        XYChart chart = Charts.scores(w);
        List<String> order = chart.getSeriesCollection().stream().map(XYSeries::getName).toList();
        for (String id : List.of("recursive_hashset", "components", "canonical_groups")) {
            List<ForkScore> scores = w.cases().stream().map(c -> c.scores().get(id)).filter(s -> s != null).toList();
            XYSeries centres = chart.getSeries(id);
            assertArrayEquals(scores.stream().mapToDouble(ForkScore::centre).toArray(), centres.getYData(), 0, id);
            double[] ix = chart.getSeries(id + " interval").getXData();
            double[] iy = chart.getSeries(id + " interval").getYData();
            Set<Double> forks = new HashSet<>();
            for (int i = 0; i < scores.size(); i++) {
                assertArrayEquals(new double[] {centres.getXData()[i], centres.getXData()[i]}, Arrays.copyOfRange(ix, 3 * i,
                        3 * i + 2), id + ": the interval goes through the score");
                assertArrayEquals(new double[] {scores.get(i).low(), scores.get(i).high()},
                        Arrays.copyOfRange(iy, 3 * i, 3 * i + 2), id);
                assertTrue(Double.isNaN(iy[3 * i + 2]), "a break after each interval");
                for (int f = 0; f < scores.get(i).forks().length; f++) {
                    if (!scores.get(i).outliers().contains(f)) {
                        forks.add(scores.get(i).forks()[f]);
                    }
                }
            }
            assertEquals(forks, new HashSet<>(Arrays.stream(chart.getSeries(id + " forks").getYData()).boxed().toList()));
            assertTrue(order.indexOf(Charts.OUTLIERS) > order.indexOf(id), "the outliers are drawn over " + id);
        }
        assertArrayEquals(new double[] {5.7}, chart.getSeries(Charts.OUTLIERS).getYData(), 0);
        assertFalse(Arrays.stream(chart.getSeries("components forks").getYData()).anyMatch(v -> v == 5.7));
        // the implementations of one case side by side, in enum order
        double[] x = {chart.getSeries("recursive_hashset").getXData()[1], chart.getSeries("components").getXData()[1],
            chart.getSeries("canonical_groups").getXData()[1]};
        assertTrue(x[0] < x[1] && x[1] < x[2] && x[0] > 0.5 && x[2] < 1.5, Arrays.toString(x));
    }

    @Test
    void anImplementationHasOneColourAndMarkerInEveryChartAndNoneOfAnother() {
        XYChart table = Charts.scores(table(null));
        XYChart threads = Charts.scores(threads());
        Set<Color> colours = new HashSet<>();
        Set<Object> markers = new HashSet<>();
        for (String id : List.of("recursive_hashset", "components", "canonical_groups")) {
            colours.add(table.getSeries(id).getMarkerColor());
            markers.add(table.getSeries(id).getMarker());
            assertEquals(table.getSeries(id).getMarkerColor(), table.getSeries(id + " interval").getLineColor());
        }
        assertEquals(3, colours.size());
        assertEquals(3, markers.size());
        // in the threads chart canonical_groups is the only implementation, and still looks as in the table's
        assertEquals(table.getSeries("canonical_groups").getMarkerColor(), threads.getSeries("canonical_groups").getMarkerColor());
        assertEquals(table.getSeries("canonical_groups").getMarker(), threads.getSeries("canonical_groups").getMarker());
        assertNotEquals(Charts.style(RECTANGLE, "recursive_hashset").colour(),
                threads.getSeries("canonical_groups").getMarkerColor());
    }

    @Test
    void theValueAxisIsLogarithmicWhereTheValuesSpanMoreThanTenfold() {
        assertTrue(Charts.scores(table(null)).getStyler().isYAxisLogarithmic());
        XYChart threads = Charts.scores(threads());
        assertFalse(threads.getStyler().isYAxisLogarithmic(), "300 to 600 ms");
        assertEquals(0.0, threads.getStyler().getYAxisMin());
    }

    @Test
    void theExponentIsTheSlopeOfLogScoreAgainstLogSize() {
        XYChart scaling = Charts.scaling(table("positions in the table"));
        double components = Math.log(3 / 0.02) / Math.log(65536.0 / 512);
        assertTrue(legend(scaling).containsAll(List.of("canonical_groups (exponent 2.00)", String.format(Locale.ROOT,
                "components (exponent %.2f)", components))), legend(scaling).toString());
        assertEquals(3, legend(scaling).stream().filter(l -> l.contains(" (exponent ")).count(), legend(scaling).toString());
        assertTrue(scaling.getStyler().isXAxisLogarithmic() && scaling.getStyler().isYAxisLogarithmic());

        WorkloadScores t = threads();
        CaseScores one = t.cases().get(0);
        CaseScores two = new CaseScores("_5x5_2t", 2, Map.of("components", score(400, List.of(), 400, 400)), Map.of());
        XYChart mixed = Charts.scaling(new WorkloadScores(t.id(), t.title(), "threads", t.valueTitle(), RECTANGLE,
                List.of(one, two)));
        assertTrue(legend(mixed).contains("canonical_groups (one size, no fit)"), legend(mixed).toString());
    }

    @Test
    void theScalingChartJoinsLikeCasesNeverTwoCasesOfOneSize() {
        // Boards of one size at two densities, and one denser board at the largest size.
        List<CaseScores> cases = new ArrayList<>();
        double[][] boards = {{16, 1}, {16, 3}, {36, 2}, {36, 6}, {64, 4}, {64, 12}, {64, 30}};
        String[] labels = {"_4x4_30", "_4x4_50", "_6x6_30", "_6x6_50", "_8x8_30", "_8x8_50", "_8x8_60"};
        for (int i = 0; i < labels.length; i++) {
            double v = boards[i][1];
            cases.add(new CaseScores(labels[i], boards[i][0], Map.of("canonical_groups", score(v, List.of(), v, v)), Map.of()));
        }
        XYChart chart = Charts.scaling(new WorkloadScores("rectangle-board", "boards", "cells", "time per operation (ms/op)",
                RECTANGLE, cases));
        XYSeries line = chart.getSeriesCollection().stream().filter(XYSeries::isShowInLegend)
                .filter(s -> s.getName().startsWith("canonical_groups ("))
                .findFirst().orElseThrow();
        // One line through the 0.3 boards, one through the 0.5 boards, the 0.6 board alone; NaN breaks the line.
        double[] expected = {16, 36, 64, Double.NaN, 16, 36, 64, Double.NaN, 64};
        double[] expectedY = {1, 2, 4, Double.NaN, 3, 6, 12, Double.NaN, 30};
        double shift = line.getXData()[0] / 16;
        assertArrayEquals(expected, Arrays.stream(line.getXData()).map(x -> x / shift).toArray(), 1e-9);
        assertArrayEquals(expectedY, line.getYData(), 1e-9);
    }

    @Test
    void aReasonIsCutToItsFirstClauseAndNotesWrapAtSpaces() {
        assertEquals("refuses N above 20,000", Charts.shortReason("refuses N above 20,000 (MemoTriominoSolver.MAX_N)"));
        assertEquals("quadratic on one thread", Charts.shortReason("quadratic on one thread: about 20 s at N = 20,000"));
        assertEquals("fills its table on the calling thread",
                Charts.shortReason("fills its table on the calling thread, so its numbers differ"));
        String text = "not run on _8x8_50, _8x8_60 \u2014 recursive_hashset, fastutil_memo: solves the whole board";
        String wrapped = Charts.wrap(text, 20);
        assertEquals(text, wrapped.replace('\n', ' '));
        assertTrue(Arrays.stream(wrapped.split("\n")).allMatch(l -> l.length() <= 20), wrapped);
        assertTrue(wrapped.split("\n").length > 3);
    }
}
