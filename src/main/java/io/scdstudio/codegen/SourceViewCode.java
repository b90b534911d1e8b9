package io.scdstudio.codegen;

import io.scdstudio.model.Column;
import io.scdstudio.model.SourceView;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A {@link SourceView} written in each target's idiom: one Spark SQL query (a stage per nested SELECT, the
 * innermost reading the raw rows) for the SQL targets, a chain of {@code where}/{@code selectExpr} on the raw
 * stream for Lakeflow Python.
 */
public final class SourceViewCode {
    private static final PythonQuoting PY = PythonQuoting.INSTANCE;

    private SourceViewCode() {}

    /**
     * The query over {@code raw} (a relation as SQL writes it: a table, {@code stream(t)}); {@code readOrder} replaces
     * {@link SourceView#READ_ORDER}, and {@code passThrough}, a column of the raw rows, is kept through every stage.
     */
    public static String sql(SourceView view, String raw, String readOrder, Optional<String> passThrough) {
        String from = raw;
        String query = "";
        for (SourceView.Stage stage : view.stages()) {
            List<String> select = new ArrayList<>();
            for (SourceView.Projection p : stage.select()) {
                select.add(expression(p, readOrder) + " AS " + SparkSqlQuoting.backticked(p.name()));
            }
            passThrough.ifPresent(select::add);
            query = "SELECT\n  " + String.join(",\n  ", select) + "\nFROM " + from
                    + stage.where().map(w -> "\nWHERE " + w).orElse("");
            from = "(\n" + indented(query) + "\n) AS " + SparkSqlQuoting.backticked("raw");
        }
        return query;
    }

    /** Lakeflow Python: the view's function, registered with {@code @dp.temporary_view}. */
    public static void python(SourceView view, String raw, String viewName, CodeWriter w) {
        w.line("@dp.temporary_view(name=" + PY.stringLiteral(viewName) + ")");
        w.line("def " + functionName(viewName) + "():").indent();
        w.line("return (").indent();
        StringBuilder read = new StringBuilder("spark.readStream");
        for (SourceView.Option o : view.streamOptions()) {
            read.append(".option(")
                    .append(PY.stringLiteral(o.key()))
                    .append(", ")
                    .append(PY.stringLiteral(o.value()))
                    .append(")");
        }
        w.line(read + ".table(" + PY.stringLiteral(raw) + ")");
        for (SourceView.Stage stage : view.stages()) {
            stage.where().ifPresent(c -> w.line(".where(" + PY.stringLiteral(c) + ")"));
            w.line(".selectExpr(").indent();
            for (SourceView.Projection p : stage.select()) {
                w.line(PY.stringLiteral(expression(p, "monotonically_increasing_id()") + " AS "
                                + SparkSqlQuoting.backticked(p.name()))
                        + ",");
            }
            w.outdent().line(")");
        }
        w.outdent().line(")").outdent();
    }

    /** The comment that says what the raw rows are and what the view does, before the view. */
    public static List<String> description(SourceView view, String raw, String made) {
        List<String> out = new ArrayList<>();
        out.add("The source view: " + raw + " holds the raw rows of the " + view.formatName() + " ("
                + rawColumns(view) + "). " + made + " flattens them into the rows the flow reads, as SCD Studio's"
                + " reader does.");
        out.addAll(view.notes());
        return out;
    }

    public static String rawColumns(SourceView view) {
        List<String> out = new ArrayList<>();
        for (Column c : view.rawColumns()) {
            out.add(SqlText.name(c) + " " + c.type().sqlName());
        }
        String columns = String.join(", ", out);
        return view.rawFile() == SourceView.RawFile.TEXT_LINES ? columns + ", each message as JSON text" : columns;
    }

    private static String expression(SourceView.Projection p, String readOrder) {
        return p.sql().replace(SourceView.READ_ORDER, readOrder);
    }

    private static String indented(String text) {
        return "  " + text.replace("\n", "\n  ");
    }

    /** A Python function name for the view: its letters, digits and underscores. */
    private static String functionName(String viewName) {
        String name = viewName.replaceAll("[^A-Za-z0-9_]", "_");
        return Character.isDigit(name.charAt(0)) ? "_" + name : name;
    }
}
