package io.scdstudio.codegen;

/**
 * The optional and required clauses of a Lakeflow {@code AUTO CDC ... INTO} statement after its
 * {@code FROM}, in the order the Databricks grammar requires (spec §3.1): the SQL generator writes them in
 * declaration order, and the SQL parser reports where each one was found.
 */
public enum SqlClause {
    KEYS("KEYS"),
    IGNORE_NULL_UPDATES("IGNORE NULL UPDATES"),
    APPLY_AS_DELETE("APPLY AS DELETE WHEN"),
    APPLY_AS_TRUNCATE("APPLY AS TRUNCATE WHEN"),
    SEQUENCE_BY("SEQUENCE BY"),
    COLUMNS("COLUMNS"),
    STORED_AS("STORED AS"),
    TRACK_HISTORY("TRACK HISTORY ON");

    private final String keywords;

    SqlClause(String keywords) {
        this.keywords = keywords;
    }

    /** The keywords that open the clause, as the generator writes them. */
    public String keywords() {
        return keywords;
    }
}
