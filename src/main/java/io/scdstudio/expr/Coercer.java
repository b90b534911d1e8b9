package io.scdstudio.expr;

/**
 * Applies an implicit cast to a typed operand. Constants are converted once, here; a constant that cannot be
 * converted fails the compile with {@code CAST_INVALID_INPUT}, as Spark's constant folding fails the query
 * before any row, unless it sits where Spark may never evaluate it (a later coalesce argument).
 */
final class Coercer {
    private final ConditionErrors errors;

    Coercer(ConditionErrors errors) {
        this.errors = errors;
    }

    Eval to(Typed operand, SqlType target, Ast construct) {
        return to(operand, target, construct, false);
    }

    Eval to(Typed operand, SqlType target, Ast construct, boolean mayBeSkipped) {
        Converter converter = Casts.converter(operand.type(), target);
        if (converter == null || (operand.eval() instanceof ConstantEval c && c.value() == null)) {
            return operand.eval();
        }
        CastEval.Failure failure = new CastEval.Failure(
                errors,
                operand.source().start(),
                target,
                describe(operand.source()) + " (" + operand.type() + ")",
                errors.source(construct));
        if (operand.eval() instanceof ConstantEval constant && !mayBeSkipped) {
            Object converted = converter.convert(constant.value());
            if (converted == Converter.INVALID) {
                throw failure.of(constant.value());
            }
            return new ConstantEval(converted);
        }
        return new CastEval(operand.eval(), converter, failure);
    }

    private String describe(Ast source) {
        if (source instanceof Ast.Column c) {
            return "column `" + c.name() + "`";
        }
        if (source instanceof Ast.Literal) {
            return "the literal";
        }
        return "`" + errors.source(source) + "`";
    }
}
