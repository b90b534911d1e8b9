package io.scdstudio.expr;

import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Schema;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Type-checks a parsed condition as Spark's analyzer (ANSI mode) would and builds its evaluator: resolves
 * columns, finds the common type of each comparison, IN list and coalesce, and inserts the implicit casts.
 */
final class Analyzer {
    private final Schema schema;
    private final ConditionErrors errors;
    private final Coercer coercer;
    private final Set<String> columns = new LinkedHashSet<>();

    Analyzer(Schema schema, ConditionErrors errors) {
        this.schema = schema;
        this.errors = errors;
        this.coercer = new Coercer(errors);
    }

    /** The evaluator of a whole condition, which must be boolean (or a bare NULL). */
    Eval condition(Ast ast) {
        resolve(ast);
        Typed typed = analyze(ast);
        if (!typed.type().isBooleanLike()) {
            throw errors.at(
                    ast.pos(),
                    ErrorClass.INVALID_CONDITION,
                    "the condition must be boolean, but `" + errors.source(ast) + "` is " + typed.type(),
                    "Compare it with a value, e.g. `" + errors.source(ast) + "` = 'DELETE'");
        }
        return typed.eval();
    }

    /** Referenced columns as the schema names them, in order of first use. */
    List<String> columns() {
        return List.copyOf(columns);
    }

    /** Resolves every column first, in text order, so an unknown name is reported before any type error. */
    private void resolve(Ast ast) {
        for (Ast node : Walk.inTextOrder(ast)) {
            if (node instanceof Ast.Column c) {
                int index = schema.indexOf(c.name());
                if (index < 0) {
                    throw errors.unknownColumn(c, schema.names());
                }
                columns.add(schema.column(index).name());
            }
        }
    }

    Typed analyze(Ast ast) {
        if (ast instanceof Ast.Column c) {
            int index = schema.indexOf(c.name());
            return new Typed(
                    new ColumnEval(index), SqlType.of(schema.column(index).type()), ast);
        }
        if (ast instanceof Ast.Literal l) {
            return new Typed(new ConstantEval(l.value()), l.type(), ast);
        }
        if (ast instanceof Ast.Compare c) {
            return compare(c);
        }
        if (ast instanceof Ast.Logic l) {
            return logic(l);
        }
        if (ast instanceof Ast.Not n) {
            return new Typed(
                    new NotEval(booleanOperand(analyze(n.child()), SqlType.BOOLEAN, ast)), SqlType.BOOLEAN, ast);
        }
        if (ast instanceof Ast.IsNull n) {
            return new Typed(new IsNullEval(analyze(n.child()).eval(), n.negated()), SqlType.BOOLEAN, ast);
        }
        return new Predicates(this, errors, coercer).analyze(ast);
    }

    private Typed compare(Ast.Compare c) {
        Typed left = comparable(analyze(c.left()), c);
        Typed right = comparable(analyze(c.right()), c);
        SqlType common = TypeCoercion.wider(left.type(), right.type())
                .orElseThrow(() -> errors.at(
                        c.pos(),
                        ErrorClass.INVALID_CONDITION,
                        "`" + errors.source(c) + "` compares " + left.type() + " with " + right.type()
                                + ", which Spark cannot compare",
                        "Compare values of compatible types (numbers with numbers, dates with dates or date strings)"));
        Eval l = coercer.to(left, common, c);
        Eval r = coercer.to(right, common, c);
        if (c.op() == CompareOp.NULL_SAFE_EQ) {
            return new Typed(new NullSafeEqualEval(l, r, ValueOrder.of(common)), SqlType.BOOLEAN, c);
        }
        return new Typed(new CompareEval(c.op(), l, r, ValueOrder.of(common)), SqlType.BOOLEAN, c);
    }

    /** Rejects operands of types a condition cannot compare (maps, arrays, structs). */
    Typed comparable(Typed operand, Ast construct) {
        if (operand.type().kind() == SqlType.Kind.OTHER) {
            throw errors.at(
                    operand.source().start(),
                    ErrorClass.INVALID_CONDITION,
                    "`" + errors.source(operand.source()) + "` has type " + operand.type() + ", which `"
                            + errors.source(construct) + "` cannot use",
                    "Conditions compare only bigint, int, string, timestamp, date, double, boolean and decimal "
                            + "values; IS NULL works on any column");
        }
        return operand;
    }

    private Typed logic(Ast.Logic l) {
        Typed left = analyze(l.left());
        Typed right = analyze(l.right());
        Eval a = booleanOperand(left, right.type(), l);
        Eval b = booleanOperand(right, left.type(), l);
        return new Typed(l.isAnd() ? new AndEval(a, b) : new OrEval(a, b), SqlType.BOOLEAN, l);
    }

    /**
     * An operand of AND, OR or NOT. Spark promotes a string to boolean when the other side is boolean (and for
     * NOT always), casting at run time; any other non-boolean operand is a type error.
     */
    private Eval booleanOperand(Typed operand, SqlType other, Ast construct) {
        if (operand.type().isBooleanLike()) {
            return operand.eval();
        }
        if (operand.type().kind() == SqlType.Kind.STRING && other.kind() == SqlType.Kind.BOOLEAN) {
            return coercer.to(operand, SqlType.BOOLEAN, construct);
        }
        String what = construct instanceof Ast.Not ? "NOT" : ((Ast.Logic) construct).isAnd() ? "AND" : "OR";
        throw errors.at(
                operand.source().start(),
                ErrorClass.INVALID_CONDITION,
                what + " needs boolean operands, but `" + errors.source(operand.source()) + "` is " + operand.type(),
                "Turn it into a condition, e.g. `" + errors.source(operand.source()) + "` IS NOT NULL");
    }

    /** The evaluators of several typed operands cast to one type. */
    Eval[] castAll(List<Typed> operands, SqlType target, Ast construct, boolean laterMayBeSkipped) {
        List<Eval> evals = new ArrayList<>();
        for (int i = 0; i < operands.size(); i++) {
            evals.add(coercer.to(operands.get(i), target, construct, laterMayBeSkipped && i > 0));
        }
        return evals.toArray(new Eval[0]);
    }
}
