package io.scdstudio.engine.resolve;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.Column;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.FlowParameters;
import io.scdstudio.model.Location;
import io.scdstudio.model.NearestName;
import io.scdstudio.model.ScdException;
import java.util.ArrayList;
import java.util.List;

/** The configuration errors of a flow, each naming the setting and how to fix it. */
final class ConfigErrors {
    private ConfigErrors() {}

    static ScdException emptyKeys() {
        return Errors.at(
                Location.field("keys"),
                ErrorClass.EMPTY_KEYS,
                "the flow has no keys",
                "Name the column or columns that identify a row in keys");
    }

    static ScdException columnListedTwice(String column, String setting) {
        return Errors.at(
                Location.field(setting),
                ErrorClass.COLUMN_LISTED_TWICE,
                setting + " names the column '" + column + "' twice",
                "Name each column once in " + setting);
    }

    static ScdException invalidScdType(int type) {
        return Errors.at(
                Location.field(FlowParameters.STORED_AS_SCD_TYPE),
                ErrorClass.INVALID_SCD_TYPE,
                "stored_as_scd_type is " + type,
                "Use 1 or 2");
    }

    static ScdException columnNotFound(String name, String setting, List<String> available) {
        return Errors.at(
                Location.field(setting),
                ErrorClass.COLUMNS_NOT_FOUND_IN_SCHEMA,
                setting + " names column '" + name + "', which the source does not have",
                "Use one of: " + String.join(", ", available) + closest(name, available));
    }

    static ScdException notInTarget(String name, String setting, List<String> target, boolean inSource) {
        String why = inSource
                ? "a column that the column selection leaves out of the target"
                : "a column the source does not have";
        return Errors.at(
                Location.field(setting),
                ErrorClass.COLUMNS_NOT_FOUND_IN_SCHEMA,
                setting + " names '" + name + "', " + why,
                "Use target columns only: " + String.join(", ", target) + closest(name, target));
    }

    static ScdException nonOrderableSequence(Column column) {
        return Errors.at(
                Location.field(FlowParameters.SEQUENCE_BY),
                ErrorClass.NON_ORDERABLE_SEQUENCE,
                "sequence column '" + column.name() + "' has type " + column.type() + ", which cannot be ordered",
                "Sequence by a column of an orderable type such as bigint, timestamp or date");
    }

    static ScdException conflicting(ErrorClass errorClass, String first, String second) {
        return Errors.at(
                Location.field(second),
                errorClass,
                "both " + first + " and " + second + " are set",
                "Keep one of them: " + first + " lists what to include, " + second + " what to leave out");
    }

    static ScdException conflictingIgnoreNull(CdcFlowSettings flow) {
        List<String> set = new ArrayList<>();
        if (flow.ignoreNullUpdates()) {
            set.add(FlowParameters.IGNORE_NULL_UPDATES);
        }
        flow.ignoreNullUpdatesColumnList().ifPresent(l -> set.add(FlowParameters.IGNORE_NULL_UPDATES_COLUMN_LIST));
        flow.ignoreNullUpdatesExceptColumnList()
                .ifPresent(l -> set.add(FlowParameters.IGNORE_NULL_UPDATES_EXCEPT_COLUMN_LIST));
        return Errors.at(
                Location.field(set.get(set.size() - 1)),
                ErrorClass.CONFLICTING_IGNORE_NULL_UPDATES_OPTIONS,
                "several ignore-null options are set: " + String.join(", ", set),
                "Keep one: ignore_null_updates for every column, or one of the two column lists");
    }

    static ScdException keyNotInColumns(String key, String setting) {
        return Errors.at(
                Location.field(setting),
                ErrorClass.KEY_NOT_IN_COLUMNS,
                "the column selection leaves key column '" + key + "' out of the target",
                "Keep every key column in the target: add it to column_list or remove it from except_column_list");
    }

    static ScdException truncateWithScd2() {
        return Errors.at(
                Location.field(FlowParameters.APPLY_AS_TRUNCATES),
                ErrorClass.TRUNCATE_NOT_SUPPORTED_FOR_SCD2,
                "apply_as_truncates is set on an SCD type 2 flow; SCD type 2 does not support truncates",
                "Remove apply_as_truncates, or store the target as SCD type 1");
    }

    static ScdException trackHistoryNeedsScd2(String setting) {
        return Errors.at(
                Location.field(setting),
                ErrorClass.TRACK_HISTORY_REQUIRES_SCD2,
                setting + " is set on an SCD type 1 flow; history tracking needs SCD type 2",
                "Store the target as SCD type 2, or remove " + setting);
    }

    private static String closest(String name, List<String> candidates) {
        return NearestName.of(name, candidates, 3)
                .map(best -> " (did you mean '" + best + "'?)")
                .orElse("");
    }
}
