package org.grundybench.report;

import java.awt.Color;
import java.util.List;
import org.knowm.xchart.style.markers.Marker;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * One colour and one marker per implementation, fixed by its position in its game's implementation
 * enum, so an implementation looks the same in every chart of every run and a reader learns it once.
 *
 * <p>The colours are Okabe and Ito's colour-blind-safe set without its yellow (too faint on white)
 * and black (the outlier mark's colour), then three of Paul Tol's muted colours; the markers back
 * the colours up for readers who cannot tell some of them apart: XChart's filled shapes first, as
 * its plus and its bar hide behind an interval line. Its cross is left out: it marks an outlier fork.
 */
final class Palette {
    /** An implementation's colour and marker. */
    record Style(Color colour, Marker marker) {
    }

    private static final Color[] COLOURS = {new Color(0xD55E00), new Color(0x0072B2), new Color(0x56B4E9),
        new Color(0xE69F00), new Color(0xCC79A7), new Color(0x009E73), new Color(0x882255), new Color(0x332288),
        new Color(0x999933)};

    private static final Marker[] MARKERS = {SeriesMarkers.CIRCLE, SeriesMarkers.SQUARE, SeriesMarkers.DIAMOND,
        SeriesMarkers.TRIANGLE_UP, SeriesMarkers.TRIANGLE_DOWN, SeriesMarkers.TRAPEZOID, SeriesMarkers.OVAL,
        SeriesMarkers.PLUS, SeriesMarkers.RECTANGLE};

    /** How many implementations of one game get a colour and a marker no other one has. */
    static final int DISTINCT = Math.min(COLOURS.length, MARKERS.length);

    /** What an implementation its game no longer declares (in an old run) is drawn in. */
    static final Style UNKNOWN = new Style(new Color(0x777777), SeriesMarkers.CIRCLE);

    /** The colour of an outlier fork's cross. */
    static final Color OUTLIER = Color.BLACK;

    private Palette() {
    }

    /** The style of {@code id}, by its position in {@code implementations} (its game's enum order). */
    static Style of(List<String> implementations, String id) {
        int i = implementations.indexOf(id);
        return i < 0 ? UNKNOWN : new Style(COLOURS[i % COLOURS.length], MARKERS[i % MARKERS.length]);
    }
}
