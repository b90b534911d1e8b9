/**
 * The Lakeflow targets: AUTO CDC as SQL ({@code CREATE FLOW ... AS AUTO CDC INTO}, and {@code FROM SNAPSHOT}) and
 * as Python ({@code dp.create_auto_cdc_flow}, {@code create_auto_cdc_from_snapshot_flow} with a
 * {@code next_snapshot_and_version} function for historical snapshots), each with its "Runs on:" line.
 */
package io.scdstudio.codegen.lakeflow;
