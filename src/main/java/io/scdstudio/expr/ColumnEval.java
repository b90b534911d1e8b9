package io.scdstudio.expr;

import io.scdstudio.model.Row;

/** Reads one column of the row. */
record ColumnEval(int index) implements Eval {
    @Override
    public Object eval(Row row) {
        return row.get(index);
    }
}
