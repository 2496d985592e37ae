package org.grundybench.core;

import java.io.IOException;
import java.io.LineNumberReader;
import java.io.Reader;
import java.math.BigInteger;

/**
 * Splits input into whitespace-separated numbers, keeping each one's line and position so
 * that a message can say where a bad number is. Streams: a token is read up to
 * {@value #MAX_TOKEN} characters, and a longer one is cut there and always refused.
 */
public final class NumberReader {
    /** Characters of a token read; longer tokens are out of range or not numbers anyway. */
    public static final int MAX_TOKEN = 40;

    private final Reader in;
    private int line = 1;
    private int count;
    private int lastLine = 1;
    /** Line ends read since the last token: two or more make a blank line between tokens. */
    private int lineEnds;
    /** A character read ahead by {@link #blankLineOrEndFollows}, or -2 for none. */
    private int pushedBack = -2;
    /** Once the end is read it is not read again: a terminal would wait for more. */
    private boolean ended;

    public NumberReader(Reader in) {
        this.in = lineEnds(in);
    }

    /**
     * {@code in} with each line end, {@code \n}, {@code \r\n} or a lone {@code \r}, read as one
     * {@code \n} (without reading ahead, so an answer is not held back): a file with old Mac line ends
     * is read line by line, not as one line.
     */
    public static Reader lineEnds(Reader in) {
        return in instanceof LineNumberReader ? in : new LineNumberReader(in);
    }

    /**
     * One whitespace-separated token, with where it was: its line, its index among the numbers
     * counted since the start or the last {@link #restartCount}, and whether a blank line
     * separates it from the token before.
     */
    public record Token(String text, boolean truncated, int line, int index, boolean afterBlankLine) {
        /** For messages: {@code line 2, number 5}. */
        public String where() {
            return "line " + line + ", number " + index;
        }

        public String quoted() {
            return quote(text, truncated);
        }
    }

    /** The next token, or null at the end of the input. */
    public Token next() throws IOException {
        int ch = read();
        while (ch != -1 && isSpace(ch)) {
            if (ch == '\n') {
                line++;
                lineEnds++;
            }
            ch = read();
        }
        if (ch == -1) {
            return null;
        }
        boolean afterBlankLine = lineEnds >= 2;
        lineEnds = 0;
        int tokenLine = line;
        StringBuilder sb = new StringBuilder();
        boolean truncated = false;
        while (ch != -1 && !isSpace(ch)) {
            if (sb.length() == MAX_TOKEN) {
                // No number this long is in range: stop here, so that an endless token (say,
                // from /dev/zero) is refused at once rather than read for ever.
                truncated = true;
                break;
            }
            sb.append((char) ch);
            ch = read();
        }
        if (ch == '\n') {
            line++;
            lineEnds++;
        }
        lastLine = tokenLine;
        return new Token(sb.toString(), truncated, tokenLine, ++count, afterBlankLine);
    }

    /**
     * Whether a blank line or the end of the input comes before the next token. Reads only up to
     * that blank line, so that an input's answer can be printed before the next input arrives.
     */
    public boolean blankLineOrEndFollows() throws IOException {
        while (lineEnds < 2) {
            int ch = read();
            if (ch == -1) {
                return true;
            }
            if (!isSpace(ch)) {
                pushedBack = ch;
                return false;
            }
            if (ch == '\n') {
                line++;
                lineEnds++;
            }
        }
        return true;
    }

    /** The next token is number 1 again: numbers are counted within one input. */
    public void restartCount() {
        count = 0;
    }

    private int read() throws IOException {
        if (pushedBack != -2) {
            int ch = pushedBack;
            pushedBack = -2;
            return ch;
        }
        if (ended) {
            return -1;
        }
        int ch = in.read();
        ended = ch == -1;
        return ch;
    }

    /** For messages about missing numbers: {@code end of input after number 5 (line 3)}. */
    public String endOfInput() {
        return count == 0 ? "empty input" : "end of input after number " + count + " (line " + lastLine + ")";
    }

    /**
     * The token as a whole number, with {@code what} naming it in messages (e.g. {@code "N"} or
     * {@code "pile h_2"}); the number must lie in min..max. A number above max is "too large"
     * and the message names max; one below min is "negative" (when min is 0 or more) or "too
     * small", and the message gives {@code range}, which describes min..max in words.
     */
    public static long parse(Token t, String what, long min, long max, String range) {
        String s = t.text();
        if (!s.matches("[-+]?[0-9]+")) {
            throw new InputException(t.where() + ": " + what + " must be a whole number, got "
                    + t.quoted());
        }
        BigInteger value = new BigInteger(s); // a cut token is out of range whatever its digits
        String shown = what + " = " + s + (t.truncated() ? "..." : "");
        if (value.signum() < 0 && min >= 0) {
            throw new InputException(t.where() + ": " + shown + " is negative; it must be " + range);
        }
        if (value.signum() < 0 && t.truncated() || value.compareTo(BigInteger.valueOf(min)) < 0) {
            throw new InputException(t.where() + ": " + shown + " is too small; it must be " + range);
        }
        if (t.truncated() || value.compareTo(BigInteger.valueOf(max)) > 0) {
            throw new InputException(t.where() + ": " + shown + " is too large; the largest accepted"
                    + " is " + max + (max == Long.MAX_VALUE ? " (2^63 - 1)"
                            : max == Integer.MAX_VALUE ? " (2^31 - 1)" : ""));
        }
        return value.longValueExact();
    }

    /** Whitespace between cells and numbers: Unicode spaces, and a byte-order mark. */
    public static boolean isSpace(int ch) {
        return Character.isWhitespace(ch) || Character.isSpaceChar(ch) || ch == '\uFEFF';
    }

    /** A piece of input quoted for a message: control characters shown as '?'. */
    public static String quote(String text, boolean truncated) {
        StringBuilder sb = new StringBuilder("'");
        for (int i = 0; i < text.length(); i++) {
            char ch = text.charAt(i);
            sb.append(Character.isISOControl(ch) || ch == '\uFFFD' ? '?' : ch);
        }
        if (truncated) {
            sb.append("...");
        }
        return sb.append('\'').toString();
    }
}
