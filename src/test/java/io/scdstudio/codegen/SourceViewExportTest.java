package io.scdstudio.codegen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.scdstudio.codegen.lakeflow.LakeflowPythonGenerator;
import io.scdstudio.codegen.lakeflow.LakeflowSqlGenerator;
import io.scdstudio.codegen.merge.MergeSqlGenerator;
import io.scdstudio.codegen.merge.SparkJavaGenerator;
import io.scdstudio.feed.FormatRead;
import io.scdstudio.format.FormatCases;
import io.scdstudio.model.DataType;
import io.scdstudio.model.Schema;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A design read from a CDC format exports with its source view in each target's idiom: Lakeflow SQL declares a
 * temporary view over {@code stream(<source>)} that the flow reads, Lakeflow Python a {@code @dp.temporary_view} the
 * flow names as its source, and the portable exports register the raw batch and flatten it first. Whether the view
 * gives the preview's table is {@code spark.FormatExportsOnSparkIT}'s to prove.
 */
class SourceViewExportTest {
    static List<String> formats() throws IOException {
        return FormatCases.ids();
    }

    private static ExportRequest request(String id) throws IOException {
        FormatRead read = FormatCases.read(id);
        return new ExportRequest(read.preset().orElseThrow().flow(), read.feed().schema(), read.sourceView());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("formats")
    void lakeflowSqlReadsTheFlatViewOverTheRawStream(String id) throws IOException {
        String sql = new LakeflowSqlGenerator().generate(request(id));
        assertThat(sql)
                .contains(
                        "CREATE TEMPORARY VIEW source_flat AS\nSELECT",
                        "FROM stream(source)",
                        "FROM stream(source_flat)\n");
        assertThat(sql.indexOf("CREATE TEMPORARY VIEW")).isLessThan(sql.indexOf("CREATE FLOW"));
        for (String column : request(id).sourceSchema().names()) {
            assertThat(sql).as(column).contains(" AS `" + column + "`");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("formats")
    void lakeflowPythonRegistersTheViewTheFlowNames(String id) throws IOException {
        String py = new LakeflowPythonGenerator().generate(request(id));
        assertThat(py)
                .contains(
                        "@dp.temporary_view(name=\"source_flat\")\ndef source_flat():",
                        "spark.readStream",
                        ".table(\"source\")",
                        "    source=\"source_flat\",");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("formats")
    void thePortableExportsFlattenTheRawBatchFirst(String id) throws IOException {
        String merge = new MergeSqlGenerator().generate(request(id));
        assertThat(merge).contains("register the micro-batch as the temporary view source_raw_batch with the raw rows");
        assertThat(merge.indexOf("CREATE OR REPLACE TEMPORARY VIEW source_batch AS"))
                .isGreaterThan(merge.indexOf("Per micro-batch"))
                .isLessThan(merge.indexOf("-- Step 1: fix this batch's id"));
        String java = new SparkJavaGenerator().generate(request(id));
        assertThat(java)
                .contains(
                        "static final String BATCH_VIEW = \"source_raw_batch\";",
                        "\"CREATE OR REPLACE TEMPORARY VIEW source_batch AS\\n\"");
    }

    @Test
    void theDeltaChangeFeedIsReadWithItsOptionInPython() throws IOException {
        assertThat(new LakeflowPythonGenerator().generate(request("delta-cdf")))
                .contains("spark.readStream.option(\"readChangeFeed\", \"true\").table(\"source\")");
    }

    @Test
    void aChangeTableExportedAsJsonLinesIsReadAsJsonByTheJavaMain(
            @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws IOException {
        java.nio.file.Path file = dir.resolve("changes.jsonl");
        java.nio.file.Files.writeString(
                file,
                "{\"__$start_lsn\":\"0x01\",\"__$operation\":2,\"__$command_id\":1,"
                        + "\"customer_id\":1,\"city\":\"Kyiv\"}\n{\"__$start_lsn\":\"0x02\",\"__$operation\":3,"
                        + "\"__$command_id\":1,\"customer_id\":1,\"city\":\"Kyiv\"}\n");
        FormatRead read =
                new io.scdstudio.format.SqlServerCdcFormat().read(file, "changes.jsonl", java.util.Optional.empty());
        String java = new SparkJavaGenerator()
                .generate(new ExportRequest(
                        read.preset().get().flow(), read.feed().schema(), read.sourceView()));
        assertThat(java)
                .contains(
                        "options.getOrDefault(\"format\", \"json\")",
                        "case \"json\" -> reader.schema(SOURCE_SCHEMA).json(file);");
    }

    @Test
    void aColumnTypeChangedInTheDesignIsCastToItsNewType() throws IOException {
        FormatRead read = FormatCases.read("delta-cdf");
        Schema edited = read.feed().schema().withType(read.feed().schema().indexOf("_commit_version"), DataType.INT);
        String sql = new LakeflowSqlGenerator()
                .generate(new ExportRequest(read.preset().get().flow(), edited, read.sourceView()));
        assertThat(sql)
                .contains("CAST(`_commit_version` AS int) AS `_commit_version`")
                .doesNotContain("CAST(`_commit_version` AS bigint)");
    }

    @Test
    void aViewThatMakesOtherColumnsThanTheSourceIsRefused() throws IOException {
        FormatRead read = FormatCases.read("sqlserver-cdc");
        Schema other = read.feed().schema().plus(new io.scdstudio.model.Column("extra", DataType.STRING));
        assertThatThrownBy(() -> new ExportRequest(read.preset().get().flow(), other, read.sourceView()))
                .hasMessageContaining("not the source columns");
    }

    @Test
    void aPlainDesignHasNoView() {
        String sql = new LakeflowSqlGenerator()
                .generate(new ExportRequest(
                        io.scdstudio.model.CdcFlowSettings.of(
                                List.of("id"), io.scdstudio.model.SequenceBy.column("ts")),
                        Schema.of(
                                new io.scdstudio.model.Column("id", DataType.BIGINT),
                                new io.scdstudio.model.Column("ts", DataType.BIGINT))));
        assertThat(sql).doesNotContain("TEMPORARY VIEW").contains("FROM stream(source)\n");
    }
}
