package io.scdstudio.codegen.importer;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.codegen.ExportRequest;
import io.scdstudio.codegen.lakeflow.LakeflowSqlGenerator;
import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.SnapshotFlowSettings;
import org.junit.jupiter.api.Test;

/** {@link FlowImport} picks the importer from what the pasted text holds. */
class FlowImportTest {
    private static final String SQL = """
            -- dp.create_auto_cdc_flow(...) in a comment does not make this Python
            CREATE FLOW f AS AUTO CDC INTO t FROM stream(s) KEYS (id) SEQUENCE BY seq;
            """;
    private static final String PYTHON = """
            # An AUTO CDC INTO flow, in Python
            dp.create_auto_cdc_flow(target="t", source="s", keys=["id"], sequence_by=col("seq"),
                apply_as_deletes=expr("note = 'AUTO CDC INTO x'"))
            """;

    @Test
    void sqlIsReadAsSql() {
        assertThat(FlowImport.importerFor(SQL)).isInstanceOf(LakeflowSqlImporter.class);
        assertThat(FlowImport.detect(SQL)).isInstanceOf(CdcFlowSettings.class);
    }

    @Test
    void pythonIsReadAsPythonEvenWhenItsCommentsAndStringsMentionSql() {
        assertThat(FlowImport.importerFor(PYTHON)).isInstanceOf(LakeflowPythonImporter.class);
        assertThat(((CdcFlowSettings) FlowImport.detect(PYTHON)).applyAsDeletes())
                .contains("note = 'AUTO CDC INTO x'");
    }

    @Test
    void theSqlExportOfASnapshotFlowIsFromSnapshotAndImportsBack() {
        SnapshotFlowSettings design =
                SnapshotFlowSettings.of(java.util.List.of("Key")).withScdType(2);
        String sql = new LakeflowSqlGenerator().generate(new ExportRequest(design, io.scdstudio.model.Schema.of()));

        assertThat(sql).contains("AS AUTO CDC INTO target\nFROM SNAPSHOT (SELECT * FROM source)\nKEYS (Key)");
        assertThat(FlowImport.importerFor(sql).language()).isEqualTo("Lakeflow SQL");
        assertThat(FlowImport.detect(sql)).isEqualTo(design);
    }

    @Test
    void pythonKeptInSqlCommentsStillImports() {
        String sql = "-- from pyspark import pipelines as dp\n-- dp.create_auto_cdc_from_snapshot_flow(target=\"t\","
                + " source=\"s\", keys=[\"k\"])\n";

        assertThat(FlowImport.importerFor(sql).language()).contains("in SQL comments");
        assertThat(FlowImport.detect(sql))
                .isEqualTo(new SnapshotFlowSettings(
                        "t",
                        "s",
                        java.util.List.of("k"),
                        java.util.Optional.empty(),
                        java.util.Optional.empty(),
                        java.util.Optional.empty(),
                        java.util.Optional.empty(),
                        false));
    }

    @Test
    void everyImporterNamesItsLanguage() {
        assertThat(FlowImport.importers())
                .extracting(FlowImporter::language)
                .containsExactly("Lakeflow SQL", "Lakeflow Python");
    }
}
