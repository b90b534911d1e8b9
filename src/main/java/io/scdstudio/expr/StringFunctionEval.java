package io.scdstudio.expr;

import io.scdstudio.model.Row;

/** {@code lower}, {@code upper} or {@code trim} of a string; NULL stays NULL. */
record StringFunctionEval(Ast.Function function, Eval arg) implements Eval {
    @Override
    public Object eval(Row row) {
        Object v = arg.eval(row);
        return v == null ? null : apply(function, (String) v);
    }

    static String apply(Ast.Function function, String s) {
        return switch (function) {
            case LOWER -> SparkStrings.lower(s);
            case UPPER -> SparkStrings.upper(s);
            case TRIM -> SparkStrings.trimSpaces(s);
            case COALESCE -> throw new IllegalArgumentException("coalesce is not a string function");
        };
    }
}
