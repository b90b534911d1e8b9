package io.scdstudio.format;

import com.fasterxml.jackson.databind.JsonNode;
import io.scdstudio.feed.json.JsonLine;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Schema;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** The schema of Debezium's flat rows where the envelope's schema typed the row: no inference needed. */
final class DebeziumFlatSchema {
    private DebeziumFlatSchema() {}

    /** The envelope schema's row columns, then the metadata columns the flat rows carry. */
    static Schema of(DebeziumTypes types, List<JsonLine> rows) {
        List<Column> columns = new ArrayList<>();
        types.columns()
                .forEach((name, type) ->
                        columns.add(new Column(name, type == null ? variableScaleType(name, rows) : type)));
        Set<String> meta = new LinkedHashSet<>();
        for (JsonLine l : rows) {
            l.object().fieldNames().forEachRemaining(n -> {
                if (n.startsWith("__") && !n.equals("__batch")) {
                    meta.add(n);
                }
            });
        }
        for (String n : meta) {
            columns.add(new Column(n, metadataType(n, rows)));
        }
        return Schema.of(columns.toArray(Column[]::new));
    }

    /**
     * A variable-scale decimal column as the decimal that holds every value exactly: the most digits before the point
     * and the largest scale any value has. Beyond 38 digits no decimal does, and it is text (a key or a sequence then
     * stops at it, as text).
     */
    private static DataType variableScaleType(String column, List<JsonLine> rows) {
        int integral = 1;
        int scale = 0;
        for (JsonLine l : rows) {
            JsonNode v = l.object().get(column);
            if (v != null && v.isBigDecimal()) {
                BigDecimal d = v.decimalValue();
                scale = Math.max(scale, Math.max(0, d.scale()));
                integral = Math.max(integral, d.precision() - d.scale());
            }
        }
        return integral + scale > 38 ? DataType.STRING : DataType.decimal(integral + scale, scale);
    }

    private static DataType metadataType(String column, List<JsonLine> rows) {
        return switch (column) {
            case "__op",
                    "__source_file",
                    "__source_commit_lsn",
                    "__source_change_lsn",
                    "__deleted",
                    "__table",
                    "__db" -> DataType.STRING;
            case "__phase", "__source_row" -> DataType.INT;
            default -> firstValueIsText(column, rows) ? DataType.STRING : DataType.BIGINT;
        };
    }

    private static boolean firstValueIsText(String column, List<JsonLine> rows) {
        for (JsonLine l : rows) {
            JsonNode v = l.object().get(column);
            if (v != null && !v.isNull()) {
                return !v.isIntegralNumber();
            }
        }
        return true;
    }
}
