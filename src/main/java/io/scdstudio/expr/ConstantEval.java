package io.scdstudio.expr;

import io.scdstudio.model.Row;

/** A literal, already converted to the type it is compared as. */
record ConstantEval(Object value) implements Eval {
    static final ConstantEval NULL = new ConstantEval(null);

    @Override
    public Object eval(Row row) {
        return value;
    }
}
