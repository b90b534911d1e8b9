package io.scdstudio.spark;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.codegen.ExportRequest;
import io.scdstudio.codegen.exec.SqlScript;
import io.scdstudio.codegen.merge.MergeSqlGenerator;
import io.scdstudio.codegen.merge.SparkJavaGenerator;
import io.scdstudio.engine.FeedRunner;
import io.scdstudio.engine.RunOptions;
import io.scdstudio.engine.TableDiff;
import io.scdstudio.engine.memory.InMemoryEngine;
import io.scdstudio.feed.FormatRead;
import io.scdstudio.format.FormatCases;
import io.scdstudio.model.Batch;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.ChangeFeed;
import io.scdstudio.model.SourceView;
import io.scdstudio.model.Table;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The exported MERGE SQL and Spark Java of each CDC format's preset design, fed the format's raw rows (Kafka message
 * text, or the export's columns as Spark reads its CSV), give after every micro-batch the table the preview gives
 * from the flat rows: the source view each export starts with does what the format's reader does. Each test feed is
 * cut into two micro-batches, so the second one holds late and out-of-order events.
 */
class FormatExportsOnSparkIT {
    private static final String ARRIVAL = "__scd_arrival";

    /**
     * Every format case; the Debezium schema-payload envelope only with {@code -Dexport.proof=all}, as the Java test
     * below proves that one on the same SQL.
     */
    static List<String> formats() throws IOException {
        boolean all = "all".equals(System.getProperty("export.proof", ""));
        return FormatCases.ids().stream()
                .filter(id -> all || !id.equals("debezium-json.schema-payload"))
                .toList();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("formats")
    void mergeSqlFromTheRawRowsGivesThePreviewTable(String id) throws IOException {
        prove(id, (request, raw) -> {
            for (String sql : SqlScript.statements(new MergeSqlGenerator().generate(request))) {
                spark().sql(sql).collect();
            }
        });
    }

    /**
     * The Java export runs the MERGE SQL export's statements, which every case proves above, so two formats prove
     * that its applyBatch takes raw rows as they come: Kafka messages (Debezium) and a tool's columns (DMS); each
     * case costs Spark some 13 s. {@code -Dexport.proof=all} proves one case of every format.
     */
    static List<String> javaFormats() throws IOException {
        List<String> one = new ArrayList<>();
        for (String id : FormatCases.ids()) {
            if (one.stream().noneMatch(o -> FormatCases.formatId(o).equals(FormatCases.formatId(id)))) {
                one.add(id);
            }
        }
        one.replaceAll(id -> id.equals("debezium-json") ? "debezium-json.schema-payload" : id);
        if (!"all".equals(System.getProperty("export.proof", ""))) {
            one.removeIf(id -> !List.of("debezium-json", "dms-csv").contains(FormatCases.formatId(id)));
        }
        return one;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("javaFormats")
    void sparkJavaFromTheRawRowsGivesThePreviewTable(String id) throws IOException {
        ExportedJavaClasses classes =
                new ExportedJavaClasses(SharedSpark.SETTINGS.workspace().resolve("format-java"));
        prove(
                id,
                (request, raw) -> classes.applyBatch(
                        SparkJavaGenerator.className(request),
                        new SparkJavaGenerator().generate(request),
                        spark(),
                        raw));
    }

    private interface RawApplier {
        void apply(ExportRequest request, Dataset<Row> rawBatch);
    }

    private static void prove(String id, RawApplier apply) throws IOException {
        FormatRead read = FormatCases.read(id);
        SourceView view = read.sourceView().orElseThrow();
        CdcFlowSettings preset = read.preset().orElseThrow().flow();
        CdcFlowSettings flow = preset.applyAsTruncates().isPresent() ? preset : preset.withScdType(2);
        ExportRequest request = new ExportRequest(flow, read.feed().schema(), read.sourceView());
        List<RawLine> raw = rawLines(FormatCases.raw(id), view);
        int cut = raw.get(raw.size() / 2).line();
        ChangeFeed feed = twoBatches(read.feed(), cut);
        SparkSqlRunner runner = new SparkSqlRunner();
        List<String> problems = new ArrayList<>();
        try {
            FeedRunner.run(new InMemoryEngine(), flow, feed, RunOptions.FAST, List.of(), (n, memory) -> {
                        Dataset<Row> batch = rawBatch(
                                view,
                                raw.stream()
                                        .filter(l -> n == 1 ? l.line() < cut : l.line() >= cut)
                                        .toList());
                        batch.createOrReplaceTempView(
                                request.flatViewName().orElseThrow().replace("_flat", "_raw_batch"));
                        apply.apply(request, batch);
                        Table expected = memory.target();
                        TableDiff diff =
                                TableDiff.of(expected, runner.query("SELECT * FROM target", memory.targetSchema()));
                        if (!diff.isEmpty()) {
                            problems.add("after batch " + n + ": " + diff.describe());
                        }
                        return true;
                    })
                    .discardAndClose();
        } finally {
            runner.close();
        }
        assertThat(problems).as(id).isEmpty();
    }

    /** The flat rows in two micro-batches: those read from lines before {@code cut}, then the rest. */
    private static ChangeFeed twoBatches(ChangeFeed feed, int cut) {
        List<List<io.scdstudio.model.Row>> rows = List.of(new ArrayList<>(), new ArrayList<>());
        List<List<Integer>> lines = List.of(new ArrayList<>(), new ArrayList<>());
        for (Batch b : feed.batches()) {
            for (int i = 0; i < b.rows().size(); i++) {
                int side = b.lineOf(i) < cut ? 0 : 1;
                rows.get(side).add(b.rows().get(i));
                lines.get(side).add(b.lineOf(i));
            }
        }
        return new ChangeFeed(
                feed.source(),
                feed.schema(),
                List.of(
                        new Batch(1, 0, rows.get(0), lines.get(0)),
                        new Batch(2, rows.get(0).size(), rows.get(1), lines.get(1))));
    }

    /** One raw row and the line of the file it came from, which is also its arrival order. */
    private record RawLine(int line, Row row) {}

    /**
     * The raw rows as they reach Spark: a dump's lines as Kafka messages (the key before a tab, then the value; the
     * dump's {@code null} is a tombstone's null value), or the CSV as Spark reads it with the raw columns as text.
     */
    private static List<RawLine> rawLines(Path file, SourceView view) throws IOException {
        List<RawLine> out = new ArrayList<>();
        boolean keyed = view.rawColumns().size() == 2;
        if (view.rawFile() == SourceView.RawFile.TEXT_LINES) {
            List<String> lines = Files.readAllLines(file);
            for (int i = 0; i < lines.size(); i++) {
                String text = lines.get(i);
                if (text.isBlank()) {
                    continue;
                }
                int tab = text.indexOf('\t');
                String value = tab < 0 ? text : text.substring(tab + 1);
                value = value.strip().equals("null") ? null : value;
                out.add(new RawLine(
                        i + 1,
                        keyed
                                ? RowFactory.create(tab < 0 ? null : text.substring(0, tab), value)
                                : RowFactory.create(value)));
            }
            return out;
        }
        List<Row> rows = spark().read()
                .option("header", "true")
                .option("nullValue", "null")
                .schema(structOf(view))
                .csv(file.toString())
                .collectAsList();
        for (int i = 0; i < rows.size(); i++) {
            out.add(new RawLine(i + 2, rows.get(i)));
        }
        return out;
    }

    private static Dataset<Row> rawBatch(SourceView view, List<RawLine> lines) {
        List<Row> rows = new ArrayList<>();
        for (RawLine l : lines) {
            Object[] values = new Object[l.row().size() + 1];
            for (int i = 0; i < l.row().size(); i++) {
                values[i] = l.row().get(i);
            }
            values[values.length - 1] = (long) l.line();
            rows.add(RowFactory.create(values));
        }
        return spark().createDataFrame(rows, structOf(view).add(ARRIVAL, DataTypes.LongType, false));
    }

    private static StructType structOf(SourceView view) {
        StructType type = new StructType();
        for (io.scdstudio.model.Column c : view.rawColumns()) {
            type = type.add(c.name(), DataTypes.StringType, true);
        }
        return type;
    }

    private static SparkSession spark() {
        return SparkSessions.get(SharedSpark.SETTINGS);
    }
}
