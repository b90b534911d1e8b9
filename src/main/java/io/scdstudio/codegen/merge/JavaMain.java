package io.scdstudio.codegen.merge;

import io.scdstudio.codegen.CodeWriter;
import io.scdstudio.codegen.JavaQuoting;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code main} of the Spark Java export and its helpers: a job configured by arguments only (no path or
 * location is written into the code). It runs the flow as a Structured Streaming query whose foreachBatch is the
 * class's {@code applyBatch}, on one batch file, or adopts an existing target.
 */
final class JavaMain {
    /**
     * A CSV batch read by the design's schema, with its header checked against the schema's names: read by position
     * (Spark's default, enforceSchema), an upstream file whose columns came in another order shifts values between
     * columns.
     */
    static final String CSV_OPTIONS =
            ".option(\"header\", \"true\").option(\"enforceSchema\", \"false\").option(\"nullValue\", \"null\")";

    private static final String CSV_READ = "case \"csv\" -> reader.schema(SOURCE_SCHEMA)" + CSV_OPTIONS;

    private final MergePlan plan;
    private final CodeWriter w;

    JavaMain(MergePlan plan, CodeWriter w) {
        this.plan = plan;
        this.w = w;
    }

    // Over 60 lines by design: the exported class's main method, written as the text it becomes.
    @SuppressWarnings("checkstyle:MethodLength")
    void write(String name) {
        String fileFormat = fileFormat();
        boolean seed = plan.adoption().needsSeedSequence();
        boolean point = plan.compaction().needsPoint();
        String compact = compactOption();
        List<String> usage = new ArrayList<>(List.of(
                name + " --stream <delta table or path> --checkpoint <dir> [--available-now]",
                name + " --stream <folder> --format json|csv|text --checkpoint <dir> [--available-now]",
                name + " --batch <file> [--format json|csv|text] [--batch-id <n>]",
                name + " --adopt" + (seed ? " --seed-sequence <Spark SQL expression>" : "")));
        usage.add(name + " --" + compact + (point ? " <Spark SQL expression>" : ""));
        w.blank()
                .line("private static final String USAGE = \"usage:\\n\"")
                .indent()
                .indent();
        for (int i = 0; i < usage.size(); i++) {
            w.line("+ " + JavaQuoting.INSTANCE.stringLiteral("  " + usage.get(i) + (i < usage.size() - 1 ? "\n" : ""))
                    + (i == usage.size() - 1 ? ";" : ""));
        }
        w.outdent().outdent();
        w.blank().line("/**").line(" * Runs the flow as a job:");
        usage.forEach(u -> w.line(" *   " + u));
        w.line(" * --stream reads a Delta table (by name, or by path when it holds a /) or a folder of " + fileFormat
                        + " files")
                .line(" * and applies each micro-batch under its foreachBatch id; a new checkpoint starts the ids at 0"
                        + " again,")
                .line(" * which the first batch refuses once later ids are stored, so keep the checkpoint with the"
                        + " target.")
                .line(" * --available-now processes what is there and stops; without it a batch runs every minute.")
                .line(" * --batch applies one file (" + fileFormat + " by default) under the id given, or the next"
                        + " one.");
        w.line(
                point
                        ? " * --compact-before compacts the state up to a sequence value (see compactState); run it between"
                                + " batches."
                        : " * --compact compacts the state (see compactState); run it between batches.");
        w.line(" */");
        w.line("public static void main(String[] args) throws Exception {").indent();
        w.line("Map<String, String> options = options(args);");
        w.line("SparkSession spark = SparkSession.builder().appName(\"" + name + "\").getOrCreate();");
        w.comment("Timestamps in CSV and JSON files are read in the session's time zone: UTC, as on Databricks,"
                + " rather than the zone of the machine the job happens to run on.");
        w.line("spark.conf().set(\"spark.sql.session.timeZone\", \"UTC\");");
        w.line("if (options.containsKey(\"adopt\")) {").indent();
        w.line(
                seed
                        ? "adoptExistingTarget(spark, required(options, \"seed-sequence\"));"
                        : "adoptExistingTarget(spark);");
        w.outdent().line("} else if (options.containsKey(\"batch\")) {").indent();
        w.line("Dataset<Row> batch = messages(read(spark.read(), options.get(\"batch\"),")
                .line("        options.getOrDefault(\"format\", \"" + fileFormat + "\")));");
        w.line("if (options.containsKey(\"batch-id\")) {")
                .indent()
                .line("applyBatch(batch, Long.parseLong(options.get(\"batch-id\")));")
                .outdent()
                .line("} else {")
                .indent()
                .line("applyNextBatch(batch);")
                .outdent()
                .line("}");
        w.outdent()
                .line("} else if (options.containsKey(\"" + compact + "\")) {")
                .indent();
        w.line(point ? "compactState(spark, options.get(\"compact-before\"));" : "compactState(spark);");
        w.outdent().line("} else if (options.containsKey(\"stream\")) {").indent();
        w.line("stream(spark, options.get(\"stream\"), options.getOrDefault(\"format\", \"delta\"),")
                .line("        required(options, \"checkpoint\"), options.containsKey(\"available-now\"));");
        w.outdent()
                .line("} else {")
                .indent()
                .line("fail(\"say what to run: --stream, --batch, --adopt or --" + compact + "\");")
                .outdent()
                .line("}")
                .outdent()
                .line("}");
        stream(name);
        readers();
        options();
    }

