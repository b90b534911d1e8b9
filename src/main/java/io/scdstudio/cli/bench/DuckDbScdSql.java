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
 * The best SQL we could write in DuckDB for an AUTO CDC target, computed over every event at once from a table
 * {@code events} with one sort: SCD type 1 keeps each key's last event unless it is a delete ({@code QUALIFY
 * row_number()}); SCD type 2 is gaps and islands in one window pass over (key, sequence): with {@code lag} and
 * {@code lead} of the delete flag and the tracked columns, an upsert opens a version when it follows a delete or
 * nothing or a tracked column differs from the event before it, and closes one when a delete, a version-opening
 * upsert or nothing follows it; the closing upsert carries the version's values (untracked changes update it in
 * place) and the next event's sequence is its end; a second, small window over the opening and closing rows gives
 * each version its start. No self-join and no GROUP BY (which sorted the versions a second time: the first version
 * of this SQL took twice as long). Exact for feeds without sequence ties, truncates or ignore-null options, which
 * it refuses; a bench comparison, not an engine.
 */
final class DuckDbScdSql {
    private DuckDbScdSql() {}

    static String target(CdcFlowSettings flow, Schema schema) {
        if (flow.applyAsTruncates().isPresent() || flow.ignoreNullOptionsSet() > 0) {
            throw Errors.of(
                    ErrorClass.UNSUPPORTED_SETTING,
                    "the DuckDB comparison covers designs without truncates or ignore-null options",
                    "Compare on a feed from the generate command, whose design has neither");
        }
        ResolvedFlow r = FlowResolver.resolveCdc(flow, schema);
        String keys = quoted(r.keyNames());
        List<String> sequence = flow.sequenceBy().columns();
        String ascending = sequence.stream().map(c -> q(c) + " NULLS FIRST").collect(Collectors.joining(", "));
        String events = "(SELECT *, "
                + flow.applyAsDeletes().map(c -> "coalesce((" + c + "), false)").orElse("false")
                + " AS __del FROM events)";
        String output = quoted(r.names(r.projection()));
        if (r.scdType() == 1) {
            String descending =
                    sequence.stream().map(c -> q(c) + " DESC NULLS LAST").collect(Collectors.joining(", "));
            return "SELECT " + output + " FROM " + events + " QUALIFY row_number() OVER (PARTITION BY " + keys
                    + " ORDER BY " + descending + ") = 1 AND NOT __del";
        }
        String value = flow.sequenceBy().struct()
                ? "struct_pack("
                        + sequence.stream().map(c -> q(c) + " := " + q(c)).collect(Collectors.joining(", ")) + ")"
                : q(sequence.get(0));
        List<String> tracked = r.names(r.tracked());
        StringBuilder around = new StringBuilder();
        for (int i = 0; i < tracked.size(); i++) {
            around.append(", lag(")
                    .append(q(tracked.get(i)))
                    .append(") OVER w AS __p")
                    .append(i);
            around.append(", lead(")
                    .append(q(tracked.get(i)))
                    .append(") OVER w AS __n")
                    .append(i);
        }
        return "WITH w AS (SELECT *, lag(__del) OVER w AS __pd, lead(__del) OVER w AS __nd, lead(" + value
                + ") OVER w AS __nseq" + around + " FROM " + events + " WINDOW w AS (PARTITION BY " + keys
                + " ORDER BY " + ascending + ")),\n"
                + "b AS (SELECT *, " + differs("__pd", "__p", tracked) + " AS __opens, "
                + differs("__nd", "__n", tracked)
                + " AS __closes FROM w WHERE NOT __del)\n"
                + "SELECT " + output + ", __start AS " + q(FlowResolver.START_AT) + ", __nseq AS "
                + q(FlowResolver.END_AT) + " FROM (SELECT *, CASE WHEN __opens THEN " + value + " ELSE lag(" + value
                + ") OVER (PARTITION BY " + keys + " ORDER BY " + ascending
                + ") END AS __start FROM b WHERE __opens OR "
                + "__closes) WHERE __closes";
    }

    /** A version boundary beside this upsert: no event there, a delete there, or a tracked value that differs. */
    private static String differs(String deleteThere, String prefix, List<String> tracked) {
        StringBuilder sb = new StringBuilder("(" + deleteThere + " IS NULL OR " + deleteThere);
        for (int i = 0; i < tracked.size(); i++) {
            sb.append(" OR ")
                    .append(q(tracked.get(i)))
                    .append(" IS DISTINCT FROM ")
                    .append(prefix)
                    .append(i);
        }
        return sb.append(')').toString();
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
