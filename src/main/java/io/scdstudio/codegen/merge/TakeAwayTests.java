package io.scdstudio.codegen.merge;

import io.scdstudio.codegen.CodeWriter;
import io.scdstudio.codegen.ExportRequest;
import io.scdstudio.codegen.PythonQuoting;
import io.scdstudio.codegen.SparkSqlQuoting;
import io.scdstudio.codegen.SqlText;
import io.scdstudio.codegen.TableName;
import io.scdstudio.model.Batch;
import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.Column;
import io.scdstudio.model.DataType;
import io.scdstudio.model.ErrorClass;
import io.scdstudio.model.Errors;
import io.scdstudio.model.Location;
import io.scdstudio.model.Row;
import io.scdstudio.model.Schema;
import io.scdstudio.model.SourceView;
import io.scdstudio.model.StructFields;
import io.scdstudio.model.StructValue;
import io.scdstudio.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Tests to take away with an export: the scenario's micro-batches and the table SCD Studio's engine computed after
 * each, written as a JUnit 5 class that runs the Spark Java export, or a pytest module that runs the MERGE SQL
 * export with PySpark, on a local Spark session with Delta. Each checks the target after every batch and, for SCD2,
 * that every key has at most one current row and no two versions of a key overlap. The rows travel as Spark SQL
 * ({@code SELECT ... FROM VALUES}, every value cast to its column's type), so both languages compare Spark's own
 * values and no conversion of ours can hide a difference.
 */
public final class TakeAwayTests {
    private static final SparkSqlQuoting Q = SparkSqlQuoting.INSTANCE;

    /**
     * What the engine made of the feed: the table after each batch that applied, and, when a batch failed, the error
     * class the exported code must fail with on the next one.
     */
    public record Expected(Schema targetSchema, List<Table> afterEachBatch, Optional<String> failure, int adoptAfter) {
        public Expected {
            afterEachBatch = List.copyOf(afterEachBatch);
        }
    }

    /**
     * The raw lines of a CDC file, per micro-batch, that the exported code reads as its main reads a file of them;
     * CSV keeps its header line.
     */
    public record RawLines(SourceView.RawFile kind, Optional<String> header, List<List<String>> batches) {
        public RawLines {
            batches = batches.stream().map(List::copyOf).toList();
        }
    }

    /** The most rows the tests hold as SQL: beyond it a test file is megabytes a reviewer cannot read. */
    public static final int MAX_ROWS = 2_000;

    private final ExportRequest request;
    private final List<Batch> batches;
    private final Expected expected;
    private final CdcFlowSettings flow;
    private final Optional<RawLines> raw;

    /** With {@code raw}, the tests feed the exported code a CDC format's raw lines, as its source view reads them. */
    public TakeAwayTests(ExportRequest request, List<Batch> batches, Expected expected, Optional<RawLines> raw) {
        if (!(request.flow() instanceof CdcFlowSettings cdc)) {
            throw Errors.at(
                    Location.field("source"),
                    ErrorClass.SNAPSHOT_FLOW_NOT_EXPORTABLE,
                    "the generated tests run the" + " portable exports, which cover change-feed flows only",
                    "Test a change-feed design");
        }
        if (request.sourceView().isPresent() != raw.isPresent()) {
            throw Errors.at(
                    Location.field("format"),
                    ErrorClass.UNSUPPORTED_SETTING,
                    "the generated tests feed a CDC format's raw rows from its file, and no file was given",
                    "Export the tests from the CDC file or the scenario folder that holds it");
        }
        requireHeldAsSql(batches);
        this.request = request;
        this.batches = List.copyOf(batches);
        this.expected = expected;
        this.flow = cdc;
        this.raw = raw;
    }

    /** The JUnit 5 class that tests {@code <Target>AutoCdc}, named {@code <Target>AutoCdcTest}. */
    public String junit() {
        return new TakeAwayJunit(this, MergePlanner.plan(request), SparkJavaGenerator.className(request)).write();
    }

    /** The pytest module that runs the MERGE SQL export, read from the file named in {@code merge_sql}. */
    // Over 60 lines by design: the pytest module, written as the text it becomes.
    @SuppressWarnings("checkstyle:MethodLength")
    public String pytest(String mergeSqlFile) {
        if (raw.isPresent()) {
            throw Errors.at(
                    Location.field("target"),
                    ErrorClass.UNSUPPORTED_SETTING,
                    "the pytest feeds the MERGE SQL flat rows, and this design reads a CDC format's raw rows",
                    "Export --target junit, which feeds the Spark Java export the file's raw lines");
        }
        PythonQuoting p = PythonQuoting.INSTANCE;
        CodeWriter w = new CodeWriter("#", 4);
        w.comment("Generated by SCD Studio: a pytest test of the Delta MERGE SQL export of this design (" + mergeSqlFile
                + ", beside this file), built from the scenario's " + batches.size() + " micro-batch(es) and the table"
                + " SCD Studio computed after each. It runs the file's statements for each batch on a local Spark"
                + " session with Delta and compares the target with pyspark.testing.assertDataFrameEqual"
                + scd2(", then checks the SCD2 invariants") + ".");
        w.comment("Needs: pip install pyspark delta-spark pytest (Spark 4.0 or later).");
        w.blank()
                .line("import pathlib")
                .blank()
                .line("import pytest")
                .line("from delta import configure_spark_with_delta_pip")
                .line("from pyspark.sql import SparkSession")
                .line("from pyspark.testing import assertDataFrameEqual")
                .blank();
        w.line("MERGE_SQL = pathlib.Path(__file__).with_name(" + p.stringLiteral(mergeSqlFile) + ")");
        w.comment("Quoted: createOrReplaceTempView parses the name, and a source name may hold a space.");
        w.line("BATCH_VIEW = " + p.stringLiteral(SparkSqlQuoting.INSTANCE.identifier(unquotedView())));
        w.line("TARGET = " + p.stringLiteral(flow.target()));
        w.blank().comment("Each batch's rows, then the target SCD Studio computed after it.");
        w.line("BATCHES = [").indent();
        batchQueries().forEach(q -> w.line(p.stringLiteral(q) + ","));
        w.outdent().line("]");
        w.line("EXPECTED = [").indent();
        expectedQueries().forEach(q -> w.line(p.stringLiteral(q) + ","));
        w.outdent().line("]").blank().blank();
        w.line("@pytest.fixture(scope=\"module\")")
                .line("def spark(tmp_path_factory):")
                .indent()
                .line("builder = (SparkSession.builder.master(\"local[2]\").appName(\"scd-studio-test\")")
                .line("           .config(\"spark.sql.extensions\", \"io.delta.sql.DeltaSparkSessionExtension\")")
                .line("           .config(\"spark.sql.catalog.spark_catalog\","
                        + " \"org.apache.spark.sql.delta.catalog.DeltaCatalog\")")
                .line("           .config(\"spark.sql.warehouse.dir\", str(tmp_path_factory.mktemp(\"warehouse\")))")
                .line("           .config(\"spark.ui.enabled\", \"false\"))")
                .line("session = configure_spark_with_delta_pip(builder).getOrCreate()")
                .line("yield session")
                .line("session.stop()")
                .outdent()
                .blank()
                .blank();
        w.line("def statements():")
                .indent()
                .line(
                        "\"\"\"The file's statements, split where its header says: at lines holding only a semicolon.\"\"\"")
                .line("chunks, current = [], []")
                .line("for line in MERGE_SQL.read_text(encoding=\"utf-8\").split(\"\\n\") + [\";\"]:")
                .indent()
                .line("if line == \";\":")
                .indent()
                .line("if any(l.strip() and not l.strip().startswith(\"--\") for l in current):")
                .indent()
                .line("chunks.append(\"\\n\".join(current))")
                .outdent()
                .line("current = []")
                .outdent()
                .line("else:")
                .indent()
                .line("current.append(line)")
                .outdent()
                .outdent()
                .line("return chunks")
                .outdent()
                .blank()
                .blank();
        w.line("def test_every_batch_gives_the_table_scd_studio_computed(spark):")
                .indent()
                .line("for number, (batch, expected) in enumerate(zip(BATCHES, EXPECTED), start=1):")
                .indent()
                .line("spark.sql(batch).createOrReplaceTempView(BATCH_VIEW)")
                .line("for statement in statements():")
                .indent()
                .line("spark.sql(statement).collect()")
                .outdent()
                .line("want = spark.sql(expected)")
                .line("# each column by its quoted name: a name with a dot would be read as a nested field")
                .line("columns = [\"`\" + c.replace(\"`\", \"``\") + \"`\" for c in want.columns]")
                .line("assertDataFrameEqual(spark.table(TARGET).select(*columns), want)");
        if (flow.scdType() == 2) {
            for (String[] check : invariants()) {
                w.line("assert spark.sql(" + p.stringLiteral(check[1]) + ").count() == 0, "
                        + p.stringLiteral(check[0] + " after batch ") + " + str(number)");
            }
        }
        w.outdent();
        expected.failure()
                .ifPresent(f -> w.line("spark.sql(BATCHES[len(EXPECTED)]).createOrReplaceTempView(BATCH_VIEW)")
                        .line("with pytest.raises(Exception, match=" + p.stringLiteral(f) + "):")
                        .indent()
                        .line("for statement in statements():")
                        .indent()
                        .line("spark.sql(statement).collect()")
                        .outdent()
                        .outdent());
        w.outdent();
        return w.toString();
    }

    /** The file name the pytest module has: {@code test_<target>_auto_cdc.py}. */
    public static String pytestFileName(ExportRequest request) {
        String name = TableName.parse(request.targetName(), "target")
                .lastPart()
                .replaceAll("[^A-Za-z0-9_]", "_")
                .toLowerCase(Locale.ROOT);
        return "test_" + name + "_auto_cdc.py";
    }

    /**
     * Refuses a feed of more rows than a test holds, before anyone folds it: the tests write every row as SQL.
     */
    public static void requireHeldAsSql(List<Batch> batches) {
        int rows = batches.stream().mapToInt(b -> b.rows().size()).sum();
        if (rows > MAX_ROWS) {
            throw Errors.at(
                    Location.field("feed"),
                    ErrorClass.UNSUPPORTED_SETTING,
                    "the generated tests hold every row of the feed as SQL, and this feed has " + rows + " rows (a test"
                            + " holds at most " + MAX_ROWS + ")",
                    "Export the tests from a smaller scenario of the same design, e.g. one written by generate"
                            + " <folder> --events 1000");
        }
    }

    Optional<RawLines> raw() {
        return raw;
    }

    Expected expected() {
        return expected;
    }

    CdcFlowSettings flow() {
        return flow;
    }

    int batchCount() {
        return batches.size();
    }

    MergeColumns columns() {
        return MergeColumns.resolve(flow, request.sourceSchema());
    }

    String scd2(String text) {
        return flow.scdType() == 2 ? text : "";
    }

    private String unquotedView() {
        return TableName.parse(flow.source(), "source").lastPart() + "_batch";
    }

    List<String[]> invariants() {
        MergeColumns cols = MergeColumns.resolve(flow, request.sourceSchema());
        String keys = SqlText.list(cols.keys(), "");
        String target = TableName.parse(flow.target(), "target").toSql();
        return List.of(
                new String[] {
                    "a key with two current rows",
                    "SELECT " + keys + " FROM " + target + " WHERE __END_AT IS NULL GROUP BY " + keys
                            + " HAVING count(*) > 1"
                },
                new String[] {
                    "two versions of a key that overlap",
                    "SELECT 1 FROM " + target + " AS a JOIN " + target + " AS b ON "
                            + SqlText.equal(cols.keys(), "a", "b")
                            + " AND a.__START_AT < b.__START_AT AND (a.__END_AT IS NULL OR a.__END_AT > "
                            + "b.__START_AT)"
                });
    }

    List<String> batchQueries() {
        List<Column> columns = new ArrayList<>(request.sourceSchema().columns());
        columns.add(new Column(MergePlanner.ARRIVAL, DataType.BIGINT));
        List<String> out = new ArrayList<>();
        for (Batch b : batches) {
            List<List<Object>> rows = new ArrayList<>();
            for (int i = 0; i < b.rows().size(); i++) {
                List<Object> values = values(b.rows().get(i));
                values.add((long) i);
                rows.add(values);
            }
            out.add(values(columns, rows));
        }
        return out;
    }

    List<String> expectedQueries() {
        List<String> out = new ArrayList<>();
        for (Table t : expected.afterEachBatch()) {
            List<List<Object>> rows = new ArrayList<>();
            for (Row r : t.rows()) {
                rows.add(values(r));
            }
            out.add(values(expected.targetSchema().columns(), rows));
        }
        return out;
    }

    private static List<Object> values(Row r) {
        List<Object> out = new ArrayList<>();
        for (int i = 0; i < r.size(); i++) {
            out.add(r.get(i));
        }
        return out;
    }

    /** {@code SELECT * FROM VALUES (...) AS t(...)}, every value cast to its column's type; no rows: none. */
    private static String values(List<Column> columns, List<List<Object>> rows) {
        List<String> names = new ArrayList<>();
        List<String> nulls = new ArrayList<>();
        for (Column c : columns) {
            names.add(SqlText.name(c));
            nulls.add(literal(null, c));
        }
        List<String> tuples = new ArrayList<>();
        for (List<Object> r : rows) {
            List<String> values = new ArrayList<>();
            for (int i = 0; i < columns.size(); i++) {
                values.add(literal(r.get(i), columns.get(i)));
            }
            tuples.add("(" + String.join(", ", values) + ")");
        }
        String from = "SELECT * FROM VALUES "
                + (tuples.isEmpty() ? "(" + String.join(", ", nulls) + ")" : String.join(", ", tuples)) + " AS t("
                + String.join(", ", names) + ")";
        return tuples.isEmpty() ? from + " WHERE false" : from;
    }

    private static String literal(Object value, Column c) {
        DataType.Kind kind = c.type().kind();
        if (kind == DataType.Kind.MAP || kind == DataType.Kind.ARRAY) {
            throw Errors.at(
                    Location.field(c.name()),
                    ErrorClass.UNSUPPORTED_SETTING,
                    "the generated tests write each value as" + " SQL, and " + c.name() + " is a "
                            + c.type().sqlName(),
                    "Test a design without map or array columns");
        }
        String type = kind == DataType.Kind.STRUCT
                ? SqlText.structType(StructFields.of(c.type()))
                : c.type().sqlName();
        if (value == null) {
            return "CAST(NULL AS " + type + ")";
        }
        if (value instanceof StructValue struct) {
            // A STRUCT sequence's value (and the __START_AT it becomes), field by field.
            List<String> fields = new ArrayList<>();
            for (int i = 0; i < struct.fields().size(); i++) {
                fields.add(Q.stringLiteral(struct.fieldNames().get(i)) + ", "
                        + literal(
                                struct.fields().get(i),
                                new Column(
                                        struct.fieldNames().get(i),
                                        struct.fieldTypes().get(i))));
            }
            return "named_struct(" + String.join(", ", fields) + ")";
        }
        return "CAST(" + Q.stringLiteral(CanonicalText.render(value)) + " AS " + type + ")";
    }

    static void writeJavaStrings(CodeWriter w, List<String> strings) {
        for (int i = 0; i < strings.size(); i++) {
            w.line(ClassFileLimits.javaLiteral(strings.get(i)) + (i < strings.size() - 1 ? "," : ""));
        }
    }
}
