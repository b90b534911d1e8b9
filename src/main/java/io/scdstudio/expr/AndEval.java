package io.scdstudio.expr;

import io.scdstudio.model.Row;

/** Three-valued AND, evaluated as Spark does: a FALSE left side skips the right side. */
record AndEval(Eval left, Eval right) implements Eval {
    @Override
    public Object eval(Row row) {
        Object a = left.eval(row);
        if (Boolean.FALSE.equals(a)) {
            return Boolean.FALSE;
        }
        Object b = right.eval(row);
        if (Boolean.FALSE.equals(b)) {
            return Boolean.FALSE;
        }
        return a == null || b == null ? null : Boolean.TRUE;
    }
}
