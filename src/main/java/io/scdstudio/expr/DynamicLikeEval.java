package io.scdstudio.expr;

import io.scdstudio.model.Row;

/** {@code value LIKE column}: the pattern comes from the row; the last compiled pattern is reused. */
final class DynamicLikeEval implements Eval {
    private final Eval value;
    private final Eval pattern;
    private final int escape;
    private final ConditionErrors errors;
    private final int offset;
    private String lastText;
    private LikePattern lastPattern;

    DynamicLikeEval(Eval value, Eval pattern, int escape, ConditionErrors errors, int offset) {
        this.value = value;
        this.pattern = pattern;
        this.escape = escape;
        this.errors = errors;
        this.offset = offset;
    }

    @Override
    public Object eval(Row row) {
        Object v = value.eval(row);
        if (v == null) {
            return null;
        }
        Object p = pattern.eval(row);
        if (p == null) {
            return null;
        }
        return compiled((String) p).matches((String) v) ? Boolean.TRUE : Boolean.FALSE;
    }

    private LikePattern compiled(String text) {
        if (!text.equals(lastText)) {
            try {
                lastPattern = LikePattern.compile(text, escape);
            } catch (IllegalArgumentException e) {
                throw errors.syntax(offset, e.getMessage(), "Escape only _, % or the escape character itself");
            }
            lastText = text;
        }
        return lastPattern;
    }
}
