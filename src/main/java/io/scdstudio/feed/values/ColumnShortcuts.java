package io.scdstudio.feed.values;

import io.scdstudio.model.DataType;
import io.scdstudio.model.Schema;

/**
 * The per-column state a reader's shortcuts keep while typing a big feed: a string cache for each string column
 * and a timestamp reader for each timestamp column (null for the other columns). The CSV and JSON-lines typers
 * share it so both read strings and timestamps the same way.
 */
public final class ColumnShortcuts {
    // Arrays, not accessors: the typers read them for every field of a million-event feed, and keep their own
    // references to them so the hot path stays a plain array load.
    public final DataType[] types;
    /** A string cache per string column, null for the others. */
    public final StringCache[] strings;
    /** A timestamp reader per timestamp column, null for the others. */
    public final TimestampFastPath[] timestamps;

    public ColumnShortcuts(Schema schema) {
        this.types = new DataType[schema.size()];
        this.strings = new StringCache[schema.size()];
        this.timestamps = new TimestampFastPath[schema.size()];
        for (int i = 0; i < types.length; i++) {
            types[i] = schema.column(i).type();
            strings[i] = types[i].kind() == DataType.Kind.STRING ? new StringCache() : null;
            timestamps[i] = types[i].kind() == DataType.Kind.TIMESTAMP ? new TimestampFastPath() : null;
        }
    }
}
