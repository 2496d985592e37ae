package org.grundybench.rect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

class RectangleGeometryTest {
    /** The count without the masks is the number of masks, on random boards of several shapes. */
    @Test
    void countRectanglesCountsTheFittingRectangles() {
        Random rnd = new Random(0xC0_07L);
        int[][] shapes = {{1, 1}, {1, 8}, {3, 5}, {4, 4}, {5, 7}, {8, 8}, {1, 64}, {2, 32}};
        for (int[] s : shapes) {
            RectangleGeometry g = RectangleGeometry.of(s[0], s[1]);
            long[] out = new long[g.rectangleCount()];
            for (int i = 0; i < 200; i++) {
                Board b = BoardOps.random(rnd, s[0], s[1], rnd.nextInt(s[0] * s[1] + 1));
                assertEquals(g.fittingRectangles(b.cells(), out), g.countRectangles(b.cells()),
                        s[0] + "x" + s[1] + "\n" + b);
            }
        }
    }
}
