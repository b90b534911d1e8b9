package io.scdstudio.expr;

import io.scdstudio.model.Row;

/** {@code IS NULL} / {@code IS NOT NULL}: never NULL. */
record IsNullEval(Eval child, boolean negated) implements Eval {
    @Override
    public Object eval(Row row) {
        boolean isNull = child.eval(row) == null;
        return isNull != negated ? Boolean.TRUE : Boolean.FALSE;
    }
}
