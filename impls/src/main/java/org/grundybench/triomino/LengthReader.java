package org.grundybench.triomino;

import java.io.IOException;
import java.io.Reader;
import java.util.stream.IntStream;
import org.grundybench.core.InputException;
import org.grundybench.core.NumberReader;

/**
 * Reads the strip lengths N of a triomino input, whitespace separated; with {@code countFirst},
 * the first number is a count T followed by exactly T values (the judge format). Every value is
 * read and checked before any is answered.
 */
public final class LengthReader {
    private LengthReader() {
    }

    /** The values of N in input order, the largest and where it is (for a limit's message). */
    public record Lengths(int[] ns, int largest, String largestWhere) {
    }

    public static Lengths read(Reader in, boolean countFirst) throws IOException {
        NumberReader numbers = new NumberReader(in);
        long count = -1;
        if (countFirst) {
            NumberReader.Token t = numbers.next();
            if (t == null) {
                throw new InputException("empty input: --count-first expects a count T, then T values of N");
            }
            count = NumberReader.parse(t, "the count T", 0, Integer.MAX_VALUE - 8, "0 or more");
        }
        IntStream.Builder given = IntStream.builder();
        int size = 0;
        String largestWhere = "";
        int largest = -1;
        for (NumberReader.Token t = numbers.next(); t != null; t = numbers.next()) {
            if (countFirst && size == count) {
                throw new InputException(t.where() + ": more values than the count T = " + count + " given first; found "
                        + t.quoted() + " after " + count + " values");
            }
            // Any N up to Integer.MAX_VALUE parses; a solver's limit is checked by its caller, naming it.
            int n = (int) NumberReader.parse(t, "N", 0, Integer.MAX_VALUE, "0 or more");
            if (n > largest) {
                largest = n;
                largestWhere = t.where();
            }
            given.add(n);
            size++;
        }
        if (countFirst && size < count) {
            throw new InputException(numbers.endOfInput() + ": --count-first gave T = " + count + ", but only " + size
                    + (size == 1 ? " value follows" : " values follow"));
        }
        if (size == 0 && !countFirst) {
            throw new InputException("empty input: expected one or more values of N");
        }
        return new Lengths(given.build().toArray(), largest, largestWhere);
    }
}
