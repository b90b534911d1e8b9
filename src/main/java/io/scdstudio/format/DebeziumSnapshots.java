package io.scdstudio.format;

import com.fasterxml.jackson.databind.JsonNode;
import io.scdstudio.feed.Preset;
import io.scdstudio.model.Batch;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.SourceView;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Which snapshot a read belongs to, and so its {@code __phase}. The initial snapshot's reads come before any
 * streamed change of their key and order before the stream (phase 0), whatever position they carry. A read of a key
 * after a streamed change of it belongs to a later snapshot (a blocking snapshot, or the connector restarted without
 * its offsets): it states the row as of its own log position, so it orders by that position among the streamed
 * changes (phase 1), as an incremental snapshot's reads do; as phase 0 it lost to older changes. Kafka keeps one key's
 * messages in order (a key lives in one partition), so a dump of several partitions interleaves keys but never one
 * key's own messages. In a dump without message keys, the key is the row's id-like column, the one the preset
 * guesses ({@code id}, or a column ending in {@code id}); a row without one is read as part of one stream.
 */
final class DebeziumSnapshots {
    private final String source;
    /** The line of each key's first streamed change, by the key's JSON ("" for a row whose key is unknown). */
    private final Map<String, Integer> streamedAt = new HashMap<>();
    /** The line of the first truncate: every read after it is a later snapshot's. */
    private int truncatedAt;
    /** The later snapshot's reads: their line, and the line of the streamed change each follows. */
    private final Map<Integer, Integer> laterReads = new TreeMap<>();

    DebeziumSnapshots(String source) {
        this.source = source;
    }

    /** The phase of a change: 0 for a read of the initial snapshot, 1 for every other change. */
    int phase(DebeziumMessage m, JsonNode row, String op, boolean incremental) {
        String key = keyOf(m, row);
        if (op.equals("t")) {
            truncatedAt = truncatedAt == 0 ? m.line() : truncatedAt;
            return 1;
        }
        if (!op.equals("r")) {
            streamedAt.putIfAbsent(key, m.line());
            return 1;
        }
        if (incremental) {
            return 1;
        }
        Integer after = streamedAt.get(key);
        if (after == null && truncatedAt > 0) {
            after = truncatedAt;
        }
        if (after == null) {
            return 0;
        }
        laterReads.put(m.line(), after);
        return 1;
    }

    /** The message key, else the row's id-like column and its value, else "" (one stream). */
    private static String keyOf(DebeziumMessage m, JsonNode row) {
        if (m.key().isObject()) {
            return m.key().toString();
        }
        List<String> guessed = row == null ? List.of() : DebeziumDumpChecks.guessedKey(row);
        if (guessed.isEmpty()) {
            return "";
        }
        JsonNode value = row.get(guessed.get(0));
        return value == null ? "" : guessed.get(0) + "=" + value;
    }

    /**
     * A later snapshot's read is ordered by its log position, so it must carry its first part, which places it among
     * the streamed changes: SQL Server's snapshot reads carry commit_lsn (their change_lsn is empty and orders them
     * first within it, as a read should be), Oracle's have no commit_scn, and such a read would order before every
     * streamed change, as the initial snapshot's do.
     */
    void requirePositions(ChangeFeed feed, Preset preset) {
        if (laterReads.isEmpty()) {
            return;
        }
        List<String> position = preset.flow().sequenceBy().columns().stream()
                .filter(c -> !c.equals("__phase"))
                .toList();
        int at = position.isEmpty() ? -1 : feed.schema().indexOf(position.get(0));
        if (at < 0) {
            return;
        }
        for (Batch b : feed.batches()) {
            for (int i = 0; i < b.rows().size(); i++) {
                int line = b.lineOf(i);
                if (b.rows().get(i).get(at) == null && laterReads.containsKey(line)) {
                    throw Errors.at(
                            Location.at(source, line, 0, position.get(0)),
                            ErrorClass.NULL_SEQUENCE,
                            describe(line) + ", which orders by its log position among the streamed changes; it"
                                    + " has no " + position.get(0) + ", so it would order before all of them",
                            "Open the dump from line " + line + " on as its own feed: a snapshot is the whole"
                                    + " table as of its position; or dump the lines before it alone");
                }
            }
        }
    }

    /** What the reader did with a later snapshot's reads, for the window and {@code schema} to show. */
    Optional<String> note() {
        if (laterReads.isEmpty()) {
            return Optional.empty();
        }
        int first = laterReads.keySet().iterator().next();
        return Optional.of(
                laterReads.size() + " snapshot read(s) come after a streamed change of their key (the first"
                        + " on line " + first + ", after line " + laterReads.get(first)
                        + "): a later snapshot, taken by a"
                        + " blocking snapshot or by the connector restarted without its offsets. They are ordered by their log"
                        + " position among the streamed changes (__phase 1), not before them as the initial snapshot's reads are.");
    }

    /**
     * The exported code gives every snapshot read phase 0, as the initial snapshot's must be: it reads one message at
     * a time and cannot tell which streamed changes came before. A dump with a later snapshot is refused there.
     */
    Optional<SourceView.Unportable> unportable() {
        if (laterReads.isEmpty()) {
            return Optional.empty();
        }
        int first = laterReads.keySet().iterator().next();
        return Optional.of(new SourceView.Unportable(
                Location.at(source, first, 0, "op"),
                describe(first) + "; the exported code orders every snapshot read before the streamed changes, as"
                        + " the initial snapshot's must be, so it would put this row behind older changes",
                "Export from the dump's lines before " + first + "; in the pipeline, after a blocking snapshot or a"
                        + " restart without offsets, rebuild the table from the new snapshot (a full refresh)"));
    }

    private String describe(int line) {
        return "line " + line + " is a later snapshot's read (op 'r' after the streamed change on line "
                + laterReads.get(line) + ")";
    }
}
