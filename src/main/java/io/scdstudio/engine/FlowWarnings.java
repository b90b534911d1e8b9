package io.scdstudio.engine;

import java.util.List;

/**
 * Every warning text an engine emits about a run's data, written once: both engines build their warnings here, so
 * their words cannot drift apart. The warnings about the design alone come from the design checks
 * ({@link DesignRules}).
 */
public final class FlowWarnings {
    /** How many keys a warning lists before "and N more". */
    public static final int LISTED = 5;

    private FlowWarnings() {}

    /**
     * U1: upserts of one key at one sequence value whose target rows differ. {@code ties} are "key at sequence s"
     * texts, at most {@link #LISTED}; {@code more} how many were left out; {@code sequence} the sequence columns.
     */
    public static FlowWarning ambiguousSequence(List<String> ties, long more, List<String> sequence) {
        return new FlowWarning(
                FlowWarning.AMBIGUOUS_SEQUENCE,
                "events with the same key and sequence differ: " + listed(ties, more)
                        + ". The later arrival wins here, but Databricks does not define the winner. To fix it, "
                        + tiebreaker(sequence));
    }

    /**
     * U2: a delete and an upsert of one key at one sequence value. The delete wins here (as Spark's own SCD2 code
     * lets it); Apache Spark 4.2.0's open-source SCD1 keeps the upsert, and Databricks calls such ties unsupported,
     * so the table depends on the engine.
     */
    public static FlowWarning deleteTiesUpsert(List<String> ties, long more, List<String> sequence) {
        return new FlowWarning(
                FlowWarning.DELETE_TIES_UPSERT,
                "a delete and an upsert share a key and a sequence value: " + listed(ties, more)
                        + ". The delete wins here, as in Spark's SCD type 2 code, but Apache Spark 4.2.0's"
                        + " open-source SCD type 1 keeps the upsert, and Databricks does not support such ties: the"
                        + " table depends on the engine. To fix it, " + tiebreaker(sequence));
    }

    /** U4: rows that match both conditions are applied as truncates. */
    public static FlowWarning rowsMatchDeleteAndTruncate(long rows) {
        return new FlowWarning(
                FlowWarning.ROW_MATCHES_DELETE_AND_TRUNCATE,
                rows + " row(s) match both apply_as_deletes and apply_as_truncates; they are applied as truncates."
                        + " Make the conditions exclusive");
    }

    /** U8: a late delete that falls inside an interval an earlier delete already closed (SCD type 2). */
    public static FlowWarning lateDeleteInsideClosedInterval(String key, String lateSequence, String earlierSequence) {
        return new FlowWarning(
                FlowWarning.LATE_DELETE_INSIDE_CLOSED_INTERVAL,
                "the delete of " + key + " at sequence " + lateSequence + " arrived after the delete at "
                        + earlierSequence + " and splits an interval that was already closed; the preview shows the"
                        + " fold, but Databricks was observed to keep an extra row with a NULL __START_AT here");
    }

    /**
     * Says what a tiebreaker is rather than writing a placeholder: a learner read "{@code <tiebreaker>}" as a word to
     * type. The engine cannot tell which column orders the changes; the design check "sequence ties" names one when
     * the feed has it.
     */
    private static String tiebreaker(List<String> sequence) {
        return "add a column that says which change came later (a change number or a log position) to the sequence,"
                + " SEQUENCE BY STRUCT(" + String.join(", ", sequence) + ", that column); if the feed has no such"
                + " column, have the source add one";
    }

    private static String listed(List<String> ties, long more) {
        return String.join("; ", ties) + (more > 0 ? " and " + more + " more" : "");
    }
}
