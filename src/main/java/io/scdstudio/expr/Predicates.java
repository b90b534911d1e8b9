package io.scdstudio.expr;

import io.scdstudio.model.ErrorClass;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Type-checks IN, LIKE and the function calls, the constructs that take several operands or cast to string. */
final class Predicates {
    private final Analyzer analyzer;
    private final ConditionErrors errors;
    private final Coercer coercer;

    Predicates(Analyzer analyzer, ConditionErrors errors, Coercer coercer) {
        this.analyzer = analyzer;
        this.errors = errors;
        this.coercer = coercer;
    }

    Typed analyze(Ast ast) {
        if (ast instanceof Ast.In in) {
            return in(in);
        }
        if (ast instanceof Ast.Like like) {
            return like(like);
        }
        return call((Ast.Call) ast);
    }

    private Typed in(Ast.In in) {
        List<Typed> operands = new ArrayList<>();
        operands.add(analyzer.comparable(analyzer.analyze(in.value()), in));
        for (Ast item : in.items()) {
            operands.add(analyzer.comparable(analyzer.analyze(item), in));
        }
        SqlType common = commonType(operands, in, "the value and the items of IN");
        Eval[] evals = analyzer.castAll(operands, common, in, false);
        Eval[] items = Arrays.copyOfRange(evals, 1, evals.length);
        Eval eval = new InEval(evals[0], items, ValueOrder.of(common));
        return new Typed(in.negated() ? new NotEval(eval) : eval, SqlType.BOOLEAN, in);
    }

    private Typed like(Ast.Like like) {
        Eval value = asString(analyzer.analyze(like.value()), like);
        Typed patternTyped = analyzer.analyze(like.pattern());
        Eval pattern = asString(patternTyped, like);
        Eval eval;
        if (pattern instanceof ConstantEval constant) {
            eval = constant.value() == null ? ConstantEval.NULL : new LikeEval(value, compile(constant, like));
        } else {
            eval = new DynamicLikeEval(
                    value, pattern, like.escape(), errors, like.pattern().start());
        }
        return new Typed(like.negated() && eval != ConstantEval.NULL ? new NotEval(eval) : eval, SqlType.BOOLEAN, like);
    }

    private LikePattern compile(ConstantEval pattern, Ast.Like like) {
        try {
            return LikePattern.compile((String) pattern.value(), like.escape());
        } catch (IllegalArgumentException e) {
            throw errors.syntax(
                    like.pattern().start(),
                    e.getMessage(),
                    "Escape only _, % or the escape character itself, e.g. 'a\\\\_b' for a literal underscore");
        }
    }

    private Typed call(Ast.Call call) {
        if (call.function() == Ast.Function.COALESCE) {
            List<Typed> operands = new ArrayList<>();
            for (Ast arg : call.args()) {
                operands.add(analyzer.analyze(arg));
            }
            SqlType common = commonType(operands, call, "the arguments of coalesce");
            return new Typed(new CoalesceEval(analyzer.castAll(operands, common, call, true)), common, call);
        }
        Eval arg = asString(analyzer.analyze(call.args().get(0)), call);
        if (arg instanceof ConstantEval constant) {
            Object value = constant.value() == null
                    ? null
                    : StringFunctionEval.apply(call.function(), (String) constant.value());
            return new Typed(new ConstantEval(value), SqlType.STRING, call);
        }
        return new Typed(new StringFunctionEval(call.function(), arg), SqlType.STRING, call);
    }

    /** Spark casts any atomic value to string where a string is expected (LIKE, lower, upper, trim). */
    private Eval asString(Typed operand, Ast construct) {
        analyzer.comparable(operand, construct);
        return coercer.to(operand, SqlType.STRING, construct);
    }

    private SqlType commonType(List<Typed> operands, Ast construct, String what) {
        List<SqlType> types = operands.stream().map(Typed::type).toList();
        return TypeCoercion.wider(types)
                .orElseThrow(() -> errors.at(
                        construct.pos(),
                        ErrorClass.INVALID_CONDITION,
                        what + " in `" + errors.source(construct) + "` have types " + types
                                + " with no common type Spark can cast them to",
                        "Use values of compatible types (numbers with numbers, strings with strings)"));
    }
}
