/**
 * Seeded scenario generation: {@link io.scdstudio.generate.FeedGenerator} makes a realistic customer change
 * feed (inserts, updates of tracked and untracked columns, deletes and re-inserts, late arrivals across
 * micro-batches) from {@link io.scdstudio.generate.GeneratorSettings}, and
 * {@link io.scdstudio.generate.GeneratedScenario} writes it as a scenario folder with its expected tables folded
 * by the in-memory engine. The same settings give the same bytes. Plain synchronous Java.
 */
package io.scdstudio.generate;
