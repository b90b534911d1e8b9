package io.scdstudio.feed.csv;

import io.scdstudio.feed.values.ColumnShortcuts;
import io.scdstudio.feed.values.SharedValues;
import io.scdstudio.feed.values.StringCache;
import io.scdstudio.feed.values.TimestampFastPath;
import io.scdstudio.feed.values.ValueParser;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Row;
import io.scdstudio.model.Schema;
import java.math.BigDecimal;
import java.time.LocalDateTime;

/**
 * Turns CSV records into typed rows of a schema whose columns are the header's data columns, in order.
 * Whole numbers are read straight from the record and strings shared per column, because this runs for
 * every field of million-event feeds; anything unusual takes the general {@link ValueParser} path.
 */
final class RowTyper {
    private final String file;
    private final int offset;
    private final DataType[] types;
    private final String[] names;
    private final StringCache[] strings;
    private final TimestampFastPath[] timestamps;
    /** Per decimal column, 10^(precision - scale) at the column's scale: a value below it in size fits. */
    private final BigDecimal[] decimalLimits;
    /** Per column, its repeated numbers shared. */
    private final SharedValues[] numbers;

    RowTyper(CsvHeader header, Schema schema) {
        this.file = header.file();
        this.offset = header.hasBatch() ? 1 : 0;
        this.types = new DataType[schema.size()];
        this.names = new String[schema.size()];
        ColumnShortcuts shortcuts = new ColumnShortcuts(schema);
        this.strings = shortcuts.strings;
        this.timestamps = shortcuts.timestamps;
        this.decimalLimits = new BigDecimal[schema.size()];
        this.numbers = new SharedValues[schema.size()];
        for (int i = 0; i < types.length; i++) {
            types[i] = schema.column(i).type();
            names[i] = schema.column(i).name();
            numbers[i] = new SharedValues();
            if (types[i].kind() == DataType.Kind.DECIMAL) {
                decimalLimits[i] = BigDecimal.ONE
                        .scaleByPowerOfTen(types[i].precision() - types[i].scale())
                        .setScale(types[i].scale());
            }
        }
    }

    Row row(CsvRecord record) {
        Object[] values = new Object[types.length];
        for (int i = 0; i < values.length; i++) {
            values[i] = value(record, i);
        }
        return Row.adopt(values);
    }

    /** As {@link ValueParser#fitDecimal} decides for a value already at the column's scale, without its precision. */
    private static boolean fitsAtScale(BigDecimal v, BigDecimal limit) {
        return v.signum() >= 0 ? v.compareTo(limit) < 0 : v.negate().compareTo(limit) < 0;
    }

    private Object value(CsvRecord record, int i) {
        int at = i + offset;
        DataType.Kind kind = types[i].kind();
        if (kind == DataType.Kind.STRING) {
            return record.isNullWord(at) ? null : record.sharedField(at, strings[i]);
        }
        if (kind == DataType.Kind.BIGINT || kind == DataType.Kind.INT) {
            Long v = record.longValue(at);
            if (v != null && (kind == DataType.Kind.BIGINT || v == v.intValue())) {
                return numbers[i].share(v);
            }
        }
        if (kind == DataType.Kind.DECIMAL) {
            BigDecimal v = record.plainDecimal(at);
            if (v != null && v.scale() == types[i].scale() && fitsAtScale(v, decimalLimits[i])) {
                return numbers[i].share(v);
            }
            BigDecimal fitted = v == null ? null : ValueParser.fitDecimal(v, types[i]);
            if (fitted != null) {
                return fitted;
            }
        }
        if (kind == DataType.Kind.TIMESTAMP) {
            LocalDateTime v = record.plainTimestamp(at, timestamps[i]);
            if (v != null) {
                return v;
            }
        }
        return ValueParser.parseAt(
                record.field(at), record.quoted(at), types[i], file, record.line(), at + 1, names[i]);
    }
}
