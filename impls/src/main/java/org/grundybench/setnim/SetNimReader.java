package org.grundybench.setnim;

import java.io.IOException;
import java.io.Reader;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import org.grundybench.core.InputException;
import org.grundybench.core.NumberReader;

/**
 * Reads Set-Nim inputs one at a time: {@code k s_1..s_k n h_1..h_n}, whitespace separated, inputs
 * separated by blank lines. The counts k and n delimit an input, but a blank line must also follow
 * it: a miscounted n would otherwise shift every later input silently. An input is returned as
 * soon as the blank line after it (or the end) is read, so that its answer can be printed before
 * the next arrives. A bad input ends the reading, named by its number and line.
 */
public final class SetNimReader {
    private final NumberReader numbers;
    private int inputs;
    private int firstLine;

    /** One input: its move sizes as given, its piles, and where its largest pile is, for a limit's message. */
    public record Input(int[] sizes, long[] piles, long largestPile, String largestWhere) {
        public MoveSet moves() {
            return MoveSet.of(sizes);
        }
    }

    public SetNimReader(Reader in) {
        numbers = new NumberReader(in);
    }

    /** The input read last, for messages: {@code input 2 (line 6)}. */
    public String where() {
        return "input " + inputs + " (line " + firstLine + ")";
    }

    /** The next input, or null at the end; an empty input is refused. */
    public Input next() throws IOException {
        NumberReader.Token first = numbers.next();
        if (first == null) {
            if (inputs == 0) {
                throw new InputException("empty input: expected k, s_1..s_k, n, h_1..h_n");
            }
            return null;
        }
        inputs++;
        firstLine = first.line();
        try {
            return read(first);
        } catch (InputException e) {
            throw new InputException(where() + ": " + e.getMessage());
        } finally {
            numbers.restartCount();
        }
    }

    /** One input, from its first number {@code t} on to the blank line or the end after it. */
    private Input read(NumberReader.Token t) throws IOException {
        long k = NumberReader.parse(t, "k (the number of move sizes)", 1, Integer.MAX_VALUE - 8, "1 or more");
        IntStream.Builder sizes = IntStream.builder(); // k may be claimed but not given
        Map<Integer, Integer> seen = new HashMap<>();
        for (int i = 0; i < k; i++) {
            t = numbers.next();
            if (t == null) {
                throw new InputException(numbers.endOfInput() + ": expected " + k + " move sizes after k = " + k
                        + ", found " + i);
            }
            String name = "move size s_" + (i + 1);
            long size = NumberReader.parse(t, name, Long.MIN_VALUE, Integer.MAX_VALUE, "1 to " + Integer.MAX_VALUE);
            if (size <= 0) {
                throw new InputException(t.where() + ": " + name + " = " + size + " must be positive (1 to "
                        + Integer.MAX_VALUE + ")");
            }
            Integer before = seen.putIfAbsent((int) size, i + 1);
            if (before != null) {
                throw new InputException(t.where() + ": " + name + " = " + size + " repeats s_" + before
                        + "; the move sizes must be distinct");
            }
            sizes.add((int) size);
        }
        t = numbers.next();
        if (t == null) {
            throw new InputException(numbers.endOfInput() + ": expected n, the number of piles, after the " + k
                    + " move sizes");
        }
        long n = NumberReader.parse(t, "n (the number of piles)", 0, Integer.MAX_VALUE - 8, "0 or more");
        LongStream.Builder piles = LongStream.builder();
        String largestWhere = "";
        long largest = -1;
        for (int i = 0; i < n; i++) {
            t = numbers.next();
            if (t == null) {
                throw new InputException(numbers.endOfInput() + ": expected " + n + " piles after n = " + n
                        + ", found " + i);
            }
            long h = NumberReader.parse(t, "pile h_" + (i + 1), 0, Long.MAX_VALUE, "0 or more");
            if (h > largest) {
                largest = h;
                largestWhere = t.where();
            }
            piles.add(h);
        }
        if (!numbers.blankLineOrEndFollows()) {
            t = numbers.next();
            throw new InputException(t.where() + ": unexpected " + t.quoted() + " after the last pile; n = " + n
                    + " piles were announced (a blank line goes before the next input)");
        }
        return new Input(sizes.build().toArray(), piles.build().toArray(), Math.max(largest, 0), largestWhere);
    }
}
