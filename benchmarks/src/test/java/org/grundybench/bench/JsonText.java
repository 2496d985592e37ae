package org.grundybench.bench;

import java.util.ArrayList;
import java.util.List;

/** Reads the few pieces of JMH's JSON the tests look at (rawData arrays) without a JSON library. */
final class JsonText {

    private JsonText() {
    }

    /** The bracketed array after the {@code occurrence}-th (from 0) {@code "key" :} of the text. */
    static String array(String json, String key, int occurrence) {
        int at = -1;
        for (int i = 0; i <= occurrence; i++) {
            at = json.indexOf("\"" + key + "\"", at + 1);
            if (at < 0) {
                throw new AssertionError("no " + (occurrence + 1) + ". \"" + key + "\" in " + json);
            }
        }
        int open = json.indexOf('[', at);
        int depth = 0;
        for (int i = open; i < json.length(); i++) {
            char c = json.charAt(i);
            if (c == '[') {
                depth++;
            } else if (c == ']' && --depth == 0) {
                return json.substring(open, i + 1);
            }
        }
        throw new AssertionError("unclosed array after \"" + key + "\"");
    }

    /** A two-level array of numbers, [[a, b], [c]], as lists. */
    static List<List<Double>> numbers(String array) {
        List<List<Double>> outer = new ArrayList<>();
        String inner = array.trim();
        inner = inner.substring(1, inner.length() - 1);
        int i = 0;
        while ((i = inner.indexOf('[', i)) >= 0) {
            int close = inner.indexOf(']', i);
            List<Double> values = new ArrayList<>();
            for (String v : inner.substring(i + 1, close).split(",")) {
                if (!v.isBlank()) {
                    values.add(Double.parseDouble(v.trim()));
                }
            }
            outer.add(values);
            i = close + 1;
        }
        return outer;
    }
}
