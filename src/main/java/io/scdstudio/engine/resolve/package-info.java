/**
 * Resolving a flow against its source schema before any batch: the target's columns, the tracked and
 * ignore-null columns, and every configuration error by its class (EMPTY_KEYS, UNKNOWN_COLUMN with a "did you
 * mean", CONFLICTING_IGNORE_NULL_UPDATES_OPTIONS, ...). Both engines take this step through
 * {@link io.scdstudio.engine.ScdEngine#resolve}, so they fail the same design the same way. Uses only the model.
 */
package io.scdstudio.engine.resolve;
