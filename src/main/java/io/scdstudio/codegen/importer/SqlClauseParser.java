package io.scdstudio.codegen.importer;

import io.scdstudio.codegen.SqlClause;
import io.scdstudio.model.SequenceBy;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Reads the clauses after {@code FROM source} up to the end of the statement into {@link SqlFlowParts}.
 * A condition runs to the next clause keyword outside parentheses and is kept exactly as written.
 */
final class SqlClauseParser {
    private static final String CLAUSE_LIST = "KEYS, IGNORE NULL UPDATES, APPLY AS DELETE WHEN, "
            + "APPLY AS TRUNCATE WHEN, SEQUENCE BY, COLUMNS, STORED AS or TRACK HISTORY ON";

    private final TokenCursor c;
    private final SqlFlowParts parts;
    private final Set<SqlClause> seen = EnumSet.noneOf(SqlClause.class);

    SqlClauseParser(TokenCursor cursor, SqlFlowParts parts) {
        this.c = cursor;
        this.parts = parts;
    }

    void parseAll() {
        while (!c.atEnd()) {
            Token start = c.peek();
            SqlClause clause = clauseAt(0);
            if (clause == null) {
                throw unsupportedOrUnknown(start);
            }
            if (parts.snapshot
                    && EnumSet.of(
                                    SqlClause.SEQUENCE_BY,
                                    SqlClause.APPLY_AS_DELETE,
                                    SqlClause.APPLY_AS_TRUNCATE,
                                    SqlClause.COLUMNS,
                                    SqlClause.IGNORE_NULL_UPDATES)
                            .contains(clause)) {
                throw c.source()
                        .errorAt(
                                start,
                                clause.keywords() + " belongs to a change-feed flow, not to FROM" + " SNAPSHOT",
                                "Remove it: a snapshot flow takes KEYS, STORED AS and TRACK HISTORY ON only");
            }
            if (!seen.add(clause)) {
                throw c.source()
                        .errorAt(
                                start,
                                clause.keywords() + " appears twice",
                                "Keep one " + clause.keywords() + " clause");
            }
            parts.clauses.add(new ParsedSqlFlow.FoundClause(clause, start.line(), start.column()));
            parse(clause);
        }
        if (!seen.contains(SqlClause.KEYS)) {
            throw c.expected("KEYS (...): every AUTO CDC flow needs its key columns");
        }
        if (parts.snapshot) {
            return;
        }
        if (!seen.contains(SqlClause.SEQUENCE_BY)) {
            throw c.expected("SEQUENCE BY: every AUTO CDC flow needs a sequence column");
        }
    }

    private void parse(SqlClause clause) {
        switch (clause) {
            case KEYS -> {
                c.next();
                parts.keys = columnList("KEYS");
            }
            case IGNORE_NULL_UPDATES -> ignoreNullUpdates();
            case APPLY_AS_DELETE -> parts.deletes = Optional.of(condition("APPLY AS DELETE WHEN"));
            case APPLY_AS_TRUNCATE -> parts.truncates = Optional.of(condition("APPLY AS TRUNCATE WHEN"));
            case SEQUENCE_BY -> sequenceBy();
            case COLUMNS -> {
                c.next();
                Selection s = selection("COLUMNS");
                parts.columnList = s.include();
                parts.exceptColumnList = s.exclude();
            }
            case STORED_AS -> storedAs();
            case TRACK_HISTORY -> {
                skipWords(2);
                c.expectWord("ON", "after TRACK HISTORY");
                Selection s = selection("TRACK HISTORY ON");
                parts.trackHistoryColumnList = s.include();
                parts.trackHistoryExceptColumnList = s.exclude();
            }
        }
    }

    private void ignoreNullUpdates() {
        skipWords(2);
        c.expectWord("UPDATES", "after IGNORE NULL");
        if (!c.acceptWord("ON")) {
            parts.ignoreNullUpdates = true;
            return;
        }
        Selection s = selection("IGNORE NULL UPDATES ON");
        parts.ignoreNullUpdatesColumnList = s.include();
        parts.ignoreNullUpdatesExceptColumnList = s.exclude();
    }

    private void sequenceBy() {
        skipWords(2);
        if (c.peek().isWord("STRUCT") && c.peek(1).isSymbol('(')) {
            c.next();
            parts.sequenceBy = SequenceBy.struct(columnList("SEQUENCE BY STRUCT"));
        } else {
            parts.sequenceBy = SequenceBy.column(columnName("SEQUENCE BY"));
        }
        if (!c.atEnd() && c.peek().kind() == Token.Kind.SYMBOL) {
            throw c.expected("the next clause after SEQUENCE BY, which takes one column or STRUCT(col1, col2, ...)");
        }
    }

    private void storedAs() {
        skipWords(2);
        if (c.peek().isWord("BITEMPORAL")) {
            throw c.source()
                    .errorAt(
                            c.peek(),
                            "STORED AS BITEMPORAL is not supported",
                            "SCD Studio simulates SCD type 1 and 2; use STORED AS SCD TYPE 1 or SCD TYPE 2");
        }
        c.expectWord("SCD", "after STORED AS");
        c.expectWord("TYPE", "after STORED AS SCD");
        Token type = c.peek();
        if (!type.isWord("1") && !type.isWord("2")) {
            throw c.expected("1 or 2 after STORED AS SCD TYPE");
        }
        c.next();
        parts.storedAsScdType = Optional.of(Integer.parseInt(type.text()));
    }

