package io.scdstudio.expr;

import io.scdstudio.model.Row;
import io.scdstudio.model.ScdException;

/** Spark's implicit cast of an operand under ANSI mode: a value that does not convert fails the row. */
final class CastEval implements Eval {
    private final Eval child;
    private final Converter converter;
    private final Failure failure;

    CastEval(Eval child, Converter converter, Failure failure) {
        this.child = child;
        this.converter = converter;
        this.failure = failure;
    }

    @Override
    public Object eval(Row row) {
        Object value = child.eval(row);
        if (value == null) {
            return null;
        }
        Object converted = converter.convert(value);
        if (converted == Converter.INVALID) {
            throw failure.of(value);
        }
        return converted;
    }

    /** What to say when a value does not convert: where, to which type, which operand, in which construct. */
    record Failure(ConditionErrors errors, int offset, SqlType target, String operand, String construct) {
        ScdException of(Object value) {
            return errors.cast(offset, value, target, operand, construct);
        }
    }
}
