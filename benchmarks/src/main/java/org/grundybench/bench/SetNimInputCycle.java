package org.grundybench.bench;

import org.grundybench.setnim.SetNimSolver;
import org.grundybench.workloads.SetNimInputs;

/**
 * The inputs of a Set-Nim collection, answered one per operation, in turn. The checksum is the
 * sum, over the inputs, of the hash of each one's latest answer: once every input has been
 * answered (warmup does that) it is the same whatever the number of operations in an
 * iteration, and it changes when any input's answer does.
 */
final class SetNimInputCycle {
    private final SetNimInputs.Input[] inputs;
    /** Per input, the hash of its latest answer (0 before the first). */
    private final long[] hashes;
    private long sum;
    private int next;

    SetNimInputCycle(SetNimInputs.Input[] inputs) {
        this.inputs = inputs;
        this.hashes = new long[inputs.length];
    }

    /** The values of the next input's piles; stores the collection's checksum. */
    int[] answerNext(SetNimSolver solver, Checksum checksum) {
        int i = next;
        next = next + 1 == inputs.length ? 0 : next + 1;
        SetNimInputs.Input in = inputs[i];
        int[] values = solver.grundy(in.moves(), in.piles());
        long h = Checksum.of(values);
        sum += h - hashes[i];
        hashes[i] = h;
        checksum.checksum = sum & Checksum.MASK;
        return values;
    }
}
