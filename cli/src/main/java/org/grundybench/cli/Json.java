package org.grundybench.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import org.grundybench.core.Work;

/**
 * JSON lines, written with Jackson's streaming generator: it loads a few dozen classes where
 * an {@code ObjectMapper} loads about 500, which is a quarter of a second of a CLI run. Kept
 * apart so that Jackson is loaded only under {@code --json}.
 */
final class Json {
    private static final JsonFactory FACTORY = new JsonFactory();

    private Json() {
    }

    /** A move that can write its own fields, in their documented order. */
    interface Move {
        void writeFields(JsonGenerator json) throws IOException;
    }

    /**
     * A proven period on one line: {@code {"moves": [...], "preperiod": e, "period": p,
     * "preperiodValues": [...], "periodValues": [...]}}, streamed to {@code out} (the values
     * are computed as they are written; p may run to billions). Leaves {@code out} open.
     */
    static void period(org.grundybench.setnim.Period period, Writer out) throws IOException {
        try (JsonGenerator json = FACTORY.createGenerator(out)) {
            json.configure(JsonGenerator.Feature.AUTO_CLOSE_TARGET, false);
            json.writeStartObject();
            json.writeFieldName("moves");
            int[] moves = period.moves().sizes();
            json.writeArray(moves, 0, moves.length);
            json.writeNumberField("preperiod", period.preperiod());
            json.writeNumberField("period", period.period());
            json.writeFieldName("preperiodValues");
            json.writeStartArray();
            long[] h = {0};
            try {
                period.forEachValue(v -> {
                    try {
                        if (h[0]++ == period.preperiod()) {
                            json.writeEndArray();
                            json.writeFieldName("periodValues");
                            json.writeStartArray();
                        }
                        json.writeNumber(v);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                });
            } catch (UncheckedIOException e) {
                throw e.getCause();
            }
            json.writeEndArray();
            json.writeEndObject();
        }
    }

    /**
     * {@code {"winner": ..., "grundy": ..., "move": ...}} on one line, exactly those fields, and
     * with {@code stats} a fourth, {@code "stats": {"positions": ..., ..., "stored": ...}}.
     * {@code "grundy"} is null where the value was not computed: the field stays, so that every
     * answer of a game has the same fields in the same order.
     */
    static String line(Answer answer, boolean stats) {
        StringWriter text = new StringWriter();
        try (JsonGenerator json = FACTORY.createGenerator(text)) {
            json.writeStartObject();
            json.writeStringField("winner", answer.winner());
            if (answer.grundy() == Answer.NO_VALUE) {
                json.writeNullField("grundy");
            } else {
                json.writeNumberField("grundy", answer.grundy());
            }
            json.writeFieldName("move");
            if (answer.move() == null) {
                json.writeNull();
            } else {
                json.writeStartObject();
                answer.move().writeFields(json);
                json.writeEndObject();
            }
            if (stats) {
                Work.Counts c = answer.work();
                json.writeObjectFieldStart("stats");
                json.writeNumberField("positions", c.positions());
                json.writeNumberField("options", c.options());
                json.writeNumberField("lookups", c.lookups());
                json.writeNumberField("hits", c.hits());
                json.writeNumberField("stored", c.stored());
                json.writeEndObject();
            }
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringWriter does not fail
        }
        return text.toString();
    }
}
