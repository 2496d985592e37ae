package org.grundybench.triomino;

import org.grundybench.core.ImpartialGame;

/**
 * The triomino game for the game-independent strategies: a position is a canonical strip,
 * encoded as {@code shape.ordinal() << 32 | m}.
 */
final class StripGame implements ImpartialGame {
    static long encode(StripShape shape, int m) {
        return encode(shape.ordinal(), m);
    }

    static long encode(int shape, int m) {
        return (long) shape << 32 | m;
    }

    @Override
    public void forEachOption(long position, OptionSink sink) {
        long[] parts = new long[2];
        TriominoRules.forEachMove(StripShape.of((int) (position >>> 32)), (int) position,
                (fullColumn, extraColumn, extraRow, shapeA, lengthA, shapeB, lengthB) -> {
                    parts[0] = encode(shapeA, lengthA);
                    if (shapeB == TriominoRules.NO_PART) {
                        sink.option(parts, 1);
                    } else {
                        parts[1] = encode(shapeB, lengthB);
                        sink.option(parts, 2);
                    }
                });
    }

    @Override
    public long depthBound(long position) {
        // Every move takes at least one full column away.
        return (int) position + 1;
    }
}
