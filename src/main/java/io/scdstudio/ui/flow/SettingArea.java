package io.scdstudio.ui.flow;

import io.scdstudio.model.FlowParameters;

/** The places of the flow pane where an error can be shown, found from the setting an error names. */
public enum SettingArea {
    TARGET,
    SCD_TYPE,
    KEYS,
    SEQUENCE,
    DELETES,
    TRUNCATES,
    COLUMNS,
    TRACK_HISTORY,
    IGNORE_NULL,
    OTHER;

    /** The area of a setting named as Databricks names it ({@code Location.field} of a configuration error). */
    public static SettingArea of(String field) {
        if (field == null) {
            return OTHER;
        }
        return switch (field) {
            case "keys" -> KEYS;
            case FlowParameters.SEQUENCE_BY -> SEQUENCE;
            case FlowParameters.APPLY_AS_DELETES -> DELETES;
            case FlowParameters.APPLY_AS_TRUNCATES -> TRUNCATES;
            case FlowParameters.STORED_AS_SCD_TYPE -> SCD_TYPE;
            case FlowParameters.COLUMN_LIST, FlowParameters.EXCEPT_COLUMN_LIST -> COLUMNS;
            case FlowParameters.TRACK_HISTORY_COLUMN_LIST, FlowParameters.TRACK_HISTORY_EXCEPT_COLUMN_LIST ->
                TRACK_HISTORY;
            case FlowParameters.IGNORE_NULL_UPDATES,
                    FlowParameters.IGNORE_NULL_UPDATES_COLUMN_LIST,
                    FlowParameters.IGNORE_NULL_UPDATES_EXCEPT_COLUMN_LIST -> IGNORE_NULL;
            case "target", "name" -> TARGET;
            default -> OTHER;
        };
    }
}
