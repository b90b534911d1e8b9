package io.scdstudio.codegen.merge;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.Column;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.FlowParameters;
import io.scdstudio.model.Location;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.Schema;

/**
 * The configuration checks a portable export needs before it can spell out the fold, with the error
 * classes of the conformance README: conflicting options, truncate or track-history with the wrong SCD type,
 * a sequence that cannot be ordered, and source names that clash with the export's hidden columns.
 */
final class MergeRules {
    private MergeRules() {}

    static void check(CdcFlowSettings f, Schema source) {
        checkKeysAndType(f);
        checkConflictingOptions(f);
        checkOptionsForType(f);
        checkColumns(f, source);
    }

    private static void checkKeysAndType(CdcFlowSettings f) {
        if (f.keys().isEmpty()) {
            throw refuse("keys", ErrorClass.EMPTY_KEYS, "the flow has no keys", "Name the columns that identify a row");
        }
        if (f.scdType() != 1 && f.scdType() != 2) {
            throw refuse(
                    FlowParameters.STORED_AS_SCD_TYPE,
                    ErrorClass.INVALID_SCD_TYPE,
                    "stored_as_scd_type is " + f.scdType(),
                    "Use 1 or 2");
        }
    }

    private static void checkConflictingOptions(CdcFlowSettings f) {
        both(
                f.columnList().isPresent(),
                f.exceptColumnList().isPresent(),
                ErrorClass.CONFLICTING_COLUMN_SELECTION,
                FlowParameters.COLUMN_LIST,
                FlowParameters.EXCEPT_COLUMN_LIST);
        both(
                f.trackHistoryColumnList().isPresent(),
                f.trackHistoryExceptColumnList().isPresent(),
                ErrorClass.CONFLICTING_TRACK_HISTORY_OPTIONS,
                FlowParameters.TRACK_HISTORY_COLUMN_LIST,
                FlowParameters.TRACK_HISTORY_EXCEPT_COLUMN_LIST);
        int ignoreOptions = f.ignoreNullOptionsSet();
        if (ignoreOptions > 1) {
            throw refuse(
                    FlowParameters.IGNORE_NULL_UPDATES,
                    ErrorClass.CONFLICTING_IGNORE_NULL_UPDATES_OPTIONS,
                    "several ignore-null options are set",
                    "Keep one of the three ignore-null options");
        }
    }

    private static void checkOptionsForType(CdcFlowSettings f) {
        if (f.applyAsTruncates().isPresent() && f.scdType() == 2) {
            throw refuse(
                    FlowParameters.APPLY_AS_TRUNCATES,
                    ErrorClass.TRUNCATE_NOT_SUPPORTED_FOR_SCD2,
                    "SCD type 2 does not support truncates",
                    "Remove apply_as_truncates, or store as SCD type 1");
        }
        if (f.scdType() == 1
                && (f.trackHistoryColumnList().isPresent()
                        || f.trackHistoryExceptColumnList().isPresent())) {
            throw refuse(
                    FlowParameters.TRACK_HISTORY_COLUMN_LIST,
                    ErrorClass.TRACK_HISTORY_REQUIRES_SCD2,
                    "history tracking needs SCD type 2",
                    "Remove the track-history list, or store as SCD type 2");
        }
    }

    private static void checkColumns(CdcFlowSettings f, Schema source) {
        for (Column c : MergeColumns.columns(source, f.sequenceBy().columns(), FlowParameters.SEQUENCE_BY)) {
            if (!c.type().isOrderable()) {
                throw refuse(
                        FlowParameters.SEQUENCE_BY,
                        ErrorClass.NON_ORDERABLE_SEQUENCE,
                        "sequence column '" + c.name() + "' has type " + c.type() + ", which cannot be ordered",
                        "Sequence by an orderable column such as bigint");
            }
        }
        for (Column c : source.columns()) {
            if (MergeColumns.reserved(c.name())) {
                throw refuse(
                        "schema",
                        ErrorClass.RESERVED_COLUMN_NAME,
                        "source column '" + c.name() + "' starts with " + MergeColumns.RESERVED_PREFIX
                                + ", which the export uses for its hidden columns",
                        "Rename the column before exporting");
            }
        }
    }

    private static void both(boolean first, boolean second, ErrorClass errorClass, String a, String b) {
        if (first && second) {
            throw refuse(b, errorClass, "both " + a + " and " + b + " are set", "Keep one of the two lists");
        }
    }

    static ScdException refuse(String field, ErrorClass errorClass, String problem, String hint) {
        return Errors.at(Location.field(field), errorClass, "Cannot export this flow: " + problem, hint);
    }
}
