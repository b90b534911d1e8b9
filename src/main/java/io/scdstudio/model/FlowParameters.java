package io.scdstudio.model;

import java.util.List;

/**
 * The AUTO CDC parameters by the names {@code dp.create_auto_cdc_flow} gives them, written once: the settings file,
 * the exporters and importers, the error locations, the design checks and the flow pane all name a parameter
 * through these, so a name cannot be misspelt in one of them. (The keys of a flow are {@code keys}, a word too
 * common to be worth a constant.)
 */
public final class FlowParameters {
    public static final String SEQUENCE_BY = "sequence_by";
    public static final String APPLY_AS_DELETES = "apply_as_deletes";
    public static final String APPLY_AS_TRUNCATES = "apply_as_truncates";
    public static final String STORED_AS_SCD_TYPE = "stored_as_scd_type";
    public static final String COLUMN_LIST = "column_list";
    public static final String EXCEPT_COLUMN_LIST = "except_column_list";
    public static final String TRACK_HISTORY_COLUMN_LIST = "track_history_column_list";
    public static final String TRACK_HISTORY_EXCEPT_COLUMN_LIST = "track_history_except_column_list";
    public static final String IGNORE_NULL_UPDATES = "ignore_null_updates";
    public static final String IGNORE_NULL_UPDATES_COLUMN_LIST = "ignore_null_updates_column_list";
    public static final String IGNORE_NULL_UPDATES_EXCEPT_COLUMN_LIST = "ignore_null_updates_except_column_list";

    /** The settings of a change-feed flow besides its keys, in the order the settings file writes them. */
    public static final List<String> CDC_SETTINGS = List.of(
            SEQUENCE_BY,
            APPLY_AS_DELETES,
            APPLY_AS_TRUNCATES,
            COLUMN_LIST,
            EXCEPT_COLUMN_LIST,
            STORED_AS_SCD_TYPE,
            TRACK_HISTORY_COLUMN_LIST,
            TRACK_HISTORY_EXCEPT_COLUMN_LIST,
            IGNORE_NULL_UPDATES,
            IGNORE_NULL_UPDATES_COLUMN_LIST,
            IGNORE_NULL_UPDATES_EXCEPT_COLUMN_LIST);

    /** The settings of a snapshot flow besides its keys. */
    public static final List<String> SNAPSHOT_SETTINGS =
            List.of(STORED_AS_SCD_TYPE, TRACK_HISTORY_COLUMN_LIST, TRACK_HISTORY_EXCEPT_COLUMN_LIST);

    private FlowParameters() {}
}
