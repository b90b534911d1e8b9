package io.scdstudio.engine.resolve;

import io.scdstudio.model.Schema;
import java.util.List;

/** Resolves the column names of a setting against the source schema, failing with the setting's name. */
final class ColumnNames {
    private final Schema schema;

    ColumnNames(Schema schema) {
        this.schema = schema;
    }

    Schema schema() {
        return schema;
    }

    int index(String name, String setting) {
        int i = schema.indexOf(name);
        if (i < 0) {
            throw ConfigErrors.columnNotFound(name, setting, schema.names());
        }
        return i;
    }

    /**
     * The columns of a setting where naming one twice is a mistake: {@code keys} (nothing gained) and {@code
     * sequence_by} (a STRUCT with two fields of one name, which Delta cannot store as {@code __START_AT}).
     */
    int[] distinctIndexes(List<String> names, String setting) {
        int[] out = indexes(names, setting);
        for (int i = 0; i < out.length; i++) {
            for (int j = 0; j < i; j++) {
                if (out[i] == out[j]) {
                    throw ConfigErrors.columnListedTwice(schema.column(out[i]).name(), setting);
                }
            }
        }
        return out;
    }

    int[] indexes(List<String> names, String setting) {
        int[] out = new int[names.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = index(names.get(i), setting);
        }
        return out;
    }
}
