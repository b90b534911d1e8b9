package io.scdstudio.cli.bench;

import io.scdstudio.engine.resolve.FlowResolver;
import io.scdstudio.engine.resolve.ResolvedFlow;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.DataType;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Schema;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The SQL an engineer would write in DuckDB for an AUTO CDC target, computed over every event at once from a
 * table {@code events}: SCD type 1 keeps each key's last event unless it is a delete; SCD type 2 is gaps and
 * islands (an upsert opens a version when it follows a delete, or when a tracked column differs from the event
 * before it; the version keeps its last upsert's values and ends at its first delete or the next version's
 * start). Exact for feeds without sequence ties, truncates or ignore-null options, which it refuses; a bench
 * comparison, not an engine.
 */
final class DuckDbScdSql {
    private DuckDbScdSql() {}

    static String target(CdcFlowSettings flow, Schema schema) {
        if (flow.applyAsTruncates().isPresent()
                || flow.ignoreNullOptionsSet() > 0
                || flow.sequenceBy().struct()) {
            throw Errors.of(
                    ErrorClass.UNSUPPORTED_SETTING,
                    "the DuckDB comparison covers designs without truncates, ignore-null options or a STRUCT "
                            + "sequence",
                    "Compare on a feed from the generate command, whose design has none of these");
        }
        ResolvedFlow r = FlowResolver.resolveCdc(flow, schema);
        String keys = quoted(r.keyNames());
        String seq = q(flow.sequenceBy().columns().get(0));
        String del =
                flow.applyAsDeletes().map(c -> "coalesce((" + c + "), false)").orElse("false");
        List<String> data = r.names(r.projection()).stream()
                .filter(c -> !r.keyNames().contains(c))
                .toList();
        String events = "SELECT *, " + del + " AS __del FROM events";
        if (r.scdType() == 1) {
            return "SELECT " + quoted(r.names(r.projection())) + " FROM (SELECT *, row_number() OVER (PARTITION BY "
                    + keys + " ORDER BY " + seq + " DESC) AS __rn FROM (" + events + ")) WHERE __rn = 1 AND NOT __del";
        }
        List<String> tracked = r.names(r.tracked());
        String window = " OVER (PARTITION BY " + keys + " ORDER BY " + seq + ")";
        String lags = tracked.stream()
                .map(c -> "lag(" + q(c) + ")" + window + " AS " + q("__p_" + c))
                .collect(Collectors.joining(", "));
        String changed = tracked.stream()
                .map(c -> q(c) + " IS DISTINCT FROM " + q("__p_" + c))
                .collect(Collectors.joining(" OR "));
        String opens =
                "NOT __del AND (__prev_del IS NULL OR __prev_del" + (changed.isEmpty() ? "" : " OR " + changed) + ")";
        String last = "arg_max(struct_pack("
                + data.stream().map(c -> q(c) + " := " + q(c)).collect(Collectors.joining(", ")) + "), " + seq
                + ") FILTER (WHERE NOT __del) AS __last";
        return "WITH o AS (SELECT *, lag(__del)" + window + " AS __prev_del" + (lags.isEmpty() ? "" : ", " + lags)
                + " FROM (" + events + ")),\n"
                + "g AS (SELECT *, sum(CASE WHEN " + opens + " THEN 1 ELSE 0 END) OVER (PARTITION BY " + keys
                + " ORDER BY " + seq + " ROWS UNBOUNDED PRECEDING) AS __version FROM o),\n"
                + "v AS (SELECT " + keys + ", __version, min(" + seq + ") FILTER (WHERE NOT __del) AS __start, min("
                + seq + ") FILTER (WHERE __del) AS __deleted_at, " + last + " FROM g WHERE __version > 0 GROUP BY "
                + keys + ", __version)\n"
                + "SELECT "
                + r.names(r.projection()).stream()
                        .map(c -> r.keyNames().contains(c) ? q(c) : "__last." + q(c) + " AS " + q(c))
                        .collect(Collectors.joining(", "))
                + ", __start AS " + q(FlowResolver.START_AT)
                + ", coalesce(__deleted_at, lead(__start) OVER (PARTITION BY "
                + keys + " ORDER BY __version)) AS " + q(FlowResolver.END_AT) + " FROM v";
    }

    static String type(DataType t) {
        return switch (t.kind()) {
            case BIGINT -> "BIGINT";
            case INT -> "INTEGER";
            case STRING -> "VARCHAR";
            case TIMESTAMP -> "TIMESTAMP";
            case DATE -> "DATE";
            case DOUBLE -> "DOUBLE";
            case BOOLEAN -> "BOOLEAN";
            case DECIMAL -> "DECIMAL(" + t.precision() + "," + t.scale() + ")";
            default ->
                throw Errors.of(
                        ErrorClass.UNSUPPORTED_SETTING,
                        "the DuckDB comparison reads plain columns, not " + t,
                        "Compare on a feed from the generate command");
        };
    }

    private static String quoted(List<String> names) {
        return names.stream().map(DuckDbScdSql::q).collect(Collectors.joining(", "));
    }

    private static String q(String name) {
        return '"' + name.replace("\"", "\"\"") + '"';
    }
}
