package org.grundybench.setnim;

import org.grundybench.core.ImpartialGame;

/** One Set-Nim pile for the game-independent strategies: the position is the pile size. */
final class PileGame implements ImpartialGame {
    private final int[] moves;

    PileGame(MoveSet moves) {
        this.moves = moves.sizes();
    }

    @Override
    public void forEachOption(long pile, OptionSink sink) {
        long[] part = new long[1];
        for (int s : moves) {
            if (s > pile) {
                break; // sizes are ascending
            }
            part[0] = pile - s;
            sink.option(part, 1);
        }
    }

    @Override
    public long depthBound(long pile) {
        return pile / moves[0] + 1;
    }
}
