package io.scdstudio.expr;

import io.scdstudio.model.Row;

/** NOT: NULL stays NULL. */
record NotEval(Eval child) implements Eval {
    @Override
    public Object eval(Row row) {
        Object v = child.eval(row);
        if (v == null) {
            return null;
        }
        return Boolean.TRUE.equals(v) ? Boolean.FALSE : Boolean.TRUE;
    }
}
