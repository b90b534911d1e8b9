package io.scdstudio.engine;

import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.ScdException;

/** The errors both engines raise when a run is asked for what its flow cannot do, written once. */
public final class RunErrors {
    private RunErrors() {}

    public static ScdException snapshotFlowGivenBatches() {
        return Errors.of(
                ErrorClass.WRONG_FEED,
                "a snapshot flow takes snapshots, not change-feed batches",
                "Open the scenario as a snapshot scenario");
    }

    public static ScdException tombstoneExpiryNeedsScd1() {
        return Errors.of(
                ErrorClass.UNSUPPORTED_SETTING,
                "tombstone garbage collection can only be simulated for SCD type 1",
                "Turn the simulation off, or store the target as SCD type 1");
    }
}
