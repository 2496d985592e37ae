package org.grundybench.report;

import java.awt.Color;
import java.util.Map;

/**
 * One colour and one shape per implementation, the same in every chart of every run, so a reader
 * learns them once. Keyed by the implementation's id; every id of every game's implementation
 * enum has an entry and no two share a colour (PaletteTest), and within one game no two share a
 * shape, so the shape tells implementations apart where colours alone would not.
 *
 * <p>The colours are Okabe and Ito's colour-blind-safe set without its yellow (too faint on white)
 * and black (the outlier mark's colour), and three of Paul Tol's muted colours for the ids beyond
 * it; the shapes back the colours up for readers who cannot tell some of them apart.
 */
final class Palette {
    /** An implementation's colour and shape. */
    record Style(Color colour, Glyph glyph) {
    }

    static final Map<String, Style> BY_ID = Map.of(
            "recursive_hashset", new Style(new Color(0xD55E00), Glyph.CIRCLE),
            "iterative_bitset", new Style(new Color(0x0072B2), Glyph.SQUARE),
            "fastutil_memo", new Style(new Color(0x56B4E9), Glyph.DIAMOND),
            "eclipse_memo", new Style(new Color(0xE69F00), Glyph.TRIANGLE_UP),
            "bit_parallel", new Style(new Color(0xCC79A7), Glyph.TRIANGLE_DOWN),
            "components", new Style(new Color(0x009E73), Glyph.PENTAGON),
            "canonical_groups", new Style(new Color(0x882255), Glyph.STAR),
            "periodic", new Style(new Color(0x999933), Glyph.STAR),
            "reduced_recurrence", new Style(new Color(0x332288), Glyph.STAR));

    /** What an implementation no game has any more (in an old run) is drawn in. */
    static final Style UNKNOWN = new Style(new Color(0x777777), Glyph.CIRCLE);

    /** The colour of an outlier fork's cross. */
    static final Color OUTLIER = Color.BLACK;

    private Palette() {
    }

    static Style of(String implementationId) {
        return BY_ID.getOrDefault(implementationId, UNKNOWN);
    }
}
