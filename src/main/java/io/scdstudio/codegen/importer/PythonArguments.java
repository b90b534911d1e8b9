package io.scdstudio.codegen.importer;

import io.scdstudio.model.FlowParameters;
import io.scdstudio.model.ScdException;
import io.scdstudio.model.SequenceBy;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The arguments of one flow call by parameter name, read as the values of a design. Each reader refuses a
 * value it cannot turn into a setting with a message naming the parameter and the accepted forms.
 */
final class PythonArguments {
    private final SourceText src;
    private final PyValue.Call call;
    private final Map<String, PyValue> byName = new HashMap<>();

    /**
     * @param positional the parameters that may be passed by position, in signature order
     * @param known      every parameter the importer reads
     */
    PythonArguments(SourceText src, PyValue.Call call, List<String> positional, Set<String> known) {
        this.src = src;
        this.call = call;
        if (call.positional().size() > positional.size()) {
            throw src.errorAt(
                    call.positional().get(positional.size()).at(),
                    "too many positional arguments",
                    "Pass the arguments after " + String.join(", ", positional) + " by name");
        }
        for (int i = 0; i < call.positional().size(); i++) {
            byName.put(positional.get(i), call.positional().get(i));
        }
        for (Map.Entry<String, PyValue> e : call.keywords().entrySet()) {
            if (!known.contains(e.getKey())) {
                throw unknown(e.getKey(), call.keywordNames().get(e.getKey()));
            }
            if (byName.put(e.getKey(), e.getValue()) != null) {
                throw src.errorAt(
                        call.keywordNames().get(e.getKey()),
                        e.getKey() + " is given by position and by name",
                        "Pass it once");
            }
        }
    }

    private ScdException unknown(String name, Token at) {
        boolean modelledElsewhere = name.equals("system_sequence_by") || name.equals("columns_to_update");
        String problem = modelledElsewhere ? name + " is not supported" : "unknown parameter " + name;
        return src.errorAt(
                at,
                problem,
                modelledElsewhere
                        ? "SCD Studio does not simulate it; remove the argument to import the rest of the flow"
                        : "Check the spelling against the parameters of " + call.simpleName());
    }

    /** The value of a required parameter. */
    private PyValue required(String name) {
        PyValue v = byName.get(name);
        if (v == null || isNone(v)) {
            throw src.errorAt(call.at(), call.simpleName() + " has no " + name, "Add " + name + "=...");
        }
        return v;
    }

    private Optional<PyValue> optional(String name) {
        return Optional.ofNullable(byName.get(name)).filter(v -> !isNone(v));
    }

    private static boolean isNone(PyValue v) {
        return v instanceof PyValue.Atom a && a.text().equals("None");
    }

    String requiredString(String name) {
        PyValue v = required(name);
        if (v instanceof PyValue.Str s) {
            return s.value();
        }
        throw src.errorAt(
                v.at(),
                name + " must be a string literal",
                "Write the name in quotes, as in " + name + "=\"main.sales.customers\"");
    }

    Optional<String> optionalString(String name) {
        return optional(name).map(v -> requiredString(name));
    }

    boolean flag(String name) {
        Optional<PyValue> v = optional(name);
        if (v.isEmpty() || (v.get() instanceof PyValue.Atom a && a.text().equals("False"))) {
            return false;
        }
        if (v.get() instanceof PyValue.Atom a && a.text().equals("True")) {
            return true;
        }
        throw src.errorAt(v.get().at(), name + " must be True or False", "Write " + name + "=True");
    }

    Optional<Integer> scdType() {
        return optional(FlowParameters.STORED_AS_SCD_TYPE).map(v -> {
            String text = v instanceof PyValue.Str s ? s.value() : v instanceof PyValue.Atom a ? a.text() : "";
            if (text.equals("1") || text.equals("2")) {
                return Integer.parseInt(text);
            }
            throw src.errorAt(v.at(), "stored_as_scd_type must be 1 or 2", "Write stored_as_scd_type=1 or 2");
        });
    }

    List<String> requiredColumns(String name) {
        return columns(name, required(name));
    }

    Optional<List<String>> optionalColumns(String name) {
        return optional(name).map(v -> columns(name, v));
    }

    private List<String> columns(String name, PyValue v) {
        if (!(v instanceof PyValue.Items list)) {
            throw src.errorAt(v.at(), name + " must be a list of column names", "Write " + name + "=[\"a\", \"b\"]");
        }
        List<String> names = new ArrayList<>();
        for (PyValue item : list.items()) {
            names.add(column(name, item));
        }
        return List.copyOf(names);
    }

    /**
     * A column as a string in a list (Lakeflow reads it as an identifier, so a name in backticks is taken
     * literally) or as {@code col("x")}, whose argument Spark reads as an attribute.
     */
    private String column(String name, PyValue v) {
        if (v instanceof PyValue.Str s) {
            return AttributeName.unquote(s.value());
        }
        if (v instanceof PyValue.Call f
                && f.simpleName().equals("col")
                && f.positional().size() == 1
                && f.positional().get(0) instanceof PyValue.Str s) {
            return AttributeName.unquote(s.value());
        }
        throw src.errorAt(v.at(), "expected a column name in " + name, "Write \"column\" or col(\"column\")");
    }

    SequenceBy sequenceBy() {
        PyValue v = required(FlowParameters.SEQUENCE_BY);
        if (v instanceof PyValue.Str s) {
            return SequenceBy.column(AttributeName.unquote(s.value()));
        }
        if (v instanceof PyValue.Call f
                && f.simpleName().equals("struct")
                && !f.positional().isEmpty()) {
            List<PyValue> fields = f.positional().size() == 1 && f.positional().get(0) instanceof PyValue.Items l
                    ? l.items()
                    : f.positional();
            List<String> names = new ArrayList<>();
            for (PyValue field : fields) {
                String n = column("struct(...)", field);
                names.add(field instanceof PyValue.Str ? AttributeName.unquote(n) : n);
            }
            return SequenceBy.struct(names);
        }
        return SequenceBy.column(column(FlowParameters.SEQUENCE_BY, v));
    }

    /**
     * A condition: a SQL string or {@code expr("...")}, its text kept as written, or a PySpark Column condition of the
     * simple forms, translated to SQL ({@link ColumnConditionSql}).
     */
    Optional<String> condition(String name) {
        return optional(name).map(v -> {
            if (v instanceof PyValue.Str s) {
                return s.value();
            }
            if (v instanceof PyValue.Call f
                    && f.simpleName().equals("expr")
                    && f.positional().size() == 1
                    && f.positional().get(0) instanceof PyValue.Str s) {
                return s.value();
            }
            if (v instanceof PyValue.BinOp || v instanceof PyValue.Not || v instanceof PyValue.Method) {
                return ColumnConditionSql.of(v, src);
            }
            throw src.errorAt(
                    v.at(),
                    name + " must be a SQL condition in expr(\"...\") or a string",
                    "Write the condition as Spark SQL, as in " + name + "=expr(\"op = 'DELETE'\")");
        });
    }
}
