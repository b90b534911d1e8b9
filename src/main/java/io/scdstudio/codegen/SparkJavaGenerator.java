package io.scdstudio.codegen;

import io.scdstudio.model.Column;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.SourceView;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Spark Java: one self-contained class whose {@code applyBatch(SparkSession, Dataset<Row>)} applies a
 * micro-batch with the same statements as the Delta MERGE SQL export (run through {@code spark.sql}) and the
 * closing MERGE built with {@code io.delta.tables.DeltaTable}; {@code main} reads a batch from a CSV file.
 * The class is named after the target ({@code customers} gives {@code CustomersAutoCdc}).
 */
public final class SparkJavaGenerator implements CodeGenerator {
    private static final Pattern PACKAGE = Pattern.compile("[a-z_][a-z0-9_]*(\\.[a-z_][a-z0-9_]*)*");
    private static final JavaQuoting J = JavaQuoting.INSTANCE;
    private final String packageName;

    /** A class in the default package. */
    public SparkJavaGenerator() {
        this("");
    }

    /** A class in the given package (lower-case Java package name), or the default package when empty. */
    public SparkJavaGenerator(String packageName) {
        if (!packageName.isEmpty() && !PACKAGE.matcher(packageName).matches()) {
            throw Errors.at(Location.field("package"), "INVALID_PACKAGE", "'" + packageName
                    + "' is not a Java package name", "Use lower-case words separated by dots, e.g. com.acme.cdc");
        }
        this.packageName = packageName;
    }

    @Override
    public String id() {
        return "spark-java";
    }

    @Override
    public String displayName() {
        return "Spark Java";
    }

    @Override
    public String fileExtension() {
        return "java";
    }

    /** The class name for the request, which is also the file's name without {@code .java}. */
    public static String className(ExportRequest request) {
        return JavaQuoting.className(TableName.parse(request.targetName(), "target").lastPart(), "AutoCdc");
    }

    @Override
    public String generate(ExportRequest request) {
        MergePlan plan = MergePlanner.plan(request);
        String name = className(request);
        CodeWriter w = new CodeWriter("//", 4);
        FlowSummary.of(request.flow()).forEach(w::comment);
        w.commentVerbatim("");
        w.comment("Spark Java: applies one micro-batch of the change feed with the full AUTO CDC semantics on any"
                + " Spark with Delta Lake. It runs the statements of the Delta MERGE SQL export through spark.sql"
                + " and writes the result with a DeltaTable merge. Needs spark-sql and delta-spark on the class"
                + " path and a session with Delta's SQL extension and catalog.");
        plan.notes().forEach(w::comment);
        w.blank();
        if (!packageName.isEmpty()) {
            w.line("package " + packageName + ";").blank();
        }
        for (String i : List.of("io.delta.tables.DeltaTable", "java.util.Arrays", "java.util.LinkedHashMap",
                "java.util.List", "java.util.Map", "org.apache.spark.sql.Dataset", "org.apache.spark.sql.Row",
                "org.apache.spark.sql.SparkSession", "org.apache.spark.sql.functions")) {
            w.line("import " + i + ";");
        }
        w.blank().line("public final class " + name + " {").indent();
        new JavaClassBody(plan, w).write(name);
        w.outdent().line("}");
        return w.toString();
    }

    /** The class members, in reading order: names, statements, applyBatch, the merge, main. */
    private record JavaClassBody(MergePlan plan, CodeWriter w) {
        void write(String name) {
            w.comment("The temporary view each batch is registered as, and the arrival-order column it needs.");
            constant("BATCH_VIEW", J.stringLiteral(plan.inputView()));
            constant("ARRIVAL", J.stringLiteral(MergePlanner.ARRIVAL));
            if (plan.sourceView().isPresent()) {
                SourceView view = plan.sourceView().get();
                w.comment("The batch holds the raw rows of the " + view.formatName() + " ("
                        + SourceViewCode.rawColumns(view) + "); the first statement of PER_BATCH flattens them.");
            } else {
                w.comment("The source columns, as main() reads them from CSV.");
            }
            constant("SOURCE_SCHEMA", J.stringLiteral(schemaDdl(plan.inputColumns())));
            List<String> setup = statements("SETUP", plan.setup());
            List<String> batch = statements("STEP", plan.perBatch());
            w.blank().line("private static final List<String> SETUP = List.of(" + String.join(", ", setup) + ");");
            w.line("private static final List<String> PER_BATCH = List.of(" + String.join(", ", batch) + ");");
            w.blank().line("private " + name + "() {").line("}");
            applyBatch();
            merge(plan.merge());
            main(name);
        }

        private void constant(String name, String value) {
            w.line("static final String " + name + " = " + value + ";").blank();
        }

        private List<String> statements(String prefix, List<SqlStep> steps) {
            List<String> names = new ArrayList<>();
            for (int i = 0; i < steps.size(); i++) {
                String name = prefix + "_" + (i + 1);
                w.blank().comment(steps.get(i).purpose());
                w.line("private static final String " + name + " = \"\"").indent().indent();
                String[] lines = steps.get(i).sql().split("\n", -1);
                for (int l = 0; l < lines.length; l++) {
                    boolean last = l == lines.length - 1;
                    w.line("+ " + J.stringLiteral(lines[l] + (last ? "" : "\n")) + (last ? ";" : ""));
                }
                w.outdent().outdent();
                names.add(name);
            }
            return names;
        }

