package org.grundybench.rect;

import java.io.IOException;
import java.io.Reader;
import org.grundybench.core.InputException;
import org.grundybench.core.NumberReader;

/**
 * Reads rectangle-removal boards one at a time: each R lines of C cells, each cell {@code 0} or
 * {@code 1}, written {@code 0 1 1 0} or {@code 0110} (whitespace inside a row is ignored), a line
 * ending in {@code \n}, {@code \r\n} or {@code \r}; one or more blank lines end a board, and each
 * board may have its own size. A board is returned as soon as the blank line after it (or the end
 * of the input) is read, so that its answer can be printed before the next board arrives. Reading
 * stops at the first error, so an oversized board is refused as soon as it passes
 * {@value Board#MAX_CELLS} cells; the message names the board by its number and the line it
 * starts on.
 */
public final class BoardReader {
    private final Reader in;
    private int line = 1;
    private int boards;
    private int firstLine;
    /** Once the end is read it is not read again: a terminal would wait for more. */
    private boolean ended;

    public BoardReader(Reader in) {
        this.in = NumberReader.lineEnds(in);
    }

    /** The board read last, for messages: {@code board 2 (line 6)}. */
    public String where() {
        return "board " + boards + " (line " + firstLine + ")";
    }

    /** The next board, or null when only blank lines are left. */
    public Board next() throws IOException {
        int rows = 0;
        int cols = 0;
        long cells = 0;
        long rowBits = 0;
        int rowCells = 0;
        while (!ended) {
            int ch = in.read();
            ended = ch == -1;
            if (ch == '\n' || ended) {
                if (rowCells > 0) {
                    if (rows == 0) {
                        cols = rowCells;
                    } else if (rowCells != cols) {
                        throw bad("line " + line + ": row " + (rows + 1) + " has " + rowCells
                                + " cells, but the first row (line " + firstLine + ") has " + cols
                                + "; all rows must have the same length (a blank line ends a board)");
                    }
                    if ((long) (rows + 1) * cols > Board.MAX_CELLS) {
                        throw bad("line " + line + ": the board passes " + Board.MAX_CELLS
                                + " cells (" + (rows + 1) + " rows of " + cols + " = "
                                + (rows + 1) * cols + "); a board has at most " + Board.MAX_CELLS
                                + " cells");
                    }
                    cells |= rowBits << (rows * cols);
                    rows++;
                }
                if (!ended) {
                    line++;
                }
                if (rowCells == 0 && rows > 0) {
                    break; // a blank line ends the board
                }
                rowBits = 0;
                rowCells = 0;
                continue;
            }
            if (NumberReader.isSpace(ch)) {
                continue;
            }
            if (rows == 0 && rowCells == 0) {
                boards++;
                firstLine = line;
            }
            if (ch != '0' && ch != '1') {
                throw bad("line " + line + ", cell " + (rowCells + 1)
                        + ": a cell must be 0 or 1, got " + NumberReader.quote(String.valueOf((char) ch), false));
            }
            if (rowCells == Board.MAX_CELLS) {
                throw bad("line " + line + ": the row has more than " + Board.MAX_CELLS
                        + " cells; a board has at most " + Board.MAX_CELLS + " cells");
            }
            if (ch == '1') {
                rowBits |= 1L << rowCells;
            }
            rowCells++;
        }
        return rows == 0 ? null : new Board(rows, cols, cells);
    }

    private InputException bad(String problem) {
        return new InputException(where() + ": " + problem);
    }
}
