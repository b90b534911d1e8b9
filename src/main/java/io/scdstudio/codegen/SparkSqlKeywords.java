package io.scdstudio.codegen;

import java.util.Locale;
import java.util.Set;

/**
 * The keywords Spark SQL reserves in ANSI mode ({@code spark.sql.ansi.enabled=true}, the default since
 * Spark 4 and on Databricks SQL): such a word cannot name a column unquoted. Taken from the keyword table of
 * the Spark SQL reference, "ANSI Compliance".
 */
public final class SparkSqlKeywords {
    private static final Set<String> RESERVED = Set.of(
            "ALL",
            "AND",
            "ANY",
            "AS",
            "AUTHORIZATION",
            "BOTH",
            "CASE",
            "CAST",
            "CHECK",
            "COLLATE",
            "COLUMN",
            "CONSTRAINT",
            "CREATE",
            "CROSS",
            "CURRENT_DATE",
            "CURRENT_TIME",
            "CURRENT_TIMESTAMP",
            "CURRENT_USER",
            "DISTINCT",
            "ELSE",
            "END",
            "ESCAPE",
            "EXCEPT",
            "FALSE",
            "FETCH",
            "FILTER",
            "FOR",
            "FOREIGN",
            "FROM",
            "FULL",
            "GRANT",
            "GROUP",
            "HAVING",
            "IN",
            "INNER",
            "INTERSECT",
            "INTO",
            "IS",
            "JOIN",
            "LATERAL",
            "LEADING",
            "LEFT",
            "NATURAL",
            "NOT",
            "NULL",
            "OFFSET",
            "ON",
            "ONLY",
            "OR",
            "ORDER",
            "OUTER",
            "OVERLAPS",
            "PRIMARY",
            "REFERENCES",
            "RIGHT",
            "SELECT",
            "SESSION_USER",
            "SOME",
            "TABLE",
            "THEN",
            "TIME",
            "TO",
            "TRAILING",
            "TRUE",
            "UNION",
            "UNIQUE",
            "UNKNOWN",
            "USER",
            "USING",
            "WHEN",
            "WHERE",
            "WITH");

    private SparkSqlKeywords() {}

    /** Whether the word is reserved, in any letter case. */
    public static boolean isReserved(String word) {
        return RESERVED.contains(word.toUpperCase(Locale.ROOT));
    }
}
