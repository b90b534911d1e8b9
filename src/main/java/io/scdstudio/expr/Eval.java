package io.scdstudio.expr;

import io.scdstudio.model.Row;

/**
 * One node of a compiled condition. Nodes hold column indexes and pre-converted constants, so evaluating a row
 * does no parsing, no lookups and, for same-typed operands, no allocation. NULL is {@code null}; boolean
 * results are {@link Boolean#TRUE} or {@link Boolean#FALSE}.
 */
interface Eval {
    Object eval(Row row);
}
