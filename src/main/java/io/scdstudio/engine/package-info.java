/**
 * The {@link io.scdstudio.engine.ScdEngine} API and its in-memory implementation: validation of a flow
 * against its source schema, the canonical AUTO CDC fold of spec §2 with every chosen rule of §15, the
 * per-event trace that explains what each event did and why, warnings, and snapshot flows (reduced to
 * upserts and deletes sequenced by snapshot version). Plain synchronous Java; uses model and expr.
 */
package io.scdstudio.engine;
