package org.grundybench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PerItemTest {
    @Test
    void eachImplementationsItemsTotalMedianAndSlowestItem(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve(PerItem.FILE), """
                implementation\titem\tmillis\tanswer
                a\tboard 1 (line 1)\t0.500\ttrue
                a\tboard 2 (line 4)\t80.000\tfalse
                a\tboard 3 (line 9)\t1.500\ttrue
                b\tboard 1 (line 1)\t2.000\ttrue
                b\tboard 2 (line 4)\t300.000\tfalse
                """);
        StringBuilder md = new StringBuilder();
        PerItem.markdown(md, dir);
        String text = md.toString();
        assertTrue(text.contains("| a | 3 | 82.0 | 1.500 | board 2 (line 4), 80.0 ms | 160\u00d7 |\n"), text);
        assertTrue(text.contains("| b | 2 | 302.0 | 151.000 | board 2 (line 4), 300.0 ms | 150\u00d7 |\n"), text);
        assertTrue(text.contains("The items differ by orders of magnitude"), "a's slowest is 160 times its quickest");

        Files.writeString(dir.resolve(PerItem.FILE), "implementation\titem\tmillis\tanswer\na\tx\t1.0\t1\na\ty\t90.0\t1\n");
        md.setLength(0);
        PerItem.markdown(md, dir);
        assertFalse(md.toString().contains("orders of magnitude"), md.toString());
        Files.delete(dir.resolve(PerItem.FILE));
        md.setLength(0);
        PerItem.markdown(md, dir);
        assertEquals("", md.toString(), "a run of the catalogue has no such section");
    }
}
