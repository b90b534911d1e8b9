package io.scdstudio.feed;

import io.scdstudio.model.DataType;
import io.scdstudio.model.Schema;

/**
 * The per-column state a reader's shortcuts keep while typing a big feed: a string cache for each string column
 * and a timestamp reader for each timestamp column (null for the other columns). The CSV and JSON-lines typers
 * share it so both read strings and timestamps the same way.
 */
final class ColumnShortcuts {
    private final DataType[] types;
    private final StringCache[] strings;
    private final TimestampFastPath[] timestamps;

    ColumnShortcuts(Schema schema) {
        this.types = new DataType[schema.size()];
        this.strings = new StringCache[schema.size()];
        this.timestamps = new TimestampFastPath[schema.size()];
        for (int i = 0; i < types.length; i++) {
            types[i] = schema.column(i).type();
            strings[i] = types[i].kind() == DataType.Kind.STRING ? new StringCache() : null;
            timestamps[i] = types[i].kind() == DataType.Kind.TIMESTAMP ? new TimestampFastPath() : null;
        }
    }

    DataType type(int column) {
        return types[column];
    }

    /** The column's string cache, or null when it is not a string column. */
    StringCache strings(int column) {
        return strings[column];
    }

    /** The column's timestamp reader, or null when it is not a timestamp column. */
    TimestampFastPath timestamps(int column) {
        return timestamps[column];
    }
}
