package org.grundybench.rect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.grundybench.core.Work;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@link TableSymmetry} against a cell-by-cell construction of the mirror images: it answers
 * exactly for the connected positions that can move up or left, or have a smaller mirror
 * image, and the answer is a translate of a mirror image with the same value in a table built
 * without symmetry. (Mirror images that would only be smaller once moved are not looked for:
 * finding them costs more than the rectangles they save.)
 */
class TableSymmetryTest {
    @ParameterizedTest
    @CsvSource({"1, 6", "2, 4", "3, 3", "3, 5", "4, 4", "5, 3"})
    void findsASmallerImageExactlyWhereItLooks(int rows, int cols) {
        RectangleGeometry g = RectangleGeometry.of(rows, cols);
        TableSymmetry symmetry = new TableSymmetry(g);
        byte[] plain = GroupTable.build(rows, cols, Work.create());
        int connected = 0;
        int answered = 0;
        for (int p = 1; p < 1 << g.cells(); p++) {
            if (g.groupOf(p, p & -p) != p) {
                continue;
            }
            connected++;
            int moved = symmetry.movedUpOrLeft(p);
            int q = moved >= 0 ? moved : symmetry.smallerMirrorImage(p); // as the fill asks
            if (movable(g, p) || smallestMirrorImage(g, p) < p) {
                answered++;
                assertTrue(q >= 0 && q < p, "p=" + p + " q=" + q);
                assertTrue(isImage(g, p, q), "p=" + p + " q=" + q);
                assertEquals(plain[p], plain[q], "p=" + p + " q=" + q);
            } else {
                assertEquals(-1, q, "p=" + p);
            }
        }
        assertTrue(connected > 0);
        if (rows * cols >= 9) {
            assertTrue(answered > connected / 2, answered + " of " + connected);
        }
    }

    /** Whether p's top row or first column is empty. */
    private static boolean movable(RectangleGeometry g, int p) {
        return g.toCorner(p) != p;
    }

    private static int smallestMirrorImage(RectangleGeometry g, int p) {
        int best = p;
        for (int image : mirrorImages(g, p)) {
            best = Math.min(best, image);
        }
        return best;
    }

    private static boolean isImage(RectangleGeometry g, int p, int q) {
        long corner = g.toCorner(q);
        for (int image : mirrorImages(g, p)) {
            if (g.toCorner(image) == corner) {
                return true;
            }
        }
        return false;
    }

    /** p under each reflection of the board (and transposition, when square), cell by cell. */
    private static int[] mirrorImages(RectangleGeometry g, int p) {
        int rows = g.rows();
        int cols = g.cols();
        int count = rows == cols ? 8 : 4;
        int[] out = new int[count];
        for (int s = 0; s < count; s++) {
            for (int r = 0; r < rows; r++) {
                for (int c = 0; c < cols; c++) {
                    if ((p >>> (r * cols + c) & 1) == 0) {
                        continue;
                    }
                    int rr = (s & 1) != 0 ? rows - 1 - r : r;
                    int cc = (s & 2) != 0 ? cols - 1 - c : c;
                    out[s] |= (s & 4) != 0 ? 1 << (cc * cols + rr) : 1 << (rr * cols + cc);
                }
            }
        }
        return out;
    }
}
