package org.grundybench.workloads;

/** What every case shares. */
public final class Catalogue {
    /** The seed every input derives from, so every run, fork and machine measures the same positions. */
    public static final long SEED = 20_260_521L;

    private Catalogue() {
    }
}
