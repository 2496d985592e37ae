package org.grundybench.bench;

import org.grundybench.setnim.SetNimSolver;
import org.grundybench.workloads.SetNimInputs;

/** The inputs of a Set-Nim collection, answered one per operation, in turn. */
final class SetNimInputCycle {
    private final SetNimInputs.Input[] inputs;
    private int next;

    SetNimInputCycle(SetNimInputs.Input[] inputs) {
        this.inputs = inputs;
    }

    /** The values of the next input's piles. */
    int[] answerNext(SetNimSolver solver) {
        SetNimInputs.Input in = inputs[next];
        next = next + 1 == inputs.length ? 0 : next + 1;
        return solver.grundy(in.moves(), in.piles());
    }
}
