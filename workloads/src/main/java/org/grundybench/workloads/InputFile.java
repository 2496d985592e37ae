package org.grundybench.workloads;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;
import org.grundybench.core.Implementation;
import org.grundybench.core.InputException;
import org.grundybench.rect.Board;
import org.grundybench.rect.BoardReader;
import org.grundybench.setnim.SetNimReader;
import org.grundybench.triomino.LengthReader;

/**
 * A user's file of positions of one game, read with the CLI's own parser (the CLI's input format):
 * the one case of that game's input workload, named by the path as given (JMH's {@code -p input=}).
 * Its items are what the CLI answers with one fresh solver each: a board, a Set-Nim input, or the
 * whole list of strip lengths (the CLI answers them with one solver, in ascending order). An
 * implementation whose declared limits refuse any item is left out, the item named; {@code stopped}
 * holds the implementations a check before the race stopped on an item (the suite's per-item budget).
 */
public record InputFile(Game game, String name, List<Object> items, List<String> where, List<LeftOut> stopped)
        implements Case {
    /** The input workloads' case parameter: the file's path. */
    public static final String PARAM = "file";

    /** The games whose files the suite races, by the CLI's command name, each with its input workload. */
    public enum Game {
        rect(Workload.RECTANGLE_INPUT),
        triomino(Workload.TRIOMINO_INPUT),
        setnim(Workload.SET_NIM_INPUT);

        private final Workload workload;

        Game(Workload workload) {
            this.workload = workload;
        }

        public Workload workload() {
            return workload;
        }

        /** The game whose input workload is {@code w}, or null. */
        public static Game of(Workload w) {
            for (Game g : values()) {
                if (g.workload == w) {
                    return g;
                }
            }
            return null;
        }
    }

    /**
     * The file {@code path} as {@code game}'s input; an InputException (one line naming the file, the item and its
     * line) where it cannot be read or parsed, or holds no position.
     */
    public static InputFile read(Game game, String path) {
        List<Object> items = new ArrayList<>();
        List<String> where = new ArrayList<>();
        try (Reader in = Files.newBufferedReader(Path.of(path), StandardCharsets.UTF_8)) {
            switch (game) {
                case rect -> {
                    BoardReader boards = new BoardReader(in);
                    for (Board b = boards.next(); b != null; b = boards.next()) {
                        items.add(b);
                        where.add(boards.where());
                    }
                    if (items.isEmpty()) {
                        throw new InputException("no board: expected rows of 0/1 cells such as '0110'");
                    }
                }
                case triomino -> {
                    LengthReader.Lengths lengths = LengthReader.read(in, false);
                    items.add(lengths);
                    where.add("N = " + lengths.largest() + " (" + lengths.largestWhere() + ")");
                }
                case setnim -> {
                    SetNimReader inputs = new SetNimReader(in);
                    for (SetNimReader.Input i = inputs.next(); i != null; i = inputs.next()) {
                        items.add(i);
                        where.add(inputs.where());
                    }
                }
            }
        } catch (InputException e) {
            throw new InputException(game + " input " + path + ": " + e.getMessage());
        } catch (IOException | InvalidPathException e) {
            throw new InputException(game + " input " + path + ": cannot read it (" + e.getClass().getSimpleName() + ": "
                    + e.getMessage() + ")");
        }
        return new InputFile(game, path, List.copyOf(items), List.copyOf(where), List.of());
    }

    /** This file with the implementations a check stopped, each with its reason. */
    public InputFile withStopped(List<LeftOut> stopped) {
        return new InputFile(game, name, items, where, List.copyOf(stopped));
    }

    /** The positions of the file: boards, inputs, or strip lengths. */
    @Override
    public double size() {
        return game == Game.triomino ? ((LengthReader.Lengths) items.get(0)).ns().length : items.size();
    }

    @Override
    public Cost cost() {
        return Cost.SECONDS;
    }

    /** Why {@code impl}'s declared limit refuses the file's most demanding item, named with its line, or null. */
    @Override
    public String beyondLimits(Implementation<?> impl) {
        int worst = IntStream.range(0, items.size()).boxed().max(Comparator.comparingLong(i -> need(items.get(i))))
                .orElseThrow();
        Object item = items.get(worst);
        String reason = item instanceof Board b ? BoardCase.beyondLimits(impl, new Board[] {b})
                : game == Game.setnim ? SetNimInputs.beyondLimits(impl, need(item))
                : StripLength.beyondLimits(impl, (int) need(item));
        return reason == null ? null : reason + String.format(Locale.ROOT, ": %s of %s", where.get(worst), name);
    }

    /** What an item asks of a solver's limit: ones on the board, the largest pile, the largest N. */
    private static long need(Object item) {
        return item instanceof Board b ? b.ones() : item instanceof SetNimReader.Input in ? in.largestPile()
                : ((LengthReader.Lengths) item).largest();
    }

    @Override
    public List<LeftOut> measured() {
        return stopped;
    }
}
