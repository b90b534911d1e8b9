package io.scdstudio.spark;

/** How a mode brings the target up to date once the bronze table holds a new batch of events. */
interface TargetWriter {

    /**
     * @param batch     the internal number of the batch just appended to the bronze table
     * @param staged    the batch's classified events as staged (not read back from bronze), or {@code null}
     *                  when they must not be read again (a snapshot's events are computed from the target)
     * @param truncated whether the batch holds a truncate, which can change every key
     */
    void update(int batch, org.apache.spark.sql.Dataset<org.apache.spark.sql.Row> staged, boolean truncated);
}
