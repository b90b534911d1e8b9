package io.scdstudio.engine;

import java.util.List;

/**
 * A warning about a flow or its data. Codes: {@code AMBIGUOUS_SEQUENCE} (U1, the one the conformance suite
 * checks), {@code DELETE_TIES_UPSERT} (U2), {@code ROW_MATCHES_DELETE_AND_TRUNCATE} (U4), {@code
 * LATE_DELETE_INSIDE_CLOSED_INTERVAL} (U8), and the lint codes of {@link FlowLinter}. Warnings both engines raise
 * take their words from here, so the engines cannot drift apart.
 */
public record FlowWarning(String code, String message) {
    public static final String AMBIGUOUS_SEQUENCE = "AMBIGUOUS_SEQUENCE";
    public static final String DELETE_TIES_UPSERT = "DELETE_TIES_UPSERT";
    /** How many tied keys a warning lists before "and N more". */
    public static final int LISTED = 5;

    public static final String ROW_MATCHES_DELETE_AND_TRUNCATE = "ROW_MATCHES_DELETE_AND_TRUNCATE";
    public static final String LATE_DELETE_INSIDE_CLOSED_INTERVAL = "LATE_DELETE_INSIDE_CLOSED_INTERVAL";

    /**
     * U2: a delete and an upsert of one key at one sequence value. The delete wins here (as Spark's own SCD2 code
     * lets it); Apache Spark 4.2.0's open-source SCD1 keeps the upsert, and Databricks calls such ties unsupported,
     * so the table depends on the engine. {@code ties} are "key at sequence s" texts; {@code more} how many were
     * left out; {@code sequence} the sequence columns, for the fix.
     */
    public static FlowWarning deleteTiesUpsert(List<String> ties, int more, List<String> sequence) {
        return new FlowWarning(
                DELETE_TIES_UPSERT,
                "a delete and an upsert share a key and a sequence value: " + String.join("; ", ties)
                        + (more > 0 ? " and " + more + " more" : "")
                        + ". The delete wins here, as in Spark's SCD type 2 code, but Apache Spark 4.2.0's"
                        + " open-source SCD type 1 keeps the upsert, and Databricks does not support such ties: the"
                        + " table depends on the engine. Add a tiebreaker: SEQUENCE BY STRUCT("
                        + String.join(", ", sequence) + ", <tiebreaker>)");
    }
}
