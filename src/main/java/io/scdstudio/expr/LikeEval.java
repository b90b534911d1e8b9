package io.scdstudio.expr;

import io.scdstudio.model.Row;

/** {@code value LIKE 'constant pattern'}; the pattern is compiled once. */
record LikeEval(Eval value, LikePattern pattern) implements Eval {
    @Override
    public Object eval(Row row) {
        Object v = value.eval(row);
        if (v == null) {
            return null;
        }
        return pattern.matches((String) v) ? Boolean.TRUE : Boolean.FALSE;
    }
}
