package org.grundybench.core;

import java.util.function.Supplier;

/**
 * Memoised recursion, written once for every game: G(p) = mex of the XOR of each option's
 * parts. The memo and the mex are plugged in, which is all that separates the textbook
 * baseline ({@code HashMap} + {@code HashSet}) from its primitive-collection variants.
 * Not thread-safe; the memo persists across calls on one instance.
 */
public final class MemoizedRecursion {
    private final ImpartialGame game;
    private final LongIntMemo memo;
    private final Supplier<? extends MexAccumulator> mexFactory;

    public MemoizedRecursion(ImpartialGame game, LongIntMemo memo,
            Supplier<? extends MexAccumulator> mexFactory) {
        this.game = game;
        this.memo = memo;
        this.mexFactory = mexFactory;
    }

    /** The Grundy value of one position, recursing on a deep stack when the game needs it. */
    public int grundy(long position) {
        return DeepStack.run(game.depthBound(position), () -> solve(position));
    }

    /**
     * The Grundy value of each position, in order, sharing the memo. Positions given in
     * ascending size keep each descent shallow; one stack serves the whole batch.
     */
    public int[] grundyAll(long[] positions) {
        return DeepStack.run(depthBound(positions), () -> {
            int[] values = new int[positions.length];
            for (int i = 0; i < positions.length; i++) {
                values[i] = solve(positions[i]);
            }
            return values;
        });
    }

    /** The Grundy value of a sum of independent positions: the XOR of theirs. */
    public int grundyOfSum(long[] parts) {
        int x = 0;
        for (int v : grundyAll(parts)) {
            x ^= v;
        }
        return x;
    }

    private long depthBound(long[] positions) {
        long depth = 0;
        for (long p : positions) {
            depth = Math.max(depth, game.depthBound(p));
        }
        return depth;
    }

    /** Number of positions memoised so far. */
    public int memoSize() {
        return memo.size();
    }

    private int solve(long position) {
        int known = memo.get(position);
        if (known >= 0) {
            return known;
        }
        MexAccumulator seen = mexFactory.get();
        game.forEachOption(position, (parts, count) -> {
            int x = 0;
            for (int i = 0; i < count; i++) {
                x ^= solve(parts[i]);
            }
            seen.add(x);
        });
        int value = seen.mex();
        memo.put(position, value);
        return value;
    }
}
