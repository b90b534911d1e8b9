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

    int[] indexes(List<String> names, String setting) {
        int[] out = new int[names.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = index(names.get(i), setting);
        }
        return out;
    }
}
