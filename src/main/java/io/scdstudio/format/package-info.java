/**
 * The CDC feed formats: each {@link io.scdstudio.feed.FeedFormat} here reads one tool's export (Debezium, AWS DMS,
 * SQL Server CDC, Delta's change data feed, Oracle GoldenGate) into the flat rows AUTO CDC folds, and suggests the
 * design ({@link io.scdstudio.feed.Preset}) a careful engineer would start from, with a reason for each choice.
 * Registered in {@code META-INF/services/io.scdstudio.feed.FeedFormat}; field meanings in docs/formats.md.
 */
package io.scdstudio.format;
