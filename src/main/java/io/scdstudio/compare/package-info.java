/**
 * What AUTO CDC's rules are worth, shown against what people do instead: {@link io.scdstudio.compare.NaiveMerge}
 * runs the textbook Delta MERGE recipe (Delta Lake docs' SCD2 {@code mergeKey} pattern, and its SCD1 CDC MERGE)
 * over a feed batch by batch, {@link io.scdstudio.compare.NaiveComparison} lays its table beside AUTO CDC's with
 * the events that made each difference, and {@link io.scdstudio.compare.BatchingCheck} replays a feed batched
 * four ways to show the result does not depend on batching. Plain synchronous Java over the engine.
 */
package io.scdstudio.compare;
