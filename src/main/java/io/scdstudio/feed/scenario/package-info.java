/**
 * Scenario folders, read and written: {@code case.json} with its flow settings and schema, the input feed in the
 * format {@code case.json} names, the expected tables, and a folder of snapshot files versioned by their names.
 * Writing replaces a folder whole ({@code FolderSwap}) and lays the JSON out as the hand-written cases are
 * ({@code JsonText}).
 */
package io.scdstudio.feed.scenario;
