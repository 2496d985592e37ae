package org.grundybench.cli;

/** Small text helpers for error messages. */
final class Text {
    private Text() {
    }

    /** Whitespace between cells and numbers: Unicode spaces, and a byte-order mark. */
    static boolean isSpace(int ch) {
        return Character.isWhitespace(ch) || Character.isSpaceChar(ch) || ch == '\uFEFF';
    }

    /** A piece of input quoted for a message: control characters shown as '?'. */
    static String quote(String text, boolean truncated) {
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

    static String quote(int ch) {
        return quote(String.valueOf((char) ch), false);
    }
}
