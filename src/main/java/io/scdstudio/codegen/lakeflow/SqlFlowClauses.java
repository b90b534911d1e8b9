package io.scdstudio.codegen.lakeflow;

import io.scdstudio.codegen.SparkSqlQuoting;
import io.scdstudio.codegen.SqlClause;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.FlowParameters;
import io.scdstudio.model.Location;
import io.scdstudio.model.SequenceBy;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The clauses a CDC design needs in Lakeflow SQL, keyed by {@link SqlClause} so that iterating the map
 * gives the canonical order. SQL has one slot per clause, so a design that sets two conflicting options
 * (which the Python API accepts and Databricks then rejects) cannot be written and is refused here.
 */
final class SqlFlowClauses {
    private static final SparkSqlQuoting Q = SparkSqlQuoting.INSTANCE;

    private SqlFlowClauses() {}

    static Map<SqlClause, String> of(CdcFlowSettings f) {
        requireExpressible(f);
        Map<SqlClause, String> c = new EnumMap<>(SqlClause.class);
        c.put(SqlClause.KEYS, "KEYS " + list(f.keys()));
        ignoreNulls(f).ifPresent(s -> c.put(SqlClause.IGNORE_NULL_UPDATES, s));
        f.applyAsDeletes().ifPresent(s -> c.put(SqlClause.APPLY_AS_DELETE, "APPLY AS DELETE WHEN " + s));
        f.applyAsTruncates().ifPresent(s -> c.put(SqlClause.APPLY_AS_TRUNCATE, "APPLY AS TRUNCATE WHEN " + s));
        c.put(SqlClause.SEQUENCE_BY, "SEQUENCE BY " + sequence(f.sequenceBy()));
        selection(f.columnList(), f.exceptColumnList()).ifPresent(s -> c.put(SqlClause.COLUMNS, "COLUMNS " + s));
        f.storedAsScdType().ifPresent(t -> c.put(SqlClause.STORED_AS, "STORED AS SCD TYPE " + t));
        selection(f.trackHistoryColumnList(), f.trackHistoryExceptColumnList())
                .ifPresent(s -> c.put(SqlClause.TRACK_HISTORY, "TRACK HISTORY ON " + s));
        return c;
    }

    private static Optional<String> ignoreNulls(CdcFlowSettings f) {
        if (f.ignoreNullUpdates()) {
            return Optional.of("IGNORE NULL UPDATES");
        }
        return selection(f.ignoreNullUpdatesColumnList(), f.ignoreNullUpdatesExceptColumnList())
                .map(s -> "IGNORE NULL UPDATES ON " + s);
    }

    private static String sequence(SequenceBy sequence) {
        return sequence.struct() ? "STRUCT" + list(sequence.columns()) : Q.identifier(sequence.column());
    }

    static Optional<String> selection(Optional<List<String>> include, Optional<List<String>> exclude) {
        if (include.isPresent()) {
            return Optional.of(list(include.get()));
        }
        return exclude.map(cols -> "* EXCEPT " + list(cols));
    }

    static String list(List<String> columns) {
        List<String> quoted = new ArrayList<>();
        for (String c : columns) {
            quoted.add(Q.identifier(c));
        }
        return "(" + String.join(", ", quoted) + ")";
    }

    private static void requireExpressible(CdcFlowSettings f) {
        if (f.keys().isEmpty()) {
            throw refuse(
                    "keys",
                    ErrorClass.EMPTY_KEYS,
                    "the flow has no keys, and KEYS () is not valid SQL",
                    "Choose the key columns that identify a row");
        }
        if (f.columnList().isPresent() && f.exceptColumnList().isPresent()) {
            throw refuse(
                    FlowParameters.COLUMN_LIST,
                    ErrorClass.CONFLICTING_COLUMN_SELECTION,
                    "SQL has one COLUMNS clause, but the flow sets both column_list and except_column_list",
                    "Keep one of the two lists, or export Python, which passes both on for Databricks to reject");
        }
        if (f.trackHistoryColumnList().isPresent()
                && f.trackHistoryExceptColumnList().isPresent()) {
            throw refuse(
                    FlowParameters.TRACK_HISTORY_COLUMN_LIST,
                    ErrorClass.CONFLICTING_TRACK_HISTORY_OPTIONS,
                    "SQL has one TRACK HISTORY ON clause, but the flow sets both track-history lists",
                    "Keep one of the two lists, or export Python, which passes both on for Databricks to reject");
        }
        int ignoreOptions = f.ignoreNullOptionsSet();
        if (ignoreOptions > 1) {
            throw refuse(
                    FlowParameters.IGNORE_NULL_UPDATES,
                    ErrorClass.CONFLICTING_IGNORE_NULL_UPDATES_OPTIONS,
                    "SQL has one IGNORE NULL UPDATES clause, but the flow sets " + ignoreOptions
                            + " ignore-null options",
                    "Keep one ignore-null option, or export Python, which passes all on for Databricks to reject");
        }
    }

    private static RuntimeException refuse(String field, ErrorClass errorClass, String problem, String hint) {
        return Errors.at(Location.field(field), errorClass, "Cannot write this flow as Lakeflow SQL: " + problem, hint);
    }
}
