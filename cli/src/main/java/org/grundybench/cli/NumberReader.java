package org.grundybench.cli;

import java.io.IOException;
import java.io.Reader;

/**
 * Splits input into whitespace-separated numbers, keeping each one's line and position so
 * that a message can say where a bad number is. Streams: a token is read up to
 * {@value #MAX_TOKEN} characters, and a longer one is cut there and always refused.
 */
final class NumberReader {
    /** Characters of a token read; longer tokens are out of range or not numbers anyway. */
    static final int MAX_TOKEN = 40;

    private final Reader in;
    private int line = 1;
    private int count;
    private int lastLine = 1;

    NumberReader(Reader in) {
        this.in = in;
    }

    /** One whitespace-separated token, with where it was. */
    record Token(String text, boolean truncated, int line, int index) {
        /** For messages: {@code line 2, number 5}. */
        String where() {
            return "line " + line + ", number " + index;
        }

        String quoted() {
            return Text.quote(text, truncated);
        }
    }

    /** The next token, or null at the end of the input. */
    Token next() throws IOException {
        int ch = in.read();
        while (ch != -1 && Text.isSpace(ch)) {
            if (ch == '\n') {
                line++;
            }
            ch = in.read();
        }
        if (ch == -1) {
            return null;
        }
        int tokenLine = line;
        StringBuilder sb = new StringBuilder();
        boolean truncated = false;
        while (ch != -1 && !Text.isSpace(ch)) {
            if (sb.length() == MAX_TOKEN) {
                // No number this long is in range: stop here, so that an endless token (say,
                // from /dev/zero) is refused at once rather than read for ever.
                truncated = true;
                break;
            }
            sb.append((char) ch);
            ch = in.read();
        }
        if (ch == '\n') {
            line++;
        }
        lastLine = tokenLine;
        return new Token(sb.toString(), truncated, tokenLine, ++count);
    }

    /** For messages about missing numbers: {@code end of input after number 5 (line 3)}. */
    String endOfInput() {
        return count == 0 ? "empty input" : "end of input after number " + count + " (line " + lastLine + ")";
    }

    /**
     * The token as a whole number, with {@code what} naming it in messages (e.g. {@code "N"} or
     * {@code "pile h_2"}); the number must lie in min..max. A number above max is "too large"
     * and the message names max; one below min is "negative" (when min is 0 or more) or "too
     * small", and the message gives {@code range}, which describes min..max in words.
     */
    static long parse(Token t, String what, long min, long max, String range) {
        String s = t.text();
        int start = s.startsWith("-") || s.startsWith("+") ? 1 : 0;
        boolean digits = s.length() > start;
        for (int i = start; i < s.length() && digits; i++) {
            char ch = s.charAt(i);
            digits = ch >= '0' && ch <= '9';
        }
        if (!digits) {
            throw new InputException(t.where() + ": " + what + " must be a whole number, got "
                    + t.quoted());
        }
        boolean negative = s.charAt(0) == '-' && !s.substring(1).chars().allMatch(c -> c == '0');
        long value = 0;
        boolean overflow = t.truncated();
        if (!overflow) {
            try {
                value = Long.parseLong(s);
            } catch (NumberFormatException e) {
                overflow = true; // digits only, so too many of them
            }
        }
        if (negative && min >= 0) {
            throw new InputException(t.where() + ": " + what + " = " + shownNumber(t)
                    + " is negative; it must be " + range);
        }
        if (negative ? overflow || value < min : !overflow && value < min) {
            throw new InputException(t.where() + ": " + what + " = " + shownNumber(t)
                    + " is too small; it must be " + range);
        }
        if (overflow || value > max) {
            throw new InputException(t.where() + ": " + what + " = " + shownNumber(t)
                    + " is too large; the largest accepted is " + max + power(max));
        }
        return value;
    }

    /** " (2^63 - 1)" and " (2^31 - 1)" for the two usual limits, so they are recognised. */
    private static String power(long max) {
        return max == Long.MAX_VALUE ? " (2^63 - 1)" : max == Integer.MAX_VALUE ? " (2^31 - 1)" : "";
    }

    private static String shownNumber(Token t) {
        return t.truncated() ? t.text() + "..." : t.text();
    }
}
