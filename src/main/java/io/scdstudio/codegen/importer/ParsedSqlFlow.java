package io.scdstudio.codegen.importer;

import io.scdstudio.codegen.SqlClause;
import io.scdstudio.model.FlowSettings;
import java.util.List;
import java.util.Objects;

/**
 * A parsed Lakeflow SQL flow: the design it describes and the clauses in the order they were written, so a
 * caller can check the order Databricks requires (the importer itself accepts any order).
 */
public record ParsedSqlFlow(FlowSettings flow, List<FoundClause> clauses) {

    /** One clause and where it starts (1-based line and column). */
    public record FoundClause(SqlClause clause, int line, int column) {}

    public ParsedSqlFlow {
        Objects.requireNonNull(flow, "flow");
        clauses = List.copyOf(clauses);
    }

    /** The clauses in the order they were written. */
    public List<SqlClause> clauseOrder() {
        return clauses.stream().map(FoundClause::clause).toList();
    }
}
