package org.grundybench.workloads;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.grundybench.core.InputException;
import org.grundybench.rect.Board;
import org.grundybench.rect.RectangleImpl;
import org.grundybench.setnim.SetNimImpl;
import org.grundybench.triomino.LengthReader;
import org.grundybench.triomino.TriominoImpl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A file of the user's as a case: the samples read, a bad file refused in one line, limits that leave an implementation out. */
class InputFileTest {
    @Test
    void theSamplesAreReadWithTheirItemsAndEveryImplementationRunsThem() {
        InputFile rect = InputFile.read(InputFile.Game.rect, "../samples/rect.txt");
        assertEquals(12, rect.items().size());
        assertEquals("board 2 (line 5)", rect.where().get(1));
        assertEquals(new Board(3, 3, 0b001_110_011L), rect.items().get(0));
        InputFile triomino = InputFile.read(InputFile.Game.triomino, "../samples/triomino.txt");
        assertEquals(1, triomino.items().size(), "the lengths are answered by one solver together");
        assertEquals(16, ((LengthReader.Lengths) triomino.items().get(0)).ns().length);
        InputFile setnim = InputFile.read(InputFile.Game.setnim, "../samples/setnim.txt");
        assertEquals(7, setnim.items().size());
        for (InputFile f : List.of(rect, triomino, setnim)) {
            assertEquals(f.game().workload().implementations(), f.game().workload().runs(f), f.name());
            assertEquals(f.game(), InputFile.Game.of(f.game().workload()));
        }
    }

    @Test
    void aBadItemIsRefusedInOneLineNamingTheFileTheItemAndItsLine(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("boards.txt"), "01\n10\n\n011\n1x1\n");
        InputException e = assertThrows(InputException.class, () -> InputFile.read(InputFile.Game.rect, file.toString()));
        assertEquals("rect input " + file + ": board 2 (line 4): line 5, cell 2: a cell must be 0 or 1, got 'x'", e.getMessage());
        Path missing = dir.resolve("none.txt");
        e = assertThrows(InputException.class, () -> InputFile.read(InputFile.Game.setnim, missing.toString()));
        assertTrue(e.getMessage().startsWith("setnim input " + missing + ": cannot read it (NoSuchFileException"), e.getMessage());
        Path empty = Files.writeString(dir.resolve("empty.txt"), "\n\n");
        e = assertThrows(InputException.class, () -> InputFile.read(InputFile.Game.rect, empty.toString()));
        assertEquals("rect input " + empty + ": no board: expected rows of 0/1 cells such as '0110'", e.getMessage());
        assertTrue(e.getMessage().lines().count() == 1);
    }

    @Test
    void anImplementationWhoseDeclaredLimitRefusesAnItemIsLeftOutWithTheItemNamed(@TempDir Path dir) throws IOException {
        String dense = "11111111\n".repeat(5); // 40 ones
        Path boards = Files.writeString(dir.resolve("b.txt"), "11\n11\n\n" + dense);
        InputFile rect = InputFile.read(InputFile.Game.rect, boards.toString());
        String reason = rect.leftOut(RectangleImpl.iterative_bitset);
        assertTrue(reason.startsWith("refuses ones on a board above ") && reason.contains("this case needs 40")
                && reason.endsWith(": board 2 (line 4) of " + boards), reason);
        assertNull(rect.leftOut(RectangleImpl.outcome_search));

        Path inputs = Files.writeString(dir.resolve("s.txt"), "1\n1\n1\n5\n\n2\n1 2\n2\n3 10000000\n");
        InputFile setnim = InputFile.read(InputFile.Game.setnim, inputs.toString());
        assertTrue(setnim.leftOut(SetNimImpl.recursive_hashset).endsWith("this case needs 10,000,000: input 2 (line 6) of "
                + inputs), setnim.leftOut(SetNimImpl.recursive_hashset));
        assertNull(setnim.leftOut(SetNimImpl.iterative_bitset));

        Path lengths = Files.writeString(dir.resolve("t.txt"), "5 50000 7\n");
        InputFile triomino = InputFile.read(InputFile.Game.triomino, lengths.toString());
        assertTrue(triomino.leftOut(TriominoImpl.recursive_hashset).endsWith("this case needs 50,000: N = 50000 (line 1,"
                + " number 2) of " + lengths), triomino.leftOut(TriominoImpl.recursive_hashset));
        assertNull(triomino.leftOut(TriominoImpl.reduced_recurrence));
    }
}
