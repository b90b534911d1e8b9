package io.scdstudio.ui.flow;

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
            case "sequence_by" -> SEQUENCE;
            case "apply_as_deletes" -> DELETES;
            case "apply_as_truncates" -> TRUNCATES;
            case "stored_as_scd_type" -> SCD_TYPE;
            case "column_list", "except_column_list" -> COLUMNS;
            case "track_history_column_list", "track_history_except_column_list" -> TRACK_HISTORY;
            case "ignore_null_updates", "ignore_null_updates_column_list", "ignore_null_updates_except_column_list" ->
                IGNORE_NULL;
            case "target", "name" -> TARGET;
            default -> OTHER;
        };
    }
}
