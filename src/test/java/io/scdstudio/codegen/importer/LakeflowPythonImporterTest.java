package io.scdstudio.codegen.importer;

import static org.assertj.core.api.Assertions.assertThat;

import io.scdstudio.model.CdcFlowSettings;
import io.scdstudio.model.SequenceBy;
import io.scdstudio.model.SnapshotFlowSettings;
import java.util.List;
import org.junit.jupiter.api.Test;

class LakeflowPythonImporterTest {
    private final LakeflowPythonImporter importer = new LakeflowPythonImporter();

    @Test
    void aBacktickedNameInAListIsTheNameItQuotes() {
        CdcFlowSettings flow = (CdcFlowSettings) importer.importFlow("""
                from pyspark import pipelines as dp
                from pyspark.sql.functions import col

                dp.create_auto_cdc_flow(
                    target="t",
                    source="s",
                    keys=["`my col`", "id"],
                    sequence_by=col("seq"),
                    except_column_list=["`se``q`", "`a.b`"],
                )
                """);
        assertThat(flow.keys()).containsExactly("my col", "id");
        assertThat(flow.exceptColumnList()).contains(List.of("se`q", "a.b"));
    }

    @Test
    void readsTheOlderDltApplyChangesWithColumnObjects() {
        CdcFlowSettings flow = (CdcFlowSettings) importer.importFlow("""
                import dlt
                from pyspark.sql.functions import col, expr

                dlt.create_streaming_table("target")

                dlt.apply_changes(
                  target = "target",
                  source = "users",
                  keys = ["userId"],
                  sequence_by = col("sequenceNum"),
                  apply_as_deletes = expr("operation = 'DELETE'"),
                  apply_as_truncates = expr("operation = 'TRUNCATE'"),
                  except_column_list = ["operation", "sequenceNum"],
                  stored_as_scd_type = 1
                )
                """);

        assertThat(flow.source()).isEqualTo("users");
        assertThat(flow.sequenceBy()).isEqualTo(SequenceBy.column("sequenceNum"));
        assertThat(flow.applyAsDeletes()).contains("operation = 'DELETE'");
        assertThat(flow.applyAsTruncates()).contains("operation = 'TRUNCATE'");
        assertThat(flow.exceptColumnList()).contains(List.of("operation", "sequenceNum"));
        assertThat(flow.storedAsScdType()).contains(1);
    }

    @Test
    void readsPositionalArgumentsStringTypesAndModulePrefixes() {
        CdcFlowSettings flow = (CdcFlowSettings) importer.importFlow("""
                dp.create_auto_cdc_flow("t", "s", [F.col("id"), "region"], "seq",  # positional
                    stored_as_scd_type="2", track_history_column_list=("name",),
                    apply_as_deletes="op = 'D'", ignore_null_updates=True, name="live", once=False)
                """);

        assertThat(flow.keys()).containsExactly("id", "region");
        assertThat(flow.sequenceBy()).isEqualTo(SequenceBy.column("seq"));
        assertThat(flow.storedAsScdType()).contains(2);
        assertThat(flow.trackHistoryColumnList()).contains(List.of("name"));
        assertThat(flow.applyAsDeletes()).contains("op = 'D'");
        assertThat(flow.ignoreNullUpdates()).isTrue();
        assertThat(flow.name()).contains("live");
        assertThat(flow.once()).isFalse();
    }

    @Test
    void readsStructSequencesInEveryWrittenForm() {
        String call = "dp.create_auto_cdc_flow(target='t', source='s', keys=['id'], sequence_by=%s)";
        SequenceBy expected = SequenceBy.struct(List.of("ts", "a.b"));

        for (String form : List.of(
                "struct(\"ts\", \"`a.b`\")", "struct(col('ts'), col('`a.b`'))", "F.struct([\"ts\", \"`a.b`\"])")) {
            CdcFlowSettings flow = (CdcFlowSettings) importer.importFlow(call.formatted(form));
            assertThat(flow.sequenceBy()).as(form).isEqualTo(expected);
        }
    }

    @Test
    void decodesEscapesTripleQuotesAndAdjacentStrings() {
        CdcFlowSettings flow = (CdcFlowSettings) importer.importFlow("""
                dp.create_auto_cdc_flow(target="t", source="s", keys=["it's"], sequence_by=col("seq"),
                    apply_as_deletes=expr(\"\"\"op = 'DELETE'
                      OR deleted\"\"\"),
                    apply_as_truncates=expr("op = " '\\'TRUNC\\''))
                """);

        assertThat(flow.keys()).containsExactly("it's");
        assertThat(flow.applyAsDeletes()).contains("op = 'DELETE'\n      OR deleted");
        assertThat(flow.applyAsTruncates()).contains("op = 'TRUNC'");
    }

    @Test
    void noneMeansTheDefault() {
        CdcFlowSettings flow = (CdcFlowSettings) importer.importFlow("dp.create_auto_cdc_flow(target='t',"
                + " source='s', keys=['id'], sequence_by='seq', apply_as_deletes=None, column_list=None,"
                + " stored_as_scd_type=None)");

        assertThat(flow.target()).isEqualTo("t");
        assertThat(flow.source()).isEqualTo("s");
        assertThat(flow.applyAsDeletes()).isEmpty();
        assertThat(flow.columnList()).isEmpty();
        assertThat(flow.storedAsScdType()).isEmpty();
    }

    @Test
    void readsASnapshotFlowUnderEitherName() {
        for (String function : List.of("dp.create_auto_cdc_from_snapshot_flow", "dlt.apply_changes_from_snapshot")) {
            SnapshotFlowSettings flow = (SnapshotFlowSettings) importer.importFlow(function
                    + "(target=\"target\", source=\"mycatalog.myschema.mytable\", keys=[\"Key\"],"
                    + " stored_as_scd_type=2, track_history_except_column_list=[\"Value\"], once=True)");

            assertThat(flow.source()).isEqualTo("mycatalog.myschema.mytable");
            assertThat(flow.keys()).containsExactly("Key");
            assertThat(flow.storedAsScdType()).contains(2);
            assertThat(flow.trackHistoryExceptColumnList()).contains(List.of("Value"));
            assertThat(flow.once()).isTrue();
        }
    }

    @Test
    void ignoresAFunctionDefinitionWithTheSameName() {
        CdcFlowSettings flow = (CdcFlowSettings) importer.importFlow("""
                def apply_changes(x):
                    return x

                dlt.apply_changes(target="t", source="s", keys=["id"], sequence_by="seq")
                """);

        assertThat(flow.target()).isEqualTo("t");
    }
}
