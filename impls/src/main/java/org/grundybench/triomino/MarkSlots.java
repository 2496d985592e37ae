package org.grundybench.triomino;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The byte flags {@link SmallStepFill} marks options in: one static array cut into slots,
 * each held by one thread for the length of a fill, with an A area and a B area of
 * {@link SmallStepFill#VALUE_LIMIT} + 8 flags.
 *
 * <p>Why one static array: the JIT knows the length of a {@code static final} array, and every
 * flag index the marking loop writes is an area start masked with {@link #AREA_MASK} plus a
 * byte, so it can prove each store in bounds and leaves the check out. With a per-instance
 * array the check stays: eight compares and branches for every eight options, and the marking
 * loop took 0.31 instead of 0.26 ns per option (Temurin 25, 2-vCPU AMD EPYC).
 *
 * <p>{@link #SLOTS} fills (or half as many with their helpers) can mark at once; a further
 * fill waits for a slot (see {@link #claim}), and a helper that finds none does not help. A fill
 * claims its slot before it starts its helper, and helpers never wait for one, so a waiting fill
 * waits only for fills that are running (a fill whose helper took the last slot first would
 * wait for itself).
 */
final class MarkSlots {
    /** Slots in {@link #FLAGS}: one bit each in {@link #free}. */
    static final int SLOTS = 32;
    private static final int SLOT_BYTES = 1024;
    /** Where A's and B's areas start in a slot: 512 apart, so each has 256 + 8 flags and more. */
    private static final int A_OFFSET = 256;
    private static final int B_OFFSET = 768;
    /**
     * Every area start is a multiple of 256 up to 0x7F00, unchanged by this mask; a masked start
     * plus a byte is below 32,768, inside {@link #FLAGS}, which the JIT can check for itself.
     */
    static final int AREA_MASK = (SLOTS * SLOT_BYTES - 1) & ~0xFF;
    /**
     * The flags, with 64 bytes after the last slot (the last B area ends 8 bytes into them).
     * The first 256 bytes of a slot are never marked (only cleared when the slot is claimed), so
     * the eight flags read past a B area are zero, and no slot's marked flags share a cache line
     * with another's.
     */
    static final byte[] FLAGS = new byte[SLOTS * SLOT_BYTES + 64];

    /** Bit s set: slot s is free. */
    private static final AtomicInteger free = new AtomicInteger(-1);

    private MarkSlots() {
    }

    /**
     * Claims a free slot, with every flag clear (the last holder's fill cleared only the flags
     * it used per step), or returns -1 when all are held.
     */
    static int tryClaim() {
        for (int bits = free.get(); bits != 0; bits = free.get()) {
            int lowest = bits & -bits;
            if (free.compareAndSet(bits, bits & ~lowest)) {
                int slot = Integer.numberOfTrailingZeros(lowest);
                Arrays.fill(FLAGS, slot * SLOT_BYTES, (slot + 1) * SLOT_BYTES, (byte) 0);
                return slot;
            }
        }
        return -1;
    }

    /**
     * Claims a slot, waiting (yielding the core) while {@link #SLOTS} are held: a fill holds its
     * slot for at most a few milliseconds, so this waits for other fills to end, never forever.
     */
    static int claim() {
        for (int slot = tryClaim();; slot = tryClaim()) {
            if (slot >= 0) {
                return slot;
            }
            Thread.yield();
        }
    }

    static void release(int slot) {
        int bit = 1 << slot;
        int bits;
        do {
            bits = free.get();
            if ((bits & bit) != 0) {
                throw new IllegalStateException("mark slot " + slot + " released twice");
            }
        } while (!free.compareAndSet(bits, bits | bit));
    }

    /** The first flag of slot s's A area (options of A(m)). */
    static int areaA(int slot) {
        return slot * SLOT_BYTES + A_OFFSET;
    }

    /** The first flag of slot s's B area (options of B(m)). */
    static int areaB(int slot) {
        return slot * SLOT_BYTES + B_OFFSET;
    }

    /** Free slots now (for tests). */
    static int freeSlots() {
        return Integer.bitCount(free.get());
    }
}
