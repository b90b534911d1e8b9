package io.scdstudio.codegen.merge;

import io.scdstudio.codegen.SparkSqlQuoting;
import io.scdstudio.codegen.SqlText;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.Column;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.FlowParameters;
import io.scdstudio.model.Location;
import io.scdstudio.model.Schema;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The columns a portable export spells out, resolved against the source schema as the fold resolves them
 * (spec §3.2, U10, U17, U18): the target's data columns in source order, the keys, the sequence, the
 * tracked columns and the ignore-null columns. The Lakeflow targets pass names through for Databricks to
 * check; an export that implements the fold itself must refuse a design it cannot run, with the error class
 * the preview engine raises for it.
 */
record MergeColumns(
        List<Column> target,
        List<Column> keys,
        List<Column> sequence,
        boolean structSequence,
        List<Column> tracked,
        List<Column> ignoreNull,
        int scdType) {
    /** Prefix of the hidden columns and tables the export adds; a source column may not start with it. */
    static final String RESERVED_PREFIX = "__scd_";

    static MergeColumns resolve(CdcFlowSettings flow, Schema source) {
        MergeRules.check(flow, source);
        List<Column> keys = columns(source, flow.keys(), "keys");
        List<Column> sequence = columns(source, flow.sequenceBy().columns(), FlowParameters.SEQUENCE_BY);
        List<Column> target = selection(flow, source, keys);
        int type = flow.scdType();
        List<Column> tracked = type == 2
                ? listed(
                        flow.trackHistoryColumnList(),
                        flow.trackHistoryExceptColumnList(),
                        target,
                        keys,
                        "track_history")
                : List.of();
        List<Column> ignoreNull = List.of();
        if (flow.ignoreNullUpdates()) {
            ignoreNull = minus(target, keys);
        } else if (flow.ignoreNullUpdatesColumnList().isPresent()
                || flow.ignoreNullUpdatesExceptColumnList().isPresent()) {
            ignoreNull = listed(
                    flow.ignoreNullUpdatesColumnList(),
                    flow.ignoreNullUpdatesExceptColumnList(),
                    target,
                    keys,
                    FlowParameters.IGNORE_NULL_UPDATES);
        }
        return new MergeColumns(target, keys, sequence, flow.sequenceBy().struct(), tracked, ignoreNull, type);
    }

    private static List<Column> selection(CdcFlowSettings flow, Schema source, List<Column> keys) {
        List<Column> target;
        if (flow.columnList().isPresent()) {
            List<Column> listed = columns(source, flow.columnList().get(), FlowParameters.COLUMN_LIST);
            target = source.columns().stream().filter(listed::contains).toList();
        } else {
            target = minus(
                    source.columns(),
                    columns(source, flow.exceptColumnList().orElse(List.of()), FlowParameters.EXCEPT_COLUMN_LIST));
        }
        for (Column k : keys) {
            if (!target.contains(k)) {
                throw Errors.at(
                        Location.field("keys"),
                        ErrorClass.KEY_NOT_IN_COLUMNS,
                        "key column '" + k.name() + "' is left out of the target by the column selection",
                        "Keep every key column in the target");
            }
        }
        return target;
    }

    /** An include list as given, an except list as target minus keys minus it, neither: target minus keys. */
    private static List<Column> listed(
            Optional<List<String>> include,
            Optional<List<String>> exclude,
            List<Column> target,
            List<Column> keys,
            String setting) {
        Schema targetSchema = new Schema(target);
        if (include.isPresent()) {
            return columns(targetSchema, include.get(), setting + "_column_list");
        }
        return minus(
                minus(target, keys), columns(targetSchema, exclude.orElse(List.of()), setting + "_except_column_list"));
    }

    static List<Column> columns(Schema schema, List<String> names, String setting) {
        List<Column> out = new ArrayList<>();
        for (String name : names) {
            out.add(schema.find(name)
                    .orElseThrow(() -> Errors.at(
                            Location.field(setting),
                            ErrorClass.COLUMNS_NOT_FOUND_IN_SCHEMA,
                            setting + " names column '" + name + "', which is not in "
                                    + (setting.startsWith("track") || setting.startsWith("ignore")
                                            ? "the target"
                                            : "the source"),
                            "Use one of: " + String.join(", ", schema.names()))));
        }
        return List.copyOf(out);
    }

    private static List<Column> minus(List<Column> all, List<Column> removed) {
        return all.stream().filter(c -> !removed.contains(c)).toList();
    }

    /** Whether a name is one the export reserves for its hidden columns. */
    static boolean reserved(String name) {
        return name.toLowerCase(Locale.ROOT).startsWith(RESERVED_PREFIX);
    }

    /**
     * The sequence value of a row as SQL: the sequence column, or a {@code named_struct} of a STRUCT sequence's
     * fields; {@code alias} qualifies the columns when not empty.
     */
    String sequenceValue(String alias) {
        String prefix = alias.isEmpty() ? "" : alias + ".";
        if (!structSequence()) {
            return prefix + SqlText.name(sequence().get(0));
        }
        List<String> fields = new ArrayList<>();
        for (Column c : sequence()) {
            fields.add(SparkSqlQuoting.INSTANCE.stringLiteral(c.name()) + ", " + prefix + SqlText.name(c));
        }
        return "named_struct(" + String.join(", ", fields) + ")";
    }
}
