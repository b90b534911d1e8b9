package io.scdstudio.spark;

import io.scdstudio.model.Batch;

/** How a mode brings the target up to date once the bronze table holds a new batch of events. */
interface TargetWriter {

    /**
     * @param batch     the internal number of the batch just appended to the bronze table
     * @param rows      the batch's rows as the driver holds them, or {@code null} when the events were computed
     *                  in Spark (a snapshot's events come from comparing it with the target)
     * @param truncated whether the batch holds a truncate, which can change every key
     */
    void update(int batch, Batch rows, boolean truncated);
}
