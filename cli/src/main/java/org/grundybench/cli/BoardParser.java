package org.grundybench.cli;

import java.io.IOException;
import java.io.Reader;
import org.grundybench.rect.Board;

/**
 * Reads one rectangle-removal board: R lines of C cells, each cell {@code 0} or {@code 1},
 * written {@code 0 1 1 0} or {@code 0110} (whitespace inside a row is ignored). Blank lines
 * before and after the board are ignored. Reading stops at the first error, so an oversized
 * input is refused as soon as it passes {@value Board#MAX_CELLS} cells.
 */
final class BoardParser {
    private BoardParser() {
    }

    static Board parse(Reader in) throws IOException {
        int line = 1;
        int rows = 0;
        int cols = 0;
        long cells = 0;
        int firstRowLine = 0;
        int blankLineAfterBoard = 0;
        long rowBits = 0;
        int rowCells = 0;
        while (true) {
            int ch = in.read();
            if (ch == '\n' || ch == -1) {
                if (rowCells > 0) {
                    if (rows == 0) {
                        cols = rowCells;
                        firstRowLine = line;
                    } else if (rowCells != cols) {
                        throw new InputException("line " + line + ": row " + (rows + 1) + " has "
                                + rowCells + " cells, but the first row (line " + firstRowLine
                                + ") has " + cols + "; all rows must have the same length");
                    }
                    if ((long) (rows + 1) * cols > Board.MAX_CELLS) {
                        throw new InputException("line " + line + ": the board passes "
                                + Board.MAX_CELLS + " cells (" + (rows + 1) + " rows of " + cols
                                + " = " + (rows + 1) * cols + "); a board has at most "
                                + Board.MAX_CELLS + " cells");
                    }
                    cells |= rowBits << (rows * cols);
                    rows++;
                } else if (rows > 0 && blankLineAfterBoard == 0) {
                    blankLineAfterBoard = line;
                }
                if (ch == -1) {
                    break;
                }
                line++;
                rowBits = 0;
                rowCells = 0;
                continue;
            }
            if (Text.isSpace(ch)) {
                continue;
            }
            if (blankLineAfterBoard != 0) {
                throw new InputException("line " + line + ": more rows after the blank line "
                        + blankLineAfterBoard + " that ended the board; give one board, with no"
                        + " blank lines between its rows");
            }
            if (ch != '0' && ch != '1') {
                throw new InputException("line " + line + ", cell " + (rowCells + 1)
                        + ": a cell must be 0 or 1, got " + Text.quote(ch));
            }
            if (rowCells == Board.MAX_CELLS) {
                throw new InputException("line " + line + ": the row has more than "
                        + Board.MAX_CELLS + " cells; a board has at most " + Board.MAX_CELLS
                        + " cells");
            }
            if (ch == '1') {
                rowBits |= 1L << rowCells;
            }
            rowCells++;
        }
        if (rows == 0) {
            throw new InputException("empty input: expected a board, rows of 0/1 cells such as"
                    + " '0110' or '0 1 1 0'");
        }
        return new Board(rows, cols, cells);
    }
}
