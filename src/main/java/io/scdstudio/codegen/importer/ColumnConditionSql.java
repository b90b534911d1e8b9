package io.scdstudio.codegen.importer;

import io.scdstudio.codegen.SparkSqlQuoting;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Translates a PySpark Column condition of the simple forms to the Spark SQL condition the design keeps: columns
 * ({@code col("x")}, {@code F.col("x")}), literals ({@code lit(v)}, strings, numbers, {@code True}, {@code False},
 * {@code None}), comparisons, {@code &}, {@code |}, {@code ~}, {@code isNull()}, {@code isNotNull()},
 * {@code isin(...)}, {@code eqNullSafe(v)} and {@code expr("...")}. Anything else is refused with a message that
 * names it, since guessing a condition would import a design that deletes the wrong rows.
 */
final class ColumnConditionSql {
    private static final SparkSqlQuoting Q = SparkSqlQuoting.INSTANCE;
    private static final Map<String, String> OPERATORS =
            Map.of("==", "=", "!=", "<>", "<", "<", ">", ">", "<=", "<=", ">=", ">=", "&", "AND", "|", "OR");
    private static final Pattern PATH = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*");
    private static final Pattern NUMBER = Pattern.compile("[0-9]+(\\.[0-9]+)?");

    private final SourceText src;

    private ColumnConditionSql(SourceText src) {
        this.src = src;
    }

    static String of(PyValue condition, SourceText src) {
        ColumnConditionSql t = new ColumnConditionSql(src);
        String sql = t.sql(condition);
        // the outermost parentheses say nothing
        return condition instanceof PyValue.BinOp ? sql.substring(1, sql.length() - 1) : sql;
    }

    private String sql(PyValue v) {
        if (v instanceof PyValue.BinOp b) {
            return "(" + sql(b.left()) + " " + OPERATORS.get(b.op()) + " " + sql(b.right()) + ")";
        }
        if (v instanceof PyValue.Not n) {
            return "(NOT " + sql(n.operand()) + ")";
        }
        if (v instanceof PyValue.Method m) {
            return method(m);
        }
        if (v instanceof PyValue.Call call) {
            return call(call);
        }
        if (v instanceof PyValue.Str s) {
            return Q.stringLiteral(s.value());
        }
        if (v instanceof PyValue.Atom a) {
            return atom(a);
        }
        throw untranslatable(v, "a list or tuple");
    }

    private String method(PyValue.Method m) {
        String receiver = sql(m.receiver());
        switch (m.name()) {
            case "isNull" -> {
                return "(" + receiver + " IS NULL)";
            }
            case "isNotNull" -> {
                return "(" + receiver + " IS NOT NULL)";
            }
            case "eqNullSafe" -> {
                return "(" + receiver + " <=> " + sql(only(m)) + ")";
            }
            case "isin" -> {
                List<PyValue> values =
                        m.args().size() == 1 && m.args().get(0) instanceof PyValue.Items list ? list.items() : m.args();
                List<String> out = new ArrayList<>();
                for (PyValue value : values) {
                    out.add(sql(value));
                }
                return "(" + receiver + " IN (" + String.join(", ", out) + "))";
            }
            default -> throw untranslatable(m, "the method ." + m.name() + "()");
        }
    }

    private String call(PyValue.Call call) {
        boolean oneString = call.positional().size() == 1
                && call.keywords().isEmpty()
                && call.positional().get(0) instanceof PyValue.Str;
        switch (call.simpleName()) {
            case "col", "column" -> {
                if (!oneString) {
                    throw untranslatable(call, "col(...) without one column name in quotes");
                }
                String name = ((PyValue.Str) call.positional().get(0)).value();
                return PATH.matcher(name).matches() && !SparkSqlQuoting.needsQuoting(name.split("\\.")[0])
                        ? name
                        : Q.identifier(name);
            }
            case "expr" -> {
                if (!oneString) {
                    throw untranslatable(call, "expr(...) without one SQL string");
                }
                return "(" + ((PyValue.Str) call.positional().get(0)).value() + ")";
            }
            case "lit" -> {
                if (call.positional().size() != 1) {
                    throw untranslatable(call, "lit(...) without one value");
                }
                return sql(call.positional().get(0));
            }
            default -> throw untranslatable(call, "the function " + call.function() + "(...)");
        }
    }

    private String atom(PyValue.Atom a) {
        return switch (a.text()) {
            case "True" -> "TRUE";
            case "False" -> "FALSE";
            case "None" -> "NULL";
            default -> {
                if (NUMBER.matcher(a.text()).matches()) {
                    yield a.text();
                }
                throw untranslatable(a, "the Python name " + a.text() + " (its value is not in the file)");
            }
        };
    }

    private PyValue only(PyValue.Method m) {
        if (m.args().size() != 1) {
            throw untranslatable(m, "." + m.name() + "(...) without exactly one value");
        }
        return m.args().get(0);
    }

    private RuntimeException untranslatable(PyValue at, String what) {
        return src.errorAt(
                at.at(),
                "the condition uses " + what + ", which the importer does not translate to SQL",
                "Write the condition as Spark SQL in expr(\"...\"), or use col(...), lit(...), comparisons, &, |, ~,"
                        + " .isNull(), .isNotNull(), .isin(...) and .eqNullSafe(...)");
    }
}
