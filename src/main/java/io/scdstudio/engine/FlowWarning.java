package io.scdstudio.engine;

/**
 * A warning about a flow or its data. Codes: {@code AMBIGUOUS_SEQUENCE} (U1, the one the conformance suite
 * checks), {@code ROW_MATCHES_DELETE_AND_TRUNCATE} (U4), {@code LATE_DELETE_INSIDE_CLOSED_INTERVAL} (U8),
 * and the lint codes of {@link FlowLinter}.
 */
public record FlowWarning(String code, String message) {
    public static final String AMBIGUOUS_SEQUENCE = "AMBIGUOUS_SEQUENCE";
    public static final String ROW_MATCHES_DELETE_AND_TRUNCATE = "ROW_MATCHES_DELETE_AND_TRUNCATE";
    public static final String LATE_DELETE_INSIDE_CLOSED_INTERVAL = "LATE_DELETE_INSIDE_CLOSED_INTERVAL";
}
