package org.grundybench.bench;

import java.util.Random;
import org.grundybench.rect.Board;
import org.grundybench.setnim.MoveSet;

/**
 * The benchmark inputs, built from fixed seeds so every run, fork and machine measures the same
 * positions. {@link Random} is used because its sequence is fixed by the Java specification.
 */
public final class Inputs {
    /** Boards per single-board case; the benchmark reports the time per board. */
    public static final int BOARDS_PER_CASE = 4;

    /** The seed all inputs derive from. */
    public static final long SEED = 20_260_521L;

    private Inputs() {
    }

    /** Parses {@code RxC} into {rows, cols}. */
    public static int[] shape(String text) {
        String[] parts = text.split("x", -1);
        if (parts.length != 2) {
            throw new IllegalArgumentException("expected a shape RxC such as 4x5, got '" + text + "'");
        }
        try {
            return new int[] {Integer.parseInt(parts[0]), Integer.parseInt(parts[1])};
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("expected a shape RxC such as 4x5, got '" + text + "'", e);
        }
    }

    /**
     * The boards of a board case {@code RxC@density}, optionally followed by {@code #count}:
     * {@code count} boards (default {@value #BOARDS_PER_CASE}), each with exactly
     * round(density * R * C) ones, placed uniformly at random (a partial Fisher-Yates shuffle of
     * the cells) from a seed fixed by {@code RxC@density}. So the collection {@code 8x8@0.5#105}
     * begins with the four boards of the case {@code 8x8@0.5}.
     */
    public static Board[] boards(String boardCase) {
        int hash = boardCase.indexOf('#');
        String base = hash < 0 ? boardCase : boardCase.substring(0, hash);
        int count = boardCount(boardCase);
        int at = base.indexOf('@');
        if (at < 0) {
            throw new IllegalArgumentException("expected a board case RxC@density such as 6x6@0.3, got '"
                    + boardCase + "'");
        }
        int[] rc = shape(base.substring(0, at));
        double density = Double.parseDouble(base.substring(at + 1));
        if (!(density >= 0 && density <= 1)) {
            throw new IllegalArgumentException("density must lie in 0..1, got " + density);
        }
        return boards(rc[0], rc[1], density, count, SEED ^ base.hashCode());
    }

    /** How many boards a board case names: its {@code #count}, else {@value #BOARDS_PER_CASE}. */
    public static int boardCount(String boardCase) {
        int hash = boardCase.indexOf('#');
        if (hash < 0) {
            return BOARDS_PER_CASE;
        }
        int count;
        try {
            count = Integer.parseInt(boardCase.substring(hash + 1));
        } catch (NumberFormatException e) {
            count = 0;
        }
        if (count < 1) {
            throw new IllegalArgumentException("expected a board count after '#', such as 8x8@0.5#105, got '"
                    + boardCase + "'");
        }
        return count;
    }

    /** {@code count} boards with exactly round(density * rows * cols) ones each. */
    public static Board[] boards(int rows, int cols, double density, int count, long seed) {
        Random random = new Random(seed);
        int cells = rows * cols;
        int ones = (int) Math.round(density * cells);
        int[] order = new int[cells];
        Board[] boards = new Board[count];
        for (int b = 0; b < count; b++) {
            for (int i = 0; i < cells; i++) {
                order[i] = i;
            }
            long mask = 0;
            for (int i = 0; i < ones; i++) {
                int j = i + random.nextInt(cells - i);
                int cell = order[j];
                order[j] = order[i];
                order[i] = cell;
                mask |= 1L << cell;
            }
            boards[b] = new Board(rows, cols, mask);
        }
        return boards;
    }

    /** One Set-Nim input: the move set and the piles. */
    public record SetNimInput(MoveSet moves, long[] piles) {
    }

    /** Inputs in the {@code huge-1e18} collection. */
    public static final int HUGE_SET_NIM_INPUTS = 32;

    /** The Set-Nim inputs of the collection named by {@link SetNimBenchmark#input}. */
    public static SetNimInput[] setNim(String name) {
        switch (name) {
            case "classic":
                return new SetNimInput[] {randomSetNim(100, 10_000, 100, 10_000, SEED)};
            case "s2-5-1e6": {
                Random random = new Random(SEED + 1);
                return new SetNimInput[] {
                    new SetNimInput(MoveSet.of(2, 5), random.longs(100, 1, 1_000_001).toArray())};
            }
            case "huge-1e18": {
                Random random = new Random(SEED + 2);
                SetNimInput[] all = new SetNimInput[HUGE_SET_NIM_INPUTS];
                for (int i = 0; i < all.length; i++) {
                    int k = 1 + random.nextInt(10);
                    int[] sizes = random.ints(1, 101).distinct().limit(k).toArray();
                    long[] piles = random.longs(100, 1, 1_000_000_000_000_000_001L).toArray();
                    all[i] = new SetNimInput(MoveSet.of(sizes), piles);
                }
                return all;
            }
            default:
                throw new IllegalArgumentException("unknown Set-Nim input '" + name
                        + "'; expected classic, s2-5-1e6 or huge-1e18");
        }
    }

    /** k distinct move sizes in 1..maxMove and n piles in 1..maxPile. */
    public static SetNimInput randomSetNim(int k, int maxMove, int n, int maxPile, long seed) {
        Random random = new Random(seed);
        int[] sizes = random.ints(1, maxMove + 1).distinct().limit(k).toArray();
        long[] piles = random.longs(n, 1, maxPile + 1).toArray();
        return new SetNimInput(MoveSet.of(sizes), piles);
    }
}
