package io.scdstudio.feed;

import io.scdstudio.model.Batch;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.Row;
import java.util.List;

/**
 * A format's preset orders changes by the log positions the tool writes on every change (an LSN, a trail
 * position, a commit time): a change with one of them empty would order before every other and lose silently, so it
 * is refused at its line. Rows of an initial snapshot or full load ({@code __phase} 0) carry no position and order
 * first by design; a later snapshot's read (Debezium's {@code __op} 'r' at phase 1) carries the first part of its
 * position only (SQL Server's commit_lsn, no change_lsn), which places it; the reader's own columns ({@code __phase},
 * {@code __row}) are always there.
 */
final class PresetPositions {
    private static final List<String> READER_COLUMNS = List.of("__phase", "__row");

    private PresetPositions() {}

    static void requireOnChanges(ChangeFeed feed, Preset preset) {
        int phase = feed.schema().indexOf("__phase");
        int op = feed.schema().indexOf("__op");
        String first = preset.flow().sequenceBy().columns().stream()
                .filter(c -> !READER_COLUMNS.contains(c))
                .findFirst()
                .orElse("");
        for (String column : preset.flow().sequenceBy().columns()) {
            int at = feed.schema().indexOf(column);
            if (at < 0 || READER_COLUMNS.contains(column)) {
                continue;
            }
            for (Batch b : feed.batches()) {
                for (int i = 0; i < b.rows().size(); i++) {
                    Row r = b.rows().get(i);
                    boolean initial = phase >= 0 && Integer.valueOf(0).equals(asInt(r.get(phase)));
                    boolean laterRead = op >= 0 && "r".equals(r.get(op)) && !column.equals(first);
                    if (r.get(at) == null && !initial && !laterRead) {
                        throw Errors.at(
                                Location.at(feed.source(), b.lineOf(i), 0, column),
                                ErrorClass.NULL_SEQUENCE,
                                column + " is empty on a change row; the preset orders changes by "
                                        + String.join(
                                                ", ", preset.flow().sequenceBy().columns())
                                        + ", which the tool writes on every change, and without it this change would"
                                        + " order before every other",
                                "Export the change again with its position, or fix the value");
                    }
                }
            }
        }
    }

    private static Integer asInt(Object v) {
        return v instanceof Number n ? n.intValue() : null;
    }
}
