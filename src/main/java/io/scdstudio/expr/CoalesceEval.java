package io.scdstudio.expr;

import io.scdstudio.model.Row;

/** The first non-NULL argument; later arguments are not evaluated, as in Spark. */
final class CoalesceEval implements Eval {
    private final Eval[] args;

    CoalesceEval(Eval[] args) {
        this.args = args.clone();
    }

    @Override
    public Object eval(Row row) {
        for (Eval arg : args) {
            Object v = arg.eval(row);
            if (v != null) {
                return v;
            }
        }
        return null;
    }
}
