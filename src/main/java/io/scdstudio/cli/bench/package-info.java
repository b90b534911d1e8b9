/**
 * The {@code bench} command and what it times: the in-memory fold against same-process baselines, CSV loading,
 * DuckDB's window-function SQL for the same table, the textbook MERGE and practice rounds, Spark and the exported
 * MERGE code batch by batch. Kept apart from the commands a user runs daily, since only measuring needs DuckDB, a
 * synthetic feed ({@code SyntheticFeed}) and the timing helpers ({@code Measure}).
 */
package io.scdstudio.cli.bench;
