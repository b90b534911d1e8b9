package io.scdstudio.spark;

/** How a mode brings the target up to date once the bronze table holds a new batch of events. */
interface TargetWriter {

    /**
     * @param batch     the internal number of the batch just appended to the bronze table
     * @param truncated whether the batch holds a truncate, which can change every key
     */
    void update(int batch, boolean truncated);
}