        private void applyBatch() {
            w.blank().line("/**").line(" * Applies one micro-batch: the source columns, plus " + MergePlanner.ARRIVAL
                    + " (arrival order in the batch,").line(" * which decides ties); without that column the order"
                    + " Spark reads the rows in is used.").line(" */");
            w.line("public static void applyBatch(SparkSession spark, Dataset<Row> batch) {").indent();
            w.line("for (String sql : SETUP) {").indent().line("spark.sql(sql);").outdent().line("}");
            w.line("Dataset<Row> rows = Arrays.asList(batch.columns()).contains(ARRIVAL) ? batch")
                    .line("        : batch.withColumn(ARRIVAL, functions.monotonically_increasing_id());");
            w.line("rows.createOrReplaceTempView(BATCH_VIEW);");
            w.line("for (String sql : PER_BATCH) {").indent().line("spark.sql(sql);").outdent().line("}");
            w.line("merge(spark);").outdent().line("}");
        }

        private void merge(DeltaMerge m) {
            w.blank().comment(m.purpose());
            w.line("private static void merge(SparkSession spark) {").indent();
            w.line("Map<String, String> update = new LinkedHashMap<>();");
            m.update().forEach(a -> w.line("update.put(" + J.stringLiteral(SparkSqlQuoting.backticked(a.column()))
                    + ", " + J.stringLiteral(a.expression()) + ");"));
            w.line("Map<String, String> insert = new LinkedHashMap<>();");
            m.insert().forEach(a -> w.line("insert.put(" + J.stringLiteral(SparkSqlQuoting.backticked(a.column()))
                    + ", " + J.stringLiteral(a.expression()) + ");"));
            w.line("DeltaTable.forName(spark, " + J.stringLiteral(m.target()) + ").as(\"t\")").indent().indent();
            w.line(".merge(spark.table(" + J.stringLiteral(m.source()) + ").as(\"s\"),");
            w.line("        " + J.stringLiteral(m.on()) + ")");
            w.line(".whenMatched(" + J.stringLiteral(m.deleteWhen()) + ").delete()");
            if (!m.update().isEmpty()) {
                w.line(".whenMatched(" + J.stringLiteral(m.updateWhen()) + ").updateExpr(update)");
            }
            w.line(".whenNotMatched(" + J.stringLiteral(m.insertWhen()) + ").insertExpr(insert)");
            w.line(".execute();").outdent().outdent().outdent().line("}");
        }

        private void main(String name) {
            boolean lines = plan.sourceView().map(v -> v.rawFile() == SourceView.RawFile.TEXT_LINES).orElse(false);
            boolean json = plan.sourceView().map(v -> v.rawFile() == SourceView.RawFile.JSON_LINES).orElse(false);
            String file = lines || json ? "<batch.jsonl>" : "<batch.csv>";
            w.blank().line("/**").line(lines ? " * Applies one micro-batch read from a file of messages, one per line"
                    + (hasKey() ? " (the key, a tab, the value; or the value alone)." : ".")
                    : json ? " * Applies one micro-batch read from a file of JSON objects, one per line."
                    : " * Applies one micro-batch read from a CSV file with a header row; the word null (unquoted) is"
                    + " NULL.").line(" * Usage: " + name + " " + file).line(" */");
            w.line("public static void main(String[] args) {").indent();
            w.line("if (args.length != 1) {").indent()
                    .line("System.err.println(\"usage: " + name + " " + file + "\");").line("System.exit(2);")
                    .outdent().line("}");
            w.line("SparkSession spark = SparkSession.builder().appName(\"" + name + "\").getOrCreate();");
            if (lines && hasKey()) {
                w.line("Dataset<Row> batch = spark.read().text(args[0]).selectExpr(")
                        .line("        \"CASE WHEN instr(value, '\\\\t') > 0 THEN substring_index(value, '\\\\t', 1) END AS key\",")
                        .line("        \"CASE WHEN instr(value, '\\\\t') > 0 THEN substr(value, instr(value, '\\\\t') + 1)"
                                + " ELSE value END AS value\");");
            } else if (lines) {
                w.line("Dataset<Row> batch = spark.read().text(args[0]);");
            } else if (json) {
                w.line("Dataset<Row> batch = spark.read().schema(SOURCE_SCHEMA).json(args[0]);");
            } else {
                w.line("Dataset<Row> batch = spark.read().option(\"header\", \"true\").option(\"nullValue\", \"null\")")
                        .line("        .schema(SOURCE_SCHEMA).csv(args[0]);");
            }
            w.line("applyBatch(spark, batch);").outdent().line("}");
        }

        private boolean hasKey() {
            return plan.inputColumns().stream().anyMatch(c -> c.name().equals("key"));
        }

        private static String schemaDdl(List<Column> columns) {
            List<String> out = new ArrayList<>();
            for (Column c : columns) {
                out.add(SqlText.name(c) + " " + SqlText.type(c));
            }
            return String.join(", ", out);
        }
    }
}
