package io.scdstudio.expr;

import io.scdstudio.model.Row;

/** Three-valued OR, evaluated as Spark does: a TRUE left side skips the right side. */
record OrEval(Eval left, Eval right) implements Eval {
    @Override
    public Object eval(Row row) {
        Object a = left.eval(row);
        if (Boolean.TRUE.equals(a)) {
            return Boolean.TRUE;
        }
        Object b = right.eval(row);
        if (Boolean.TRUE.equals(b)) {
            return Boolean.TRUE;
        }
        return a == null || b == null ? null : Boolean.FALSE;
    }
}
