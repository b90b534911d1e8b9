package io.scdstudio.codegen.merge;

import io.scdstudio.codegen.CodeGenerator;
import io.scdstudio.codegen.CodeWriter;
import io.scdstudio.codegen.ExportRequest;
import io.scdstudio.codegen.FlowSummary;
import io.scdstudio.codegen.JavaQuoting;
import io.scdstudio.codegen.SourceViewCode;
import io.scdstudio.codegen.SparkSqlQuoting;
import io.scdstudio.codegen.SqlText;
import io.scdstudio.codegen.TableName;
import io.scdstudio.codegen.merge.DeltaMerge.Assignment;
import io.scdstudio.model.Column;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.SourceView;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Spark Java: one self-contained class whose {@code applyBatch(Dataset<Row>, long)} (the shape foreachBatch calls)
 * applies a micro-batch with the same statements as the Delta MERGE SQL export (run through {@code spark.sql} on
 * the batch's own session) and the closing MERGE built with {@code io.delta.tables.DeltaTable}; {@code main} runs it
 * as a Structured Streaming job, on one batch file, or adopts an existing target ({@link JavaMain}).
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
            throw Errors.at(
                    Location.field("package"),
                    ErrorClass.INVALID_PACKAGE,
                    "'" + packageName + "' is not a Java package name",
                    "Use lower-case words separated by dots, e.g. com.acme.cdc");
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

    @Override
    public String lineComment() {
        return "//";
    }

    @Override
    public String language() {
        return "Java";
    }

    /** The portable export folds change feeds; a snapshot flow is refused (export it as Lakeflow Python). */
    @Override
    public boolean writesSnapshotFlows() {
        return false;
    }

    /** javac wants the public class in a file of its name. */
    @Override
    public Optional<String> requiredFileName(ExportRequest request) {
        return Optional.of(className(request) + ".java");
    }

    /** The class name for the request, which is also the file's name without {@code .java}. */
    public static String className(ExportRequest request) {
        return JavaQuoting.className(
                TableName.parse(request.targetName(), "target").lastPart(), "AutoCdc");
    }

    @Override
    public String generate(ExportRequest request) {
        MergePlan plan = MergePlanner.plan(request);
        requireClassFileRoom(plan);
        String name = className(request);
        CodeWriter w = new CodeWriter(lineComment(), 4);
        FlowSummary.of(request.flow()).forEach(w::comment);
        w.commentVerbatim("");
        w.comment("Spark Java: applies micro-batches of the change feed with the full AUTO CDC semantics on any"
                + " Spark with Delta Lake, as a streaming job (foreachBatch), a one-off batch, or from your own code."
                + " It runs the statements of the Delta MERGE SQL export through spark.sql and writes the result with"
                + " a DeltaTable merge. Needs spark-sql and delta-spark on the class path and a session with Delta's"
                + " SQL extension and catalog.");
        w.comment(MergeSqlGenerator.RUNTIME);
        w.comment(MergeSqlGenerator.guarantees(plan).replace("with the same id", "with the same batchId"));
        w.comment("Adopting an existing target: when the target already holds this dimension, call"
                + " adoptExistingTarget once before the first batch (main: --adopt); without it the first batch stops"
                + " with TARGET_WITHOUT_STATE."
                + plan.adoption().howTo().substring(plan.adoption().howTo().indexOf(" What adoption cannot know")));
        w.comment((plan.compaction().needsPoint()
                        ? "Compacting the state: call compactState(spark, point) between batches (main:"
                                + " --compact-before <point>), with point a Spark SQL expression of the sequence's"
                                + " type."
                        : "Compacting the state: each batch appends its events to the event table; call"
                                + " compactState(spark) between batches (main: --compact), every few batches or"
                                + " daily.")
                + plan.compaction().effect());
        plan.notes().forEach(w::comment);
        w.blank();
        if (!packageName.isEmpty()) {
            w.line("package " + packageName + ";").blank();
        }
        for (String i : List.of(
                "io.delta.tables.DeltaTable",
                "java.util.Arrays",
                "java.util.HashMap",
                "java.util.LinkedHashMap",
                "java.util.List",
                "java.util.Map",
                "org.apache.spark.api.java.function.VoidFunction2",
                "org.apache.spark.sql.Dataset",
                "org.apache.spark.sql.Row",
                "org.apache.spark.sql.SparkSession",
                "org.apache.spark.sql.functions",
                "org.apache.spark.sql.streaming.DataStreamReader",
                "org.apache.spark.sql.streaming.Trigger")) {
            w.line("import " + i + ";");
        }
        w.blank().line("public final class " + name + " {").indent();
        new JavaClassBody(plan, w).write(name);
        w.outdent().line("}");
        return w.toString();
    }

    private static void requireClassFileRoom(MergePlan plan) {
        Set<String> strings = new HashSet<>();
        for (List<Assignment> assignments :
                List.of(plan.merge().update(), plan.merge().insert())) {
            for (Assignment a : assignments) {
                strings.add(SparkSqlQuoting.backticked(a.column()));
                strings.add(a.expression());
            }
        }
        List<String> texts = new ArrayList<>();
        for (List<SqlStep> steps : List.of(
                plan.setup(),
                plan.adoption().statements(),
                plan.compactionSteps(),
                plan.perBatch(),
                plan.afterMerge())) {
            steps.forEach(s -> texts.add(s.sql()));
        }
        int pieces = ClassFileLimits.pieces(texts).size() + texts.size();
        ClassFileLimits.requireConstantPool(
                strings.size() + pieces, plan.inputColumns().size());
    }

    /** The class members, in reading order: names, statements, the entry points, the merge, main. */
    private record JavaClassBody(MergePlan plan, CodeWriter w) {
        void write(String name) {
            w.comment("The temporary view each batch is registered as, and the arrival-order column it may carry.");
            constant("BATCH_VIEW", J.stringLiteral(plan.inputView()));
            constant("ARRIVAL", J.stringLiteral(MergePlanner.ARRIVAL));
            w.comment("The session variables the statements read: the batch id, the adopt switch"
                    + (plan.adoption().needsSeedSequence() ? " and the adopted rows' sequence value." : "."));
            constant("BATCH_ID", J.stringLiteral(plan.names().batchId()));
            constant("ADOPT", J.stringLiteral(plan.names().adopt()));
            if (plan.adoption().needsSeedSequence()) {
                constant("SEED_SEQUENCE", J.stringLiteral(plan.names().seedSequence()));
            }
            if (plan.compaction().needsPoint()) {
                constant("COMPACT_BEFORE", J.stringLiteral(plan.names().compactBefore()));
            } else {
                constant("COMPACT", J.stringLiteral(plan.names().compact()));
            }
            if (plan.sourceView().isPresent()) {
                SourceView view = plan.sourceView().get();
                w.comment("The batch holds the raw rows of the " + view.formatName() + " ("
                        + SourceViewCode.rawColumns(view) + "); the first statement of PER_BATCH flattens them.");
            } else {
                w.comment("The source columns, as main() reads them from files.");
            }
            String schema = schemaDdl(plan.inputColumns());
            if (ClassFileLimits.constantBytes(schema) <= ClassFileLimits.PIECE_BYTES) {
                constant("SOURCE_SCHEMA", J.stringLiteral(schema));
            } else {
                text("static final String SOURCE_SCHEMA", List.of(schema));
                w.blank();
            }
            List<String> setup = statements("SETUP", plan.setup());
            List<String> adoption = statements("ADOPT", plan.adoption().statements());
            List<String> compaction = statements("COMPACT", plan.compactionSteps());
            List<String> batch = statements("STEP", plan.perBatch());
            List<String> after = statements("AFTER_MERGE", plan.afterMerge());
            statements("RELEASE_LEASE", List.of(plan.releaseLease()));
            w.blank().line("private static final List<String> SETUP = List.of(" + String.join(", ", setup) + ");");
            w.line("private static final List<String> ADOPTION = List.of(" + String.join(", ", adoption) + ");");
            w.line("private static final List<String> COMPACTION = List.of(" + String.join(", ", compaction) + ");");
            w.line("private static final List<String> PER_BATCH = List.of(" + String.join(", ", batch) + ");");
            w.line("private static final List<String> AFTER = List.of(" + String.join(", ", after) + ");");
            w.blank().line("private " + name + "() {").line("}");
            entryPoints();
            adopt();
            compact();
            merge(plan.merge());
            new JavaMain(plan, w).write(name);
        }

        private void constant(String name, String value) {
            w.line("static final String " + name + " = " + value + ";").blank();
        }

        private List<String> statements(String prefix, List<SqlStep> steps) {
            List<String> names = new ArrayList<>();
            for (int i = 0; i < steps.size(); i++) {
                String name = prefix + "_" + (i + 1);
                w.blank().comment(steps.get(i).purpose());
                List<String> lines = new ArrayList<>();
                String[] split = steps.get(i).sql().split("\n", -1);
                for (int l = 0; l < split.length; l++) {
                    lines.add(split[l] + (l == split.length - 1 ? "" : "\n"));
                }
                text("private static final String " + name, lines);
                names.add(name);
            }
            return names;
        }

        /**
         * A string constant written one source line per SQL line; one too big for a class file's constant
         * pool is joined at run time from pieces that fit.
         */
        private void text(String declaration, List<String> lines) {
            List<List<String>> pieces = ClassFileLimits.pieces(lines);
            if (pieces.size() == 1) {
                w.line(declaration + " = \"\"").indent().indent();
                concatenation(pieces.get(0), ";");
                w.outdent().outdent();
                return;
            }
            w.comment("Joined at run time: the text is longer than a class file's 65,535-byte string constant.");
            w.line(declaration + " = String.join(\"\",").indent().indent();
            for (int p = 0; p < pieces.size(); p++) {
                w.line("\"\"");
                concatenation(pieces.get(p), p == pieces.size() - 1 ? ");" : ",");
            }
            w.outdent().outdent();
        }

        private void concatenation(List<String> lines, String end) {
            for (int l = 0; l < lines.size(); l++) {
                w.line("+ " + J.stringLiteral(lines.get(l)) + (l == lines.size() - 1 ? end : ""));
            }
        }

        // Over 60 lines by design: the exported class's entry points, written as the text they become.
        @SuppressWarnings("checkstyle:MethodLength")
        private void entryPoints() {
            w.blank()
                    .line("/**")
                    .line(" * Applies one micro-batch under its id, in the shape foreachBatch calls: run with"
                            + " the same id again, it")
                    .line(" * changes nothing. The batch holds the source columns, plus " + MergePlanner.ARRIVAL
                            + " (arrival order, which decides")
                    .line(" * ties) when it has one; else" + " the order Spark reads the rows in is used.")
                    .line(" */");
            w.line("public static void applyBatch(Dataset<Row> batch, long batchId) {")
                    .indent()
                    .line("apply(batch, batchId);")
                    .outdent()
                    .line("}");
            w.blank()
                    .line("/** Applies one micro-batch as the next one: its id is one above the last batch stored. */");
            w.line("public static void applyNextBatch(Dataset<Row> batch) {")
                    .indent()
                    .line("apply(batch, null);")
                    .outdent()
                    .line("}");
            w.blank()
                    .line("private static void apply(Dataset<Row> batch, Long batchId) {")
                    .indent();
            w.comment("Inside foreachBatch the batch belongs to the stream's own session, where its view must live.");
            w.line("SparkSession spark = batch.sparkSession();");
            w.line("for (String sql : SETUP) {")
                    .indent()
                    .line("spark.sql(sql);")
                    .outdent()
                    .line("}");
            w.line("if (batchId != null) {")
                    .indent()
                    .line("spark.sql(\"SET VAR \" + BATCH_ID + \" = \" + batchId);")
                    .outdent()
                    .line("}");
            w.comment("Persisted: the statements read the batch several times, and each read of a streaming batch"
                    + " would read its files again and number its arrivals again.");
            w.line("Dataset<Row> rows = (Arrays.asList(batch.columns()).contains(ARRIVAL) ? batch")
                    .line("        : batch.withColumn(ARRIVAL, functions.monotonically_increasing_id())).persist();");
            w.line("rows.createOrReplaceTempView(BATCH_VIEW);");
            w.line("try {").indent();
            w.line("for (String sql : PER_BATCH) {")
                    .indent()
                    .line("spark.sql(sql);")
                    .outdent()
                    .line("}");
            w.line("merge(spark);");
            w.line("for (String sql : AFTER) {")
                    .indent()
                    .line("spark.sql(sql);")
                    .outdent()
                    .line("}");
            w.outdent().line("} catch (RuntimeException e) {").indent();
            w.comment("A failed batch gives its writer lease back, so the retry need not wait for it to lapse.");
            w.line("spark.sql(RELEASE_LEASE_1);");
            w.line("throw e;");
            w.outdent().line("} finally {").indent();
            w.line("rows.unpersist();");
            w.outdent().line("}");
            w.outdent().line("}");
        }

        private void adopt() {
            boolean seed = plan.adoption().needsSeedSequence();
            w.blank()
                    .line("/**")
                    .line(" * Adopts a target that already holds this dimension: its rows become the state"
                            + " the batches fold")
                    .line(" * against. Run it once, before the first batch; it refuses a state"
                            + " that is not empty.");
            if (seed) {
                w.line(" * seedSequence is a Spark SQL expression: the sequence value the table is current as of,")
                        .line(" * e.g. TIMESTAMP'2024-06-01 00:00:00'; late events below it lose to the adopted rows.");
            }
            w.line(" */");
            w.line("public static void adoptExistingTarget(SparkSession spark" + (seed ? ", String seedSequence" : "")
                            + ") {")
                    .indent();
            w.line("for (String sql : SETUP) {")
                    .indent()
                    .line("spark.sql(sql);")
                    .outdent()
                    .line("}");
            w.line("spark.sql(\"SET VAR \" + ADOPT + \" = true\");");
            if (seed) {
                w.line("spark.sql(\"SET VAR \" + SEED_SEQUENCE + \" = \" + seedSequence);");
            }
            w.line("for (String sql : ADOPTION) {")
                    .indent()
                    .line("spark.sql(sql);")
                    .outdent()
                    .line("}");
            w.line("spark.sql(\"SET VAR \" + ADOPT + \" = false\");").outdent().line("}");
        }

        private void compact() {
            boolean point = plan.compaction().needsPoint();
            w.blank().line("/**");
            if (point) {
                w.line(" * Compacts the state between batches: every version that ended at or before the point"
                                + " is kept as")
                        .line(" * itself instead of its events. Late events at or after the point still fold exactly;"
                                + " those below")
                        .line(" * it may fold against a compacted version's final values, and the batch log counts"
                                + " them. point is a")
                        .line(" * Spark SQL expression of the sequence's type, e.g. current_timestamp() - INTERVAL 7"
                                + " DAYS for a timestamp.");
            } else {
                w.line(" * Compacts the state between batches: each key keeps only the events that can still decide"
                                + " its row, so")
                        .line(" * the event table holds about one row per key. No result changes: late events still"
                                + " fold exactly.");
            }
            w.line(" */");
            w.line("public static void compactState(SparkSession spark" + (point ? ", String point" : "") + ") {")
                    .indent();
            w.line("for (String sql : SETUP) {")
                    .indent()
                    .line("spark.sql(sql);")
                    .outdent()
                    .line("}");
            w.line(
                    point
                            ? "spark.sql(\"SET VAR \" + COMPACT_BEFORE + \" = \" + point);"
                            : "spark.sql(\"SET VAR \" + COMPACT + \" = true\");");
            w.line("try {").indent();
            w.line("for (String sql : COMPACTION) {")
                    .indent()
                    .line("spark.sql(sql);")
                    .outdent()
                    .line("}");
            w.outdent().line("} catch (RuntimeException e) {").indent();
            w.line("spark.sql(RELEASE_LEASE_1);");
            w.line("throw e;");
            w.outdent().line("}");
            w.outdent().line("}");
        }

        private void merge(DeltaMerge m) {
            w.blank().comment(m.purpose());
            w.line("private static void merge(SparkSession spark) {").indent();
            List<List<Assignment>> updates = chunks(m.update());
            List<List<Assignment>> inserts = chunks(m.insert());
            boolean split = updates.size() > 1 || inserts.size() > 1;
            w.line("Map<String, String> update = new LinkedHashMap<>();");
            puts("update", updates, split);
            w.line("Map<String, String> insert = new LinkedHashMap<>();");
            puts("insert", inserts, split);
            w.line("DeltaTable.forName(spark, " + J.stringLiteral(m.target()) + ").as(\"t\")")
                    .indent()
                    .indent();
            w.line(".merge(spark.table(" + J.stringLiteral(m.source()) + ").as(\"s\"),");
            w.line("        " + ClassFileLimits.javaLiteral(m.on()) + ")");
            w.line(".whenMatched(" + ClassFileLimits.javaLiteral(m.deleteWhen()) + ").delete()");
            if (!m.update().isEmpty()) {
                w.line(".whenMatched(" + ClassFileLimits.javaLiteral(m.updateWhen()) + ").updateExpr(update)");
            }
            w.line(".whenNotMatched(" + ClassFileLimits.javaLiteral(m.insertWhen()) + ").insertExpr(insert)");
            w.line(".execute();").outdent().outdent().outdent().line("}");
            if (split) {
                putMethods("update", updates);
                putMethods("insert", inserts);
            }
        }

        /**
         * The assignments inline, or (for a table too wide for one method's 64 KB of bytecode) one call per
         * method of {@link ClassFileLimits#PUTS_PER_METHOD} puts.
         */
        private void puts(String map, List<List<Assignment>> chunks, boolean split) {
            for (int c = 0; c < chunks.size(); c++) {
                if (split) {
                    w.line(map + "Columns" + (c + 1) + "(" + map + ");");
                } else {
                    chunks.get(c).forEach(a -> put(map, a));
                }
            }
        }

        private void putMethods(String map, List<List<Assignment>> chunks) {
            for (int c = 0; c < chunks.size(); c++) {
                w.blank()
                        .line("private static void " + map + "Columns" + (c + 1) + "(Map<String, String> " + map
                                + ") {")
                        .indent();
                chunks.get(c).forEach(a -> put(map, a));
                w.outdent().line("}");
            }
        }

        private void put(String map, Assignment a) {
            w.line(map + ".put(" + J.stringLiteral(SparkSqlQuoting.backticked(a.column())) + ", "
                    + J.stringLiteral(a.expression()) + ");");
        }

        private static List<List<Assignment>> chunks(List<Assignment> all) {
            List<List<Assignment>> chunks = new ArrayList<>();
            for (int i = 0; i < all.size(); i += ClassFileLimits.PUTS_PER_METHOD) {
                chunks.add(all.subList(i, Math.min(all.size(), i + ClassFileLimits.PUTS_PER_METHOD)));
            }
            if (chunks.isEmpty()) {
                chunks.add(List.of());
            }
            return chunks;
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