    private void stream(String name) {
        w.blank()
                .line("private static void stream(SparkSession spark, String source, String format, String checkpoint,")
                .line("        boolean availableNow) throws Exception {")
                .indent();
        w.line("DataStreamReader reader = spark.readStream();");
        w.line("Dataset<Row> rows;");
        w.line("if (format.equals(\"delta\")) {")
                .indent()
                .line("rows = source.contains(\"/\") ? reader.format(\"delta\").load(source) : reader.table(source);")
                .outdent()
                .line("} else {")
                .indent();
        w.line("rows = messages(switch (format) {")
                .indent()
                .line("case \"json\" -> reader.schema(SOURCE_SCHEMA).json(source);")
                .line(CSV_READ + ".csv(source);")
                .line("case \"text\" -> reader.text(source);")
                .line("default -> throw new IllegalArgumentException(\"unknown --format \" + format + \": use delta,"
                        + " json, csv or text\");")
                .outdent()
                .line("});")
                .outdent()
                .line("}");
        w.line("rows.writeStream()")
                .indent()
                .indent()
                .line(".option(\"checkpointLocation\", checkpoint)")
                .line(".trigger(availableNow ? Trigger.AvailableNow() : Trigger.ProcessingTime(\"1 minute\"))")
                .line(".foreachBatch((VoidFunction2<Dataset<Row>, Long>) " + name + "::applyBatch)")
                .line(".start()")
                .line(".awaitTermination();")
                .outdent()
                .outdent();
        w.outdent().line("}");
    }

    private void readers() {
        w.blank()
                .line("private static Dataset<Row> read(org.apache.spark.sql.DataFrameReader reader, String file,"
                        + " String format) {")
                .indent();
        w.line("return switch (format) {")
                .indent()
                .line("case \"json\" -> reader.schema(SOURCE_SCHEMA).json(file);")
                .line(CSV_READ + ".csv(file);")
                .line("case \"text\" -> reader.text(file);")
                .line("default -> throw new IllegalArgumentException(\"unknown --format \" + format + \": use json,"
                        + " csv or text\");")
                .outdent()
                .line("};")
                .outdent()
                .line("}");
        w.blank()
                .comment(
                        hasKey()
                                ? "Text lines are Kafka messages: the key, a tab and the value, or the value alone."
                                : "Text lines are the messages themselves.");
        w.line("private static Dataset<Row> messages(Dataset<Row> rows) {").indent();
        if (hasKey()) {
            w.line("if (!Arrays.asList(rows.columns()).equals(List.of(\"value\"))) {")
                    .indent()
                    .line("return rows;")
                    .outdent()
                    .line("}");
            kafkaSplit(w, "rows");
        } else {
            w.line("return rows;");
        }
        w.outdent().line("}");
    }

    /** Writes {@code return <rows>.selectExpr(...)}: a Kafka line's key before its first tab, the value after it. */
    static void kafkaSplit(CodeWriter w, String rows) {
        w.line("return " + rows + ".selectExpr(")
                .line(
                        "        \"CASE WHEN instr(value, '\\\\t') > 0 THEN substring_index(value, '\\\\t', 1) END AS key\",")
                .line("        \"CASE WHEN instr(value, '\\\\t') > 0 THEN substr(value, instr(value, '\\\\t') + 1)"
                        + " ELSE value END AS value\");");
    }

    /** Whether the raw rows are Kafka messages with a key column beside the value. */
    static boolean hasKey(MergePlan plan) {
        return plan.inputColumns().stream().anyMatch(c -> c.name().equals("key"));
    }

    /** The option that compacts the state: SCD2's takes the point, SCD1's is a flag. */
    private String compactOption() {
        return plan.compaction().needsPoint() ? "compact-before" : "compact";
    }

    private void options() {
        w.blank()
                .line("private static Map<String, String> options(String[] args) {")
                .indent();
        w.line("Map<String, String> options = new HashMap<>();");
        w.line("List<String> known = List.of(\"stream\", \"checkpoint\", \"format\", \"available-now\", \"batch\","
                + " \"batch-id\", \"adopt\", \"seed-sequence\""
                + ", \"" + compactOption() + "\");");
        w.line("for (int i = 0; i < args.length; i++) {").indent();
        w.line("String key = args[i].startsWith(\"--\") ? args[i].substring(2) : \"\";");
        w.line("if (!known.contains(key)) {")
                .indent()
                .line("fail(\"unknown argument \" + args[i]);")
                .outdent()
                .line("}");
        // the flags that take no value; SCD2's --compact-before takes its point
        w.line("if (key.equals(\"adopt\") || key.equals(\"available-now\")"
                        + (plan.compaction().needsPoint() ? "" : " || key.equals(\"" + compactOption() + "\")") + ") {")
                .indent()
                .line("options.put(key, \"true\");")
                .outdent()
                .line("} else if (i + 1 < args.length) {")
                .indent()
                .line("options.put(key, args[++i]);")
                .outdent()
                .line("} else {")
                .indent()
                .line("fail(\"--\" + key + \" needs a value\");")
                .outdent()
                .line("}");
        w.outdent().line("}").line("return options;").outdent().line("}");
        w.blank()
                .line("private static String required(Map<String, String> options, String key) {")
                .indent()
                .line("if (!options.containsKey(key)) {")
                .indent()
                .line("fail(\"--\" + key + \" is required\");")
                .outdent()
                .line("}")
                .line("return options.get(key);")
                .outdent()
                .line("}");
        w.blank()
                .line("private static void fail(String problem) {")
                .indent()
                .line("System.err.println(problem);")
                .line("System.err.println(USAGE);")
                .line("System.exit(2);")
                .outdent()
                .line("}");
    }

    private String fileFormat() {
        return plan.sourceView()
                .map(v -> switch (v.rawFile()) {
                    case TEXT_LINES -> "text";
                    case JSON_LINES -> "json";
                    default -> "csv";
                })
                .orElse("csv");
    }

    private boolean hasKey() {
        return hasKey(plan);
    }
}
