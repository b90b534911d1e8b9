package io.scdstudio.feed;

import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.Schema;

/** Turns CSV records into typed rows of a schema whose columns are the header's data columns, in order. */
final class RowTyper {
    private final String file;
    private final int offset;
    private final DataType[] types;
    private final String[] names;

    RowTyper(CsvHeader header, Schema schema) {
        this.file = header.file();
        this.offset = header.hasBatch() ? 1 : 0;
        this.types = new DataType[schema.size()];
        this.names = new String[schema.size()];
        for (int i = 0; i < types.length; i++) {
            types[i] = schema.column(i).type();
            names[i] = schema.column(i).name();
        }
    }

    Row row(CsvRecord record) {
        Object[] values = new Object[types.length];
        for (int i = 0; i < values.length; i++) {
            int at = i + offset;
            values[i] = ValueParser.parseAt(record.field(at), record.quoted(at), types[i], file, record.line(),
                    at + 1, names[i]);
        }
        return Row.adopt(values);
    }
}