    private String condition(String clause) {
        skipWords(3);
        c.expectWord("WHEN", "after " + clause.substring(0, clause.length() - " WHEN".length()));
        Token firstToken = c.peek();
        int depth = 0;
        Token last = null;
        while (!c.atEnd() && !(depth == 0 && isBoundary(0))) {
            Token t = c.next();
            depth += t.isSymbol('(') ? 1 : t.isSymbol(')') ? -1 : 0;
            last = t;
        }
        if (last == null) {
            throw c.expected("a condition after " + clause);
        }
        return c.source().text().substring(firstToken.start(), last.end());
    }

    private record Selection(Optional<List<String>> include, Optional<List<String>> exclude) {}

    private Selection selection(String clause) {
        if (c.acceptSymbol('*')) {
            c.expectWord("EXCEPT", "after " + clause + " *");
            return new Selection(Optional.empty(), Optional.of(columnList(clause + " * EXCEPT")));
        }
        return new Selection(Optional.of(columnList(clause)), Optional.empty());
    }

    private List<String> columnList(String clause) {
        boolean parenthesized = c.acceptSymbol('(');
        List<String> names = new ArrayList<>();
        if (parenthesized && c.acceptSymbol(')')) {
            return List.copyOf(names);
        }
        do {
            names.add(columnName(clause));
        } while (c.acceptSymbol(','));
        if (parenthesized) {
            c.expectSymbol(')', "to close the column list of " + clause);
        }
        return List.copyOf(names);
    }

    private String columnName(String clause) {
        Token t = c.peek();
        if (!t.isName() || isBoundary(0)) {
            throw c.expected("a column name in " + clause);
        }
        c.next();
        if (c.peek().isSymbol('.')) {
            throw c.source()
                    .errorAt(
                            t,
                            "column names in " + clause + " cannot have a qualifier",
                            "Write the column name alone, without a table or struct prefix");
        }
        return t.kind() == Token.Kind.QUOTED_NAME ? t.value() : t.text();
    }

    private void skipWords(int n) {
        for (int i = 0; i < n; i++) {
            c.next();
        }
    }

    private boolean isBoundary(int ahead) {
        return clauseAt(ahead) != null || unsupportedAt(ahead) != null;
    }

    /** The clause whose keywords start at the token {@code ahead}, or null. */
    private SqlClause clauseAt(int ahead) {
        Token t = c.peek(ahead);
        Token n = c.peek(ahead + 1);
        if (t.kind() != Token.Kind.WORD) {
            return null;
        }
        switch (t.upper()) {
            case "KEYS" -> {
                return n.isSymbol('(') || n.isName() ? SqlClause.KEYS : null;
            }
            case "IGNORE" -> {
                return n.isWord("NULL") ? SqlClause.IGNORE_NULL_UPDATES : null;
            }
            case "APPLY" -> {
                Token kind = c.peek(ahead + 2);
                if (!n.isWord("AS")) {
                    return null;
                }
                return kind.isWord("DELETE")
                        ? SqlClause.APPLY_AS_DELETE
                        : kind.isWord("TRUNCATE") ? SqlClause.APPLY_AS_TRUNCATE : null;
            }
            case "SEQUENCE" -> {
                return n.isWord("BY") ? SqlClause.SEQUENCE_BY : null;
            }
            case "COLUMNS" -> {
                return (n.isSymbol('(') || n.isSymbol('*') || n.isName()) && !n.isWord("TO") ? SqlClause.COLUMNS : null;
            }
            case "STORED" -> {
                return n.isWord("AS") ? SqlClause.STORED_AS : null;
            }
            case "TRACK" -> {
                return n.isWord("HISTORY") ? SqlClause.TRACK_HISTORY : null;
            }
            default -> {
                return null;
            }
        }
    }

    /** Clauses Databricks knows but SCD Studio does not model: a description, or null. */
    private String unsupportedAt(int ahead) {
        Token t = c.peek(ahead);
        Token n = c.peek(ahead + 1);
        if (t.isWord("SYSTEM") && n.isWord("SEQUENCE")) {
            return "SYSTEM SEQUENCE BY (bitemporal tables)";
        }
        if (t.isWord("COLUMNS") && n.isWord("TO")) {
            return "COLUMNS TO UPDATE (partial updates)";
        }
        return t.isWord("WHERE") ? "the legacy WHERE clause" : null;
    }

    private RuntimeException unsupportedOrUnknown(Token start) {
        String unsupported = unsupportedAt(0);
        if (unsupported != null) {
            return c.source()
                    .errorAt(
                            start,
                            unsupported + " is not supported",
                            "SCD Studio does not simulate it; remove the clause to import the rest of the flow");
        }
        if (start.isSymbol(';')) {
            return c.expected("the end of the statement");
        }
        return c.expected("a clause (" + CLAUSE_LIST + ")");
    }
}
