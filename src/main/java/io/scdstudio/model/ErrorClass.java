package io.scdstudio.model;

import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Every error class a user can meet, with what it means: the stable name an {@link ScdException} carries, which a
 * user can look up and a test can expect. The configuration and data errors are those of AUTO CDC (the conformance
 * suite expects them by name); the rest are the product's own. Both engines, the command line and the window raise
 * these names and no others ({@code ErrorCatalogueTest} reads the sources to hold that).
 */
public enum ErrorClass {
    // Configuration errors of AUTO CDC, raised before any batch (both engines, and the exports).
    EMPTY_KEYS("the flow names no keys"),
    COLUMNS_NOT_FOUND_IN_SCHEMA("a setting names a column the source does not have"),
    KEY_NOT_IN_COLUMNS("a key is left out of the target by the column selection"),
    NON_ORDERABLE_SEQUENCE("the sequence column's type cannot be ordered (a MAP)"),
    INVALID_SCD_TYPE("stored_as_scd_type is neither 1 nor 2"),
    TRACK_HISTORY_REQUIRES_SCD2("a track-history list on an SCD type 1 flow"),
    TRUNCATE_NOT_SUPPORTED_FOR_SCD2("apply_as_truncates on an SCD type 2 flow"),
    CONFLICTING_COLUMN_SELECTION("column_list and except_column_list together"),
    CONFLICTING_TRACK_HISTORY_OPTIONS("track_history_column_list and track_history_except_column_list together"),
    CONFLICTING_IGNORE_NULL_UPDATES_OPTIONS("more than one of the ignore-null-updates options"),
    RESERVED_COLUMN_NAME("a source column uses a name the target reserves (__START_AT, __END_AT)"),
    INVALID_CONDITION("a delete or truncate condition does not parse or is not boolean"),
    UNSUPPORTED_EXPRESSION("a condition uses SQL the product does not evaluate"),
    CAST_INVALID_INPUT("a value in a condition cannot be cast to the type it is compared with"),
    // Data errors of AUTO CDC, raised by the batch that holds the row.
    NULL_KEY("a row that is not a truncate has a NULL key"),
    NULL_SEQUENCE("a row has a NULL sequence value"),
    DUPLICATE_SNAPSHOT_KEY("a snapshot holds two rows with one key"),
    COLUMN_LISTED_TWICE("keys or sequence_by names one column twice"),
    SNAPSHOT_VERSION_NOT_INCREASING("a snapshot's version is not greater than the one before"),
    WRONG_FEED("a batch or snapshot is given to a flow of the other kind"),
    UNKNOWN_VERSION("a target version that the run does not have was asked for"),
    UNSUPPORTED_SETTING("a setting this engine or view cannot honour"),
    SNAPSHOT_FLOW_NOT_EXPORTABLE("the portable export covers change-feed flows only"),
    // Raised by the exported MERGE SQL and Spark Java when a batch or an adoption runs.
    TARGET_WITHOUT_STATE("an exported flow's first batch finds a target with rows and no state; adopt it first"),
    BATCH_ID_REUSED("a batch id already applied comes with other rows"),
    BATCH_ID_NOT_NEW("a batch id not above the last one stored, and never applied"),
    BATCH_ID_NEGATIVE("a batch id below 0"),
    TARGET_BUSY("another run holds an exported flow's writer lease on the target"),
    SOURCE_COLUMNS_CHANGED("a batch of an exported flow has a column the design does not know"),
    STATE_NOT_EMPTY("adopting a target when the export already holds state for it"),
    SEED_SEQUENCE_MISSING("adopting an SCD1 target that lacks its sequence without the sequence value to use"),
    // Reading and writing files.
    CSV_MALFORMED("the CSV text breaks RFC 4180"),
    VALUE_NOT_OF_TYPE("a value does not parse as its column's type"),
    HEADER_INVALID("a header row is missing, has an empty or duplicate name, or does not match the schema"),
    BATCH_INVALID("a __batch value is not a positive integer or goes down"),
    JSON_MALFORMED("a JSON lines file holds a line that is not one JSON object, or not of its format"),
    SCENARIO_INVALID("a scenario folder's case.json or layout is not as the scenario format describes"),
    LESSON_INVALID("a lesson's lesson.json or README is not as the library expects"),
    FILE_UNREADABLE("a file cannot be read"),
    FILE_NOT_WRITABLE("a file cannot be written"),
    FILE_NOT_FOUND("a file named on the command line does not exist"),
    FILE_EXISTS("an output file exists and --force was not given"),
    NOT_UTF8("a file is not UTF-8 text"),
    UNSUPPORTED_FILE("a file of a kind the product does not open"),
    FOLDER_NOT_EMPTY("saving would replace files the user did not agree to replace"),
    NOT_A_FOLDER("a folder was expected"),
    NO_SCENARIOS("a folder holds no scenarios"),
    IMPORT_NOT_UNDERSTOOD("imported flow code is not the AUTO CDC SQL or Python the importer reads"),
    SEVERAL_FLOWS("imported code holds several flows and none, or an unknown one, was named"),
    // The command line, the window's settings and the exports.
    USAGE("a command line that is not the command's usage"),
    INVALID_SETTING("a setting's value is out of range or not of its kind"),
    INVALID_TABLE_NAME("a target or source name is not a Spark table name"),
    INVALID_PACKAGE("a Java package name that is not one"),
    DESIGN_TOO_WIDE("a design with more columns than an export target's code can hold"),
    NOTHING_TO_ASK("a practice round finds no question to ask of the design"),
    EXAM_PROFILE_INVALID("an exam profile file is not as the exam expects"),
    PACK_INVALID("a lesson pack (.scdpack) is not a zip of lessons with its pack.json"),
    PACK_EXISTS("a lesson pack of that name is installed already, or its file exists"),
    BENCH_FAILED("a benchmark's peer is missing, failed, or computed another table than the engine's"),
    // The Spark engine.
    SPARK_FAILED("Spark failed; the message says what it was doing"),
    SPARK_MASTER_UNREACHABLE("the standalone cluster's master does not answer"),
    SPARK_NO_EXECUTORS("the cluster gave the session no executor"),
    CANCELLED("the run was cancelled"),
    TARGET_IN_WORKSPACE("a target folder inside the engine's workspace"),
    TARGET_NOT_A_FOLDER("a target path that is a file"),
    TARGET_NOT_EMPTY("a target folder that holds files and no Delta table"),
    TARGET_NOT_READABLE("a target folder that cannot be read");

    private static final Set<String> NAMES =
            Arrays.stream(values()).map(Enum::name).collect(Collectors.toSet());
    private final String meaning;

    ErrorClass(String meaning) {
        this.meaning = meaning;
    }

    public String meaning() {
        return meaning;
    }

    /** Whether {@code name} is a class of this catalogue. */
    public static boolean isKnown(String name) {
        return NAMES.contains(name);
    }
}
