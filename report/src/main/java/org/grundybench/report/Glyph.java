package org.grundybench.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import org.knowm.xchart.style.markers.Marker;

/**
 * The marks the charts draw: a filled shape per implementation for a score (its colour and shape
 * from {@link Palette}), a small dot for one fork's value, and a cross for an outlier fork, which
 * no implementation's shape resembles. Drawn the same in the plot (through XChart) and in the legend.
 */
enum Glyph {
    CIRCLE, SQUARE, DIAMOND, TRIANGLE_UP, TRIANGLE_DOWN, PENTAGON, STAR,
    /** One fork's value. */
    FORK,
    /** An outlier fork: a cross, drawn on top of everything else. */
    OUTLIER;

    /** Diameter, in pixels, of a score's shape. */
    static final double SCORE_SIZE = 11;
    static final double FORK_SIZE = 5;
    static final double OUTLIER_SIZE = 9;

    /** Paints this glyph centred on (x, y) in {@code colour}. */
    void paint(Graphics2D g, double x, double y, Color colour) {
        Color before = g.getColor();
        java.awt.Stroke stroke = g.getStroke();
        if (this == OUTLIER) {
            double h = OUTLIER_SIZE / 2;
            g.setStroke(new BasicStroke(2.2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
            g.setColor(colour);
            g.draw(new Line2D.Double(x - h, y - h, x + h, y + h));
            g.draw(new Line2D.Double(x - h, y + h, x + h, y - h));
        } else {
            Shape s = shape(x, y);
            g.setColor(colour);
            g.fill(s);
            // A dark rim keeps light colours visible on white and against each other.
            g.setStroke(new BasicStroke(this == FORK ? 0.6f : 1f));
            g.setColor(colour.darker().darker());
            g.draw(s);
        }
        g.setColor(before);
        g.setStroke(stroke);
    }

    Shape shape(double x, double y) {
        double d = this == FORK ? FORK_SIZE : SCORE_SIZE;
        double r = d / 2;
        Shape unit = switch (this) {
            case CIRCLE, FORK -> new Ellipse2D.Double(-r, -r, d, d);
            case SQUARE -> new Rectangle2D.Double(-r * 0.9, -r * 0.9, d * 0.9, d * 0.9);
            case DIAMOND -> polygon(new double[] {0, r * 1.2, 0, -r * 1.2}, new double[] {-r * 1.2, 0, r * 1.2, 0});
            case TRIANGLE_UP -> polygon(new double[] {0, r * 1.15, -r * 1.15}, new double[] {-r * 1.2, r * 0.8, r * 0.8});
            case TRIANGLE_DOWN -> polygon(new double[] {0, r * 1.15, -r * 1.15}, new double[] {r * 1.2, -r * 0.8, -r * 0.8});
            case PENTAGON -> star(5, r * 1.1, r * 1.1);
            case STAR -> star(5, r * 1.35, r * 0.6);
            case OUTLIER -> new Rectangle2D.Double(-r, -r, d, d);
        };
        return AffineTransform.getTranslateInstance(x, y).createTransformedShape(unit);
    }

    private static Shape polygon(double[] xs, double[] ys) {
        Path2D.Double p = new Path2D.Double();
        p.moveTo(xs[0], ys[0]);
        for (int i = 1; i < xs.length; i++) {
            p.lineTo(xs[i], ys[i]);
        }
        p.closePath();
        return p;
    }

    /** A regular polygon ({@code outer == inner}) or a star with {@code points} points, point up. */
    private static Shape star(int points, double outer, double inner) {
        int n = outer == inner ? points : 2 * points;
        double[] xs = new double[n];
        double[] ys = new double[n];
        for (int i = 0; i < n; i++) {
            double radius = i % 2 == 1 && outer != inner ? inner : outer;
            double a = -Math.PI / 2 + 2 * Math.PI * i / n;
            xs[i] = radius * Math.cos(a);
            ys[i] = radius * Math.sin(a);
        }
        return polygon(xs, ys);
    }

    /** This glyph as an XChart marker of a fixed colour. */
    Marker marker(Color colour) {
        return new GlyphMarker(this, colour);
    }

    /** A glyph as XChart draws a series' points; XChart's marker size is ignored. */
    static final class GlyphMarker extends Marker {
        final Glyph glyph;
        final Color colour;

        GlyphMarker(Glyph glyph, Color colour) {
            this.glyph = glyph;
            this.colour = colour;
        }

        @Override
        public void paint(Graphics2D g, double x, double y, int markerSize) {
            glyph.paint(g, x, y, colour);
        }
    }
}
