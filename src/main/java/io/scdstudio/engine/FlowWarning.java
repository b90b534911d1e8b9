package io.scdstudio.engine;

/**
 * A warning about a flow or its data. Codes: {@code AMBIGUOUS_SEQUENCE} (U1, the one the conformance suite
 * checks), {@code DELETE_TIES_UPSERT} (U2), {@code ROW_MATCHES_DELETE_AND_TRUNCATE} (U4), {@code
 * LATE_DELETE_INSIDE_CLOSED_INTERVAL} (U8), and the ids of the design checks
 * that read the design alone ({@link DesignRules}). The texts are written once, in {@link FlowWarnings}.
 */
public record FlowWarning(String code, String message) {
    public static final String AMBIGUOUS_SEQUENCE = "AMBIGUOUS_SEQUENCE";
    public static final String DELETE_TIES_UPSERT = "DELETE_TIES_UPSERT";
    public static final String ROW_MATCHES_DELETE_AND_TRUNCATE = "ROW_MATCHES_DELETE_AND_TRUNCATE";
    public static final String LATE_DELETE_INSIDE_CLOSED_INTERVAL = "LATE_DELETE_INSIDE_CLOSED_INTERVAL";
}
