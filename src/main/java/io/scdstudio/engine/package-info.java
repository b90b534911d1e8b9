/**
 * The {@link io.scdstudio.engine.ScdEngine} API that every engine implements and the code both engines share:
 * opening a run ({@link io.scdstudio.engine.ScdEngine#resolve}, the one resolve step), the run and its versioned
 * form ({@link io.scdstudio.engine.FlowRun}, {@link io.scdstudio.engine.VersionedRun}), the trace and its
 * explanations, warnings, data errors, feeding batches ({@link io.scdstudio.engine.FeedRunner}) and checking a
 * scenario ({@link io.scdstudio.engine.ScenarioVerifier}). The in-memory fold is in {@code engine.memory},
 * configuration errors in {@code engine.resolve}. Plain synchronous Java; uses model and expr.
 */
package io.scdstudio.engine;
