/**
 * The run pane: runs the design on another engine that {@code app} hands in (the Spark engine, when the
 * build has one), as a backfill or batch by batch, with progress, cancel and a log, and compares the result
 * with the preview's table: "equal to the preview", or the differing rows side by side.
 */
package io.scdstudio.ui.run;
