package org.grundybench.report;

import de.erichseifert.vectorgraphics2d.Document;
import de.erichseifert.vectorgraphics2d.VectorGraphics2D;
import de.erichseifert.vectorgraphics2d.svg.SVGProcessor;
import de.erichseifert.vectorgraphics2d.util.PageSize;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.font.FontRenderContext;
import java.awt.geom.AffineTransform;
import java.awt.geom.Line2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.XYStyler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * One chart as written to disk: a title wrapped to the width, XChart's plot of the data, the axes'
 * labels, a legend beside the plot (never over the data), and notes under it. XChart draws only
 * the plot area and the series; every text is drawn here as text, so the SVG keeps real text
 * (XChart draws its own text as glyph outlines, about a megabyte per chart) and every line is
 * measured with the font it is drawn in.
 */
final class Figure {
    static final int WIDTH = 1280;
    static final int PLOT_HEIGHT = 520;
    static final int PAD = 14;
    static final Font TITLE_FONT = new Font(Font.SANS_SERIF, Font.BOLD, 17);
    static final Font LABEL_FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 13);
    static final Font TICK_FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
    static final Font NOTE_FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
    static final Font MARK_FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 11);
    static final Color TEXT = new Color(0x222222);
    static final Color MUTED = new Color(0x777777);
    static final Color GRID = new Color(0xE4E4E4);
    /** Measures text as it is drawn: fractional metrics, no device transform. */
    static final FontRenderContext FRC = new FontRenderContext(null, true, true);

    private static final int TITLE_LINE = 22;
    private static final int TICK_LINE = 16;
    private static final int NOTE_LINE = 16;
    private static final int LEGEND_LINE = 21;
    private static final int LEGEND_SAMPLE = 30;

    /** A tick of an axis at {@code value} (data units); the label may have several lines. */
    record Tick(double value, String label) {
    }

    /** A legend line: a glyph and/or a line sample (either may be null) and its text. */
    record LegendEntry(String label, Color colour, Glyph glyph, BasicStroke line) {
    }

    /** A text drawn upwards from the bottom of the plot at {@code x} (data units), e.g. "not run". */
    record Mark(double x, String text) {
    }

    final String title;
    final XYChart plot;
    final List<Tick> xTicks;
    final String xTitle;
    final List<Tick> yTicks;
    final String yTitle;
    final List<LegendEntry> legend;
    final List<Mark> marks;
    final List<String> notes;

    Figure(String title, XYChart plot, List<Tick> xTicks, String xTitle, List<Tick> yTicks, String yTitle,
            List<LegendEntry> legend, List<Mark> marks, List<String> notes) {
        this.title = title;
        this.plot = plot;
        this.xTicks = List.copyOf(xTicks);
        this.xTitle = xTitle;
        this.yTicks = List.copyOf(yTicks);
        this.yTitle = yTitle;
        this.legend = List.copyOf(legend);
        this.marks = List.copyOf(marks);
        this.notes = List.copyOf(notes);
    }

    /**
     * An XChart plot with nothing but its plot area: no title, legend, axis titles or tick labels
     * (the figure draws those), no grid (drawn as series, under the data); axes from the given
     * ranges, with no margin, so the ranges are the plot's edges.
     */
    static XYChart plot(boolean logX, double xMin, double xMax, boolean logY, double yMin, double yMax) {
        XYChart chart = new XYChart(WIDTH, PLOT_HEIGHT);
        XYStyler st = chart.getStyler();
        st.setChartTitleVisible(false);
        st.setLegendVisible(false);
        st.setAxisTitlesVisible(false);
        st.setAxisTicksVisible(false);
        st.setPlotGridLinesVisible(false);
        st.setPlotMargin(0);
        st.setPlotContentSize(1.0);
        st.setChartPadding(0);
        st.setChartBackgroundColor(Color.WHITE);
        st.setPlotBackgroundColor(Color.WHITE);
        st.setPlotBorderColor(new Color(0x999999));
        st.setAntiAlias(true);
        st.setXAxisLogarithmic(logX);
        st.setYAxisLogarithmic(logY);
        st.setXAxisMin(xMin);
        st.setXAxisMax(xMax);
        st.setYAxisMin(yMin);
        st.setYAxisMax(yMax);
        st.setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
        return chart;
    }

    /** A line series that is not in any legend: a grid line, a separator, an interval. */
    static XYSeries line(XYChart chart, String name, double[] xs, double[] ys, Color colour, float width) {
        XYSeries s = chart.addSeries(name, xs, ys);
        s.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
        s.setMarker(SeriesMarkers.NONE);
        s.setLineColor(colour);
        s.setLineWidth(width);
        s.setLineStyle(new BasicStroke(width, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND));
        s.setShowInLegend(false);
        return s;
    }

    /** Points drawn as {@code glyph} in {@code colour}, no line. */
    static XYSeries points(XYChart chart, String name, double[] xs, double[] ys, Glyph glyph, Color colour) {
        XYSeries s = chart.addSeries(name, xs, ys);
        s.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        s.setMarker(glyph.marker(colour));
        s.setMarkerColor(colour);
        s.setShowInLegend(false);
        return s;
    }

    /** Horizontal grid lines at the y ticks, across the plot; call before adding the data. */
    static void horizontalGrid(XYChart chart, List<Tick> yTicks, double xMin, double xMax) {
        for (int i = 0; i < yTicks.size(); i++) {
            double y = yTicks.get(i).value();
            line(chart, "grid y " + i, new double[] {xMin, xMax}, new double[] {y, y}, GRID, 1f);
        }
    }

    /** Vertical lines at {@code xs}, top to bottom of the plot; call before adding the data. */
    static void verticalLines(XYChart chart, String name, double[] xs, double yMin, double yMax, Color colour) {
        for (int i = 0; i < xs.length; i++) {
            line(chart, name + " " + i, new double[] {xs[i], xs[i]}, new double[] {yMin, yMax}, colour, 1f);
        }
    }

    static double width(String text, Font font) {
        return font.getStringBounds(text, FRC).getWidth();
    }

    /**
     * {@code text} in lines no wider than {@code maxWidth} in {@code font}, broken between words;
     * a word wider than the line on its own is cut and ends with an ellipsis.
     */
    static List<String> wrap(String text, Font font, double maxWidth) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.trim().split("\\s+")) {
            String candidate = line.isEmpty() ? word : line + " " + word;
            if (width(candidate, font) <= maxWidth) {
                line.setLength(0);
                line.append(candidate);
                continue;
            }
            if (!line.isEmpty()) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (width(word, font) <= maxWidth) {
                line.append(word);
            } else {
                String cut = word;
                while (cut.length() > 1 && width(cut + "\u2026", font) > maxWidth) {
                    cut = cut.substring(0, cut.length() - 1);
                }
                lines.add(cut + "\u2026");
            }
        }
        if (!line.isEmpty()) {
            lines.add(line.toString());
        }
        return lines;
    }

    List<String> titleLines() {
        return wrap(title, TITLE_FONT, WIDTH - 2 * PAD);
    }

    List<String> noteLines() {
        List<String> lines = new ArrayList<>();
        for (String note : notes) {
            lines.addAll(wrap(note, NOTE_FONT, WIDTH - 2 * PAD));
        }
        return lines;
    }

    int titleHeight() {
        return PAD + titleLines().size() * TITLE_LINE + 8;
    }

    int legendWidth() {
        double w = 0;
        for (LegendEntry e : legend) {
            w = Math.max(w, width(e.label(), LABEL_FONT));
        }
        return legend.isEmpty() ? 0 : (int) Math.ceil(LEGEND_SAMPLE + 8 + w + 12);
    }

    int plotLeft() {
        double w = 0;
        for (Tick t : yTicks) {
            w = Math.max(w, width(t.label(), TICK_FONT));
        }
        return (int) Math.ceil(PAD + 18 + 10 + w + 8);
    }

    /** Left edge of the legend, or of the right margin without one. */
    int legendLeft() {
        return WIDTH - PAD - legendWidth();
    }

    int xTickRows() {
        int rows = 0;
        for (Tick t : xTicks) {
            rows = Math.max(rows, t.label().split("\n").length);
        }
        return rows;
    }

    int height() {
        return titleHeight() + PLOT_HEIGHT + 6 + xTickRows() * TICK_LINE + (xTitle.isEmpty() ? 0 : 22)
                + (notes.isEmpty() ? 0 : 8 + noteLines().size() * NOTE_LINE) + PAD;
    }

    void paint(Graphics2D g) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
        int height = height();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, WIDTH, height);

        int y = PAD;
        g.setFont(TITLE_FONT);
        g.setColor(TEXT);
        for (String line : titleLines()) {
            y += TITLE_LINE;
            g.drawString(line, (float) ((WIDTH - width(line, TITLE_FONT)) / 2), y - 5);
        }

        int top = titleHeight();
        int left = plotLeft();
        int chartWidth = legendLeft() - 16 - left;
        // Transform and clip are set back by hand, not through create() and dispose(): after a
        // disposed child, VectorGraphics2D's SVG keeps the child's transform for what follows.
        AffineTransform base = g.getTransform();
        Shape clip = g.getClip();
        g.translate(left, top);
        plot.paint(g, chartWidth, PLOT_HEIGHT);
        g.setTransform(base);
        g.setClip(clip);

        XYStyler st = plot.getStyler();
        double plotLeft = left + plot.getScreenXFromChart(st.getXAxisMin());
        double plotRight = left + plot.getScreenXFromChart(st.getXAxisMax());
        double plotTop = top + plot.getScreenYFromChart(st.getYAxisMax());
        double plotBottom = top + plot.getScreenYFromChart(st.getYAxisMin());

        g.setStroke(new BasicStroke(1f));
        g.setFont(TICK_FONT);
        float tickAscent = TICK_FONT.getLineMetrics("0", FRC).getAscent();
        for (Tick t : yTicks) {
            double ty = top + plot.getScreenYFromChart(t.value());
            g.setColor(MUTED);
            g.draw(new Line2D.Double(plotLeft - 4, ty, plotLeft, ty));
            g.setColor(TEXT);
            g.drawString(t.label(), (float) (plotLeft - 7 - width(t.label(), TICK_FONT)), (float) (ty + tickAscent / 2 - 1));
        }
        for (Tick t : xTicks) {
            double tx = left + plot.getScreenXFromChart(t.value());
            g.setColor(MUTED);
            g.draw(new Line2D.Double(tx, plotBottom, tx, plotBottom + 4));
            g.setColor(TEXT);
            float ly = (float) plotBottom + 6;
            for (String line : t.label().split("\n")) {
                ly += TICK_LINE;
                g.drawString(line, (float) (tx - width(line, TICK_FONT) / 2), ly - 3);
            }
        }
        g.setFont(LABEL_FONT);
        g.setColor(TEXT);
        float below = (float) plotBottom + 6 + xTickRows() * TICK_LINE;
        if (!xTitle.isEmpty()) {
            g.drawString(xTitle, (float) ((plotLeft + plotRight - width(xTitle, LABEL_FONT)) / 2), below + 17);
            below += 22;
        }
        g.translate(PAD + 14, (plotTop + plotBottom) / 2 + width(yTitle, LABEL_FONT) / 2);
        g.rotate(-Math.PI / 2);
        g.drawString(yTitle, 0f, 0f);
        g.setTransform(base);

        g.setFont(MARK_FONT);
        g.setColor(MUTED);
        float markAscent = MARK_FONT.getLineMetrics("n", FRC).getAscent();
        for (Mark m : marks) {
            g.translate(left + plot.getScreenXFromChart(m.x()) + markAscent / 2 - 1, plotBottom - 5);
            g.rotate(-Math.PI / 2);
            g.drawString(m.text(), 0f, 0f);
            g.setTransform(base);
        }

        double lx = legendLeft();
        double ly = plotTop + 4;
        g.setFont(LABEL_FONT);
        for (LegendEntry e : legend) {
            double cy = ly + LEGEND_LINE / 2.0;
            if (e.line() != null) {
                g.setColor(e.colour());
                g.setStroke(e.line());
                g.draw(new Line2D.Double(lx + 2, cy, lx + LEGEND_SAMPLE - 2, cy));
                g.setStroke(new BasicStroke(1f));
            }
            if (e.glyph() != null) {
                e.glyph().paint(g, lx + LEGEND_SAMPLE / 2.0, cy, e.colour());
            }
            g.setColor(TEXT);
            g.drawString(e.label(), (float) (lx + LEGEND_SAMPLE + 8), (float) (cy + 5));
            ly += LEGEND_LINE;
        }

        g.setFont(NOTE_FONT);
        g.setColor(TEXT);
        float ny = below + 8;
        for (String line : noteLines()) {
            ny += NOTE_LINE;
            g.drawString(line, PAD, ny - 4);
        }
    }

    /** Writes {@code name}.png and {@code name}.svg into {@code dir}. */
    void save(Path dir, String name) throws IOException {
        int height = height();
        BufferedImage image = new BufferedImage(WIDTH, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        paint(g);
        g.dispose();
        try (OutputStream png = Files.newOutputStream(dir.resolve(name + ".png"))) {
            ImageIO.write(image, "png", png);
        }
        VectorGraphics2D vg = new VectorGraphics2D();
        paint(vg);
        Document doc = new SVGProcessor().getDocument(vg.getCommands(), new PageSize(0, 0, WIDTH, height));
        ByteArrayOutputStream svg = new ByteArrayOutputStream();
        doc.writeTo(svg);
        Files.writeString(dir.resolve(name + ".svg"), roundCoordinates(svg.toString(StandardCharsets.UTF_8)),
                StandardCharsets.UTF_8);
    }

    private static final Pattern ATTRIBUTE = Pattern.compile("=\"([^\"]*)\"");
    private static final Pattern LONG_DECIMAL = Pattern.compile("(\\d\\.\\d{2})\\d+");

    /**
     * The SVG with every number in an attribute (coordinates, transforms) cut to two decimals, a
     * hundredth of a pixel: VectorGraphics2D writes sixteen digits, which more than doubles the file.
     * Text between tags is left as it is. The font names a fallback.
     */
    static String roundCoordinates(String svg) {
        Matcher m = ATTRIBUTE.matcher(svg);
        StringBuilder out = new StringBuilder(svg.length() / 2);
        while (m.find()) {
            String value = LONG_DECIMAL.matcher(m.group(1)).replaceAll("$1");
            m.appendReplacement(out, Matcher.quoteReplacement("=\"" + value + "\""));
        }
        m.appendTail(out);
        // A viewer without DejaVu Sans falls back to a sans-serif of about its width, not to a serif.
        return out.toString().replace("font-family:&quot;DejaVu Sans&quot;;",
                "font-family:&quot;DejaVu Sans&quot;,Verdana,sans-serif;");
    }
}
